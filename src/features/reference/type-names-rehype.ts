/**
 * Interface names in headings (`mrs_msgs/msg/ControlManagerDiagnostics` or `mrs_msgs/ControlManagerDiagnostics` in 1.5.0, the entries of the generated interface
 * pages) have no break opportunity: on a phone the browser would split the type name at an arbitrary letter.
 * This rehype step puts a `<wbr>` after the `<package>/<kind>/` (or `<package>/`) prefix, so a narrow screen breaks there, and
 * marks the code with `mrs-type-name` (interfaces.css sizes it to fit a phone line). The TOC and the search
 * index read the text, which is unchanged.
 */

/** The part of a hast node this step reads and writes. */
export interface HastNode {
  type: string;
  tagName?: string;
  value?: string;
  properties?: Record<string, unknown>;
  children?: HastNode[];
}

const HEADING = /^h[1-6]$/;
/** `<package>/<kind>/<Type>` (ROS 2) or `<package>/<Type>` (ROS 1). */
const TYPE_NAME = /^([a-z][a-z0-9_]*\/(?:(?:msg|srv|action)\/)?)([A-Z][A-Za-z0-9_]*)$/;

function breakTypeName(code: HastNode): boolean {
  const [only] = code.children ?? [];
  if (code.children?.length !== 1 || only.type !== 'text') return false;
  const match = TYPE_NAME.exec(only.value ?? '');
  if (!match) return false;
  code.children = [
    {type: 'text', value: match[1]},
    {type: 'element', tagName: 'wbr', properties: {}, children: []},
    {type: 'text', value: match[2]},
  ];
  const classes = code.properties?.className;
  code.properties = {...code.properties, className: [...(Array.isArray(classes) ? classes : []), 'mrs-type-name']};
  return true;
}

/** Puts the break opportunity into every heading's code that is exactly an interface name; returns how many. */
export function breakTypeNamesInHeadings(tree: HastNode): number {
  let changed = 0;
  const visit = (node: HastNode, inHeading: boolean) => {
    for (const child of node.children ?? []) {
      if (child.type !== 'element') continue;
      if (inHeading && child.tagName === 'code') changed += breakTypeName(child) ? 1 : 0;
      else visit(child, inHeading || HEADING.test(child.tagName ?? ''));
    }
  };
  visit(tree, false);
  return changed;
}

export default function rehypeTypeNameBreaks() {
  return (tree: HastNode) => {
    breakTypeNamesInHeadings(tree);
  };
}
