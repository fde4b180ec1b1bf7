/**
 * The Markdown copy of a page (written at build time by src/features/llms/llms-txt.ts) lives at the page's
 * URL + `.md`, or at `index.md` inside it for a URL that ends in `/`:
 * `/docs/api/motor_thrust_model` ↔ `/docs/api/motor_thrust_model.md`, `/docs/prerequisites/` ↔
 * `/docs/prerequisites/index.md`. No imports: the rule runs in the build, the browser and the tests.
 */

/** The path of the Markdown copy of the page at `route`. */
export function markdownPathOf(route: string): string {
  return route.endsWith('/') ? `${route}index.md` : `${route}.md`;
}

/** The route of the page whose Markdown copy is at `markdownPath`; null for a path that is not a `.md` file. */
export function routeOfMarkdownPath(markdownPath: string): string | null {
  if (markdownPath.endsWith('/index.md')) return markdownPath.slice(0, -'index.md'.length);
  if (markdownPath.endsWith('.md') && !markdownPath.endsWith('/.md')) return markdownPath.slice(0, -'.md'.length);
  return null;
}
