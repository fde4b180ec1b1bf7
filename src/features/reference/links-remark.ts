/**
 * Links names of the released system in the docs to their reference entries, at build time:
 *
 * - inline code that names an mrs_msgs type (`mrs_msgs/msg/ReferenceStamped`, `mrs_msgs/srv/Vec4`,
 *   `mrs_msgs/Path`, `mrs_msgs::UavState`, `mrs_msgs::Vec4::Request`) → its entry on the mrs_msgs interface
 *   page of the version being read (`/docs/reference/mrs_msgs#ReferenceStamped`);
 * - inline code that is the path of exactly one parameter of that version's release, and a public one
 *   (`uav_manager/takeoff/after_takeoff/controller`, `takeoff/takeoff_height`, the dotted key) → its entry on
 *   the parameter reference page (`/docs/reference/mrs_uav_status#<dotted key>`, or for a package with a section
 *   of pages, its group's page: `/docs/reference/mrs_uav_managers/uav_manager#<dotted key>`).
 *
 * The version comes from the file's path: docs/ is 2.0.0, versioned_docs/version-1.5.0/ is 1.5.0; other files
 * are left alone. Headings, existing links and code blocks are left alone too. The names are recognised by
 * ./names.ts, the module the drift check uses. The links are ordinary Markdown links, so the build's link and
 * anchor checks cover them, and no script reaches the reader.
 */
import path from 'node:path';
import {releaseOfFile} from '../../../config/releases';
import {releaseRecords} from './data';
import {
  INTERFACE_PAGE_PACKAGES,
  interfaceAnchor,
  interfacePageRoute,
  paramEntryUrl,
  paramIndex,
  resolveInterface,
  resolveParamPath,
  wholeInterfaceMention,
  type ParamIndex,
  type ParamRecord,
  type RefVersion,
} from './names';

export interface ReferenceLinksOptions {
  /** the site directory, which holds reference/<version>/ and the docs trees */
  siteDir: string;
}

interface MdNode {
  type: string;
  name?: string | null;
  value?: string;
  url?: string;
  children?: MdNode[];
}

interface VFileLike {
  path?: string;
}

/** What one version's links point at, read once per build from the committed release data. */
export interface LinkTargets {
  version: RefVersion;
  interfaces: Set<string>;
  params: ParamIndex;
}

const cache = new Map<string, LinkTargets>();

export function loadTargets(siteDir: string, version: RefVersion): LinkTargets {
  const id = `${siteDir}\0${version}`;
  const cached = cache.get(id);
  if (cached) return cached;
  const read = <T>(kind: string) => releaseRecords<T>(version, kind, path.join(siteDir, 'reference'));
  const targets: LinkTargets = {
    version,
    interfaces: new Set(read<{name: string}>('interfaces').map((r) => r.name)),
    params: paramIndex(read<ParamRecord>('params')),
  };
  cache.set(id, targets);
  return targets;
}

/** The reference entry that a piece of inline code names in a version, if any. */
export function linkFor(code: string, targets: LinkTargets): string | undefined {
  const mention = wholeInterfaceMention(code);
  if (mention) {
    if (!INTERFACE_PAGE_PACKAGES.includes(mention.pkg)) return undefined;
    const name = resolveInterface(mention, targets.version, targets.interfaces);
    return name ? `${interfacePageRoute(targets.version, mention.pkg)}#${interfaceAnchor(name)}` : undefined;
  }
  const param = resolveParamPath(code, targets.params);
  return param ? paramEntryUrl(targets.version, param) : undefined;
}

/** Node types whose inline code stays as it is: a link inside a heading or a link is not wanted. */
const SKIP = new Set(['heading', 'link', 'linkReference', 'definition', 'code']);
const LINK_ELEMENTS = new Set(['a', 'Link']);

/** Wraps the inline code that names a reference entry in a link; returns how many links it made. */
export function linkTree(tree: MdNode, targets: LinkTargets): number {
  let made = 0;
  const visit = (node: MdNode) => {
    const children = node.children;
    if (!children) return;
    children.forEach((child, i) => {
      if (SKIP.has(child.type)) return;
      if (child.type.startsWith('mdxJsx') && LINK_ELEMENTS.has(child.name ?? '')) return;
      if (child.type === 'inlineCode' && child.value !== undefined) {
        const url = linkFor(child.value, targets);
        if (url) {
          children[i] = {type: 'link', url, children: [child]};
          made++;
        }
        return;
      }
      visit(child);
    });
  };
  visit(tree);
  return made;
}

export default function remarkReferenceLinks(options: ReferenceLinksOptions) {
  return (tree: MdNode, file: VFileLike): void => {
    if (!file.path) return;
    const version = releaseOfFile(path.relative(options.siteDir, file.path))?.version;
    if (!version) return;
    linkTree(tree, loadTargets(options.siteDir, version));
  };
}
