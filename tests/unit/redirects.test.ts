import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {REDIRECTS, redirectEntries} from '../../config/redirects';
import {redirectProblems} from '../../scripts/links/verify';
import {canonicalRoute} from '../../scripts/links/routes';
import {pathOf, siteFileRoute} from '../../scripts/links/harvest';

const pages = new Set(['/docs/simulations/gazebo/drone_spawner', '/docs/features/managers/', '/docs/FAQ']);
const isPage = (route: string) => pages.has(route);

describe('redirect table checks', () => {
  test('a target that stops existing is reported with the source URL', () => {
    const table = {
      '/docs/simulation/drone_spawner.html': '/docs/simulations/gazebo/drone_spawner',
      '/docs/system/speed_tracker.html': '/docs/features/no-such-page',
    };
    assert.deepEqual(redirectProblems(table, isPage), [
      '/docs/system/speed_tracker.html: its target /docs/features/no-such-page is no page of the site',
    ]);
  });

  test('chains, loops and redirected pages are reported', () => {
    const problems = redirectProblems(
      {
        '/a.html': '/b',
        '/b': '/docs/FAQ',
        '/c': '/c',
        '/docs/FAQ': '/docs/features/managers/',
      },
      isPage,
    );
    assert.deepEqual(problems, [
      '/a.html: its target /b is redirected again (to /docs/FAQ)',
      '/b: its target /docs/FAQ is redirected again (to /docs/features/managers/)',
      '/c: redirects to itself',
      '/docs/FAQ: is a page of the site; it must not be redirected',
    ]);
  });

  test('the site table passes against the route manifest', async () => {
    const {siteRoutes} = await import('../../scripts/links/routes');
    const routes = siteRoutes(`${__dirname}/../..`);
    assert.ok(Object.keys(REDIRECTS).length > 100);
    assert.deepEqual(
      redirectProblems(REDIRECTS, (route) => canonicalRoute(route, routes) === route),
      [],
    );
  });
});

describe('redirect files', () => {
  test('a .html URL also gets its extensionless twin, unless the twin is its page or listed', () => {
    const entries = redirectEntries({
      '/docs/simulation/howto.html': '/docs/simulations/gazebo/howto',
      '/docs/FAQ.html': '/docs/FAQ',
      '/docs/introduction.html': '/docs/introduction/',
      '/docs/software/catkin/': '/docs/1.5.0/prerequisites/catkin/',
      '/docs/software/catkin.html': '/docs/1.5.0/prerequisites/catkin/',
      '/docs/prerequisities/portainer': '/docs/prerequisites/portainer/',
      '/docs/prerequisities/portainer/': '/docs/prerequisites/portainer/',
    });
    assert.deepEqual(
      entries.map((entry) => entry.from),
      [
        '/docs/simulation/howto.html',
        '/docs/FAQ.html',
        '/docs/introduction.html',
        '/docs/software/catkin/',
        '/docs/software/catkin.html',
        '/docs/prerequisities/portainer',
        '/docs/simulation/howto',
      ],
    );
  });
});

describe('harvest', () => {
  test('a found URL is reduced to its path', () => {
    assert.equal(pathOf('/docs/simulation/howto.html#3-run-the-control-core'), '/docs/simulation/howto.html');
    assert.equal(pathOf(''), '/');
    assert.equal(pathOf('/docs/features/managers/.'), '/docs/features/managers/');
    assert.equal(pathOf('/ppa-${PPA_VARIANT}/add_ppa.sh'), undefined);
  });

  test("routes of the site's files follow the generator of their commit", () => {
    assert.equal(siteFileRoute('docs/system/speed_tracker.md', 'jekyll'), '/docs/system/speed_tracker.html');
    assert.equal(siteFileRoute('docs/simulation/index.md', 'jekyll'), '/docs/simulation/');
    assert.equal(
      siteFileRoute('docs/10-prerequisites/30-docker/10-installation.md', 'docusaurus'),
      '/docs/prerequisites/docker/installation',
    );
    assert.equal(
      siteFileRoute('docs/50-features/100-zenoh-network/index.md', 'docusaurus'),
      '/docs/features/zenoh-network/',
    );
    assert.equal(
      siteFileRoute('versioned_docs/version-1.5.0/50-features/26-localization/05-open_vins.md', 'docusaurus'),
      '/docs/1.5.0/features/localization/open_vins',
    );
    assert.equal(siteFileRoute('docs/features/_partial.md', 'docusaurus'), undefined);
    assert.equal(siteFileRoute('blog/2024-12-18-amsl.md', 'docusaurus'), '/blog/2024/12/18/amsl');
  });
});
