import fs from 'node:fs';
import path from 'node:path';
import {load} from 'cheerio';

/**
 * Parses HTML as a browser would, so assertions about server-rendered markup do not depend on how
 * the minifier writes attributes (quoted or not, `attr=""` or bare `attr`).
 */
export function parseHtml(html: string) {
  return load(html);
}

/** Every HTML file under `dir` (the built site), skipping the bundler's `assets/`. */
export function htmlFiles(dir: string): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'assets' ? [] : htmlFiles(file);
    return entry.name.endsWith('.html') ? [file] : [];
  });
}
