import { ADMIN_API_METHODS, hasExtension, type AdminApi, type ApiExtensionsOption } from './AdminApi.js';

/** An API that loads its implementation on first use (`lazyAdminApi`), and a way to load it sooner. */
export interface LazyAdminApi {
  /** Forwards every call to the API `load` resolves with. */
  api: AdminApi;
  /** Starts loading now, e.g. when the browser is idle, so the first call does not wait. */
  preload(): void;
}

type Call = (...args: unknown[]) => Promise<unknown>;
/** An API seen as areas of calls, the shape every forwarder below shares. */
type Calls = Record<string, Record<string, Call | undefined>>;

/**
 * An `AdminApi` whose implementation is loaded on first use (or on `preload`), so the code behind
 * it is not in a first bundle: `createHttpAdminApi` is one over the HTTP calls, ky and the client's
 * request machinery, and the reference console wraps the whole HTTP API in one to keep even its
 * option checks out of the sign-in route. Every call waits for the one load, then makes the same
 * call with the same arguments (AbortSignal, upload progress callback and all) on the loaded API: its results and errors are the implementation's own. A failed load
 * rejects the calls that waited on it with the load's error, and the next call loads again.
 *
 * The calls are those `ADMIN_API_METHODS` names, so a call added to `AdminApi` is forwarded too;
 * the API loaded must make every one of them (the HTTP client does, `resources.download`
 * included). The calls beyond SPEC 7 are there only with the `extensions` the loaded API is made
 * with, so a screen finds the same calls missing on both (and shows no history, for example).
 *
 * @example
 * const { api, preload } = lazyAdminApi(() => import('./httpAdminApi.js').then((http) => http.createHttpAdminApi(options)), options.extensions);
 */
export function lazyAdminApi(load: () => Promise<AdminApi>, extensions: ApiExtensionsOption = false): LazyAdminApi {
  const forwarder: Calls = {};
  let loading: Promise<Calls> | null = null;
  const loaded = (): Promise<Calls> =>
    (loading ??= load().then(
      (api) => api as unknown as Calls,
      (error: unknown) => {
        loading = null;
        throw error;
      },
    ));

  // Every call, area by area, forwarded to the loaded API with the same arguments (a call it does
  // not make rejects with a TypeError).
  for (const [area, methods] of Object.entries(ADMIN_API_METHODS)) {
    const calls: Record<string, Call> = (forwarder[area] = {});
    for (const [method, kind] of Object.entries(methods)) {
      if (kind === true || hasExtension(extensions, kind)) calls[method] = async (...args) => (await loaded())[area]![method]!(...args);
    }
    if (Object.keys(calls).length === 0) delete forwarder[area];
  }

  return {
    api: forwarder as unknown as AdminApi,
    preload: () => {
      // A failure is not lost: the next call loads again and reports it.
      loaded().catch(() => {});
    },
  };
}
