import {filesUnder} from '../src/lib/files';

/** Splits a Markdown file into its front matter (flat `key: value` pairs) and body. */
export function parseMarkdown(source: string): {fm: Record<string, string>; body: string} {
  const match = source.match(/^---\n([\s\S]*?)\n---\n?/);
  const fm: Record<string, string> = {};
  if (match) {
    for (const line of match[1].split('\n')) {
      const kv = line.match(/^([\w-]+):\s*(.*)$/);
      if (kv) fm[kv[1]] = kv[2].trim().replace(/^(['"])(.*)\1$/, '$2');
    }
  }
  return {fm, body: match ? source.slice(match[0].length) : source};
}

/** Words of prose: code, math, markup, links' targets and imports do not count. */
export function proseWords(body: string): number {
  const text = body
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/~~~[\s\S]*?~~~/g, ' ')
    .replace(/^\s*(import|export)\s.*$/gm, ' ')
    .replace(/\$\$[\s\S]*?\$\$/g, ' ')
    .replace(/!\[[^\]]*\]\([^)]*\)/g, ' ')
    .replace(/\]\([^)]*\)/g, ']')
    .replace(/`[^`]*`/g, ' ')
    .replace(/<[^>]+>/g, ' ');
  return text.split(/\s+/).filter((w) => /[A-Za-z]{2,}/.test(w)).length;
}

export const PLACEHOLDER =
  /lorem ipsum|\bTODO\b|\bTBD\b|\bFIXME\b|coming soon|to be written|under construction|placeholder text/i;

/**
 * Every page or post under `dir`: its Markdown files, leaving out the `_`-prefixed files and folders that
 * Docusaurus does not route (the MDX partials of `docs/_partials/`, shown inside the pages that import them).
 */
export function walkMarkdown(dir: string): string[] {
  return filesUnder(dir, {
    keep: (name) => /\.mdx?$/.test(name) && !name.startsWith('_'),
    skip: (name) => name.startsWith('_'),
  });
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor(sorted.length / 2)] : 0;
}
