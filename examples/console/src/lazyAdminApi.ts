import type { AdminApi, DealsApi, MembersApi } from 'partner-console';

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
  const call = async <T>(send: (api: AdminApi) => Promise<T>): Promise<T> => send(await loaded());

  const members = <D>(of: (api: AdminApi) => MembersApi<D>): MembersApi<D> => ({
    list: (...args) => call((api) => of(api).list(...args)),
    listPending: (...args) => call((api) => of(api).listPending(...args)),
    get: (...args) => call((api) => of(api).get(...args)),
    listDeals: (...args) => call((api) => of(api).listDeals(...args)),
    approve: (...args) => call((api) => of(api).approve(...args)),
    reject: (...args) => call((api) => of(api).reject(...args)),
    remove: (...args) => call((api) => of(api).remove(...args)),
  });
  const deals = <D>(of: (api: AdminApi) => DealsApi<D>): DealsApi<D> => ({
    list: (...args) => call((api) => of(api).list(...args)),
    get: (...args) => call((api) => of(api).get(...args)),
    approve: (...args) => call((api) => of(api).approve(...args)),
    reject: (...args) => call((api) => of(api).reject(...args)),
    updateRemarks: (...args) => call((api) => of(api).updateRemarks(...args)),
  });

  const forwarder: AdminApi = {
    auth: {
      login: (...args) => call((api) => api.auth.login(...args)),
      changePassword: (...args) => call((api) => api.auth.changePassword(...args)),
    },
    partners: members((api) => api.partners),
    distributors: members((api) => api.distributors),
    partnerDeals: deals((api) => api.partnerDeals),
    distributorDeals: deals((api) => api.distributorDeals),
    resources: {
      listByType: (...args) => call((api) => api.resources.listByType(...args)),
      upload: (...args) => call((api) => api.resources.upload(...args)),
      remove: (...args) => call((api) => api.resources.remove(...args)),
    },
    quiz: {
      list: (...args) => call((api) => api.quiz.list(...args)),
      create: (...args) => call((api) => api.quiz.create(...args)),
      update: (...args) => call((api) => api.quiz.update(...args)),
      remove: (...args) => call((api) => api.quiz.remove(...args)),
    },
    certifications: {
      list: (...args) => call((api) => api.certifications.list(...args)),
      get: (...args) => call((api) => api.certifications.get(...args)),
      approve: (...args) => call((api) => api.certifications.approve(...args)),
      reject: (...args) => call((api) => api.certifications.reject(...args)),
    },
  };

  return {
    api: forwarder,
    preload: () => {
      // A failure is not lost: the next call loads again and reports it.
      loaded().catch(() => {});
    },
  };
}
