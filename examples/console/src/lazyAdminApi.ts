import { ADMIN_API_METHODS, type AdminApi } from 'partner-console';

export interface LazyAdminApi {
  /** Forwards every call to the API `load` resolves with. */
  api: AdminApi;
  /** Starts loading now, e.g. when the browser is idle, so the first call does not wait. */
  preload(): void;
}

/**
 * An `AdminApi` whose implementation is loaded on first use, so the code behind it (for the
 * console: ky and the HTTP client) is not part of the first route. Every call waits for the one
 * load, then makes the same call with the same arguments (AbortSignal, upload progress callback
 * and all) on the loaded API: its results and errors are the implementation's own. A failed load
 * rejects the calls that waited on it with the load's error, and the next call loads again.
 *
 * @example
 * const { api, preload } = lazyAdminApi(() => import('./httpAdminApi.js').then((http) => http.createHttpAdminApi(options)));
 */
export function lazyAdminApi(load: () => Promise<AdminApi>): LazyAdminApi {
  let loading: Promise<AdminApi> | null = null;
  const loaded = (): Promise<AdminApi> => {
    loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return loading;
  };
  // Every call, area by area, forwarded to the loaded API with the same arguments.
  const forwarder = Object.fromEntries(
    Object.entries(ADMIN_API_METHODS).map(([area, methods]) => [
      area,
      Object.fromEntries(
        Object.keys(methods).map((method) => [
          method,
          async (...args: unknown[]) => {
            const api = (await loaded()) as unknown as Record<string, Record<string, (...args: unknown[]) => Promise<unknown>>>;
            return api[area]![method]!(...args);
          },
        ]),
      ),
    ]),
  ) as unknown as AdminApi;

  return {
    api: forwarder,
    preload: () => {
      // A failure is not lost: the next call loads again and reports it.
      loaded().catch(() => {});
    },
  };
}
