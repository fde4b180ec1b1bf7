// Maps every route of the route manifest (tests/data/*.tsv) to the Markdown file that serves it,
// and writes the `_category_.json` files that give each sidebar folder its label and position.
// Usage: npx tsx scripts/scaffold-map.ts [--write-categories] [--write-stubs]  (prints route<TAB>file<TAB>position<TAB>slug<TAB>title)
import fs from 'node:fs';
import path from 'node:path';
import {RELEASES} from '../config/releases';

const trees = RELEASES.map((r) => ({manifest: `tests/data/${r.manifest}`, base: `${r.route}/`, root: r.docsDir}));
const writeCategories = process.argv.includes('--write-categories');
const writeStubs = process.argv.includes('--write-stubs');

for (const {manifest, base, root} of trees) {
  const rows = fs
    .readFileSync(manifest, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => {
      const [route, title, kind] = l.split('\t');
      return {route, title, kind, rel: route.slice(base.length)};
    });
  const positions = new Map<string, number>(); // parent dir -> next position
  const folderSeen = new Map<string, number>(); // folder -> position assigned
  const nextPos = (parent: string) => {
    const n = (positions.get(parent) ?? 0) + 1;
    positions.set(parent, n);
    return n;
  };
  const ensureFolders = (dirParts: string[]) => {
    // folders that have no category row of their own (e.g. ros1-ros2-patterns) still need a position
    for (let i = 1; i <= dirParts.length; i++) {
      const folder = dirParts.slice(0, i).join('/');
      if (!folderSeen.has(folder)) {
        const pos = nextPos(dirParts.slice(0, i - 1).join('/'));
        folderSeen.set(folder, pos);
        if (writeCategories) {
          const label = dirParts[i - 1].replace(/[-_]/g, ' ').replace(/^./, (c) => c.toUpperCase());
          const file = path.join(root, folder, '_category_.json');
          fs.mkdirSync(path.dirname(file), {recursive: true});
          if (!fs.existsSync(file)) fs.writeFileSync(file, JSON.stringify({label, position: pos}, null, 2) + '\n');
        }
      }
    }
  };
  for (const r of rows) {
    const trailing = r.rel.endsWith('/');
    const clean = r.rel.replace(/\/$/, '');
    const parts = clean.split('/');
    let file: string;
    let slug = '';
    let position: number;
    if (r.kind === 'category') {
      ensureFolders(parts.slice(0, -1));
      const folder = parts.join('/');
      position = nextPos(parts.slice(0, -1).join('/'));
      folderSeen.set(folder, position);
      file = `${root}/${folder}/index.md`;
      if (writeCategories) {
        const f = path.join(root, folder, '_category_.json');
        fs.mkdirSync(path.dirname(f), {recursive: true});
        fs.writeFileSync(f, JSON.stringify({label: r.title, position}, null, 2) + '\n');
      }
    } else {
      ensureFolders(parts.slice(0, -1));
      position = nextPos(parts.slice(0, -1).join('/'));
      file = `${root}/${clean}.md`;
      if (trailing) slug = `/${clean}/`;
    }
    if (writeStubs && !fs.existsSync(file)) {
      fs.mkdirSync(path.dirname(file), {recursive: true});
      const fm = [`title: ${JSON.stringify(r.title)}`, `sidebar_position: ${position}`];
      if (slug) fm.push(`slug: ${slug}`);
      fs.writeFileSync(file, `---\n${fm.join('\n')}\n---\n`);
    }
    console.log([r.route, file, position, slug, r.title].join('\t'));
  }
}
