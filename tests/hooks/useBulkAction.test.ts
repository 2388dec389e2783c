import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError, SessionExpiredError } from '../../src/api/errors.js';
import { resumeAfterSignIn } from '../../src/hooks/sessionResume.js';
import { BULK_CONCURRENCY, useBulkAction } from '../../src/hooks/useBulkAction.js';

describe('useBulkAction', () => {
  it('never runs more than BULK_CONCURRENCY calls at once, and reports every record once, in the order picked', async () => {
    let inFlight = 0;
    let most = 0;
    const seen: string[] = [];
    const { result } = renderHook(() =>
      useBulkAction<'approve'>({
        fallback: 'Failed',
        perform: async (_kind, id) => {
          seen.push(id);
          inFlight += 1;
          most = Math.max(most, inFlight);
          await new Promise((resolve) => setTimeout(resolve, 5 + (Number(id) % 3)));
          inFlight -= 1;
          if (id === '7') throw new ApiError('API error: 409', 409, 'Locked');
        },
      }),
    );
    const ids = Array.from({ length: 20 }, (_, i) => String(i + 1));
    let outcome: Awaited<ReturnType<typeof result.current.run>>;
    await act(async () => {
      outcome = await result.current.run('approve', ids);
    });
    expect(most).toBe(BULK_CONCURRENCY);
    expect([...seen].sort()).toEqual([...ids].sort());
    expect(outcome!.succeeded).toEqual(ids.filter((id) => id !== '7'));
    expect(outcome!.failed).toEqual([{ id: '7', message: 'Locked' }]);
    expect(result.current.outcome).toEqual(outcome!);
    expect(result.current.progress).toBeNull();
  });

  it('ignores a second run while one is under way', async () => {
    const calls: string[] = [];
    let release: () => void = () => {};
    const { result } = renderHook(() =>
      useBulkAction<'approve'>({
        fallback: 'Failed',
        perform: (_kind, id) => {
          calls.push(id);
          return new Promise<void>((resolve) => (release = resolve));
        },
      }),
    );
    let first: Promise<unknown>;
    act(() => {
      first = result.current.run('approve', ['1']);
    });
    await act(async () => {
      expect(await result.current.run('approve', ['1', '2'])).toBeUndefined();
    });
    expect(result.current.progress).toEqual({ kind: 'approve', done: 0, total: 1 });
    // The run's code is loaded by import() on the first run of the file: until it has arrived, the
    // record's call has not been made and `release` is not yet its answer.
    await waitFor(() => expect(calls).toEqual(['1']));
    await act(async () => {
      release();
      await first;
    });
    expect(calls).toEqual(['1']);
  });

  it("drops the records that failed for want of a session from the summary once the user signs in again, and the summary when none is left", async () => {
    const EXPIRED = 'Session expired. Please login again.';
    const perform = async (_kind: 'approve', id: string) => {
      if (id === '2' || id === '3') throw new SessionExpiredError(EXPIRED);
      if (id === '4') throw new ApiError('Locked', 409, 'Locked');
    };
    const { result } = renderHook(() => useBulkAction<'approve'>({ fallback: 'Failed', perform }));
    await act(() => result.current.run('approve', ['1', '2', '3', '4']));
    expect(result.current.outcome?.failed.map((failure) => failure.message)).toEqual([EXPIRED, EXPIRED, 'Locked']);

    act(() => resumeAfterSignIn());
    expect(result.current.outcome).toEqual({ kind: 'approve', succeeded: ['1'], failed: [{ id: '4', message: 'Locked' }], conflicted: [] });

    const expired = renderHook(() => useBulkAction<'approve'>({ fallback: 'Failed', perform: async () => Promise.reject(new SessionExpiredError(EXPIRED)) }));
    await act(() => expired.result.current.run('approve', ['5', '6']).then(() => undefined));
    expect(expired.result.current.outcome?.failed).toHaveLength(2);
    act(() => resumeAfterSignIn());
    expect(expired.result.current.outcome).toBeNull();
  });
});
