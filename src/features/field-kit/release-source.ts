/**
 * The release a page was assembled from, written at build time from reference/<version>/SOURCE.json (the
 * version from the page's folder: docs/ is 2.0.0, versioned_docs/version-X/ is X). A page asks for it with an
 * empty fenced block:
 *
 *   ```release-source
 *   ```
 *
 * The field manual uses it, so a printed copy says which release its facts belong to. Nothing from
 * SOURCE.json reaches the browser: the sentence is part of the page's HTML, and of its Markdown copy
 * (src/features/llms/llms-txt.ts calls `releaseSourceMarkdown`).
 */
import {RELEASES, releaseOfFile} from '../../../config/releases';
import {releaseFile} from '../reference/data';

export const RELEASE_SOURCE_LANGUAGE = 'release-source';

interface SourceFile {
  version: string;
  distro: string;
  repository: string;
  aptIndex: {branch: string; commit: string; date: string};
  counts: {packages: number};
}

/** "ROS 2 Jazzy": the ROS generation and distribution of a release (config/releases.ts). */
const rosOf = (source: SourceFile): string => {
  const release = RELEASES.find((r) => r.version === source.version);
  return release ? `ROS ${release.ros} ${release.distroName}` : source.distro;
};

/** The facts of the sentence, read from the release data of `version`. */
export function releaseSource(referenceDir: string, version: string): SourceFile {
  return releaseFile<SourceFile>(version, 'SOURCE', referenceDir);
}

/** The sentence as Markdown. */
export function releaseSourceMarkdown(source: SourceFile): string {
  const repo = source.repository.replace(/^https:\/\/github\.com\//, '');
  return (
    `Built from the **MRS UAV System ${source.version}** release (${rosOf(source)}): ` +
    `its ${source.counts.packages} packages in [${repo}](${source.repository}) ` +
    `as its apt index stood on ${source.aptIndex.date.slice(0, 10)} (commit \`${source.aptIndex.commit.slice(0, 7)}\` ` +
    `of \`${source.aptIndex.branch}\`).`
  );
}

/** Replaces every ```release-source block of a page's source by the sentence (for the Markdown copies). */
export function expandReleaseSourceInSource(source: string, filePath: string, referenceDir: string): string {
  if (!source.includes(RELEASE_SOURCE_LANGUAGE)) return source;
  const version = releaseOfFile(filePath)?.version;
  return source.replace(/^```release-source[^\n]*\n```[ \t]*$/gm, () => {
    if (!version) throw new Error(`${filePath}: a release-source block outside the docs`);
    return releaseSourceMarkdown(releaseSource(referenceDir, version));
  });
}

interface MdNode {
  type: string;
  lang?: string | null;
  value?: string;
  url?: string;
  children?: MdNode[];
}

/** The sentence as Markdown nodes: a paragraph of text, strong, inline code and one link. */
function sentenceNodes(source: SourceFile): MdNode {
  const repo = source.repository.replace(/^https:\/\/github\.com\//, '');
  const text = (value: string): MdNode => ({type: 'text', value});
  const code = (value: string): MdNode => ({type: 'inlineCode', value});
  return {
    type: 'paragraph',
    children: [
      text('Built from the '),
      {type: 'strong', children: [text(`MRS UAV System ${source.version}`)]},
      text(` release (${rosOf(source)}): its ${source.counts.packages} packages in `),
      {type: 'link', url: source.repository, children: [text(repo)]},
      text(` as its apt index stood on ${source.aptIndex.date.slice(0, 10)} (commit `),
      code(source.aptIndex.commit.slice(0, 7)),
      text(' of '),
      code(source.aptIndex.branch),
      text(').'),
    ],
  };
}

/** The remark plugin (docs of both versions). */
export default function remarkReleaseSource({referenceDir}: {referenceDir: string}) {
  return (tree: MdNode, file: {path?: string}) => {
    const visit = (node: MdNode) => {
      const children = node.children;
      if (!children) return;
      for (let i = 0; i < children.length; i++) {
        const child = children[i];
        if (child.type === 'code' && child.lang === RELEASE_SOURCE_LANGUAGE) {
          const version = file.path ? releaseOfFile(file.path)?.version : undefined;
          if (!version) throw new Error(`${file.path ?? 'a page'}: a release-source block outside the docs`);
          children[i] = sentenceNodes(releaseSource(referenceDir, version));
        } else visit(child);
      }
    };
    visit(tree);
  };
}
