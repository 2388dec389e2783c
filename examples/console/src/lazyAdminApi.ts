import { ADMIN_API_METHODS, type AdminApi } from 'partner-console';

export interface LazyAdminApi {
  /** Forwards every call to the API `load` resolves with. */
  api: AdminApi;
  /** Starts loading now, e.g. when the browser is idle, so the first call does not wait. */
  preload(): void;
}

type Area = keyof AdminApi;
type Call = (...args: unknown[]) => Promise<unknown>;
/** An API seen as areas of calls, the shape every forwarder below shares. */
type Calls = Record<string, Record<string, Call | undefined>>;

/**
 * An `AdminApi` whose implementation is loaded on first use, so the code behind it (for the
 * console: ky and the HTTP client) is not part of the first route. Every call waits for the one
 * load, then makes the same call with the same arguments (AbortSignal, upload progress callback
 * and all) on the loaded API: its results and errors are the implementation's own. A failed load
 * rejects the calls that waited on it with the load's error, and the next call loads again.
 *
 * The calls are those `ADMIN_API_METHODS` names, so a call added to `AdminApi` is forwarded too.
 * An optional call the loaded API does not make is dropped once it has loaded, so a screen that
 * falls back when the call is missing does so; a call of it made before the load rejects.
 *
 * @example
 * const { api, preload } = lazyAdminApi(() => import('./httpAdminApi.js').then((http) => http.createHttpAdminApi(options)));
 */
export function lazyAdminApi(load: () => Promise<AdminApi>): LazyAdminApi {
  const areas = Object.keys(ADMIN_API_METHODS) as Area[];
  const forwarder: Calls = {};

  let loading: Promise<Calls> | null = null;
  const loaded = (): Promise<Calls> => {
    loading ??= load().then(
      (api) => {
        const calls = api as unknown as Calls;
        // Take the loaded API's shape: what it does not offer, the forwarder no longer offers.
        for (const area of areas) {
          for (const method of Object.keys(ADMIN_API_METHODS[area])) {
            if (typeof calls[area]?.[method] !== 'function') delete forwarder[area]![method];
          }
        }
        return calls;
      },
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
    return loading;
  };

  // Every call, area by area, forwarded to the loaded API with the same arguments.
  for (const area of areas) {
    forwarder[area] = Object.fromEntries(
      Object.keys(ADMIN_API_METHODS[area]).map((method): [string, Call] => [
        method,
        async (...args) => {
          const calls = (await loaded())[area];
          const call = calls?.[method];
          if (typeof call !== 'function') throw new TypeError(`The loaded API has no ${area}.${method}`);
          return call.apply(calls, args);
        },
      ]),
    );
  }

  return {
    api: forwarder as unknown as AdminApi,
    preload: () => {
      // A failure is not lost: the next call loads again and reports it.
      loaded().catch(() => {});
    },
  };
}
