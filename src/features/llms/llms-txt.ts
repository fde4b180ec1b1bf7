import fs from 'node:fs/promises';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import type {DocMetadata, LoadedContent, LoadedVersion} from '@docusaurus/plugin-content-docs';
import {expandReleaseListsInSource} from '../reference/lists-markdown';
import {markdownPathOf} from '../../lib/markdownPath';
import {logMessageFenceToMarkdown} from '../troubleshooting/entries';
import {inlinePartials} from '../field-kit/partials';
import {expandReleaseSourceInSource} from '../field-kit/release-source';

/**
 * Pages for language models and for readers who want the source text:
 * - `build/llms.txt`: the llms.txt index of the current version, in sidebar order;
 * - `build/llms-full.txt`: every current-version page's Markdown, one after the other;
 * - `<page URL>.md` (or `<page URL>index.md` for URLs ending in `/`): each doc page of every version as
 *   plain Markdown, without front matter, MDX imports or `<DocCardList />`, titled with an `# H1`; a
 *   ```release-list block becomes the same table as in the page's HTML (src/features/reference).
 */

export interface LlmsTxtOptions {
  /** Absolute site URL, e.g. https://ctu-mrs.github.io */
  siteUrl: string;
  title: string;
  summary: string;
  /** The folder of the release data (reference/), for the ```release-list blocks. */
  referenceDir: string;
}

/** The part of a processed sidebar item this plugin reads. */
interface SidebarItemLike {
  type: string;
  id?: string;
  label?: string;
  items?: SidebarItemLike[];
  link?: {type: string; id?: string};
}

