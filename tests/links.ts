/**
 * The inbound URLs (tests/data/inbound-urls.tsv, written by `npm run links:harvest`) and how the built site
 * answers them on a static host, read from build/ without a server.
 */
import fs from 'node:fs';
import path from 'node:path';

export interface InboundUrl {
  url: string;
  status: 'page' | 'redirect' | 'unmapped';
  target: string;
  inNewestSite: boolean;
  sources: string[];
}

export function readInboundUrls(root: string): InboundUrl[] {
  return fs
    .readFileSync(path.join(root, 'tests/data/inbound-urls.tsv'), 'utf8')
    .split('\n')
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const [url, status, target, inNewest, sources] = line.split('\t');
      return {
        url,
        status: status as InboundUrl['status'],
        target,
        inNewestSite: inNewest === 'newest-site',
        sources: sources ? sources.split(' ') : [],
      };
    });
}

/** Found in the MRS software (repositories or packages), not only in the route lists of the site's history. */
export const heldBySoftware = (row: InboundUrl) =>
  row.sources.some((source) => !source.startsWith('ctu-mrs/ctu-mrs.github.io@'));

const isFile = (file: string) => fs.existsSync(file) && fs.statSync(file).isFile();

/**
 * The file a static host serves for a path, as GitHub Pages does: the file itself, a folder's index.html
 * (`/x.html` that is a folder included), or `/x` as `x.html`. With `stripHtml`, as `docusaurus serve` and other
 * hosts with clean URLs do: `/x.html` is first sent on to `/x`.
 */
export function servedFile(build: string, urlPath: string, stripHtml = false): string | undefined {
  let clean = decodeURI(urlPath.split(/[?#]/)[0]);
  while (stripHtml && /(\.html|\/index)$/.test(clean)) clean = clean.replace(/(\.html|\/index)$/, '') || '/';
  const candidates = clean.endsWith('/')
    ? [path.join(build, clean, 'index.html')]
    : [path.join(build, clean), path.join(build, clean, 'index.html'), path.join(build, `${clean}.html`)];
  return candidates.find(isFile);
}

/** The target of a redirect page of @docusaurus/plugin-client-redirects, or undefined for any other page. */
export function redirectTarget(html: string): string | undefined {
  return /<meta http-equiv="refresh" content="0; url=([^"]+)">/.exec(html)?.[1];
}

/** Trailing slash aside, as the static host and the router treat them. */
export const sameRoute = (a: string, b: string) => a.replace(/(.)\/$/, '$1') === b.replace(/(.)\/$/, '$1');
