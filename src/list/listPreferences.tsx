import { createContext, useCallback, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { PAGE_SIZE, isPageSize } from './listState.js';

/** What a list remembers for its user: the columns hidden ('columns', a list of ids) and the rows per page ('pageSize'). */
export type ListPreferenceName = 'columns' | 'pageSize';

/**
 * Where each list's preferences are remembered (hidden columns, rows per page). The library's
 * default keeps them in memory for the page's life; the console keeps them in its own localStorage
 * keys (`storageListPreferences`); a host can keep them anywhere, e.g. in a user profile. Values
 * are read back as untrusted: a value a list cannot use counts as none.
 */
export interface ListPreferenceStore {
  /** The value of preference `name` of the list `list`; undefined while it has none. */
  get(list: string, name: ListPreferenceName): unknown;
  /** Remembers a preference of `list`; undefined forgets it (back to the default). */
  set(list: string, name: ListPreferenceName, value: unknown): void;
  /** Calls `onChange` after every `set` (and, for storage, another tab's change); returns the unsubscribe. */
  subscribe(onChange: () => void): () => void;
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
export function memoryListPreferences(): ListPreferenceStore {
  const values = new Map<string, unknown>();
  const changes = listeners();
  const keyOf = (list: string, name: ListPreferenceName) => `${name}\u0000${list}`;
  return {
    get: (list, name) => values.get(keyOf(list, name)),
    set(list, name, value) {
      if (value === undefined) values.delete(keyOf(list, name));
      else values.set(keyOf(list, name), value);
      changes.notify();
    },
    subscribe: changes.add,
  };
}

/**
 * A store in Web Storage (e.g. `window.localStorage`), one key per list and preference, as JSON:
 * `${prefix}${name}.${list}` ('console.columns.partner-deals', 'console.pageSize.partner-deals').
 * A storage that throws (private mode, a full quota) or holds something unreadable is treated as
 * empty, and a choice it refuses is still kept for this page.
 *
 * @example <ListPreferences store={storageListPreferences(window.localStorage, 'my-app.')}>
 */
export function storageListPreferences(storage: Storage, prefix: string): ListPreferenceStore {
  const memory = memoryListPreferences();
  const keyOf = (list: string, name: ListPreferenceName) => `${prefix}${name}.${list}`;
  const rawOf = (key: string): string | null => {
    try {
      return storage.getItem(key);
    } catch {
      return null;
    }
  };
  // What was read last per key, so the same value (the same array) comes back while the stored text is the same.
  const parsed = new Map<string, { raw: string; value: unknown }>();
  return {
    get(list, name) {
      const key = keyOf(list, name);
      const raw = rawOf(key);
      if (raw === null) return memory.get(list, name);
      const known = parsed.get(key);
      if (known?.raw === raw) return known.value;
      let value: unknown;
      try {
        value = JSON.parse(raw);
      } catch {
        value = undefined;
      }
      parsed.set(key, { raw, value });
      return value;
    },
    set(list, name, value) {
      const key = keyOf(list, name);
      try {
        if (value === undefined) storage.removeItem(key);
        else storage.setItem(key, JSON.stringify(value));
      } catch {
        // not remembered past this page, but applied: the memory store below holds it
      }
      memory.set(list, name, value);
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

const pageStore = memoryListPreferences();
const ListPreferenceContext = createContext<ListPreferenceStore>(pageStore);

export interface ListPreferencesProps {
  /** Where the lists inside remember their preferences. */
  store: ListPreferenceStore;
  /** The part of the app whose lists use `store`. */
  children: ReactNode;
}

/**
 * Says where the lists inside remember their hidden columns and rows per page; without it they
 * remember in memory for the page's life and write nothing to storage.
 */
export function ListPreferences({ store, children }: ListPreferencesProps) {
  return <ListPreferenceContext.Provider value={store}>{children}</ListPreferenceContext.Provider>;
}

const nothing = () => undefined;

/** One preference of a list (undefined without a list name) and a way to change it; undefined forgets it. */
function useListPreference(list: string | undefined, name: ListPreferenceName): [value: unknown, set: (value: unknown) => void] {
  const store = useContext(ListPreferenceContext);
  const value = useSyncExternalStore(store.subscribe, () => (list === undefined ? undefined : store.get(list, name)), nothing);
  const set = useCallback((next: unknown) => list !== undefined && store.set(list, name, next), [store, list, name]);
  return [value, set];
}

/** Keeps the strings of an array that holds only strings; anything else (a hand-edited value) is none. */
function stringList(value: unknown): readonly string[] | undefined {
  return Array.isArray(value) && value.every((entry) => typeof entry === 'string') ? value : undefined;
}

/**
 * The hidden columns of the list `list` among `columnIds` (ids no longer among them are dropped;
 * one column always stays shown), and a way to change them; undefined goes back to the defaults.
 */
export function useHiddenColumns(
  list: string,
  columnIds: readonly string[],
): [hidden: ReadonlySet<string>, setHidden: (hidden: readonly string[] | undefined) => void] {
  const [stored, setStored] = useListPreference(list, 'columns');
  const key = columnIds.join('\n');
  const hidden = useMemo(() => {
    const known = new Set(key.split('\n'));
    const kept = new Set((stringList(stored) ?? []).filter((id) => known.has(id)));
    return kept.size >= known.size ? new Set<string>() : kept;
  }, [stored, key]);
  const setHidden = useCallback((next: readonly string[] | undefined) => setStored(next && [...next]), [setStored]);
  return [hidden, setHidden];
}

/**
 * The rows per page the list `list` remembers (undefined: none, or no list name), and a way to
 * remember another; SPEC 9's ten is remembered as none.
 */
export function useRememberedPageSize(list: string | undefined): [pageSize: number | undefined, remember: (pageSize: number) => void] {
  const [stored, setStored] = useListPreference(list, 'pageSize');
  const remember = useCallback((pageSize: number) => setStored(isPageSize(pageSize) && pageSize !== PAGE_SIZE ? pageSize : undefined), [setStored]);
  return [isPageSize(stored) ? stored : undefined, remember];
}
