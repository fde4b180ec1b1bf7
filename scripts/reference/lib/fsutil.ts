// Small file helpers shared by the reference extractors.
import fs from 'node:fs';
import path from 'node:path';

/** Every file under `dir` (recursive), as paths relative to `dir`, sorted. Missing dir → []. */
export function walk(dir: string): string[] {
  const out: string[] = [];
  const visit = (rel: string): void => {
    const abs = path.join(dir, rel);
    let entries: fs.Dirent[];
    try {
      entries = fs.readdirSync(abs, {withFileTypes: true});
    } catch {
      return;
    }
    for (const e of entries) {
      const r = rel ? `${rel}/${e.name}` : e.name;
      if (e.isDirectory()) visit(r);
      else if (e.isFile()) out.push(r);
    }
  };
  visit('');
  return out.sort();
}

export function readText(file: string): string {
  return fs.readFileSync(file, 'utf8');
}

export function isDir(p: string): boolean {
  try {
    return fs.statSync(p).isDirectory();
  } catch {
    return false;
  }
}

/** Sub-directories of `dir`, sorted; missing dir → []. */
export function subdirs(dir: string): string[] {
  try {
    return fs
      .readdirSync(dir, {withFileTypes: true})
      .filter((e) => e.isDirectory())
      .map((e) => e.name)
      .sort();
  } catch {
    return [];
  }
}

/** Byte-wise string order, so the output does not depend on the locale. */
export function cmp(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

export function sortBy<T extends object>(list: readonly T[], ...keys: (keyof T & string)[]): T[] {
  return [...list].sort((x, y) => {
    for (const k of keys) {
      const c = cmp(String(x[k] ?? ''), String(y[k] ?? ''));
      if (c) return c;
    }
    return 0;
  });
}

/** Attribute values of an XML start tag string (`<class type="a" base_class_type="b">`). */
export function xmlAttrs(tag: string): Record<string, string> {
  const attrs: Record<string, string> = {};
  for (const m of tag.matchAll(/([A-Za-z_:][\w:.-]*)\s*=\s*("([^"]*)"|'([^']*)')/g)) {
    attrs[m[1]] = decodeXml(m[3] ?? m[4] ?? '');
  }
  return attrs;
}

export function decodeXml(s: string): string {
  return s
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');
}

export function stripXmlComments(text: string): string {
  return text.replace(/<!--[\s\S]*?-->/g, '');
}
