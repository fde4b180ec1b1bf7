/**
 * Markdown task lists (`- [ ] item`) become checklists a reader can tick. GFM renders each item's box as a
 * disabled `<input type="checkbox">`; this rehype step turns the list into `<Checklist id="…">` around the
 * list and each box into `<ChecklistBox checklist="…" index="…">`, with the item's text in a `<label>` for
 * that box (src/features/field-kit/Checklist/, registered in src/theme/MDXComponents/).
 *
 * A checklist's id is a hash of its items' text, so the same list shown on two pages (an MDX partial, such
 * as the pre-flight checklist in the field manual and on its own page) keeps one set of ticks, and a list
 * whose items change starts empty.
 */

/** The part of a hast or MDX-JSX node this step reads and writes. */
export interface Node {
  type: string;
  tagName?: string;
  name?: string;
  value?: string;
  properties?: Record<string, unknown>;
  attributes?: {type: 'mdxJsxAttribute'; name: string; value: string}[];
  children?: Node[];
}

const classesOf = (node: Node): string[] => {
  const value = node.properties?.className;
  return Array.isArray(value) ? value.map(String) : typeof value === 'string' ? value.split(/\s+/) : [];
};

const isElement = (node: Node, tag: string): boolean => node.type === 'element' && node.tagName === tag;

const isTaskList = (node: Node): boolean => isElement(node, 'ul') && classesOf(node).includes('contains-task-list');

const isBox = (node: Node): boolean => isElement(node, 'input') && node.properties?.type === 'checkbox';

/** The text of a node and everything below it. */
export function textOf(node: Node): string {
  if (node.type === 'text') return node.value ?? '';
  return (node.children ?? []).map(textOf).join('');
}

/** FNV-1a over the text, as 8 hex digits: short, stable across builds, the same in every file that holds the list. */
export function checklistId(items: string[]): string {
  let hash = 0x811c9dc5;
  const text = items.map((item) => item.replace(/\s+/g, ' ').trim()).join('\n');
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return `cl-${hash.toString(16).padStart(8, '0')}`;
}

const attribute = (name: string, value: string) => ({type: 'mdxJsxAttribute' as const, name, value});

/** Elements a `<label>` may hold (phrasing content); an item with paragraphs or lists keeps them outside it. */
const PHRASING = new Set([
  'a',
  'abbr',
  'b',
  'br',
  'code',
  'del',
  'em',
  'i',
  'ins',
  'kbd',
  'mark',
  's',
  'span',
  'strong',
  'sub',
  'sup',
  'wbr',
]);
const isPhrasing = (node: Node): boolean =>
  node.type === 'text' ||
  (node.type === 'element' && PHRASING.has(node.tagName ?? '')) ||
  node.type === 'mdxJsxTextElement';

/**
 * Rewrites one item: its box becomes a ChecklistBox, and the text after the box (in the item itself for a tight
 * list, in its first paragraph for a loose one) goes into a label of that box. Returns false for an item
 * without a box.
 */
function rewriteItem(item: Node, id: string, index: number): boolean {
  const holder = (() => {
    const children = item.children ?? [];
    if (children.some(isBox)) return item;
    return children.find((child) => isElement(child, 'p') && (child.children ?? []).some(isBox));
  })();
  if (!holder?.children) return false;
  const at = holder.children.findIndex(isBox);
  const before = holder.children.slice(0, at);
  const after = holder.children.slice(at + 1);
  const cut = after.findIndex((node) => !isPhrasing(node));
  const labelled = cut === -1 ? after : after.slice(0, cut);
  const rest = cut === -1 ? [] : after.slice(cut);
  // GFM puts a space between the box and the text; the label's own spacing replaces it
  if (labelled[0]?.type === 'text')
    labelled[0] = {...labelled[0], value: (labelled[0].value ?? '').replace(/^\s+/, '')};
  const box: Node = {
    type: 'mdxJsxTextElement',
    name: 'ChecklistBox',
    attributes: [attribute('checklist', id), attribute('index', String(index))],
    children: [],
  };
  const label: Node = {
    type: 'element',
    tagName: 'label',
    properties: {htmlFor: `${id}-${index}`, className: ['mrs-checklist__label']},
    children: labelled,
  };
  holder.children = [...before, box, label, ...rest];
  item.properties = {...item.properties, className: [...classesOf(item), 'mrs-checklist__item']};
  return true;
}

/** Rewrites every task list below `tree`; returns how many checklists it made. */
export function makeChecklists(tree: Node): number {
  let made = 0;
  const visit = (parent: Node) => {
    const children = parent.children;
    if (!children) return;
    for (let i = 0; i < children.length; i++) {
      const node = children[i];
      if (isTaskList(node)) {
        const items = (node.children ?? []).filter((child) => isElement(child, 'li'));
        // nested lists first: their text must not count into the outer list's id
        items.forEach(visit);
        const id = checklistId(items.map(textOf));
        let index = 0;
        for (const item of items) if (rewriteItem(item, id, index)) index++;
        if (index === 0) continue;
        children[i] = {
          type: 'mdxJsxFlowElement',
          name: 'Checklist',
          attributes: [attribute('id', id), attribute('items', String(index))],
          children: [node],
        };
        made++;
        continue;
      }
      visit(node);
    }
  };
  visit(tree);
  return made;
}

/** The rehype plugin (docs of both versions). */
export default function rehypeChecklists() {
  return (tree: Node) => {
    makeChecklists(tree);
  };
}
