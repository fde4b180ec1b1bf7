import {load} from 'cheerio';

export {htmlFiles} from '../src/lib/files';

/**
 * Parses HTML as a browser would, so assertions about server-rendered markup do not depend on how
 * the minifier writes attributes (quoted or not, `attr=""` or bare `attr`).
 */
export function parseHtml(html: string) {
  return load(html);
}
