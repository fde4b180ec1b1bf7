import {readFileSync} from 'node:fs';

/**
 * Lines of front matter above the Markdown that MDX compiles: Docusaurus removes the front matter before
 * parsing, so a remark plugin adds this to a node's line to report the line of the source file. 0 when the
 * file has none or cannot be read. Node only.
 */
export function frontMatterLines(filePath: string | undefined): number {
  if (!filePath) return 0;
  try {
    const match = /^---\r?\n[\s\S]*?\r?\n---\r?\n/.exec(readFileSync(filePath, 'utf8'));
    return match ? match[0].split('\n').length - 1 : 0;
  } catch {
    return 0;
  }
}
