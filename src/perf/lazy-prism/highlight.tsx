/**
 * A lean stand-in for prism-react-renderer in the site's bundles (wired by `src/perf/plugin.ts`).
 *
 * prism-react-renderer ships Prism with some thirty grammars built in; evaluating them (each grammar
 * edit walks every grammar loaded so far) was the longest piece of script work on a doc page. This module
 * offers the same `Highlight` render-prop component and `Prism` object to the theme's code block, over
 * Prism's core and only the grammars the site lists in `themeConfig.prism.additionalLanguages`. The
 * markup it renders is the same: token lines, `token <types>` class names and the theme's inline styles.
 * (`config/prism.ts` still takes its colour themes from prism-react-renderer; that runs in Node.)
 */
import './manual';
import Prism from 'prismjs/components/prism-core';
import {useCallback, useMemo, type CSSProperties, type ReactNode} from 'react';
import clsx from 'clsx';

export {Prism};

export interface Token {
  types: string[];
  content: string;
  empty?: boolean;
}

interface ThemeEntry {
  types: string[];
  languages?: string[];
  style: CSSProperties;
}

export interface PrismTheme {
  plain: CSSProperties;
  styles: ThemeEntry[];
}

type StyleMap = Record<string, CSSProperties | undefined>;

interface LineInputProps {
  line?: Token[];
  className?: string;
  style?: CSSProperties;
  [key: string]: unknown;
}

interface TokenInputProps {
  token: Token;
  className?: string;
  style?: CSSProperties;
  [key: string]: unknown;
}

export interface RenderProps {
  tokens: Token[][];
  className: string;
  style: CSSProperties;
  getLineProps: (input: LineInputProps) => Record<string, unknown>;
  getTokenProps: (input: TokenInputProps) => Record<string, unknown>;
}

export interface HighlightProps {
  code: string;
  language: string;
  theme: PrismTheme;
  prism?: typeof Prism;
  children: (props: RenderProps) => ReactNode;
}

/** Styles by token type for one language; `plain` is the theme's base without its background. */
function stylesFor(theme: PrismTheme, language: string): StyleMap {
  const map: StyleMap = {};
  for (const entry of theme.styles) {
    if (entry.languages && !entry.languages.includes(language)) continue;
    for (const type of entry.types) map[type] = {...map[type], ...entry.style};
  }
  map.root = theme.plain;
  map.plain = {...theme.plain, backgroundColor: undefined};
  return map;
}

const NEWLINE = /\r\n|\r|\n/;

/** An empty line keeps one token (a newline) so that it still has height. */
function closeLine(line: Token[]): void {
  if (line.length === 0) {
    line.push({types: ['plain'], content: '\n', empty: true});
  } else if (line.length === 1 && line[0]!.content === '') {
    line[0]!.content = '\n';
    line[0]!.empty = true;
  }
}

/** Adds a token's type (or alias list) unless the innermost type is already that one. */
function withType(types: string[], type: string | string[]): string[] {
  if (types.length > 0 && types[types.length - 1] === type) return types;
  return types.concat(type);
}

type PrismStream = string | Prism.Token | (string | Prism.Token)[];

/** Flattens Prism's nested token stream into lines of tokens, each with the types it is nested in. */
function toLines(stream: (string | Prism.Token)[]): Token[][] {
  let line: Token[] = [];
  const lines: Token[][] = [line];
  const visit = (item: PrismStream, types: string[], nested: boolean) => {
    if (Array.isArray(item)) {
      for (const child of item) visit(child, types, nested);
      return;
    }
    let content: PrismStream;
    let own: string[];
    if (typeof item === 'string') {
      own = nested ? types : ['plain'];
      content = item;
    } else {
      own = withType(types, item.type);
      if (item.alias) own = withType(own, item.alias);
      content = item.content as PrismStream;
    }
    if (typeof content !== 'string') {
      visit(content, own, true);
      return;
    }
    const parts = content.split(NEWLINE);
    line.push({types: own, content: parts[0]!});
    for (let i = 1; i < parts.length; i++) {
      closeLine(line);
      line = [];
      lines.push(line);
      line.push({types: own, content: parts[i]!});
    }
  };
  for (const item of stream) visit(item, [], false);
  closeLine(line);
  return lines;
}

export function Highlight({code, language: requested, theme, prism = Prism, children}: HighlightProps): ReactNode {
  const language = requested.toLowerCase();
  const styles = useMemo(() => stylesFor(theme, language), [theme, language]);
  const grammar = prism.languages[language];

  const tokens = useMemo(() => {
    if (!grammar) return toLines([code]);
    const env = {code, grammar, language, tokens: [] as (string | Prism.Token)[]};
    prism.hooks.run('before-tokenize', env);
    env.tokens = prism.tokenize(code, grammar);
    prism.hooks.run('after-tokenize', env);
    return toLines(env.tokens);
  }, [prism, code, grammar, language]);

  const getLineProps = useCallback(
    ({line: _line, className, style, ...rest}: LineInputProps) => {
      const props: Record<string, unknown> = {...rest, className: clsx('token-line', className)};
      props.style = styles.plain;
      if (style && typeof style === 'object') props.style = {...styles.plain, ...style};
      return props;
    },
    [styles],
  );

  const getTokenProps = useCallback(
    ({token, className, style, ...rest}: TokenInputProps) => {
      const props: Record<string, unknown> = {
        ...rest,
        className: clsx('token', ...token.types, className),
        children: token.content,
        style: tokenStyle(styles, token),
      };
      if (style != null) props.style = {...(props.style as CSSProperties | undefined), ...style};
      return props;
    },
    [styles],
  );

  return children({
    tokens,
    className: `prism-code language-${language}`,
    style: styles.root ?? {},
    getLineProps,
    getTokenProps,
  });
}

function tokenStyle(styles: StyleMap, {types, empty}: Token): CSSProperties | undefined {
  const emptyBase = empty != null ? {display: 'inline-block'} : undefined;
  if (types.length === 1 && types[0] === 'plain') return emptyBase;
  if (types.length === 1 && empty != null) return styles[types[0]!];
  return Object.assign({}, emptyBase, ...types.map((type) => styles[type]));
}
