import { Suspense, createElement, lazy, useEffect, useState, type ComponentType, type JSX } from 'react';

/**
 * A part of a screen that only some moments need (a dialog that opens on a click, the bulk bar
 * once a row is picked), loaded by import() so it is not in a consumer's first bundle: the
 * bundler (rollup for the console, esbuild or webpack for an app) puts it in a chunk of its own.
 * Render it only once it is needed (`useNeeded`), and preload it when the browser is idle
 * (`usePreloadWhenIdle`), so it has usually arrived before anyone asks for it.
 */
export interface LazyPart<Props> {
  (props: Props): JSX.Element;
  /** Starts loading the part; safe to call any number of times. */
  preload: () => void;
}

/**
 * Makes a `LazyPart` of the component `load` resolves with. Until it has arrived, the part renders
 * nothing (the moments it serves show nothing in its place before it either: a dialog, a bar
 * that appears); once it has, new instances render it directly, without a Suspense pass, so a part
 * preloaded before it is needed shows in the same commit as whatever asked for it.
 */
export function lazyPart<Props extends object>(load: () => Promise<ComponentType<Props>>): LazyPart<Props> {
  let loading: Promise<{ default: ComponentType<Props> }> | undefined;
  let loaded: ComponentType<Props> | undefined;
  const start = () =>
    (loading ??= load().then((component) => {
      loaded = component;
      return { default: component };
    }));
  const Lazy = lazy(start) as unknown as ComponentType<Props>;
  function Part(props: Props) {
    // Decided once per instance: switching from the lazy component to the loaded one would remount it.
    const [Component] = useState(() => loaded);
    if (Component) return createElement(Component, props);
    return <Suspense fallback={null}>{createElement(Lazy, props)}</Suspense>;
  }
  // A failed preload is not reported here: the render that needs the part throws it to the screen's boundary.
  return Object.assign(Part, { preload: () => void start().catch(() => undefined) });
}

/**
 * Whether a part has been needed yet: true from the first render where `now` is true, and from
 * then on, so a part stays mounted (its state, its focus handling) once it has shown.
 */
export function useNeeded(now: boolean): boolean {
  const [needed, setNeeded] = useState(now);
  if (now && !needed) setNeeded(true);
  return needed || now;
}

/** Preloads `parts` once the browser is idle after the first render (never on the server). */
export function usePreloadWhenIdle(...parts: LazyPart<never>[]): void {
  useEffect(() => {
    const preload = () => parts.forEach((part) => part.preload());
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(preload, { timeout: 2000 });
      return () => cancelIdleCallback(id);
    }
    const id = setTimeout(preload, 200);
    return () => clearTimeout(id);
    // The parts are module constants.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}

/** Code (not a component) that only some moments need, loaded by import() once and kept. */
export interface LazyModule<Module> {
  /** Starts loading, once (again after a failure); resolves with the module. */
  load: () => Promise<Module>;
  /** The module, once it has arrived. */
  readonly loaded: Module | undefined;
}

export function lazyModule<Module>(load: () => Promise<Module>): LazyModule<Module> {
  let loading: Promise<Module> | undefined;
  const lazy: { loaded: Module | undefined; load: () => Promise<Module> } = {
    loaded: undefined,
    // A failed load is forgotten, so the next call (a retry) asks for the chunk again.
    load: () =>
      (loading ??= load().then(
        (module) => {
          lazy.loaded = module;
          return module;
        },
        (failure: unknown) => {
          loading = undefined;
          throw failure;
        },
      )),
  };
  return lazy;
}

/**
 * A `LazyModule` for a render: the module once it has arrived, undefined until then (the load
 * starts with the component's first commit where `wanted`, and its arrival renders it again). A
 * failed load is thrown to the screen's error boundary; with `optional` (code that only makes a
 * render quicker, which works the same without it) it is not, the module stays undefined, and the
 * next component that wants it asks again.
 */
export function useLazyModule<Module>(module: LazyModule<Module>, wanted = true, { optional = false } = {}): Module | undefined {
  const [state, setState] = useState<{ loaded?: Module; failed?: unknown }>(() => ({ loaded: module.loaded }));
  const loaded = state.loaded ?? module.loaded;
  useEffect(() => {
    if (loaded || !wanted) return;
    let live = true;
    module.load().then(
      (arrived) => live && setState({ loaded: arrived }),
      (failed: unknown) => live && !optional && setState({ failed }),
    );
    return () => {
      live = false;
    };
  }, [module, loaded, wanted, optional]);
  if ('failed' in state) throw state.failed;
  return loaded;
}
