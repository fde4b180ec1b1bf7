import fs from 'node:fs';
import path from 'node:path';
import type {Options as ClientRedirectsOptions} from '@docusaurus/plugin-client-redirects';

/** A table of `from<TAB>to` lines; `#` starts a comment line. Node only (the build and the tests read it). */
function readTable(file: string): Record<string, string> {
  const table: Record<string, string> = {};
  for (const [i, line] of fs.readFileSync(file, 'utf8').split('\n').entries()) {
    if (!line.trim() || line.startsWith('#')) continue;
    const [from, to, ...rest] = line.split('\t');
    if (!from || !to || rest.length) throw new Error(`${file}:${i + 1}: want "from<TAB>to"`);
    if (table[from] !== undefined) throw new Error(`${file}:${i + 1}: ${from} listed twice`);
    table[from] = to;
  }
  return table;
}

/**
 * Where each URL that readers hold, and that is no page of this site, leads: old URL → the route of the page
 * that now covers its topic, one `from<TAB>to` line each in config/redirects.tsv. The URLs are the ones `npm run links:harvest` found (tests/data/inbound-urls.tsv
 * says where: the MRS repositories and packages, and the route lists of every commit of the group's site);
 * each target was chosen by hand. The rules followed:
 *
 * - the 2.0.0 page of the same topic; the 1.5.0 page (under /docs/1.5.0/) when 2.0.0 has none (catkin, the
 *   ROS 1 remote master, nodelets, mavros);
 * - a page over its section: a section index only for a URL that was a section itself, or for a topic no page
 *   covers any more (WhyCon, optic flow, the SIYI notes: the section they belonged to);
 * - a target is always a page, never another redirect, so no chain or loop can form
 *   (tests/checks/redirects.spec.ts and tests/unit/redirects.test.ts keep it so).
 *
 * Old routes that are still pages are not listed: they stay pages. A `….html` URL also gets its extensionless
 * twin (see `clientRedirectsOptions`).
 */
export const REDIRECTS: Readonly<Record<string, string>> = readTable(path.join(__dirname, 'redirects.tsv'));

/** Trailing slash aside: `/x` and `/x/` are one redirect file (`x/index.html`) on a static host. */
const withoutSlash = (route: string) => (route.length > 1 ? route.replace(/\/$/, '') : route);

/**
 * The `redirects` option of @docusaurus/plugin-client-redirects for a table. The plugin writes the page of a
 * `from` path at `<from>/index.html`, also for `/x.html` (`x.html/index.html`), which GitHub Pages serves for
 * `/x.html`. A server that strips `.html` first (`docusaurus serve`, many static hosts) asks for `/x` instead,
 * so each `….html` URL also gets `/x`, unless `/x` is its own target (then it is a page) or has an entry.
 * `/x` and `/x/` share a file: only the first of them is kept.
 */
export function redirectEntries(table: Readonly<Record<string, string>>): {from: string; to: string}[] {
  const entries: {from: string; to: string}[] = [];
  const taken = new Set<string>();
  const push = (from: string, to: string) => {
    if (taken.has(withoutSlash(from))) return;
    taken.add(withoutSlash(from));
    entries.push({from, to});
  };
  for (const [from, to] of Object.entries(table)) push(from, to);
  for (const [from, to] of Object.entries(table)) {
    if (!from.endsWith('.html')) continue;
    const stem = from.replace(/\.html$/, '');
    if (withoutSlash(stem) !== withoutSlash(to)) push(stem, to);
  }
  return entries;
}

/** Options of @docusaurus/plugin-client-redirects for the site. */
export const clientRedirectsOptions = {redirects: redirectEntries(REDIRECTS)} satisfies Partial<ClientRedirectsOptions>;
