/**
 * The values readers give to the fill-in variables of command blocks. One JSON object in
 * localStorage, shared by every block on every page; when storage is unavailable the values
 * live for the page only.
 */
import {storedValue} from '../../lib/storedValue';

export const FILL_VALUES_KEY = 'mrs-docs.fill-in-values';

export type FillValues = Readonly<Record<string, string>>;

const EMPTY: FillValues = Object.freeze({});

function parse(raw: string | null): FillValues {
  if (!raw) return EMPTY;
  try {
    const data: unknown = JSON.parse(raw);
    if (!data || typeof data !== 'object' || Array.isArray(data)) return EMPTY;
    const out: Record<string, string> = {};
    for (const [key, value] of Object.entries(data)) if (typeof value === 'string') out[key] = value;
    return out;
  } catch {
    return EMPTY;
  }
}

const store = storedValue<FillValues>(FILL_VALUES_KEY, parse, EMPTY, (values) => Object.keys(values).length === 0);

export const subscribe = store.subscribe;
export const getSnapshot = store.getSnapshot;
/** The server and the first (hydrating) client render know no stored values: defaults only. */
export const getServerSnapshot = store.getServerSnapshot;

/** Stores a value; `undefined` forgets it so the block's default applies again. */
export function setFillValue(name: string, value: string | undefined): void {
  const next: Record<string, string> = {...store.getSnapshot()};
  if (value === undefined) delete next[name];
  else next[name] = value;
  store.set(next);
}
