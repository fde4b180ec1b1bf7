/**
 * MDX partials in a page's Markdown copy. A page that shows a fact owned by another page imports a partial
 * (`import Takeoff from '../_partials/field/takeoff.mdx'`) and places it (`<Takeoff />`); the HTML gets the
 * partial's content from MDX, and the Markdown copy (src/features/llms/llms-txt.ts) from this function, which
 * puts each partial's text where its element stands. Node only (build and tests).
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';

const IMPORT = /^import\s+([A-Z][A-Za-z0-9_]*)\s+from\s+['"]([^'"]+\.mdx?)['"];?\s*$/gm;

/** The partial's own text: no comment lines of its own (`{/* … *\/}`), no front matter. */
function partialBody(text: string): string {
  return text
    .replace(/^---\r?\n[\s\S]*?\r?\n---\r?\n?/, '')
    .replace(/^\{\/\*[\s\S]*?\*\/\}\s*$/gm, '')
    .trim();
}

/**
 * Replaces every `<Name />` line of an imported `.md`/`.mdx` file by that file's text (recursively, partials
 * inside partials too). Relative links inside a partial are rewritten to stay right from the including file.
 * Imports of anything else are left for the caller.
 */
export function inlinePartials(source: string, filePath: string, depth = 0): string {
  if (depth > 8) throw new Error(`${filePath}: partials nested too deep`);
  const imports = new Map<string, string>();
  for (const match of source.matchAll(IMPORT)) imports.set(match[1], path.resolve(path.dirname(filePath), match[2]));
  if (imports.size === 0) return source;
  let fence: string | null = null;
  return source
    .split('\n')
    .map((line) => {
      const fenceMatch = line.match(/^\s*(`{3,}|~{3,})/);
      if (fenceMatch) {
        if (fence === null) fence = fenceMatch[1];
        else if (line.trim().startsWith(fence)) fence = null;
        return line;
      }
      if (fence !== null) return line;
      const element = line.match(/^\s*<([A-Z][A-Za-z0-9_]*)\s*\/>\s*$/);
      const file = element ? imports.get(element[1]) : undefined;
      if (file) {
        const inner = inlinePartials(partialBody(readFileSync(file, 'utf8')), file, depth + 1);
        return relinked(inner, path.dirname(file), path.dirname(filePath));
      }
      if (/^import\s/.test(line) && [...imports.keys()].some((name) => line.includes(`import ${name} `))) return '';
      return line;
    })
    .join('\n');
}

/** Relative Markdown link targets of `text`, written from `fromDir`, rewritten as seen from `toDir`. */
function relinked(text: string, fromDir: string, toDir: string): string {
  if (fromDir === toDir) return text;
  return text.replace(/(\]\()([^)\s]+)(\))/g, (whole, open: string, target: string, close: string) => {
    if (/^([a-z]+:|#|\/)/i.test(target)) return whole;
    const [file, hash] = target.split('#');
    const moved = path.relative(toDir, path.resolve(fromDir, file)).split(path.sep).join('/');
    return `${open}${moved}${hash !== undefined ? `#${hash}` : ''}${close}`;
  });
}
