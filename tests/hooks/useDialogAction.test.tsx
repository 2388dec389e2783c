import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../src/api/errors.js';
import { useConfirmAction, useReasonDialog } from '../../src/hooks/useDialogAction.js';

type Row = { id: number };

describe('useReasonDialog', () => {
  it('opens for a record and closes after the action succeeded', async () => {
    const perform = vi.fn(async () => undefined);
    const onSuccess = vi.fn();
    const { result } = renderHook(() => useReasonDialog<Row>(perform, 'Failed to reject deal', { onSuccess }));
    expect(result.current.isOpen).toBe(false);
    expect(result.current.target).toBeNull();
    expect(result.current.dialogProps.open).toBe(false);

    act(() => result.current.open({ id: 7 }));
    expect(result.current.isOpen).toBe(true);
    expect(result.current.target).toEqual({ id: 7 });
    expect(result.current.dialogProps.open).toBe(true);

    await act(() => result.current.submit('Duplicate'));
    expect(perform).toHaveBeenCalledWith(expect.any(AbortSignal), { id: 7 }, 'Duplicate');
    expect(onSuccess).toHaveBeenCalledWith({ id: 7 }, 'Duplicate');
    expect(result.current.isOpen).toBe(false);
    expect(result.current.target).toBeNull();
  });

  it('stays open with the error when the action fails, and forgets the error when opened again', async () => {
    const perform = vi.fn().mockRejectedValueOnce(new ApiError('API error: 500', 500));
    const onSuccess = vi.fn();
    const { result } = renderHook(() => useReasonDialog<Row>(perform, 'Failed to reject deal', { onSuccess }));
    act(() => result.current.open({ id: 3 }));
    let failure: unknown;
    await act(async () => {
      await result.current.submit('Too late').catch((error: unknown) => (failure = error));
    });
    expect(failure).toBeInstanceOf(Error);
    expect(onSuccess).not.toHaveBeenCalled();
    expect(result.current.isOpen).toBe(true);
    expect(result.current.error).toBe('Failed to reject deal');
    expect(result.current.dialogProps.error).toBe('Failed to reject deal');

    // Closed, the error stays for a banner but the dialog's props no longer carry it.
    act(() => result.current.dialogProps.onOpenChange(false));
    expect(result.current.isOpen).toBe(false);
    expect(result.current.error).toBe('Failed to reject deal');
    expect(result.current.dialogProps.error).toBeUndefined();

    act(() => result.current.open({ id: 4 }));
    expect(result.current.error).toBeUndefined();
    expect(result.current.target).toEqual({ id: 4 });
  });

  it('is submitting while the action runs and sends one request for a double click', async () => {
    let finish!: () => void;
    const perform = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { result } = renderHook(() => useReasonDialog<Row>(perform, 'x'));
    act(() => result.current.open({ id: 1 }));
    let first!: Promise<void>;
    let second!: Promise<void>;
    act(() => {
      first = result.current.submit('a');
      second = result.current.submit('a');
    });
    const secondOutcome = second.then(
      () => 'resolved',
      () => 'rejected',
    );
    expect(perform).toHaveBeenCalledTimes(1);
    expect(result.current.submitting).toBe(true);
    await act(async () => finish());
    await first;
    expect(await secondOutcome).toBe('rejected');
    expect(result.current.submitting).toBe(false);
    expect(result.current.isOpen).toBe(false);
  });

  it('refuses to submit while closed', async () => {
    const perform = vi.fn(async () => undefined);
    const { result } = renderHook(() => useReasonDialog<Row>(perform, 'Failed'));
    await expect(result.current.submit('x')).rejects.toThrow('Failed');
    expect(perform).not.toHaveBeenCalled();
  });

  it('calls onOpen when it opens, and takes any value but null as a target', () => {
    const onOpen = vi.fn();
    const { result } = renderHook(() => useReasonDialog<number>(async () => undefined, 'x', { onOpen }));
    act(() => result.current.open(0));
    expect(onOpen).toHaveBeenCalledWith(0);
    expect(result.current.isOpen).toBe(true);
    expect(result.current.target).toBe(0);
    act(() => result.current.close());
    expect(result.current.isOpen).toBe(false);
    // Opening again (onOpenChange(true)) is the host's call to open(record); it changes nothing here.
    act(() => result.current.dialogProps.onOpenChange(true));
    expect(result.current.isOpen).toBe(false);
  });
});

describe('useConfirmAction', () => {
  it('asks, acts on the record and closes on success', async () => {
    const perform = vi.fn(async () => undefined);
    const onSuccess = vi.fn();
    const { result } = renderHook(() => useConfirmAction<string>(perform, 'Failed to remove partner', { onSuccess }));
    act(() => result.current.open('42'));
    expect(result.current.dialogProps.open).toBe(true);
    await act(() => result.current.dialogProps.onConfirm());
    expect(perform).toHaveBeenCalledWith(expect.any(AbortSignal), '42');
    expect(onSuccess).toHaveBeenCalledWith('42');
    expect(result.current.isOpen).toBe(false);
  });

  it("keeps the server's message and the dialog open after a failure", async () => {
    const perform = vi.fn().mockRejectedValue(new ApiError('Partner has open deals', 409, 'Partner has open deals'));
    const { result } = renderHook(() => useConfirmAction<string>(perform, 'Failed to remove partner'));
    act(() => result.current.open('42'));
    await act(async () => {
      await expect(result.current.submit()).rejects.toThrow();
    });
    expect(result.current.isOpen).toBe(true);
    expect(result.current.error).toBe('Partner has open deals');
    act(() => result.current.clearError());
    expect(result.current.error).toBeUndefined();
  });

  it('with closeOnFailure, closes after a failure and leaves the error for the page', async () => {
    const perform = vi.fn().mockRejectedValueOnce(new ApiError('Resource is in use', 409, 'Resource is in use'));
    const onSuccess = vi.fn();
    const { result } = renderHook(() => useConfirmAction<Row>(perform, 'Failed to delete resource', { onSuccess, closeOnFailure: true }));
    act(() => result.current.open({ id: 5 }));
    await act(() => result.current.submit());
    expect(onSuccess).not.toHaveBeenCalled();
    expect(result.current.isOpen).toBe(false);
    expect(result.current.error).toBe('Resource is in use');
    expect(result.current.dialogProps.error).toBeUndefined();
  });

  it('ignores the answer once the host has gone', async () => {
    let finish!: () => void;
    const onSuccess = vi.fn();
    const perform = vi.fn((signal: AbortSignal) => new Promise<void>((resolve) => (finish = () => resolve(void signal))));
    const { result, unmount } = renderHook(() => useConfirmAction<string>(perform, 'x', { onSuccess }));
    act(() => result.current.open('1'));
    let outcome!: Promise<void>;
    act(() => {
      outcome = result.current.submit();
    });
    const settled = outcome.then(
      () => 'resolved',
      () => 'rejected',
    );
    unmount();
    finish();
    expect(await settled).toBe('rejected');
    expect(onSuccess).not.toHaveBeenCalled();
  });
});
