/**
 * The page titles of a version's search outline file (the small part of the site's search index, precached
 * for offline reading like every index file), loaded once per version.
 */
import {searchIndexUrl} from '../search/adapter/client';
import {outlineParts, TITLE} from '../search/engine';
import type {OutlinePage} from './suggest';

const loaded = new Map<string, Promise<OutlinePage[]>>();

/** The outline file of the index at `base` (`/` for the latest version, `/docs/1.5.0/` for 1.5.0). */
export function outlineUrl(base: string): string {
  return `${base}${searchIndexUrl.replace('{dir}', '')}`;
}

/** The pages (title and URL) of the outline at `base`; a failed load is forgotten, so a later call tries again. */
export function loadOutlinePages(base: string): Promise<OutlinePage[]> {
  let pages = loaded.get(base);
  if (!pages) {
    pages = fetch(outlineUrl(base))
      .then((response) => {
        if (!response.ok) throw new Error(`${outlineUrl(base)}: HTTP ${response.status}`);
        return response.json();
      })
      .then((file: unknown) => {
        const titles = outlineParts(file).find((part) => part.type === TITLE)?.documents ?? [];
        return titles.map((document) => ({title: document.t, url: document.u}));
      });
    loaded.set(base, pages);
    pages.catch(() => loaded.delete(base));
  }
  return pages;
}
