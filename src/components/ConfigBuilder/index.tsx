/**
 * The custom-config builder of the parameter reference pages. `<ParamPick>` sits under each parameter
 * and adds it to (or removes it from) the reader's custom config (through one listener for the whole page); `<ConfigBuilder>` shows the picked
 * parameters of the docs version with editable values and the YAML file to pass as `custom_config`,
 * to copy or download. Picks are kept across pages and visits (./store.ts); nothing leaves the browser.
 */
import React, {useCallback, useEffect, useId, useState, useSyncExternalStore} from 'react';
import {clearPicks, getServerSnapshot, getSnapshot, setPick, subscribe, type StoredParam} from './store';
import {formatValue, parseInput, toYaml, type ParamType, type ParamValue} from './yaml';
import styles from './styles.module.css';

function usePicks(version: string): Readonly<Record<string, StoredParam>> {
  const all = useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
  return all[version] ?? {};
}

interface ParamPickProps {
  version: string;
  pkg: string;
  path: string;
  type: ParamType;
  /** The release default (JSON). */
  value: ParamValue;
}

/**
 * The checkbox under a parameter. A long reference page has hundreds of them (374 on mrs_uav_managers), so each is
 * plain markup: no hook, no store subscription, no React handler. What it adds travels in data attributes; one
 * listener on the document (installPickListener) handles every box of every page, and one store subscription
 * ticks the boxes of the page being read (syncPickBoxes). The builder of the page installs both.
 */
export const ParamPick = React.memo(function ParamPick({version, pkg, path, type, value}: ParamPickProps): JSX.Element {
  return (
    <label className={styles.pick}>
      <input
        type="checkbox"
        data-param-pick={version}
        data-package={pkg}
        data-path={path}
        data-type={type}
        data-value={JSON.stringify(value)}
      />
      Add to custom config
    </label>
  );
});

const PICK_SELECTOR = 'input[data-param-pick]';

/** Ticks exactly the boxes of the page whose parameters are picked in their version. */
function syncPickBoxes(): void {
  const picks = getSnapshot();
  document.querySelectorAll<HTMLInputElement>(PICK_SELECTOR).forEach((box) => {
    const picked = box.dataset.path! in (picks[box.dataset.paramPick!] ?? {});
    if (box.checked !== picked) box.checked = picked;
  });
}

function onPickChange(event: Event): void {
  const box = event.target;
  if (!(box instanceof HTMLInputElement) || !box.matches(PICK_SELECTOR)) return;
  const {paramPick: version, package: pkg, path, type, value} = box.dataset;
  if (!version || !pkg || !path || !type || value === undefined) return;
  if (!box.checked) {
    setPick(version, {path, remove: true});
    return;
  }
  const parsed = JSON.parse(value) as ParamValue;
  setPick(version, {path, type: type as ParamType, value: parsed, fallback: parsed, package: pkg});
}

let listening = false;

/** Once per browser tab: the document-wide listener of the boxes and the store subscription that ticks them. */
function installPickListener(): void {
  if (listening) return;
  listening = true;
  document.addEventListener('change', onPickChange);
  subscribe(syncPickBoxes);
}

function ValueInput({version, param}: {version: string; param: StoredParam}): JSX.Element {
  const id = useId();
  const [text, setText] = useState(() => formatValue(param.value, param.type).replace(/^"(.*)"$/, '$1'));
  const [invalid, setInvalid] = useState(false);
  const label = `Value of ${param.path}`;
  if (param.type === 'bool') {
    return (
      <select
        aria-label={label}
        value={String(param.value)}
        onChange={(event) => setPick(version, {...param, value: event.target.value === 'true'})}
      >
        <option value="true">true</option>
        <option value="false">false</option>
      </select>
    );
  }
  return (
    <>
      <input
        id={id}
        aria-label={label}
        aria-invalid={invalid}
        className={styles.value}
        value={text}
        spellCheck={false}
        onChange={(event) => {
          setText(event.target.value);
          const parsed = parseInput(event.target.value, param.type, param.fallback);
          setInvalid(parsed === undefined);
          if (parsed !== undefined) setPick(version, {...param, value: parsed});
        }}
      />
      {invalid && <span className={styles.invalid}>not a valid {param.type}</span>}
    </>
  );
}

export default function ConfigBuilder({version}: {version: string}): JSX.Element {
  const picks = usePicks(version);
  const params = Object.values(picks).sort((a, b) => a.path.localeCompare(b.path));
  const yaml = toYaml(params);
  const [copied, setCopied] = useState(false);
  // After each page's first render: listen for the boxes, and tick those already picked (this page's boxes are new).
  useEffect(() => {
    installPickListener();
    syncPickBoxes();
  }, []);
  const copy = useCallback(async () => {
    try {
      await navigator.clipboard.writeText(yaml);
      setCopied(true);
      window.setTimeout(() => setCopied(false), 2000);
    } catch {
      setCopied(false);
    }
  }, [yaml]);
  const download = useCallback(() => {
    const url = URL.createObjectURL(new Blob([yaml], {type: 'application/yaml'}));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'custom_config.yaml';
    link.click();
    window.setTimeout(() => URL.revokeObjectURL(url), 0);
  }, [yaml]);
  return (
    <section className={styles.builder} aria-label={`Custom config builder (${version})`} data-config-builder={version}>
      <p className={styles.heading}>
        <strong>Custom config builder</strong> ·{' '}
        {params.length === 0 ? 'no parameters picked yet' : `${params.length} picked`}
      </p>
      {params.length === 0 ? (
        <p className={styles.hint}>
          Tick “Add to custom config” under any parameter on the {version} reference pages. The picks are kept in this
          browser across pages, so one file can hold parameters of several packages.
        </p>
      ) : (
        <>
          <ul className={styles.list}>
            {params.map((param) => (
              <li key={param.path}>
                <code>{param.path}</code> <ValueInput key={`${param.path}`} version={version} param={param} />{' '}
                <button
                  type="button"
                  className={styles.remove}
                  onClick={() => setPick(version, {path: param.path, remove: true})}
                >
                  Remove
                </button>
              </li>
            ))}
          </ul>
          <pre className={styles.yaml} data-custom-config-yaml>
            <code>{yaml}</code>
          </pre>
          <div className={styles.actions}>
            <button type="button" className="button button--primary button--sm" onClick={copy}>
              {copied ? 'Copied' : 'Copy'}
            </button>
            <button type="button" className="button button--secondary button--sm" onClick={download}>
              Download custom_config.yaml
            </button>
            <button type="button" className="button button--secondary button--sm" onClick={() => clearPicks(version)}>
              Clear
            </button>
          </div>
        </>
      )}
    </section>
  );
}
