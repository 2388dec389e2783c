import { act, renderHook } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, SessionExpiredError } from '../../src/api/errors.js';
import { resumeAfterSignIn } from '../../src/hooks/sessionResume.js';
import { useSubmitFlow, type SubmitFlowOptions } from '../../src/hooks/useSubmitFlow.js';
import { deferred } from '../support/deferred.js';

type Options = Partial<Omit<SubmitFlowOptions<string>, 'open' | 'onOpenChange'>>;

/** The flow with its open state kept by the caller, as a screen keeps it (`useState`). */
function renderFlow(send: (signal: AbortSignal, payload: string) => Promise<unknown>, options: Options = {}) {
  const onOpenChange = vi.fn();
  const view = renderHook(
    ({ confirm }: { confirm?: boolean }) => {
      const [open, setOpen] = useState(false);
      return useSubmitFlow(send, 'Error adding question', {
        ...options,
        confirm,
        open,
        onOpenChange: (next) => {
          onOpenChange(next);
          setOpen(next);
        },
      });
    },
    { initialProps: { confirm: options.confirm } },
  );
  return { ...view, onOpenChange };
}

describe('useSubmitFlow', () => {
  it('goes form → confirm → success, sending what the form submitted once however often it is pressed', async () => {
    const sent = deferred<void>();
    const send = vi.fn(() => sent.promise);
    const onSuccess = vi.fn();
    const { result, onOpenChange } = renderFlow(send, { onSuccess });
    expect(result.current.step).toBe('closed');

    act(() => result.current.open());
    expect(onOpenChange).toHaveBeenLastCalledWith(true);
    expect(result.current.step).toBe('form');

    act(() => result.current.submit('What is 2 + 2?'));
    expect(result.current.step).toBe('confirm');
    expect(result.current.payload).toBe('What is 2 + 2?');
    expect(send).not.toHaveBeenCalled();

    let outcomes: Promise<boolean>[] = [];
    act(() => {
      outcomes = [result.current.send(), result.current.send(), result.current.send()];
    });
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith(expect.any(AbortSignal), 'What is 2 + 2?');
    expect(result.current.sending).toBe(true);
    expect(result.current.step).toBe('confirm');

    await act(async () => sent.resolve());
    expect(await Promise.all(outcomes)).toEqual([true, false, false]);
    expect(result.current.step).toBe('success');
    expect(onSuccess).toHaveBeenCalledWith('What is 2 + 2?');

    act(() => result.current.close());
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    expect(result.current.step).toBe('closed');
  });

  it('Go Back to Edit returns to the form; a failure shows the failure step and Try Again the confirm step', async () => {
    const send = vi.fn().mockRejectedValueOnce(new ApiError('Duplicate question', 409, 'Duplicate question')).mockResolvedValueOnce(undefined);
    const { result } = renderFlow(send);
    act(() => result.current.open());
    act(() => result.current.submit('draft 1'));
    act(() => result.current.back());
    expect(result.current.step).toBe('form');
    act(() => result.current.submit('draft 2'));

    await act(() => result.current.send());
    expect(result.current.step).toBe('failure');
    expect(result.current.error).toBe('Duplicate question');

    act(() => result.current.retry());
    expect(result.current.step).toBe('confirm');
    expect(result.current.payload).toBe('draft 2');
    await act(() => result.current.send());
    expect(send).toHaveBeenLastCalledWith(expect.any(AbortSignal), 'draft 2');
    expect(result.current.step).toBe('success');
    expect(result.current.error).toBeUndefined();
  });

  it('without a confirm step sends from the form, and a failure stays on the form with its error', async () => {
    const send = vi.fn().mockRejectedValueOnce(new ApiError('API error: 500', 500)).mockResolvedValueOnce(undefined);
    const { result } = renderFlow(send, { confirm: false });
    act(() => result.current.open());
    await act(async () => result.current.submit('edited'));
    expect(send).toHaveBeenCalledTimes(1);
    expect(result.current.step).toBe('form');
    expect(result.current.error).toBe('Error adding question');

    await act(async () => result.current.submit('edited again'));
    expect(result.current.step).toBe('success');
  });

  it('starts every opening at the form, whatever step the last one ended on', async () => {
    const send = vi.fn().mockRejectedValue(new ApiError('API error: 500', 500));
    const { result } = renderFlow(send);
    act(() => result.current.open());
    act(() => result.current.submit('x'));
    await act(() => result.current.send());
    expect(result.current.step).toBe('failure');
    act(() => result.current.close());
    act(() => result.current.open());
    expect(result.current.step).toBe('form');
    expect(result.current.payload).toBeUndefined();
  });

  it('stays while sending: close is ignored, and a caller closing it meanwhile gets it closed once the send ends', async () => {
    const sent = deferred<void>();
    const onSuccess = vi.fn();
    const view = renderHook(
      ({ open }: { open: boolean }) => useSubmitFlow(() => sent.promise, 'Failed to upload content', { open, onOpenChange: () => {}, onSuccess }),
      { initialProps: { open: true } },
    );
    act(() => view.result.current.submit('clip.mp4'));
    act(() => void view.result.current.send());
    act(() => view.result.current.close());
    expect(view.result.current.step).toBe('confirm');

    view.rerender({ open: false });
    expect(view.result.current.step).toBe('confirm');
    expect(view.result.current.sending).toBe(true);
    await act(async () => sent.resolve());
    expect(onSuccess).toHaveBeenCalledWith('clip.mp4');
    expect(view.result.current.step).toBe('closed');
  });

  it('after a failure for want of a session and a new sign-in, is back at the confirm step, ready to send', async () => {
    const send = vi.fn().mockRejectedValueOnce(new SessionExpiredError('Session expired. Please login again.')).mockResolvedValueOnce(undefined);
    const { result } = renderFlow(send);
    act(() => result.current.open());
    act(() => result.current.submit('clip.mp4'));
    await act(() => result.current.send());
    expect(result.current.step).toBe('failure');
    expect(result.current.error).toBe('Session expired. Please login again.');
    expect(result.current.resumed).toBe(false);

    act(() => resumeAfterSignIn());
    expect(result.current.step).toBe('confirm');
    expect(result.current.error).toBeUndefined();
    expect(result.current.resumed).toBe(true);

    await act(() => result.current.send());
    expect(send).toHaveBeenCalledTimes(2);
    expect(result.current.step).toBe('success');
    expect(result.current.resumed).toBe(false);
  });
});
