/**
 * The parameters a reader has picked for a custom config file, per docs version, kept in localStorage
 * (key below) so the file can be assembled across the reference pages of several packages. Without
 * storage the picks live for the page only.
 */
import type {ParamType, ParamValue, PickedParam} from './yaml';

export const CUSTOM_CONFIG_KEY = 'mrs-docs.custom-config';

export interface StoredParam extends PickedParam {
  /** The release default, to tell an edited value from the default. */
  fallback: ParamValue;
  package: string;
}

type Picks = Readonly<Record<string, Readonly<Record<string, StoredParam>>>>;

const EMPTY: Picks = Object.freeze({});
let picks: Picks = EMPTY;
let loaded = false;
const listeners = new Set<() => void>();

const TYPES: readonly ParamType[] = ['bool', 'int', 'float', 'str', 'seq'];

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

function valid(param: unknown): param is StoredParam {
  if (!param || typeof param !== 'object') return false;
  const p = param as StoredParam;
  return typeof p.path === 'string' && TYPES.includes(p.type) && p.value !== undefined && typeof p.package === 'string';
}

function parse(raw: string | null): Picks {
  if (!raw) return EMPTY;
  try {
    const data: unknown = JSON.parse(raw);
    if (!data || typeof data !== 'object' || Array.isArray(data)) return EMPTY;
    const out: Record<string, Record<string, StoredParam>> = {};
    for (const [version, params] of Object.entries(data as Record<string, unknown>)) {
      if (!params || typeof params !== 'object') continue;
      out[version] = Object.fromEntries(Object.entries(params as Record<string, unknown>).filter(([, p]) => valid(p))) as Record<
        string,
        StoredParam
      >;
    }
    return out;
  } catch {
    return EMPTY;
  }
}

function load(): void {
  if (loaded) return;
  loaded = true;
  try {
    picks = parse(storage()?.getItem(CUSTOM_CONFIG_KEY) ?? null);
  } catch {
    picks = EMPTY;
  }
}

function save(next: Picks): void {
  picks = next;
  try {
    const store = storage();
    const empty = Object.values(next).every((params) => Object.keys(params).length === 0);
    if (empty) store?.removeItem(CUSTOM_CONFIG_KEY);
    else store?.setItem(CUSTOM_CONFIG_KEY, JSON.stringify(next));
  } catch {
    // Storage full or blocked: keep the picks for this page.
  }
  for (const listener of listeners) listener();
}

function onStorage(event: StorageEvent): void {
  if (event.key !== CUSTOM_CONFIG_KEY && event.key !== null) return;
  picks = parse(event.newValue);
  for (const listener of listeners) listener();
}

export function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

export function getSnapshot(): Picks {
  load();
  return picks;
}

/** The server and the hydrating render know no picks. */
export function getServerSnapshot(): Picks {
  return EMPTY;
}

export function setPick(version: string, param: StoredParam | {path: string; remove: true}): void {
  load();
  const current = {...(picks[version] ?? {})};
  if ('remove' in param) delete current[param.path];
  else current[param.path] = param;
  save({...picks, [version]: current});
}

export function clearPicks(version: string): void {
  load();
  save({...picks, [version]: {}});
}
