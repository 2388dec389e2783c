import { vi } from 'vitest';
import { ADMIN_API_METHODS, type AdminApi } from '../../src/api/index.js';
import { createHttpAdminApi } from '../../src/api/http/createHttpAdminApi.js';
import { httpAdminCalls } from '../../src/api/http/httpAdminCalls.js';
import { ApiError } from '../../src/api/errors.js';
import { lazyAdminApi } from '../../src/api/lazyAdminApi.js';

/** Every method of an AdminApi as 'group.method'. */
const methodsOf = (api: AdminApi) =>
  Object.entries(api).flatMap(([group, methods]) => Object.keys(methods as object).map((method) => `${group}.${method}`)).sort();

/** An AdminApi whose every method records its arguments and answers with its own name. */
function recordingApi(shape: AdminApi) {
  const calls: { method: string; args: unknown[] }[] = [];
  const api = Object.fromEntries(
    Object.entries(shape).map(([group, methods]) => [
      group,
      Object.fromEntries(
        Object.keys(methods as object).map((method) => [
          method,
          (...args: unknown[]) => {
            calls.push({ method: `${group}.${method}`, args });
            return Promise.resolve(`${group}.${method} result`);
          },
        ]),
      ),
    ]),
  ) as unknown as AdminApi;
  return { api, calls };
}

describe('lazyAdminApi: an API loaded on first use (createHttpAdminApi, the console)', () => {
  it.each([false, true, { history: true }, { events: true, limits: true }] as const)('has every method the HTTP calls have, with extensions %o', (extensions) => {
    const lazy = lazyAdminApi(() => Promise.reject(new Error('not called')), extensions);
    const calls = methodsOf(httpAdminCalls({ baseUrl: '/api', extensions }));
    expect(methodsOf(lazy.api)).toEqual(calls);
    // createHttpAdminApi hands out such a forwarder and loads the calls behind it.
    expect(methodsOf(createHttpAdminApi({ baseUrl: '/api', extensions }))).toEqual(calls);
  });

  it('offers no call beyond SPEC 7 unless told the backend has it', () => {
    const { api } = lazyAdminApi(() => Promise.reject(new Error('not called')));
    expect(api.partnerDeals.history).toBeUndefined();
    expect(api.certifications.undo).toBeUndefined();
    expect(api.events).toBeUndefined();
    expect(typeof lazyAdminApi(() => Promise.reject(new Error('not called')), { events: true }).api.events?.subscribe).toBe('function');
  });

  it('has every call ADMIN_API_METHODS names, which the compiler holds to AdminApi', () => {
    const lazy = lazyAdminApi(() => Promise.reject(new Error('not called')), true);
    const named = Object.entries(ADMIN_API_METHODS).flatMap(([group, methods]) => Object.keys(methods).map((method) => `${group}.${method}`));
    expect(methodsOf(lazy.api)).toEqual(named.sort());
  });

  it('keeps `this` for the loaded API', async () => {
    const { api: real } = recordingApi(createHttpAdminApi({ baseUrl: '/api' }));
    const unbound = { ...real, quiz: { ...real.quiz, prefix: 'quiz', list(this: { prefix: string }) { return Promise.resolve(`${this.prefix} list`); } } };
    const { api } = lazyAdminApi(() => Promise.resolve(unbound as unknown as AdminApi));
    await expect(api.quiz.list('tech')).resolves.toBe('quiz list');
  });

  it('rejects a call the loaded API does not make with a TypeError', async () => {
    const { api: real } = recordingApi(createHttpAdminApi({ baseUrl: '/api' }));
    const withoutRemove = { ...real, resources: { listByType: real.resources.listByType, upload: real.resources.upload } } as unknown as AdminApi;
    const { api } = lazyAdminApi(() => Promise.resolve(withoutRemove));
    await expect(api.resources.remove(1)).rejects.toThrow(TypeError);
    await expect(api.resources.listByType('SALES')).resolves.toBe('resources.listByType result');
  });

  it('loads nothing until the first call, then loads once for every call', async () => {
    const { api: real } = recordingApi(createHttpAdminApi({ baseUrl: '/api' }));
    const load = vi.fn(() => Promise.resolve(real));
    const { api } = lazyAdminApi(load);
    expect(load).not.toHaveBeenCalled();
    await Promise.all([api.partners.list(), api.distributors.list(), api.quiz.list('tech')]);
    await api.auth.login({ email: 'a@b.c', password: 'x' });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('passes every argument of every method through and answers with what the loaded API answers', async () => {
    const { api: real, calls } = recordingApi(createHttpAdminApi({ baseUrl: '/api' }));
    const { api } = lazyAdminApi(() => Promise.resolve(real));
    const signal = new AbortController().signal;
    const onProgress = () => {};
    for (const method of methodsOf(api)) {
      const [group, name] = method.split('.') as [keyof AdminApi, string];
      // Four distinct arguments: more than any method takes, so none can be dropped unnoticed.
      const args = [{ first: method }, 'second', { signal, onProgress }, 4];
      const call = (api[group] as unknown as Record<string, (...args: unknown[]) => Promise<unknown>>)[name]!;
      await expect(call(...args)).resolves.toBe(`${method} result`);
      expect(calls.at(-1)).toEqual({ method, args });
      expect((calls.at(-1)?.args[2] as { signal: AbortSignal }).signal).toBe(signal);
    }
    expect(calls).toHaveLength(methodsOf(api).length);
  });

  it("rejects with the loaded API's own error", async () => {
    const refused = new ApiError('Invalid credentials', 401);
    const { api: real } = recordingApi(createHttpAdminApi({ baseUrl: '/api' }));
    real.auth.login = () => Promise.reject(refused);
    const { api } = lazyAdminApi(() => Promise.resolve(real));
    await expect(api.auth.login({ email: 'a@b.c', password: 'x' })).rejects.toBe(refused);
  });

  it('rejects the calls waiting on a failed load with its error, and loads again on the next call', async () => {
    const { api: real } = recordingApi(createHttpAdminApi({ baseUrl: '/api' }));
    const offline = new TypeError('Failed to fetch dynamically imported module');
    const load = vi.fn<() => Promise<AdminApi>>().mockRejectedValueOnce(offline).mockResolvedValue(real);
    const { api } = lazyAdminApi(load);
    const waiting = await Promise.allSettled([api.partners.list(), api.partnerDeals.list()]);
    expect(waiting).toEqual([
      { status: 'rejected', reason: offline },
      { status: 'rejected', reason: offline },
    ]);
    await expect(api.partners.list()).resolves.toBe('partners.list result');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('preloads once, and a failed preload is retried by the first call', async () => {
    const { api: real } = recordingApi(createHttpAdminApi({ baseUrl: '/api' }));
    let failLoad: (error: Error) => void = () => {};
    const load = vi
      .fn<() => Promise<AdminApi>>()
      .mockImplementationOnce(() => new Promise((_, reject) => (failLoad = reject)))
      .mockResolvedValue(real);
    const { api, preload } = lazyAdminApi(load);
    preload();
    preload();
    expect(load).toHaveBeenCalledTimes(1);
    // The failure goes unreported (an unhandled rejection would fail this test) ...
    failLoad(new TypeError('offline'));
    await new Promise((resolve) => setTimeout(resolve));
    // ... and the first call loads again.
    await expect(api.certifications.list()).resolves.toBe('certifications.list result');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
