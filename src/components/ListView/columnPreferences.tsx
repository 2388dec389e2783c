import { createContext, useCallback, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';

/**
 * Where each list's choice of hidden columns is remembered. The library's default keeps it in
 * memory for the page's life; the console keeps it in its own localStorage keys
 * (`storageColumnStore`); a host can keep it anywhere, e.g. in a user profile.
 */
export interface ColumnStore {
  /** The ids of the columns hidden in the list `list`; undefined while it shows its defaults. */
  hidden(list: string): readonly string[] | undefined;
  /** Remembers the hidden columns of `list`; undefined goes back to the defaults. */
  setHidden(list: string, hidden: readonly string[] | undefined): void;
  /** Calls `onChange` after every `setHidden` (and, for storage, another tab's change); returns the unsubscribe. */
  subscribe(onChange: () => void): () => void;
}

/** Keeps the strings of an array that holds only strings; anything else (a hand-edited value) is ignored. */
function stringList(value: unknown): readonly string[] | undefined {
  return Array.isArray(value) && value.every((entry) => typeof entry === 'string') ? value : undefined;
}

function listeners() {
  const set = new Set<() => void>();
  return {
    add(onChange: () => void) {
      set.add(onChange);
      return () => void set.delete(onChange);
    },
    notify: () => set.forEach((listener) => listener()),
  };
}

/** A store that remembers in memory only, until the page is left. */
export function memoryColumnStore(): ColumnStore {
  const lists = new Map<string, readonly string[]>();
  const changes = listeners();
  return {
    hidden: (list) => lists.get(list),
    setHidden(list, hidden) {
      if (hidden) lists.set(list, [...hidden]);
      else lists.delete(list);
      changes.notify();
    },
    subscribe: changes.add,
  };
}

/**
 * A store in Web Storage (e.g. `window.localStorage`), one key per list: `${prefix}${list}`.
 * A storage that throws (private mode, a full quota) or holds something unreadable is treated as
 * empty, and a choice it refuses is still kept for this page.
 *
 * @example <ColumnPreferences store={storageColumnStore(window.localStorage, 'console.columns.')}>
 */
export function storageColumnStore(storage: Storage, prefix: string): ColumnStore {
  const memory = memoryColumnStore();
  const rawOf = (list: string): string | null => {
    try {
      return storage.getItem(prefix + list);
    } catch {
      return null;
    }
  };
  // What was read last per list, so the same array comes back while the stored text is the same.
  const parsed = new Map<string, { raw: string; value: readonly string[] | undefined }>();
  return {
    hidden(list) {
      const raw = rawOf(list);
      if (raw === null) return memory.hidden(list);
      const known = parsed.get(list);
      if (known?.raw === raw) return known.value;
      let value: readonly string[] | undefined;
      try {
        value = stringList(JSON.parse(raw));
      } catch {
        value = undefined;
      }
      parsed.set(list, { raw, value });
      return value;
    },
    setHidden(list, hidden) {
      try {
        if (hidden) storage.setItem(prefix + list, JSON.stringify(hidden));
        else storage.removeItem(prefix + list);
      } catch {
        // not remembered past this page, but applied: the memory store below holds it
      }
      memory.setHidden(list, hidden);
    },
    subscribe(onChange) {
      const stop = memory.subscribe(onChange);
      if (typeof window === 'undefined') return stop;
      const onStorage = (event: StorageEvent) => {
        if (event.key === null || event.key.startsWith(prefix)) onChange();
      };
      window.addEventListener('storage', onStorage);
      return () => {
        stop();
        window.removeEventListener('storage', onStorage);
      };
    },
  };
}

const pageStore = memoryColumnStore();
const ColumnStoreContext = createContext<ColumnStore>(pageStore);

export interface ColumnPreferencesProps {
  /** Where the lists inside remember their hidden columns. */
  store: ColumnStore;
  children: ReactNode;
}

/**
 * Says where the lists inside remember which columns are hidden; without it they remember in
 * memory for the page's life and write nothing to storage.
 */
export function ColumnPreferences({ store, children }: ColumnPreferencesProps) {
  return <ColumnStoreContext.Provider value={store}>{children}</ColumnStoreContext.Provider>;
}

const noList = () => undefined;

/**
 * The hidden columns of the list `list` among `columnIds` (ids no longer among them are dropped;
 * one column always stays shown), and a way to change them; undefined goes back to the defaults.
 */
export function useHiddenColumns(
  list: string,
  columnIds: readonly string[],
): [hidden: ReadonlySet<string>, setHidden: (hidden: readonly string[] | undefined) => void] {
  const store = useContext(ColumnStoreContext);
  const stored = useSyncExternalStore(
    store.subscribe,
    () => store.hidden(list),
    noList,
  );
  const key = columnIds.join('\n');
  const hidden = useMemo(() => {
    const known = new Set(key.split('\n'));
    const kept = new Set((stored ?? []).filter((id) => known.has(id)));
    return kept.size >= known.size ? new Set<string>() : kept;
  }, [stored, key]);
  const setHidden = useCallback((next: readonly string[] | undefined) => store.setHidden(list, next), [store, list]);
  return [hidden, setHidden];
}
