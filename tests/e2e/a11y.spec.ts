import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';
import {test, expect, holdRequests, open} from './fixtures';

/**
 * Every page type of the site, checked against WCAG 2.0 and 2.1 levels A and AA in both colour
 * modes. Nothing on the page is excluded: the only thing outside the site's control is the KaTeX
 * stylesheet on the CDN, which the fixture routes away. Without it KaTeX's MathML copy of each
 * formula is not visually hidden, so the formulas are checked as unstyled HTML + MathML (the text
 * colours are the site's own, so contrast is still checked).
 */
const NOT_FOUND = '/this/page/does/not/exist';

const PAGES: {name: string; path: string; ready?: (page: Page) => Promise<void>}[] = [
  {name: 'home', path: '/'},
  {
    name: 'doc page with math and code',
    path: '/docs/api/motor_thrust_model',
    ready: async (page) => {
      await expect(page.locator('article .katex').first()).toBeAttached();
      await expect(page.locator('article pre code').first()).toBeVisible();
    },
  },
  {
    name: 'doc page with a diagram',
    path: '/docs/introduction/',
    ready: async (page) => {
      await expect(page.locator('article figure.mrs-figure svg[role="img"]').first()).toBeVisible();
    },
  },
  {
    name: 'parameter reference page with the custom-config builder',
    path: '/docs/reference/mrs_uav_autostart',
    ready: async (page) => {
      await expect(page.locator('article [data-verified]')).toBeVisible();
      // the builder with a picked parameter: its list, value field, YAML and buttons are checked too
      await page.locator('label:has-text("Add to custom config") input').first().check();
      await expect(page.locator('[data-custom-config-yaml]')).toBeVisible();
    },
  },
  {
    name: 'mrs_msgs interface page',
    path: '/docs/reference/mrs_msgs',
    ready: async (page) => {
      await expect(page.locator('article pre.mrs-idl a').first()).toBeVisible();
    },
  },
  {
    name: 'troubleshooting page with log-message blocks',
    path: '/docs/troubleshooting/control-and-tracking',
    ready: async (page) => {
      await expect(page.locator('article [data-log-message]').first()).toBeVisible();
    },
  },
  {name: 'category index', path: '/docs/installation/'},
  {
    name: '1.5.0 doc page',
    path: '/docs/1.5.0/api/motor_thrust_model',
    ready: async (page) => {
      await expect(page.locator('.theme-doc-version-banner')).toBeVisible();
    },
  },
  {
    name: 'field manual with its checklists',
    path: '/docs/field-manual/',
    ready: async (page) => {
      await page.locator('[data-checklist] input[type="checkbox"]').first().check();
    },
  },
  {
    name: 'version comparison',
    path: '/compare?page=%2Fdocs%2Ffeatures%2Fstatus_tui%2F&with=1.5.0',
    ready: async (page) => {
      await expect(page.locator('[data-compare-diff] del').first()).toBeVisible();
    },
  },
  {name: 'blog list', path: '/blog'},
  {name: 'blog post', path: '/blog/accurate-amsl-altitude'},
  {name: 'blog tags', path: '/blog/tags'},
  {name: 'blog tag', path: '/blog/tags/mrs'},
  {name: 'blog archive', path: '/blog/archive'},
  {name: 'blog authors', path: '/blog/authors'},
  {
    name: 'not found',
    path: NOT_FOUND,
    ready: async (page) => {
      await expect(page.getByRole('heading', {level: 1})).toContainText(/not found/i);
      // the suggestions and the search box are checked too
      await expect(page.locator('[data-not-found-suggestions="ready"]')).toBeVisible();
    },
  },
  {
    name: 'search page',
    path: '/search?q=colcon',
    ready: async (page) => {
      // the search page loads the full-text index (about 1 MB compressed), slow on a busy machine
      await expect(page.locator('article[class*="searchResultItem"] h2 a').first()).toBeVisible({timeout: 30_000});
    },
  },
];

const WCAG_A_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

for (const mode of ['light', 'dark'] as const) {
  test.describe(`accessibility (${mode} mode)`, () => {
    test.beforeEach(async ({page}) => {
      // axe walks every node of long pages (the math page has thousands): allow it time on a busy machine.
      test.slow();
      await page.addInitScript((theme) => window.localStorage.setItem('theme', theme), mode);
    });

    for (const {name, path, ready} of PAGES) {
      test(`${name} (${path}) has no WCAG A/AA violations`, async ({page, failedRequests}) => {
        if (path === NOT_FOUND) failedRequests.allow(/\/this\/page\/does\/not\/exist$/);
        await open(page, path);
        await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
        if (ready) await ready(page);
        // Let the search bar settle (its index loads when the browser is idle) so its final state is checked.
        await expect(page.locator('nav.navbar [role="search"] input')).toHaveAttribute('placeholder', 'Search');
        const {violations} = await new AxeBuilder({page})
          // axe would re-fetch the page's stylesheets, including the KaTeX CDN one that tests block;
          // options() replaces withTags(), so the WCAG tags are given here
          .options({preload: false, runOnly: {type: 'tag', values: WCAG_A_AA}})
          .analyze();
        const report = violations.map((v) => ({
          rule: v.id,
          impact: v.impact,
          nodes: v.nodes.map((n) => `${n.target.join(' ')} — ${n.failureSummary?.split('\n').slice(1).join(' ')}`),
        }));
        expect(report, `axe violations on ${path} (${mode})`).toEqual([]);
      });
    }

    test('the open search box (first answer, then the complete one) has no WCAG A/AA violations', async ({page}) => {
      const release = await holdRequests(page, /search-index[^/]*-content\.json$/);
      await open(page, '/docs/introduction/');
      const search = page.locator('nav.navbar [role="search"]');
      await expect(search.locator('input')).toHaveAttribute('placeholder', 'Search');
      await search.locator('input').fill('gazebo');
      await expect(search.locator('[role="status"]')).toBeVisible();
      const check = async (state: string) => {
        const {violations} = await new AxeBuilder({page})
          .include('nav.navbar [role="search"]')
          .options({preload: false, runOnly: {type: 'tag', values: WCAG_A_AA}})
          .analyze();
        expect(
          violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
          `${state} (${mode})`,
        ).toEqual([]);
      };
      await check('first answer');
      release();
      await expect(search.locator('[role="status"]')).toHaveCount(0);
      await expect(search.locator('[role="option"]').first()).toBeVisible();
      await check('complete answer');
    });
  });
}
