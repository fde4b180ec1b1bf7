import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {test, expect} from '@playwright/test';
import {ROOT} from '../manifest';
import {FIELD_MANUAL_SECTIONS} from '../field-manual';
import {RELEASES} from '../../config/releases';

/** The field manual's PDFs of the build (src/features/field-kit/pdf-plugin.ts), where Chromium could make them. */
const BUILD = path.join(ROOT, 'build');
const MANUALS = RELEASES.map((r) => ({
  file: `${r.route.slice(1)}/field-manual/field-manual-${r.label}.pdf`,
  page: `${r.route.slice(1)}/field-manual/index.html`,
  version: r.version,
}));

/** The text of a PDF string object: `(literal)` with its escapes, or `<hex>` (UTF-16BE with a byte-order mark). */
function pdfString(raw: string): string {
  if (raw.startsWith('<')) {
    const bytes = Buffer.from(raw.slice(1, -1).replace(/\s+/g, ''), 'hex');
    if (bytes[0] === 0xfe && bytes[1] === 0xff) {
      let out = '';
      for (let i = 2; i + 1 < bytes.length; i += 2) out += String.fromCharCode(bytes.readUInt16BE(i));
      return out;
    }
    return bytes.toString('latin1');
  }
  return raw
    .slice(1, -1)
    .replace(/\\([nrtbf()\\])/g, (_, c: string) => ({n: '\n', r: '\r', t: '\t', b: '\b', f: '\f'})[c] ?? c);
}

/** Every object of the PDF as text, compressed streams inflated. */
function objectsOf(pdf: Buffer): string {
  const parts: string[] = [pdf.toString('latin1')];
  const text = parts[0];
  for (const match of text.matchAll(/stream\r?\n/g)) {
    const start = match.index! + match[0].length;
    const end = text.indexOf('endstream', start);
    try {
      parts.push(zlib.inflateSync(pdf.subarray(start, end)).toString('latin1'));
    } catch {
      // not a Flate stream (an image, a font): nothing to read
    }
  }
  return parts.join('\n');
}

/** The titles of the PDF's outline (bookmarks). */
function outlineTitles(pdf: Buffer): string[] {
  return [...objectsOf(pdf).matchAll(/\/Title\s*(\((?:[^()\\]|\\.)*\)|<[0-9A-Fa-f\s]*>)/g)].map((m) => pdfString(m[1]));
}

test.describe('the field manual as PDF', () => {
  for (const {file, page, version} of MANUALS) {
    test(`${version}: the PDF exists, is tagged and its outline holds the manual's headings`, () => {
      const html = fs.readFileSync(path.join(BUILD, page), 'utf8');
      // the page links the PDF when the build made one, its printable page otherwise
      // the minified HTML may leave the attribute unquoted
      const linked = new RegExp(`href="?/${file.replace(/\./g, '\\.')}[" >]`).test(html);
      test.skip(!linked && /No PDF was made with this build/.test(html), 'this build could not run Chromium');
      expect(linked, `${page} links /${file}`).toBe(true);
      const pdf = fs.readFileSync(path.join(BUILD, file));
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      const objects = objectsOf(pdf);
      expect(objects).toMatch(/\/StructTreeRoot/);
      expect(objects).toMatch(/\/MarkInfo\s*<<[^>]*\/Marked\s+true/);
      const titles = outlineTitles(pdf).map((t) => t.replace(/\u200b/g, '').trim());
      for (const heading of ['Field manual', ...FIELD_MANUAL_SECTIONS])
        expect(titles, `outline of ${file}`).toContain(heading);
      // more than one A4 page, with the page numbers of the footer
      expect((objects.match(/\/Type\s*\/Page\b/g) ?? []).length).toBeGreaterThan(1);
    });
  }

  test('the service worker precaches both PDFs', () => {
    const sw = fs.readFileSync(path.join(BUILD, 'sw.js'), 'utf8');
    for (const {file, page} of MANUALS) {
      if (!fs.readFileSync(path.join(BUILD, page), 'utf8').includes(`/${file}`)) continue;
      expect(sw).toContain(`"${file}"`);
    }
    expect(sw).toContain('"docs/field-manual/index.md"');
  });
});
