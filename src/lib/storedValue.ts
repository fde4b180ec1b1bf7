/**
 * One JSON value in localStorage that components read with useSyncExternalStore and that follows
 * changes made in other tabs. When storage is unavailable (blocked, full), the value lives for the page
 * only. The server and the hydrating render see `empty`, so both render the same markup.
 */
export interface StoredValue<T> {
  subscribe(listener: () => void): () => void;
  getSnapshot(): T;
  getServerSnapshot(): T;
  /** Replaces the value; `isEmpty(next)` removes the key instead of storing it. */
  set(next: T): void;
}

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function storedValue<T>(
  key: string,
  parse: (raw: string | null) => T,
  empty: T,
  isEmpty: (value: T) => boolean,
): StoredValue<T> {
  let value = empty;
  let loaded = false;
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of listeners) listener();
  };
  const load = () => {
    if (loaded) return;
    loaded = true;
    try {
      value = parse(storage()?.getItem(key) ?? null);
    } catch {
      value = empty;
    }
  };
  const onStorage = (event: StorageEvent) => {
    if (event.key !== key && event.key !== null) return;
    value = parse(event.newValue);
    notify();
  };
  return {
    subscribe(listener) {
      if (listeners.size === 0) window.addEventListener('storage', onStorage);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) window.removeEventListener('storage', onStorage);
      };
    },
    getSnapshot() {
      load();
      return value;
    },
    getServerSnapshot() {
      return empty;
    },
    set(next) {
      load();
      value = next;
      try {
        const store = storage();
        if (isEmpty(next)) store?.removeItem(key);
        else store?.setItem(key, JSON.stringify(next));
      } catch {
        // Storage full or blocked: keep the value for this page.
      }
      notify();
    },
  };
}
