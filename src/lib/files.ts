import fs from 'node:fs';
import path from 'node:path';

export interface WalkOptions {
  /** Keeps a file by its name; every file when left out. */
  keep?: (name: string) => boolean;
  /** Leaves out a folder, and all below it, by its name. */
  skip?: (name: string) => boolean;
}

/**
 * Every file below `dir`, as `dir` joined with the path below it, folder by folder in the order the file
 * system lists them; none when `dir` does not exist. Node only.
 */
export function filesUnder(dir: string, {keep = () => true, skip = () => false}: WalkOptions = {}): string[] {
  if (!fs.existsSync(dir)) return [];
  const walk = (folder: string): string[] =>
    fs.readdirSync(folder, {withFileTypes: true}).flatMap((entry) => {
      const file = path.join(folder, entry.name);
      if (entry.isDirectory()) return skip(entry.name) ? [] : walk(file);
      return keep(entry.name) ? [file] : [];
    });
  return walk(dir);
}

/** Every HTML file under `dir` (a built site), leaving out the bundler's `assets/`. */
export function htmlFiles(dir: string): string[] {
  return filesUnder(dir, {keep: (name) => name.endsWith('.html'), skip: (name) => name === 'assets'});
}

/** Every Markdown or MDX file under `dir` (a docs or blog folder). */
export function markdownFiles(dir: string): string[] {
  return filesUnder(dir, {keep: (name) => /\.mdx?$/.test(name)});
}
