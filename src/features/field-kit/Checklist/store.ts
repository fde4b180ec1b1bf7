/**
 * The ticks of every checklist, per UAV name: one JSON object in localStorage,
 * `{"uav1": {"cl-1a2b3c4d": [0, 2]}}` (the ticked items' indexes). The UAV name is the one readers give the
 * fill-in commands (src/components/FillCommand/store.ts), so the checklists follow the drone the commands are
 * for. When storage is unavailable the ticks live for the page only (src/lib/storedValue.ts).
 */
import {storedValue} from '../../../lib/storedValue';

export const CHECKLISTS_KEY = 'mrs-docs.checklists';

export type Ticks = Readonly<Record<string, Readonly<Record<string, readonly number[]>>>>;

const EMPTY: Ticks = Object.freeze({});

/** Reads the stored object, keeping only well-formed entries. */
export function parseTicks(raw: string | null): Ticks {
  if (!raw) return EMPTY;
  try {
    const data: unknown = JSON.parse(raw);
    if (!data || typeof data !== 'object' || Array.isArray(data)) return EMPTY;
    const out: Record<string, Record<string, number[]>> = {};
    for (const [uav, lists] of Object.entries(data)) {
      if (!lists || typeof lists !== 'object' || Array.isArray(lists)) continue;
      for (const [id, ticked] of Object.entries(lists as Record<string, unknown>)) {
        if (!Array.isArray(ticked)) continue;
        const indexes = ticked.filter((i): i is number => Number.isInteger(i) && i >= 0);
        if (indexes.length) (out[uav] ??= {})[id] = indexes;
      }
    }
    return out;
  } catch {
    return EMPTY;
  }
}

/** The ticks with item `index` of checklist `id` for `uav` set to `on`; empty lists and UAVs are dropped. */
export function withTick(ticks: Ticks, uav: string, id: string, index: number, on: boolean): Ticks {
  const current = new Set(ticks[uav]?.[id] ?? []);
  if (on) current.add(index);
  else current.delete(index);
  return withList(
    ticks,
    uav,
    id,
    [...current].sort((a, b) => a - b),
  );
}

/** The ticks with checklist `id` for `uav` replaced by `indexes`. */
export function withList(ticks: Ticks, uav: string, id: string, indexes: readonly number[]): Ticks {
  const lists: Record<string, readonly number[]> = {...ticks[uav]};
  if (indexes.length) lists[id] = indexes;
  else delete lists[id];
  const next: Record<string, Readonly<Record<string, readonly number[]>>> = {...ticks};
  if (Object.keys(lists).length) next[uav] = lists;
  else delete next[uav];
  return next;
}

const store = storedValue<Ticks>(CHECKLISTS_KEY, parseTicks, EMPTY, (ticks) => Object.keys(ticks).length === 0);

export const subscribe = store.subscribe;
export const getSnapshot = store.getSnapshot;
/** The server and the hydrating render know no ticks: every box starts empty. */
export const getServerSnapshot = store.getServerSnapshot;

export function setTick(uav: string, id: string, index: number, on: boolean): void {
  store.set(withTick(store.getSnapshot(), uav, id, index, on));
}

export function resetChecklist(uav: string, id: string): void {
  store.set(withList(store.getSnapshot(), uav, id, []));
}

/** Whether this browser lets the site write to localStorage (blocked in some privacy modes and settings). */
export function storageWorks(): boolean {
  try {
    const storage = window.localStorage;
    const probe = `${CHECKLISTS_KEY}.probe`;
    storage.setItem(probe, '1');
    storage.removeItem(probe);
    return true;
  } catch {
    return false;
  }
}
