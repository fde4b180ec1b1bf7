/**
 * The values readers give to the fill-in variables of command blocks. One JSON object in
 * localStorage, shared by every block on every page; when storage is unavailable the values
 * live for the page only.
 */
export const FILL_VALUES_KEY = 'mrs-docs.fill-in-values';

export type FillValues = Readonly<Record<string, string>>;

const EMPTY: FillValues = Object.freeze({});
let values: FillValues = EMPTY;
let loaded = false;
const listeners = new Set<() => void>();

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

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

function load(): void {
  if (loaded) return;
  loaded = true;
  try {
    values = parse(storage()?.getItem(FILL_VALUES_KEY) ?? null);
  } catch {
    values = EMPTY;
  }
}

function notify(): void {
  for (const listener of listeners) listener();
}

function onStorage(event: StorageEvent): void {
  if (event.key !== FILL_VALUES_KEY && event.key !== null) return;
  values = parse(event.newValue);
  notify();
}

export function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

export function getSnapshot(): FillValues {
  load();
  return values;
}

/** The server and the first (hydrating) client render know no stored values: defaults only. */
export function getServerSnapshot(): FillValues {
  return EMPTY;
}

/** Stores a value; `undefined` forgets it so the block's default applies again. */
export function setFillValue(name: string, value: string | undefined): void {
  load();
  const next: Record<string, string> = {...values};
  if (value === undefined) delete next[name];
  else next[name] = value;
  values = next;
  try {
    const store = storage();
    if (Object.keys(next).length === 0) store?.removeItem(FILL_VALUES_KEY);
    else store?.setItem(FILL_VALUES_KEY, JSON.stringify(next));
  } catch {
    // Storage full or blocked: keep the values for this page.
  }
  notify();
}