/** Turns an MDX doc source into plain Markdown titled with `# title`. */
export function toPlainMarkdown(source: string, title: string): string {
  const body = source.replace(/^---\r?\n[\s\S]*?\r?\n---\r?\n?/, '');
  const out: string[] = [];
  let fence: string | null = null;
  for (const line of body.split('\n')) {
    const fenceMatch = line.match(/^\s*(`{3,}|~{3,})/);
    if (fenceMatch) {
      if (fence === null) fence = fenceMatch[1];
      else if (line.trim().startsWith(fence)) fence = null;
      // a troubleshooting entry's ```log-message block: say what it is, keep the text as a plain block
      out.push((fence !== null && logMessageFenceToMarkdown(line)) || line);
      continue;
    }
    if (fence === null) {
      if (/^import\s.+\sfrom\s+['"][^'"]+['"];?\s*$/.test(line)) continue;
      if (/^export\s/.test(line)) continue;
      if (/^\s*<DocCardList\s*\/>\s*$/.test(line)) continue;
      // the parameter pages' widgets act only in the browser
      if (/^\s*<(ConfigBuilder|ParamPick)\s[^>]*\/>\s*$/.test(line)) continue;
      // the field manual's PDF link (src/features/field-kit/ManualPdf.tsx)
      if (/^\s*<ManualPdf\s*\/>\s*$/.test(line)) continue;
      const generated = generatedBlock(line);
      if (generated !== null) {
        out.push(generated);
        continue;
      }
    }
    out.push(line);
  }
  let text = out.join('\n').trim();
  // A page whose body already opens with its own H1 keeps that one instead of a second title.
  const firstH1 = text.match(/^# (.+)\n?/);
  if (firstH1) text = text.slice(firstH1[0].length).trim();
  return `# ${title}\n\n${text}\n`.replace(/\n{3,}/g, '\n\n');
}

/** A JSX string literal, `{"…"}`; its quoted part is JSON. */
const JSX_STRING = /\{("(?:[^"\\]|\\.)*")\}/g;
const stringValue = (_: string, literal: string) => JSON.parse(literal) as string;

/**
 * The one-line JSX blocks the interface reference pages are generated with (src/features/reference/pages.ts), as
 * Markdown: a definition (`<pre className="mrs-idl">`, string literals and links to other entries) becomes a
 * code block, a facts line (`<p className="mrs-idl-facts">`, text and `<code>` literals) its text. Any other
 * line gives null.
 */
export function generatedBlock(line: string): string | null {
  const definition = line.match(/^<pre className="mrs-idl"><code>(.*)<\/code><\/pre>\s*$/);
  if (definition) {
    const text = definition[1].replace(/<a href="[^"]*">(.*?)<\/a>/g, '$1').replace(JSX_STRING, stringValue);
    return ['```text', text, '```'].join('\n');
  }
  const facts = line.match(/^<p className="mrs-idl-facts">(.*)<\/p>\s*$/);
  if (facts)
    return facts[1].replace(
      /<code>(\{"(?:[^"\\]|\\.)*"\})<\/code>/g,
      (_, jsx: string) => `\`${jsx.replace(JSX_STRING, stringValue)}\``,
    );
  return null;
}

function sourcePath(siteDir: string, doc: DocMetadata): string {
  return path.join(siteDir, doc.source.replace(/^@site\//, ''));
}

/** The docs of a version in sidebar order, grouped by top-level sidebar category; docs outside the sidebar first. */
function sections(version: LoadedVersion): {title: string; docs: DocMetadata[]}[] {
  const byId = new Map(version.docs.map((doc) => [doc.id, doc]));
  const seen = new Set<string>();
  const collect = (items: SidebarItemLike[], into: DocMetadata[]) => {
    for (const item of items) {
      const ids = [
        item.type === 'doc' || item.type === 'ref' ? item.id : undefined,
        item.link?.type === 'doc' ? item.link.id : undefined,
      ];
      for (const id of ids) {
        const doc = id ? byId.get(id) : undefined;
        if (doc && !seen.has(doc.id)) {
          seen.add(doc.id);
          into.push(doc);
        }
      }
      if (item.items) collect(item.items, into);
    }
  };
  // Sections follow the sidebar: one per top-level category, and one for each run of top-level pages.
  const result: {title: string; docs: DocMetadata[]; loose: boolean}[] = [];
  const sidebars = Object.values(version.sidebars as unknown as Record<string, SidebarItemLike[]>);
  for (const sidebar of sidebars) {
    for (const item of sidebar) {
      if (item.type === 'category') {
        const docs: DocMetadata[] = [];
        collect([item], docs);
        if (docs.length) result.push({title: item.label ?? 'Docs', docs, loose: false});
        continue;
      }
      let last = result[result.length - 1];
      if (!last?.loose) {
        last = {title: result.length === 0 ? 'Overview' : 'Other pages', docs: [], loose: true};
        result.push(last);
      }
      collect([item], last.docs);
    }
  }
  // Pages outside the sidebar (the version's landing page) open the index.
  const outside = version.docs.filter((doc) => !seen.has(doc.id));
  if (outside.length) {
    if (result[0]?.loose) result[0].docs.unshift(...outside);
    else result.unshift({title: 'Overview', docs: outside, loose: true});
  }
  return result.filter((s) => s.docs.length > 0).map(({title, docs}) => ({title, docs}));
}

function describe(doc: DocMetadata, markdown: string): string {
  const fromMeta = doc.description?.trim();
  if (fromMeta && !/^[<{]/.test(fromMeta)) return fromMeta.replace(/\s+/g, ' ');
  const paragraph = markdown
    .split(/\n{2,}/)
    .slice(1)
    .map((p) => p.trim())
    .find((p) => p && !/^(#|```|~~~|<|\||!\[|[-*] |\$\$)/.test(p));
  if (paragraph) return paragraph.replace(/\s+/g, ' ').slice(0, 200);
  return `${doc.title}: section of the MRS UAV System documentation.`;
}

let copiesWritten: (outDir: string) => void = () => {};
let copiesFailed: (error: unknown) => void = () => {};
const copies = new Promise<string>((resolve, reject) => {
  copiesWritten = resolve;
  copiesFailed = reject;
});
// nobody may wait (a build without offline mode's precache step): a failure is reported by the build itself
copies.catch(() => {});

/**
 * Resolves with the build folder once every Markdown copy is written (the service worker's precache lists them:
 * src/features/field-kit/precache.ts); rejects if writing them failed.
 */
export function markdownCopiesWritten(): Promise<string> {
  return copies;
}

export default function llmsTxtPlugin(options: LlmsTxtOptions): Plugin {
  let docsContent: LoadedContent | undefined;
  return {
    name: 'mrs-llms-txt',
    allContentLoaded({allContent}) {
      docsContent = allContent['docusaurus-plugin-content-docs']?.default as LoadedContent | undefined;
    },
    async postBuild(props) {
      try {
        await writeAll(props.siteDir, props.outDir);
        copiesWritten(props.outDir);
      } catch (error) {
        copiesFailed(error);
        throw error;
      }
    },
  };

  async function writeAll(siteDir: string, outDir: string): Promise<void> {
    if (!docsContent) throw new Error('mrs-llms-txt: the docs plugin has no loaded content');
    const absolute = (p: string) => `${options.siteUrl.replace(/\/$/, '')}${p}`;
    const current =
      docsContent.loadedVersions.find((v) => v.versionName === 'current') ?? docsContent.loadedVersions[0];
    const markdownOf = new Map<string, string>();
    for (const version of docsContent.loadedVersions) {
      await Promise.all(
        version.docs.map(async (doc) => {
          const file = sourcePath(siteDir, doc);
          // partials (src/features/field-kit/partials.ts) and the release-source sentence in place, as in the HTML
          const assembled = expandReleaseSourceInSource(
            inlinePartials(await fs.readFile(file, 'utf8'), file),
            file,
            options.referenceDir,
          );
          const source = expandReleaseListsInSource(assembled, file, options.referenceDir);
          const markdown = toPlainMarkdown(source, doc.title);
          if (version === current) markdownOf.set(doc.id, markdown);
          const target = path.join(outDir, markdownPathOf(doc.permalink));
          await fs.mkdir(path.dirname(target), {recursive: true});
          await fs.writeFile(target, markdown);
        }),
      );
    }
    const index = [`# ${options.title}`, '', `> ${options.summary}`, ''];
    index.push(
      `This index lists every page of the documentation of version ${current.label}, in the order of its sidebar. ` +
        'Each link leads to the page as Markdown; llms-full.txt holds all of them in one file.',
      '',
    );
    const full: string[] = [`# ${options.title} (version ${current.label})`, '', `> ${options.summary}`, ''];
    for (const section of sections(current)) {
      index.push(`## ${section.title}`, '');
      for (const doc of section.docs) {
        const markdown = markdownOf.get(doc.id) ?? '';
        index.push(`- [${doc.title}](${absolute(markdownPathOf(doc.permalink))}): ${describe(doc, markdown)}`);
        full.push('---', '', `URL: ${absolute(doc.permalink)}`, '', markdown);
      }
      index.push('');
    }
    await fs.writeFile(path.join(outDir, 'llms.txt'), index.join('\n'));
    await fs.writeFile(path.join(outDir, 'llms-full.txt'), full.join('\n'));
  }
}
