/**
 * The build holds every release of config/releases.ts: its pages, and a search index of its own that covers that
 * version and the blog only. Written from the table, so the version-cut rehearsal (scripts/rehearse-version-cut.sh)
 * runs it on a site with a third version.
 */
import fs from 'node:fs';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import {ROOT, releaseManifest} from '../manifest';
import {RELEASES, releaseOfRoute} from '../../config/releases';
import {outlineParts} from '../../src/features/search/engine';

const BUILD = path.join(ROOT, 'build');

/** The built page of a route: `/docs/x/` is docs/x/index.html, `/docs/x` docs/x.html or docs/x/index.html. */
function builtPage(route: string): string | undefined {
  const rel = route.replace(/^\//, '');
  const candidates = route.endsWith('/')
    ? [path.join(rel, 'index.html')]
    : [`${rel}.html`, path.join(rel, 'index.html')];
  return candidates.map((c) => path.join(BUILD, c)).find((f) => fs.existsSync(f));
}

for (const release of RELEASES) {
  test(`${release.label}: every route of its manifest is a built page`, () => {
    const rows = releaseManifest(release);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.filter((r) => !r.route.startsWith(`${release.route}/`)).map((r) => r.route)).toEqual([]);
    expect(rows.filter((r) => !builtPage(r.route)).map((r) => r.route)).toEqual([]);
  });

  test(`${release.label}: its search index covers its own pages and the blog, nothing of another version`, () => {
    const dir = path.join(BUILD, release.current ? '' : release.route);
    const outline = fs.readdirSync(dir).find((n) => /^search-index.*\.json$/.test(n) && !n.endsWith('-content.json'));
    expect(outline, dir).toBeDefined();
    const parts = outlineParts(JSON.parse(fs.readFileSync(path.join(dir, outline!), 'utf8')));
    const urls = [...new Set(parts.flatMap((p) => p.documents.map((d) => d.u.split(/[?#]/)[0])))];
    const foreign = urls.filter((u) => !u.startsWith('/blog') && releaseOfRoute(u) !== release);
    expect(foreign).toEqual([]);
    // every page of the version has its title in the outline
    const routes = new Set(urls.map((u) => u.replace(/\/$/, '')));
    expect(
      releaseManifest(release)
        .filter((r) => !routes.has(r.route.replace(/\/$/, '')))
        .map((r) => r.route),
    ).toEqual([]);
  });
}
