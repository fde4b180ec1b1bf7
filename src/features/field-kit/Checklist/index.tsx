/**
 * A Markdown task list made tickable (the rehype step ./../checklist-rehype.ts writes the markup): the boxes
 * are real, labelled checkboxes; the ticks are kept in the browser per checklist and per UAV name (./store.ts),
 * the UAV name being the one of the fill-in commands; "Reset for the next flight" clears the list for that UAV.
 * Printed, the boxes are empty (styles.module.css). Without browser storage the boxes still tick, for the page.
 */
import React, {
  createContext,
  useContext,
  useEffect,
  useId,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import * as fillValues from '@site/src/components/FillCommand/store';
import {VARIABLES} from '@site/src/components/FillCommand/parse';
import {getServerSnapshot, getSnapshot, resetChecklist, setTick, storageWorks, subscribe} from './store';
import styles from './styles.module.css';

interface ChecklistState {
  id: string;
  ticked: ReadonlySet<number>;
  toggle(index: number, on: boolean): void;
}

const Context = createContext<ChecklistState | null>(null);

/** The UAV name of the fill-in commands, or their default. */
function useUavName(): string {
  const values = useSyncExternalStore(fillValues.subscribe, fillValues.getSnapshot, fillValues.getServerSnapshot);
  return values.UAV_NAME?.trim() || VARIABLES.UAV_NAME.fallback;
}

export interface ChecklistProps {
  id: string;
  /** How many items have a box. */
  items?: string;
  children?: ReactNode;
}

export default function Checklist({id, items, children}: ChecklistProps): ReactNode {
  const uav = useUavName();
  const all = useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
  const ticked = new Set(all[uav]?.[id] ?? []);
  // Read after hydration: the server cannot know, and the first client render must match it.
  const [noStorage, setNoStorage] = useState(false);
  useEffect(() => setNoStorage(!storageWorks()), []);
  const inputId = useId();
  const total = Number(items) || 0;
  const state: ChecklistState = {id, ticked, toggle: (index, on) => setTick(uav, id, index, on)};
  return (
    <Context.Provider value={state}>
      <div className={styles.checklist} data-checklist={id} role="group" aria-label={`Checklist for ${uav}`}>
        <div className={styles.toolbar} data-print-hide="">
          <label htmlFor={inputId}>UAV name</label>
          <input
            id={inputId}
            className={styles.uav}
            type="text"
            autoComplete="off"
            spellCheck={false}
            size={VARIABLES.UAV_NAME.width}
            data-checklist-uav=""
            value={uav}
            onChange={(event) => {
              const value = event.target.value;
              fillValues.setFillValue('UAV_NAME', value === VARIABLES.UAV_NAME.fallback ? undefined : value);
            }}
          />
          <span className={styles.count} aria-live="polite">
            {ticked.size} of {total} ticked for {uav}
          </span>
        </div>
        {children}
        <div className={styles.footer} data-print-hide="">
          <button
            type="button"
            className="button button--sm button--outline button--secondary"
            onClick={() => resetChecklist(uav, id)}
            disabled={ticked.size === 0}
          >
            Reset for the next flight
          </button>
          {noStorage ? (
            <p className={styles.warning} role="note" data-checklist-storage-warning="">
              This browser does not let the site keep data, so these ticks last only until the page is closed or
              reloaded.
            </p>
          ) : null}
        </div>
      </div>
    </Context.Provider>
  );
}

export interface ChecklistBoxProps {
  checklist: string;
  index: string;
}

/** One item's box; its label is the item's text (a `<label>` for this id, written by the rehype step). */
export function ChecklistBox({checklist, index}: ChecklistBoxProps): ReactNode {
  const state = useContext(Context);
  const i = Number(index);
  const on = state?.ticked.has(i) ?? false;
  return (
    <input
      type="checkbox"
      id={`${checklist}-${index}`}
      className={styles.box}
      checked={on}
      onChange={(event) => state?.toggle(i, event.target.checked)}
    />
  );
}
