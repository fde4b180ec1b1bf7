// Renders every ```dot / ```plot figure of the given Markdown files (or of all docs and posts) the way the
// build does, and reports each failure with its file and line, in a second instead of a full build.
// `--out DIR` also writes each figure as DIR/<file>-<n>.svg to look at.
//   npm run figures -- docs/api/motor_thrust_model.md --out /tmp/figures
import fs from 'node:fs';
import path from 'node:path';
import {renderFigure, FIGURE_LANGUAGES} from '../src/features/figures/remark';
import {renderDot} from '../src/features/figures/dot';
import {renderPlot} from '../src/features/figures/plot';
import {markdownFiles} from '../src/lib/files';

const args = process.argv.slice(2);
const outIndex = args.indexOf('--out');
const outDir = outIndex >= 0 ? args.splice(outIndex, 2)[1] : undefined;
const files = args.length ? args : ['docs', 'versioned_docs', 'blog'].flatMap((dir) => markdownFiles(dir));

async function main(): Promise<void> {
  let figures = 0;
  let failures = 0;
  for (const file of files) {
    const lines = fs.readFileSync(file, 'utf8').split('\n');
    let index = 0;
    for (let i = 0; i < lines.length; i++) {
      const open = /^```(\w+)\s*(.*)$/.exec(lines[i]);
      if (!open) continue;
      const end = lines.findIndex((l, k) => k > i && /^```\s*$/.test(l));
      if (!(FIGURE_LANGUAGES as readonly string[]).includes(open[1])) {
        i = end;
        continue;
      }
      const node = {
        type: 'code' as const,
        lang: open[1],
        meta: open[2],
        value: lines.slice(i + 1, end).join('\n'),
        position: {start: {line: i + 1}},
      };
      try {
        // line numbers here count from the top of the file, front matter included
        await renderFigure(node, {}, index);
        figures += 1;
        if (outDir) {
          fs.mkdirSync(outDir, {recursive: true});
          const name = `${file.replace(/[\\/]/g, '_')}-${index}.svg`;
          fs.writeFileSync(
            path.join(outDir, name),
            node.lang === 'dot' ? await renderDot(node.value) : renderPlot(node.value),
          );
        }
      } catch (error) {
        failures += 1;
        console.error(`${file}:${(error as Error).message.replace(/^<unknown file>:/, '')}`);
      }
      index += 1;
      i = end;
    }
  }
  console.log(`${figures} figures rendered, ${failures} failed`);
  process.exitCode = failures ? 1 : 0;
}

void main();
