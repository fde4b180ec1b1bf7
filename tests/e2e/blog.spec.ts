import {test, expect, open} from './fixtures';
import {readBlogAuthors, readBlogTags, readPosts} from '../manifest';

// What the pages must show is read from blog/: a new post (README, "Writing a blog post") keeps these tests true.
const allPosts = readPosts();
const posts = allPosts.map((post) => post.route);
/** `postsPerPage` of the blog options in docusaurus.config.ts: the list and tag pages show that many at most. */
const POSTS_PER_PAGE = 10;
const firstPage = (routes: string[]) => routes.slice(0, POSTS_PER_PAGE);
const years = [...new Set(allPosts.map((post) => post.date.slice(0, 4)))];
const tags = readBlogTags();
const usedTags = [...new Set(allPosts.flatMap((post) => post.tags))];
const authors = readBlogAuthors();
const usedAuthors = [...new Set(allPosts.flatMap((post) => post.authors))];
/** A post with math, the one the post tests open. */
const MATH_POST = allPosts.find((post) => post.route === '/blog/accurate-amsl-altitude')!;

test.describe('blog', () => {
  test('the list shows the newest posts, newest first, with reading time and truncated summaries', async ({page}) => {
    await open(page, '/blog');
    const articles = page.locator('main article');
    const shown = firstPage(posts);
    await expect(articles.locator('h2 a')).toHaveCount(shown.length);
    for (const [i, href] of shown.entries())
      await expect(articles.nth(i).locator('h2 a')).toHaveAttribute('href', href);
    await expect(articles.first()).toContainText(/min read/);
    // every post has a truncate marker (the build refuses one without: onUntruncatedBlogPosts)
    await expect(page.locator('main article a', {hasText: 'Read more'})).toHaveCount(shown.length);
  });

  test('the sidebar groups posts by year', async ({page}) => {
    await open(page, '/blog');
    const sidebar = page.locator('aside nav[aria-label="Blog recent posts navigation"]');
    await expect(sidebar.getByRole('heading')).toHaveText(years);
    for (const href of posts) await expect(sidebar.locator(`a[href="${href}"]`)).toBeVisible();
  });

  test('a post shows reading time, authors, tags and rendered math', async ({page}) => {
    await open(page, MATH_POST.route);
    await expect(page.locator('article h1')).toHaveText(MATH_POST.title);
    await expect(page.locator('article')).toContainText(/min read/);
    for (const author of MATH_POST.authors)
      await expect(page.locator(`article a[href="/blog/authors/${author}"]`).first()).toBeVisible();
    for (const tag of MATH_POST.tags)
      await expect(page.locator(`article a[href="${tags.get(tag)!.route}"]`)).toBeVisible();
    expect(await page.locator('article .katex').count()).toBeGreaterThan(0);
  });

  test('archive, authors, tags and the mrs tag page', async ({page}) => {
    await open(page, '/blog/archive');
    for (const href of posts) await expect(page.locator(`main a[href="${href}"]`)).toBeVisible();
    await open(page, '/blog/authors');
    for (const author of usedAuthors) await expect(page.locator('main')).toContainText(authors.get(author)!.name);
    await open(page, '/blog/tags');
    for (const tag of usedTags) await expect(page.locator(`main a[href="${tags.get(tag)!.route}"]`)).toBeVisible();
    for (const tag of usedTags) {
      const {label, route, description} = tags.get(tag)!;
      await open(page, route);
      await expect(page.locator('main h1')).toContainText(label);
      await expect(page.locator('main')).toContainText(description);
      const tagged = firstPage(allPosts.filter((post) => post.tags.includes(tag)).map((post) => post.route));
      await expect(page.locator('main article h2 a')).toHaveCount(tagged.length);
    }
  });

  for (const [feed, root, entry] of [
    ['/blog/rss.xml', 'rss', 'item'],
    ['/blog/atom.xml', 'feed', 'entry'],
  ] as const) {
    test(`${feed} parses as XML, is styled for browsers and has every post in full`, async ({page, request}) => {
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
      // the feeds have no limit (feedOptions.limit: false): every post, newest first
      expect(parsed.titles).toEqual(allPosts.map((post) => post.title));
      expect(parsed.longest).toBeGreaterThan(1500); // full entries, not only summaries
    });
  }
});
