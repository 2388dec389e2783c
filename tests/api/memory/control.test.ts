import { ApiError, InvalidResponseError, TimeoutError, isAbortError } from '../../../src/api/index.js';
import { createMemoryAdminApi } from '../../../src/api/memory/index.js';
import { rejectionOf } from '../../support/rejectionOf.js';

/** Whether `promise` has settled after the pending timers and microtasks ran. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  promise.then(
    () => (done = true),
    () => (done = true),
  );
  await vi.advanceTimersByTimeAsync(0);
  return done;
}

describe('control: failures', () => {
  it('failNext fails one call of that method only, like a bare HTTP 500', async () => {
    const api = createMemoryAdminApi();
    api.control.failNext('partners.list');
    const error = await rejectionOf(api.partners.list());
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 500, message: 'API error: 500', serverMessage: undefined });
    await expect(api.partners.list()).resolves.toHaveLength(60);
    await expect(api.distributors.list()).resolves.toHaveLength(25);
  });

  it('failNext queues: each queued failure is used by one call, in order', async () => {
    const api = createMemoryAdminApi();
    api.control.failNext('quiz.list', 'timeout');
    api.control.failNext('quiz.list', 'network');
    expect(await rejectionOf(api.quiz.list('tech'))).toBeInstanceOf(TimeoutError);
    expect(await rejectionOf(api.quiz.list('tech'))).toMatchObject({ status: 0, message: 'Network error. Please check your connection and try again.' });
    await expect(api.quiz.list('tech')).resolves.toHaveLength(20);
  });

  it('throws a given error as it is, and a failed action changes nothing', async () => {
    const api = createMemoryAdminApi();
    const custom = new ApiError('Deal is locked', 409, 'Deal is locked');
    api.control.failNext('partnerDeals.approve', custom);
    expect(await rejectionOf(api.partnerDeals.approve(1))).toBe(custom);
    expect((await api.partnerDeals.get(1)).status).toBe(api.control.data.partnerDeals[0]?.status);
    const before = api.control.data.partnerDeals.find((deal) => deal.status === 'rejected');
    api.control.failNext('partnerDeals.approve');
    await rejectionOf(api.partnerDeals.approve(before!.id));
    expect((await api.partnerDeals.get(before!.id)).status).toBe('rejected');
  });

  it('failAlways fails every call until clearFailures', async () => {
    const api = createMemoryAdminApi();
    api.control.failAlways('certifications.list', 'timeout');
    for (let i = 0; i < 3; i += 1) expect(await rejectionOf(api.certifications.list())).toMatchObject({ message: 'Request timed out. Please try again later.' });
    api.control.clearFailures();
    await expect(api.certifications.list()).resolves.toHaveLength(30);
  });

  it("'malformed' fails with the HTTP client's boundary-check error", async () => {
    const api = createMemoryAdminApi();
    api.control.failNext('quiz.list', 'malformed');
    const quizError = await rejectionOf(api.quiz.list('sales'));
    expect(quizError).toBeInstanceOf(InvalidResponseError);
    expect(quizError).toMatchObject({ message: 'Invalid data format received from server' });

    api.control.failNext('partners.list', 'malformed');
    expect(await rejectionOf(api.partners.list())).toMatchObject({
      name: 'InvalidResponseError',
      message: 'Invalid data format received from server (partners.list: expected an array, got an object)',
    });
    api.control.failNext('partners.get', 'malformed');
    expect(await rejectionOf(api.partners.get(1))).toMatchObject({
      message: 'Invalid data format received from server (partners.get: expected an object with an id, got an object without one)',
    });
    api.control.failNext('certifications.get', 'malformed');
    expect((await rejectionOf(api.certifications.get(1))) as Error).toBeInstanceOf(InvalidResponseError);
    api.control.failNext('auth.login', 'malformed');
    expect(((await rejectionOf(api.auth.login({ email: 'a', password: 'b' }))) as Error).message).toContain('token');
  });

  it('takes text overrides for simulated failures', async () => {
    const api = createMemoryAdminApi({ messages: { timedOut: 'Zeitüberschreitung' } });
    api.control.failNext('partners.list', 'timeout');
    expect(await rejectionOf(api.partners.list())).toMatchObject({ message: 'Zeitüberschreitung' });
  });
});

describe('control: latency and abort', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('waits latencyMs before answering', async () => {
    const api = createMemoryAdminApi({ latencyMs: 300 });
    const call = api.partners.list();
    expect(await settled(call)).toBe(false);
    await vi.advanceTimersByTimeAsync(299);
    expect(await settled(call)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled(call)).toBe(true);
    await expect(call).resolves.toHaveLength(60);
  });

  it('delay overrides the latency of one method; null restores it', async () => {
    const api = createMemoryAdminApi({ latencyMs: 10 });
    api.control.delay('partners.list', 1000);
    const slow = api.partners.list();
    const fast = api.distributors.list();
    await vi.advanceTimersByTimeAsync(10);
    expect(await settled(fast)).toBe(true);
    expect(await settled(slow)).toBe(false);
    await vi.advanceTimersByTimeAsync(990);
    expect(await settled(slow)).toBe(true);
    api.control.delay('partners.list', null);
    const again = api.partners.list();
    await vi.advanceTimersByTimeAsync(10);
    expect(await settled(again)).toBe(true);
  });

  it("'never' stays pending until the signal aborts, then rejects with an AbortError", async () => {
    const api = createMemoryAdminApi();
    api.control.delay('certifications.get', 'never');
    const controller = new AbortController();
    const call = api.certifications.get(1, { signal: controller.signal });
    await vi.advanceTimersByTimeAsync(60 * 60 * 1000);
    expect(await settled(call)).toBe(false);
    controller.abort();
    const error = await rejectionOf(call);
    expect(error).toMatchObject({ name: 'AbortError' });
    expect(Object.prototype.toString.call(error)).toBe('[object DOMException]');
    expect(isAbortError(error)).toBe(true);
  });

  it('an abort during the latency rejects at once and leaves the data alone', async () => {
    const api = createMemoryAdminApi({ latencyMs: 500 });
    const controller = new AbortController();
    const call = api.partnerDeals.approve(2, { signal: controller.signal });
    await vi.advanceTimersByTimeAsync(100);
    controller.abort();
    expect(isAbortError(await rejectionOf(call))).toBe(true);
    await vi.advanceTimersByTimeAsync(1000);
    expect(api.control.data.partnerDeals[1]?.status).toBe(createMemoryAdminApi().control.data.partnerDeals[1]?.status);
  });

  it('an already aborted signal rejects without latency', async () => {
    vi.useRealTimers();
    const api = createMemoryAdminApi();
    const error = await rejectionOf(api.partners.list({ signal: AbortSignal.abort() }));
    expect(isAbortError(error)).toBe(true);
  });
});

describe('control: calls, data and reset', () => {
  it('records every call with its arguments, failed and aborted ones too', async () => {
    const api = createMemoryAdminApi();
    await api.partners.list();
    await api.partnerDeals.reject(3, 'Duplicate', {});
    api.control.failNext('quiz.list');
    await rejectionOf(api.quiz.list('sales'));
    await rejectionOf(api.partners.get(1, { signal: AbortSignal.abort() }));
    expect(api.control.calls).toEqual([
      { method: 'partners.list', args: [] },
      { method: 'partnerDeals.reject', args: [3, 'Duplicate'] },
      { method: 'quiz.list', args: ['sales'] },
      { method: 'partners.get', args: [1] },
    ]);
    expect(api.control.calls.filter((call) => call.method === 'partners.list')).toHaveLength(1);
  });

  it('reset restores the data and forgets calls, failures and delays', async () => {
    const api = createMemoryAdminApi();
    const original = api.control.data;
    await api.partners.remove(1);
    await api.quiz.create('tech', { question: 'Q?', optionA: 'a', optionB: 'b', optionC: 'c', optionD: 'd', correctOption: 'A', marks: 1 });
    api.control.failAlways('partners.list');
    api.control.failNext('distributors.list');
    api.control.delay('resources.listByType', 'never');
    api.control.reset();
    expect(api.control.calls).toEqual([]);
    expect(api.control.data).toEqual(original);
    await expect(api.partners.list()).resolves.toHaveLength(60);
    await expect(api.distributors.list()).resolves.toHaveLength(25);
    await expect(api.resources.listByType('SALES')).resolves.not.toHaveLength(0);
    await api.quiz.create('tech', { question: 'Q?', optionA: 'a', optionB: 'b', optionC: 'c', optionD: 'd', correctOption: 'A', marks: 1 });
    expect((await api.quiz.list('tech')).at(-1)?.id).toBe(21);
  });
});
