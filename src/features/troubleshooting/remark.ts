/**
 * Remark plugin: a ```log-message block (see entries.ts) becomes a block marked `data-log-message` (the raw text
 * of the message), labelled "Log message" for screen readers and the eye, that says which program prints it when
 * that is not the MRS UAV System (with a link to the public source), and holds the text as a plain code block
 * (so it keeps the copy button). The search reads the message from the attribute; log-message.css styles it.
 */
import {LOG_MESSAGE_LANGUAGE, parseLogMessageMeta} from './entries';

interface MdNode {
  type: string;
  lang?: string | null;
  meta?: string | null;
  value?: string;
  url?: string;
  children?: MdNode[];
  data?: {hName?: string; hProperties?: Record<string, unknown>};
}

/** The nodes that replace one log-message block. */
export function logMessageNode(code: MdNode): MdNode {
  const text = code.value ?? '';
  const meta = parseLogMessageMeta(code.meta);
  const label: MdNode[] = [{type: 'text', value: 'Log message'}];
  if (meta.tool) {
    label.push({type: 'text', value: ' of '}, {type: 'inlineCode', value: meta.tool});
    if (meta.source)
      label.push(
        {type: 'text', value: ' · '},
        {type: 'link', url: meta.source, children: [{type: 'text', value: 'source'}]},
      );
  }
  return {
    type: 'logMessage',
    data: {
      hName: 'div',
      hProperties: {
        className: ['log-message'],
        role: 'group',
        ariaLabel: meta.tool ? `Log message of ${meta.tool}` : 'Log message',
        dataLogMessage: text,
        ...(meta.tool ? {dataLogTool: meta.tool} : {}),
      },
    },
    children: [
      {type: 'paragraph', data: {hName: 'p', hProperties: {className: ['log-message__label']}}, children: label},
      {type: 'code', lang: 'text', meta: null, value: text},
    ],
  };
}

export default function remarkLogMessages() {
  return (tree: MdNode): void => {
    const walk = (parent: MdNode) => {
      const children = parent.children;
      if (!children) return;
      for (let i = 0; i < children.length; i++) {
        const node = children[i];
        if (node.type === 'code' && node.lang === LOG_MESSAGE_LANGUAGE) children[i] = logMessageNode(node);
        else walk(node);
      }
    };
    walk(tree);
  };
}
