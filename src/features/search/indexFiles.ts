/**
 * The search index of each version comes in two files. The first holds page titles, headings,
 * descriptions and keywords; it is small and loads when the browser is idle after a page has loaded,
 * so the search box is ready at once. The second holds the full text of every section; it is fetched
 * only when a reader shows an intent to search (focus, hover, the keyboard shortcut) or runs a query.
 */

/** Position of the full-text part in the plugin's index array (its `SearchDocumentType.Content`). */
export const CONTENT_PART = 4;

/** The URL of the full-text part, next to the index file the plugin names. */
export function contentFileOf(indexFile: string): string {
  return indexFile.replace(/\.json(\?|$)/, '-content.json$1');
}
