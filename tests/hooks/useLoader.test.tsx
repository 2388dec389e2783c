import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError, SessionExpiredError } from '../../src/api/errors.js';
import { useLoader } from '../../src/hooks/useLoader.js';
import { deferred } from '../support/deferred.js';

describe('useLoader', () => {
  it('reports download progress every half megabyte while the answer arrives, and none once it is in', async () => {
    const answer = deferred<number[]>();
    let report: ((progress: { loadedBytes: number; totalBytes: number | undefined }) => void) | undefined;
    const { result } = renderHook(() =>
      useLoader((_signal, onProgress) => {
        report = onProgress;
        return answer.promise;
      }, 'k', 'fallback'),
    );
    expect(result.current.progress).toBeUndefined();
    act(() => report!({ loadedBytes: 100_000, totalBytes: 2_000_000 }));
    expect(result.current.progress).toBeUndefined();
    act(() => report!({ loadedBytes: 600_000, totalBytes: 2_000_000 }));
    expect(result.current.progress).toEqual({ loadedBytes: 600_000, totalBytes: 2_000_000 });
    act(() => report!({ loadedBytes: 900_000, totalBytes: 2_000_000 }));
    expect(result.current.progress?.loadedBytes).toBe(600_000);
    act(() => report!({ loadedBytes: 1_200_000, totalBytes: 2_000_000 }));
    expect(result.current.progress?.loadedBytes).toBe(1_200_000);
    await act(async () => answer.resolve([1]));
    expect(result.current.state.status).toBe('ready');
    expect(result.current.progress).toBeUndefined();
  });

  it('starts loading, then shows the data', async () => {
    const { result } = renderHook(() => useLoader(async () => [1, 2, 3], 'k', 'fallback'));
    expect(result.current.state.status).toBe('loading');
    await waitFor(() => expect(result.current.state).toEqual({ status: 'ready', data: [1, 2, 3], error: undefined }));
  });

  it("shows the server's message, or the fallback when there is none", async () => {
    const withMessage = renderHook(() => useLoader(() => Promise.reject(new ApiError('Boom', 500, 'Database down')), 'a', 'Failed to load partner data'));
    await waitFor(() => expect(withMessage.result.current.state.error).toBe('Database down'));
    const without = renderHook(() => useLoader(() => Promise.reject(new ApiError('API error: 500', 500)), 'b', 'Failed to load partner data'));
    await waitFor(() => expect(without.result.current.state.error).toBe('Failed to load partner data'));
    const expired = renderHook(() => useLoader(() => Promise.reject(new SessionExpiredError('Session expired. Please login again.')), 'c', 'x'));
    await waitFor(() => expect(expired.result.current.state.error).toBe('Session expired. Please login again.'));
  });

  it('aborts the request when the screen unmounts, and ignores its late answer', async () => {
    const pending = deferred<string>();
    let seen: AbortSignal | undefined;
    const { result, unmount } = renderHook(() =>
      useLoader((signal) => {
        seen = signal;
        return pending.promise;
      }, 'k', 'fallback'),
    );
    unmount();
    expect(seen?.aborted).toBe(true);
    pending.resolve('late');
    await Promise.resolve();
    expect(result.current.state.status).toBe('loading');
  });

  it('ignores an older answer that arrives after a newer one', async () => {
    const calls: Array<ReturnType<typeof deferred<string>>> = [];
    const { result, rerender } = renderHook(({ id }) => useLoader(() => (calls.push(deferred<string>()), calls.at(-1)!.promise), id, 'fallback'), {
      initialProps: { id: 'first' },
    });
    rerender({ id: 'second' });
    await waitFor(() => expect(calls).toHaveLength(2));
    await act(async () => calls[1]!.resolve('second answer'));
    await act(async () => calls[0]!.resolve('first answer'));
    expect(result.current.state.data).toBe('second answer');
  });

  it('never shows the previous record while a new key loads', async () => {
    const { result, rerender } = renderHook(({ id }) => useLoader(async () => `record ${id}`, id, 'fallback'), { initialProps: { id: 1 } });
    await waitFor(() => expect(result.current.state.data).toBe('record 1'));
    rerender({ id: 2 });
    expect(result.current.state.data).toBeUndefined();
    await waitFor(() => expect(result.current.state.data).toBe('record 2'));
  });

  it('reloads on demand and lets the screen patch the data locally', async () => {
    let version = 0;
    const { result } = renderHook(() => useLoader(async () => ++version, 'k', 'fallback'));
    await waitFor(() => expect(result.current.state.data).toBe(1));
    await act(() => result.current.reload());
    expect(result.current.state.data).toBe(2);
    act(() => result.current.setData((n) => (n ?? 0) + 10));
    expect(result.current.state.data).toBe(12);
  });
});
