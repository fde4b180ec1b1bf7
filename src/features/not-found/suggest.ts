/**
 * Which pages the not-found page offers for an unknown path: the pages of the search outline (titles and
 * URLs) whose words best match the words of the path. Runs in the browser, on the outline file of the
 * version the path belongs to; pure, so tests/unit/not-found.test.ts checks it on small outlines.
 */
import {editDistance} from '../../lib/editDistance';

export interface OutlinePage {
  /** page title */
  title: string;
  /** page URL, e.g. `/docs/installation/` */
  url: string;
}

export interface Suggestion extends OutlinePage {
  score: number;
}

/** Words that say nothing about a page's topic. */
const NOISE = new Set(['docs', 'doc', 'html', 'htm', 'index', 'md', 'the', 'and', 'of', 'a', 'to', 'in']);

/** The words of a path or title: lower case, split at anything not a letter or digit and at camelCase humps. */
export function wordsOf(text: string): string[] {
  let decoded = text;
  try {
    decoded = decodeURIComponent(text);
  } catch {
    // keep the text as it came
  }
  return decoded
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 1 && !NOISE.has(word) && !/^\d+$/.test(word));
}

/** How well one word of the path matches one word of a page: 1 the same, less for a prefix or a typo. */
export function wordMatch(wanted: string, have: string): number {
  if (wanted === have) return 1;
  const shorter = wanted.length < have.length ? wanted : have;
  if (shorter.length >= 3 && (have.startsWith(wanted) || wanted.startsWith(have))) return 0.8;
  const allowed = wanted.length >= 8 ? 2 : wanted.length >= 4 ? 1 : 0;
  if (allowed === 0) return 0;
  const distance = editDistance(wanted, have, allowed);
  if (distance > allowed) return 0;
  return distance === 1 ? 0.7 : 0.5;
}

/** The path below the version's docs root (`/docs/1.5.0/simulations/x` → `simulations/x`). */
function topicPath(url: string, versionPath: string): string {
  const path = url.split(/[?#]/)[0];
  if (versionPath !== '/' && path.startsWith(versionPath)) return path.slice(versionPath.length);
  return path;
}

/**
 * The pages best matching `path`, best first, at most `limit`. Every word of the path counts by its best match
 * among the page's title and URL words, the last word (the page's own name) half as much again; each word of
 * the page's URL that the path does not name costs a little, so a section's index comes before the pages in it
 * when the path names only the section.
 */
export function suggestPages(
  path: string,
  pages: readonly OutlinePage[],
  versionPath: string,
  limit = 5,
): Suggestion[] {
  const wanted = wordsOf(topicPath(path, versionPath));
  if (wanted.length === 0) return [];
  const scored: Suggestion[] = [];
  for (const page of pages) {
    const urlWords = wordsOf(topicPath(page.url, versionPath));
    const have = [...new Set([...wordsOf(page.title), ...urlWords])];
    let score = 0;
    wanted.forEach((word, k) => {
      const best = Math.max(0, ...have.map((candidate) => wordMatch(word, candidate)));
      score += best * (k === wanted.length - 1 ? 1.5 : 1);
    });
    if (score < 0.5) continue;
    const unnamed = urlWords.filter((word) => !wanted.some((w) => wordMatch(w, word) > 0)).length;
    scored.push({...page, score: score - 0.1 * unnamed});
  }
  return scored
    .sort((a, b) => b.score - a.score || a.url.length - b.url.length || a.url.localeCompare(b.url))
    .slice(0, limit);
}

/** The docs version a path belongs to: the longest version path it starts with, else the site root `/`. */
export function versionPathOf(path: string, versionPaths: readonly string[]): string {
  const match = [...versionPaths]
    .filter((versionPath) => versionPath !== '/docs')
    .sort((a, b) => b.length - a.length)
    .find((versionPath) => path === versionPath || path.startsWith(`${versionPath}/`));
  return match ? `${match}/` : '/';
}
