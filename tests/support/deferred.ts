/**
 * A promise the test settles by hand, to hold an action pending while asserting the busy state.
 *
 * @example
 * const pending = deferred();
 * onConfirm.mockReturnValue(pending.promise);
 * await act(async () => pending.resolve());
 */
export function deferred<T = void>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}
