import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../src/api/errors.js';
import { useAction } from '../../src/hooks/useAction.js';

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
});
