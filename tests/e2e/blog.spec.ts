import {test, expect, open} from './fixtures';

const posts = ['/blog/new-documentation', '/blog/accurate-amsl-altitude'];

test.describe('blog', () => {
  test('the list shows both posts with reading time and truncated summaries', async ({page}) => {
    await open(page, '/blog');
    const articles = page.locator('main article');
    await expect(articles).toHaveCount(2);
    for (const href of posts) await expect(page.locator(`main article h2 a[href="${href}"]`)).toBeVisible();
    await expect(articles.first()).toContainText(/min read/);
    await expect(page.locator('main article a', {hasText: 'Read more'})).toHaveCount(2);
  });

  test('the sidebar groups posts by year', async ({page}) => {
    await open(page, '/blog');
    const sidebar = page.locator('aside nav[aria-label="Blog recent posts navigation"]');
    await expect(sidebar.getByRole('heading', {name: '2024'})).toBeVisible();
    for (const href of posts) await expect(sidebar.locator(`a[href="${href}"]`)).toBeVisible();
  });

  test('a post shows reading time, authors, tags and rendered math', async ({page}) => {
    await open(page, '/blog/accurate-amsl-altitude');
    await expect(page.locator('article h1')).toContainText('AMSL');
    await expect(page.locator('article')).toContainText(/min read/);
    await expect(page.locator('article a[href="/blog/authors/estimation-team"]').first()).toBeVisible();
    await expect(page.locator('article a[href="/blog/tags/mrs"]')).toBeVisible();
    expect(await page.locator('article .katex').count()).toBeGreaterThan(0);
  });

  test('archive, authors, tags and the mrs tag page', async ({page}) => {
    await open(page, '/blog/archive');
    for (const href of posts) await expect(page.locator(`main a[href="${href}"]`)).toBeVisible();
    await open(page, '/blog/authors');
    await expect(page.locator('main')).toContainText('MRS UAV System maintainers');
    await expect(page.locator('main')).toContainText('MRS state estimation team');
    await open(page, '/blog/tags');
    await expect(page.locator('main a[href="/blog/tags/mrs"]')).toBeVisible();
    await open(page, '/blog/tags/mrs');
    await expect(page.locator('main h1')).toContainText('MRS');
    await expect(page.locator('main')).toContainText('News about the MRS UAV System');
    await expect(page.locator('main article')).toHaveCount(2);
  });

  for (const [feed, root, entry] of [
    ['/blog/rss.xml', 'rss', 'item'],
    ['/blog/atom.xml', 'feed', 'entry'],
  ] as const) {
    test(`${feed} parses as XML, is styled for browsers and has both posts in full`, async ({page, request}) => {
      const response = await request.get(feed);
      expect(response.status()).toBe(200);
      const xml = await response.text();
      expect(xml).toMatch(/<\?xml-stylesheet [^>]*href="[^"]+\.xsl"/);
      await open(page, '/');
      const parsed = await page.evaluate(
        ([text, , entryName]) => {
          const doc = new DOMParser().parseFromString(text, 'application/xml');
          return {
            error: doc.getElementsByTagName('parsererror').length,
            root: doc.documentElement.localName,
            titles: Array.from(doc.getElementsByTagName(entryName)).map(
              (e) => e.getElementsByTagName('title')[0]?.textContent ?? '',
            ),
            longest: Math.max(
              ...Array.from(doc.getElementsByTagName(entryName)).map((e) => e.textContent?.length ?? 0),
            ),
          };
        },
        [xml, root, entry] as const,
      );
      expect(parsed.error).toBe(0);
      expect(parsed.root).toBe(root);
      expect(parsed.titles).toHaveLength(2);
      expect(parsed.titles.join(' ')).toContain('AMSL');
      expect(parsed.longest).toBeGreaterThan(1500); // full entries, not only summaries
    });
  }
});
