/**
 * A command block with variables the reader sets once, such as the UAV name or the workspace
 * path. Write the command as a fenced code block inside the component, with `{{UAV_NAME}}`,
 * `{{UAV_COUNT}}`, `{{ROS_DOMAIN_ID}}` or `{{WORKSPACE}}` where a value goes:
 *
 *   <FillCommand>
 *
 *   ```bash
 *   export UAV_NAME={{UAV_NAME}}
 *   ```
 *
 *   </FillCommand>
 *
 * The values are shared by all blocks on all pages (see ./store.ts); the Copy button copies the
 * filled-in text.
 */
import React, {
  isValidElement,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import clsx from 'clsx';
import {getServerSnapshot, getSnapshot, setFillValue, subscribe} from './store';
import {fill, parse, VARIABLES} from './parse';
import styles from './styles.module.css';

/** Finds the text and language of the code block written inside the component. */
function codeOf(node: ReactNode): {text: string; language?: string} | null {
  if (typeof node === 'string') return node.trim() ? {text: node} : null;
  if (Array.isArray(node)) {
    for (const child of node as ReactNode[]) {
      const found = codeOf(child);
      if (found) return found;
    }
    return null;
  }
  if (isValidElement(node)) {
    const props = node.props as {children?: ReactNode; className?: string};
    const inner = codeOf(props.children);
    if (!inner) return null;
    const language = props.className?.match(/language-([\w-]+)/)?.[1];
    return {text: inner.text, language: inner.language ?? language};
  }
  return null;
}

async function copyText(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    return;
  } catch {
    // No clipboard API or no permission: fall back to a hidden text area.
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  const ok = document.execCommand('copy');
  area.remove();
  if (!ok) throw new Error('copy failed');
}

export interface FillCommandProps {
  /** The command as a fenced code block (or plain text). */
  children?: ReactNode;
  /** The command text, instead of children. */
  command?: string;
  /** Language of the block when given by `command`; defaults to bash. */
  language?: string;
  /** Default workspace path of this block, e.g. `~/catkin_ws` on ROS 1 pages. */
  workspace?: string;
  /** Default UAV name of this block. */
  uavName?: string;
}

export default function FillCommand({children, command, language, workspace, uavName}: FillCommandProps): ReactNode {
  const stored = useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
  const code = command !== undefined ? {text: command, language} : codeOf(children);
  const text = (code?.text ?? '').replace(/\n$/, '');
  const lang = code?.language ?? language ?? 'bash';
  const segments = parse(text);
  const names = [...new Set(segments.flatMap((s) => (s.kind === 'var' ? [s.name] : [])))];
  const id = useId();

  const fallback = (name: string): string => {
    if (name === 'WORKSPACE' && workspace) return workspace;
    if (name === 'UAV_NAME' && uavName) return uavName;
    return VARIABLES[name].fallback;
  };
  const valueOf = (name: string): string => {
    const value = stored[name];
    return value === undefined || value.trim() === '' ? fallback(name) : value.trim();
  };
  const filled = fill(segments, valueOf);

  const [copied, setCopied] = useState<'idle' | 'copied' | 'failed'>('idle');
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const onCopy = useCallback(() => {
    copyText(filled).then(
      () => setCopied('copied'),
      () => setCopied('failed'),
    );
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setCopied('idle'), 2000);
  }, [filled]);

  return (
    <div className={styles.fillCommand} data-fill-command="">
      <div className={clsx('theme-code-block', styles.block)}>
        <pre className={clsx('prism-code', `language-${lang}`, styles.pre)} tabIndex={0}>
          <code>
            {segments.map((s, i) =>
              s.kind === 'text' ? (
                <React.Fragment key={i}>{s.text}</React.Fragment>
              ) : (
                <span key={i} className={styles.variable} data-variable={s.name} title={VARIABLES[s.name].label}>
                  {valueOf(s.name)}
                </span>
              ),
            )}
          </code>
        </pre>
        <button
          type="button"
          className={clsx('clean-btn', styles.copy)}
          aria-label={copied === 'copied' ? 'Copied' : 'Copy command'}
          onClick={onCopy}
        >
          {copied === 'copied' ? 'Copied' : copied === 'failed' ? 'Copy failed' : 'Copy'}
        </button>
      </div>
      {names.length > 0 && (
        <div className={styles.fields} role="group" aria-label="Values in this command">
          {names.map((name) => {
            const variable = VARIABLES[name];
            const inputId = `${id}-${name}`;
            return (
              <span key={name} className={styles.field}>
                <label htmlFor={inputId}>{variable.label}</label>
                <input
                  id={inputId}
                  className={styles.input}
                  type="text"
                  inputMode={variable.inputMode ?? 'text'}
                  autoComplete="off"
                  spellCheck={false}
                  size={variable.width}
                  data-variable={name}
                  value={stored[name] ?? fallback(name)}
                  placeholder={fallback(name)}
                  onChange={(event) => {
                    const value = event.target.value;
                    setFillValue(name, value === fallback(name) ? undefined : value);
                  }}
                />
              </span>
            );
          })}
        </div>
      )}
    </div>
  );
}
