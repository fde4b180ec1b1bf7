/**
 * A small arithmetic language for plot formulas written in the page, e.g. `k * x^2 + c`:
 * numbers, the variable `x`, named constants from the plot's `vars`, `+ - * / ^`, parentheses and a
 * fixed set of functions. Parsed once into a closure; nothing is evaluated through `eval`.
 */

type Fn = (x: number) => number;

const FUNCTIONS: Record<string, (...args: number[]) => number> = {
  sqrt: Math.sqrt,
  exp: Math.exp,
  log: Math.log,
  log10: Math.log10,
  sin: Math.sin,
  cos: Math.cos,
  tan: Math.tan,
  atan: Math.atan,
  atan2: Math.atan2,
  abs: Math.abs,
  min: Math.min,
  max: Math.max,
  pow: Math.pow,
  tanh: Math.tanh,
  clamp: (v, lo, hi) => Math.min(hi, Math.max(lo, v)),
};

const CONSTANTS: Record<string, number> = {pi: Math.PI, e: Math.E};

export class ExpressionError extends Error {}

type Token = {kind: 'num'; value: number} | {kind: 'name'; value: string} | {kind: 'op'; value: string};

function tokenize(source: string): Token[] {
  const tokens: Token[] = [];
  const pattern =
    /\s*(?:(\d+(?:\.\d*)?(?:[eE][-+]?\d+)?|\.\d+(?:[eE][-+]?\d+)?)|([A-Za-z_][A-Za-z0-9_]*)|(\*\*|[-+*/^(),]))/y;
  let index = 0;
  while (index < source.length) {
    if (/^\s*$/.test(source.slice(index))) break;
    pattern.lastIndex = index;
    const match = pattern.exec(source);
    if (!match) throw new ExpressionError(`unexpected character "${source.slice(index).trim()[0]}" in "${source}"`);
    index = pattern.lastIndex;
    if (match[1] !== undefined) tokens.push({kind: 'num', value: Number(match[1])});
    else if (match[2] !== undefined) tokens.push({kind: 'name', value: match[2]});
    else tokens.push({kind: 'op', value: match[3] === '**' ? '^' : match[3]});
  }
  return tokens;
}

/** Compiles `source` into a function of x; `vars` gives the named constants it may use. */
export function compileExpression(source: string, vars: Record<string, number> = {}): Fn {
  const tokens = tokenize(source);
  let position = 0;
  const peek = (): Token | undefined => tokens[position];
  const isOp = (value: string): boolean => {
    const token = peek();
    return token?.kind === 'op' && token.value === value;
  };
  const expectOp = (value: string): void => {
    if (!isOp(value)) throw new ExpressionError(`expected "${value}" in "${source}"`);
    position += 1;
  };

  // sum := product (('+' | '-') product)*
  function sum(): Fn {
    let left = product();
    while (isOp('+') || isOp('-')) {
      const op = (peek() as Token).value;
      position += 1;
      const a = left;
      const b = product();
      left = op === '+' ? (x) => a(x) + b(x) : (x) => a(x) - b(x);
    }
    return left;
  }
  // product := unary (('*' | '/') unary)*
  function product(): Fn {
    let left = unary();
    while (isOp('*') || isOp('/')) {
      const op = (peek() as Token).value;
      position += 1;
      const a = left;
      const b = unary();
      left = op === '*' ? (x) => a(x) * b(x) : (x) => a(x) / b(x);
    }
    return left;
  }
  // unary := '-' unary | power
  function unary(): Fn {
    if (isOp('-')) {
      position += 1;
      const a = unary();
      return (x) => -a(x);
    }
    if (isOp('+')) {
      position += 1;
      return unary();
    }
    return power();
  }
  // power := atom ('^' unary)?   (right-associative, binds tighter than unary minus on its left)
  function power(): Fn {
    const base = atom();
    if (isOp('^')) {
      position += 1;
      const exponent = unary();
      return (x) => Math.pow(base(x), exponent(x));
    }
    return base;
  }
  function atom(): Fn {
    const token = peek();
    if (!token) throw new ExpressionError(`unexpected end of "${source}"`);
    position += 1;
    if (token.kind === 'num') {
      const value = token.value;
      return () => value;
    }
    if (token.kind === 'op' && token.value === '(') {
      const inner = sum();
      expectOp(')');
      return inner;
    }
    if (token.kind === 'name') {
      const name = token.value;
      if (isOp('(')) {
        const fn = FUNCTIONS[name];
        if (!fn) throw new ExpressionError(`unknown function "${name}" in "${source}"`);
        position += 1;
        const args: Fn[] = [sum()];
        while (isOp(',')) {
          position += 1;
          args.push(sum());
        }
        expectOp(')');
        return (x) => fn(...args.map((arg) => arg(x)));
      }
      if (name === 'x') return (x) => x;
      if (Object.hasOwn(vars, name)) {
        const value = vars[name];
        return () => value;
      }
      if (Object.hasOwn(CONSTANTS, name)) {
        const value = CONSTANTS[name];
        return () => value;
      }
      throw new ExpressionError(`unknown name "${name}" in "${source}" (define it under vars)`);
    }
    throw new ExpressionError(`unexpected "${token.value}" in "${source}"`);
  }

  const fn = sum();
  if (position !== tokens.length) throw new ExpressionError(`unexpected "${tokens[position].value}" in "${source}"`);
  return fn;
}
