/**
 * The parameters a reader has picked for a custom config file, per docs version, kept in localStorage
 * (key below) so the file can be assembled across the reference pages of several packages. Without
 * storage the picks live for the page only.
 */
import {storedValue} from '../../lib/storedValue';
import type {ParamType, ParamValue, PickedParam} from './yaml';

export const CUSTOM_CONFIG_KEY = 'mrs-docs.custom-config';

export interface StoredParam extends PickedParam {
  /** The release default, to tell an edited value from the default. */
  fallback: ParamValue;
  package: string;
}

type Picks = Readonly<Record<string, Readonly<Record<string, StoredParam>>>>;

const EMPTY: Picks = Object.freeze({});

const TYPES: readonly ParamType[] = ['bool', 'int', 'float', 'str', 'seq'];

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
      out[version] = Object.fromEntries(
        Object.entries(params as Record<string, unknown>).filter(([, p]) => valid(p)),
      ) as Record<string, StoredParam>;
    }
    return out;
  } catch {
    return EMPTY;
  }
}

const store = storedValue<Picks>(CUSTOM_CONFIG_KEY, parse, EMPTY, (picks) =>
  Object.values(picks).every((params) => Object.keys(params).length === 0),
);

export const subscribe = store.subscribe;
export const getSnapshot = store.getSnapshot;
/** The server and the hydrating render know no picks. */
export const getServerSnapshot = store.getServerSnapshot;

export function setPick(version: string, param: StoredParam | {path: string; remove: true}): void {
  const picks = store.getSnapshot();
  const current = {...(picks[version] ?? {})};
  if ('remove' in param) delete current[param.path];
  else current[param.path] = param;
  store.set({...picks, [version]: current});
}

export function clearPicks(version: string): void {
  store.set({...store.getSnapshot(), [version]: {}});
}
