import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, SessionExpiredError } from '../../src/api/errors.js';
import { resumeAfterSignIn } from '../../src/hooks/sessionResume.js';
import { useAction } from '../../src/hooks/useAction.js';

const EXPIRED = 'Session expired. Please login again.';

describe('useAction', () => {
  it('sends one request for a triple click while the first is under way', async () => {
    let finish!: () => void;
    const perform = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { result } = renderHook(() => useAction(perform, 'Failed to approve deal'));
    let outcomes: Promise<boolean>[] = [];
    act(() => {
      outcomes = [result.current.run(), result.current.run(), result.current.run()];
    });
    expect(perform).toHaveBeenCalledTimes(1);
    expect(result.current.busy).toBe(true);
    await act(async () => finish());
    expect(await Promise.all(outcomes)).toEqual([true, false, false]);
    expect(result.current.busy).toBe(false);
  });

  it('passes the arguments through with an abort signal', async () => {
    const perform = vi.fn(async (_signal: AbortSignal, id: number, reason: string) => `${id}:${reason}`);
    const { result } = renderHook(() => useAction(perform, 'x'));
    await act(() => result.current.run(7, 'Duplicate'));
    expect(perform).toHaveBeenCalledWith(expect.any(AbortSignal), 7, 'Duplicate');
  });

  it("keeps the failure's text until the next run", async () => {
    const perform = vi.fn().mockRejectedValueOnce(new ApiError('API error: 500', 500)).mockResolvedValueOnce(undefined);
    const { result } = renderHook(() => useAction(perform, 'Failed to reject deal'));
    let ok = true;
    await act(async () => {
      ok = await result.current.run();
    });
    expect(ok).toBe(false);
    expect(result.current.error).toBe('Failed to reject deal');
    await act(async () => {
      ok = await result.current.run();
    });
    expect(ok).toBe(true);
    expect(result.current.error).toBeUndefined();
  });

  it('aborts on unmount and reports nothing', async () => {
    let signal: AbortSignal | undefined;
    const perform = vi.fn((s: AbortSignal) => {
      signal = s;
      return new Promise<void>(() => {});
    });
    const { result, unmount } = renderHook(() => useAction(perform, 'x'));
    act(() => void result.current.run());
    unmount();
    expect(signal?.aborted).toBe(true);
  });

  it("forgets 'Session expired' when the user signs in again over the page, and is ready until the next run", async () => {
    const perform = vi.fn().mockRejectedValueOnce(new SessionExpiredError(EXPIRED)).mockResolvedValueOnce(undefined);
    const { result } = renderHook(() => useAction(perform, 'Failed to reject deal'));
    await act(() => result.current.run());
    expect(result.current.error).toBe(EXPIRED);
    expect(result.current.resumed).toBe(false);

    act(() => resumeAfterSignIn());
    expect(result.current.error).toBeUndefined();
    expect(result.current.resumed).toBe(true);
    // Once: a second sign-in finds nothing waiting.
    act(() => resumeAfterSignIn());
    expect(result.current.resumed).toBe(true);

    await act(() => result.current.run());
    expect(perform).toHaveBeenCalledTimes(2);
    expect(result.current.resumed).toBe(false);
    expect(result.current.error).toBeUndefined();
  });

  it('keeps other failures through a new sign-in, and waits no longer once the error is cleared', async () => {
    const { result } = renderHook(() => useAction(vi.fn().mockRejectedValue(new ApiError('API error: 500', 500)), 'Failed to approve deal'));
    await act(() => result.current.run());
    act(() => resumeAfterSignIn());
    expect(result.current.error).toBe('Failed to approve deal');
    expect(result.current.resumed).toBe(false);

    const expired = renderHook(() => useAction(vi.fn().mockRejectedValue(new SessionExpiredError(EXPIRED)), 'Failed to approve deal'));
    await act(() => expired.result.current.run());
    act(() => expired.result.current.clearError());
    act(() => resumeAfterSignIn());
    expect(expired.result.current.resumed).toBe(false);
  });
});
