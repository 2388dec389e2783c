import { useEffect, useState, useSyncExternalStore } from 'react';

/**
 * A choice the console remembers under its own localStorage key (the console owns its page's
 * storage), with a fallback while none was made: the language, the colour scheme. The value is
 * read from storage each time, so another tab's choice applies here too; a browser that refuses
 * storage keeps the choice for this page.
 */
export function storedPreference<T extends string>(
  key: string,
  allowed: readonly T[],
  fallback: () => T,
  /** Subscribes to what changes the fallback (the system's colour scheme, the browser's languages). */
  watchFallback: (onChange: () => void) => () => void,
) {
  const listeners = new Set<() => void>();
  let chosenInMemory: T | null = null;

  const stored = (): T | null => {
    try {
      const value = window.localStorage.getItem(key);
      return allowed.includes(value as T) ? (value as T) : null;
    } catch {
      return null;
    }
  };
  const current = (): T => stored() ?? chosenInMemory ?? fallback();

  const subscribe = (onChange: () => void) => {
    listeners.add(onChange);
    const onStorage = (event: StorageEvent) => {
      if (event.key === key) onChange();
    };
    window.addEventListener('storage', onStorage);
    const unwatch = watchFallback(onChange);
    return () => {
      listeners.delete(onChange);
      window.removeEventListener('storage', onStorage);
      unwatch();
    };
  };

  const choose = (value: T) => {
    try {
      window.localStorage.setItem(key, value);
    } catch {
      // not remembered, but applied for this page
    }
    chosenInMemory = value;
    listeners.forEach((listener) => listener());
  };

  /** The value in force and a way to choose another; `serverValue` before hydration. */
  function usePreference(serverValue: T): [T, (value: T) => void] {
    // `choose` is created once per preference, so it is stable as it is.
    return [useSyncExternalStore(subscribe, current, () => serverValue), choose];
  }

  return { current, usePreference };
}

/**
 * What `load` gives for the current `key` (a language's catalogue, a scheme's tokens), loaded again
 * when the key changes; until then the previous value stays. `initial` is what was loaded before
 * the first render, so the first paint is already right.
 */
export function useLoadedFor<K, V>(key: K, load: (key: K) => Promise<V>, initial: { key: K; value: V }): V {
  const [loaded, setLoaded] = useState(initial);
  useEffect(() => {
    if (Object.is(loaded.key, key)) return;
    let current = true;
    load(key).then(
      (value) => current && setLoaded({ key, value }),
      () => {}, // offline: what is shown stays as it is
    );
    return () => {
      current = false;
    };
  }, [key, load, loaded.key]);
  return loaded.value;
}
