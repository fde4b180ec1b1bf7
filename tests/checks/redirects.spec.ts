import fs from 'node:fs';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import {ROOT} from '../manifest';
import {readInboundUrls, redirectTarget, sameRoute, servedFile} from '../links';
import {REDIRECTS} from '../../config/redirects';
import {redirectProblems} from '../../scripts/links/verify';
import {canonicalRoute, siteRoutes} from '../../scripts/links/routes';

// Every URL readers hold (tests/data/inbound-urls.tsv) must reach, on the built site, the page it is meant to:
// a page directly, or a redirect page whose target is a real page (no chain), both as GitHub Pages serves the
// files and as a host that strips `.html` first (`docusaurus serve`) does.
const BUILD = path.join(ROOT, 'build');
const rows = readInboundUrls(ROOT);

test('the harvested URLs and the redirect table agree', () => {
  expect(rows.length).toBeGreaterThan(500);
  expect(rows.filter((row) => row.status === 'unmapped').map((row) => row.url)).toEqual([]);
  const redirected = rows.filter((row) => row.status === 'redirect');
  // every redirect row carries the table's target, and every entry of the table is a harvested URL
  expect(redirected.filter((row) => REDIRECTS[row.url] !== row.target).map((row) => row.url)).toEqual([]);
  expect(Object.keys(REDIRECTS).sort()).toEqual(redirected.map((row) => row.url).sort());
  // a page row is a route of the manifest
  const routes = siteRoutes(ROOT);
  expect(rows.filter((row) => row.status === 'page' && canonicalRoute(row.url, routes) !== row.target)).toEqual([]);
});

test('every redirect target is a page of the manifest: a missing one is named by its source URL', () => {
  const routes = siteRoutes(ROOT);
  expect(redirectProblems(REDIRECTS, (route) => canonicalRoute(route, routes) === route)).toEqual([]);
});

test.describe('on the built site', () => {
  test.skip(!fs.existsSync(path.join(BUILD, 'index.html')), 'needs the production build');

  /** The route a built page file serves. */
  const routeOf = (file: string) =>
    '/' +
    path
      .relative(BUILD, file)
      .split(path.sep)
      .join('/')
      .replace(/index\.html$/, '')
      .replace(/\.html$/, '');

  /** Where `url` ends: the route of the real page reached, or a sentence saying what went wrong. */
  function land(url: string, stripHtml: boolean): string {
    const file = servedFile(BUILD, url, stripHtml);
    if (!file) return `not found (${url})`;
    const to = redirectTarget(fs.readFileSync(file, 'utf8'));
    if (to === undefined) return routeOf(file);
    const next = servedFile(BUILD, to, stripHtml);
    if (!next) return `redirect to a missing page ${to}`;
    if (redirectTarget(fs.readFileSync(next, 'utf8')) !== undefined) return `redirect chain through ${to}`;
    return to;
  }

  test('every harvested URL reaches its page, on GitHub Pages and on a host that strips .html', () => {
    const wrong: string[] = [];
    for (const row of rows) {
      for (const stripHtml of [false, true]) {
        const landed = land(row.url, stripHtml);
        if (!sameRoute(landed, row.target))
          wrong.push(`${row.url} (${stripHtml ? '.html stripped' : 'as is'}): ${landed}, not ${row.target}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  test('the URLs the newest group site moved work at both addresses', () => {
    const moved = rows.filter((row) => row.inNewestSite && row.status === 'redirect');
    // its Zenoh page and its OpenVINS pages, at least
    expect(moved.map((row) => row.url)).toEqual(
      expect.arrayContaining([
        '/docs/features/zenoh-network/',
        '/docs/features/localization/open_vins/mrs_vins_imu_filter',
      ]),
    );
    for (const row of moved) {
      expect(land(row.url, false), row.url).toBe(row.target);
      // the target is itself an address readers keep using: a page, not a redirect
      expect(redirectTarget(fs.readFileSync(servedFile(BUILD, row.target)!, 'utf8')), row.target).toBeUndefined();
    }
  });

  test('no redirect page hides a page of the manifest', () => {
    for (const route of siteRoutes(ROOT)) {
      const file = servedFile(BUILD, route);
      if (!file) continue; // the search page and the like are checked elsewhere
      expect(redirectTarget(fs.readFileSync(file, 'utf8')), route).toBeUndefined();
    }
  });
});
