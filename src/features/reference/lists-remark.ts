/**
 * Remark plugin: every fenced block
 *
 *   ```release-list plugins mrs_uav_trackers
 *   ```
 *
 * of a docs page becomes, at build time, a sentence naming the source and an ordinary Markdown table built from
 * the release data of the page's version (docs/ = 2.0.0, versioned_docs/version-1.5.0/ = 1.5.0). An unknown
 * kind, package, metapackage or launch file stops the build with the file and line.
 */
import {frontMatterLines} from '../../lib/frontMatter';
import {buildList, RELEASE_LIST_LANGUAGE, ReleaseListError, type Inline, type ListModel} from './lists';
import {releaseOfFile} from '../../../config/releases';
import {loadRelease} from './data';

export interface ReleaseListOptions {
  /** The folder holding reference/<version>/*.json. */
  referenceDir: string;
}

interface MdNode {
  type: string;
  lang?: string | null;
  meta?: string | null;
  value?: string;
  children?: MdNode[];
  align?: (string | null)[];
  position?: {start: {line: number}};
}

interface VFileLike {
  path?: string;
}

function inlineNodes(parts: Inline[]): MdNode[] {
  return parts
    .filter((part) => part.text !== '')
    .map((part) => (part.code ? {type: 'inlineCode', value: part.text} : {type: 'text', value: part.text}));
}

/** The Markdown nodes of a list: a paragraph, a table and, for some lists, a closing paragraph. */
export function listToNodes(model: ListModel): MdNode[] {
  const row = (cells: MdNode[][]): MdNode => ({
    type: 'tableRow',
    children: cells.map((children) => ({type: 'tableCell', children})),
  });
  const nodes: MdNode[] = [
    {type: 'paragraph', children: inlineNodes(model.intro)},
    {
      type: 'table',
      align: model.header.map(() => null),
      children: [
        row(model.header.map((title) => [{type: 'text', value: title}])),
        ...model.rows.map((cells) => row(cells.map(inlineNodes))),
      ],
    },
  ];
  if (model.outro) nodes.push({type: 'paragraph', children: inlineNodes(model.outro)});
  return nodes;
}

export default function remarkReleaseLists(options: ReleaseListOptions) {
  return (tree: MdNode, file: VFileLike): void => {
    const walk = (parent: MdNode) => {
      const children = parent.children;
      if (!children) return;
      for (let i = 0; i < children.length; i++) {
        const node = children[i];
        if (node.type !== 'code' || node.lang !== RELEASE_LIST_LANGUAGE) {
          walk(node);
          continue;
        }
        const line = (node.position?.start.line ?? 0) + frontMatterLines(file.path);
        const where = `${file.path ?? '<unknown file>'}:${line}`;
        const version = file.path ? releaseOfFile(file.path)?.version : undefined;
        if (!version)
          throw new ReleaseListError(`${where}: release-list is only for pages of docs/ and versioned_docs/`);
        if (node.value?.trim()) {
          throw new ReleaseListError(
            `${where}: release-list: write the request on the opening line; the block stays empty`,
          );
        }
        let nodes: MdNode[];
        try {
          nodes = listToNodes(buildList(node.meta ?? '', loadRelease(options.referenceDir, version)));
        } catch (error) {
          if (error instanceof ReleaseListError) throw new ReleaseListError(`${where}: release-list: ${error.message}`);
          throw error;
        }
        children.splice(i, 1, ...nodes);
        i += nodes.length - 1;
      }
    };
    walk(tree);
  };
}
