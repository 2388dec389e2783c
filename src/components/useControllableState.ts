import { useCallback, useRef, useState } from 'react';
import { useIsomorphicLayoutEffect } from '../platform/useIsomorphicLayoutEffect.js';

export interface ControllableStateOptions<T> {
  /** The controlled value; when it is not `undefined` the component is controlled. */
  value: T | undefined;
  /** The starting value when uncontrolled. */
  defaultValue: T;
  /** Called with each new value that differs from the current one. */
  onChange?: ((value: T) => void) | undefined;
}

/**
 * State that is either owned by the caller (`value` + `onChange`) or kept here (`defaultValue`),
 * so `open`/`defaultOpen`/`onOpenChange` and `value`/`defaultValue`/`onValueChange` work the same
 * way in every component. `onChange` fires only when the value really changes.
 *
 * @example
 * const [open, setOpen] = useControllableState({ value: props.open, defaultValue: props.defaultOpen ?? false, onChange: props.onOpenChange });
 */
export function useControllableState<T>({ value, defaultValue, onChange }: ControllableStateOptions<T>): [T, (next: T) => void] {
  const [internal, setInternal] = useState(defaultValue);
  const controlled = value !== undefined;
  const current = controlled ? value : internal;

  // The setter reads the latest value and callback through refs, so it can keep one identity.
  const latest = useRef({ current, controlled, onChange });
  useIsomorphicLayoutEffect(() => {
    latest.current = { current, controlled, onChange };
  });

  const setValue = useCallback((next: T) => {
    const { current: previous, controlled: isControlled, onChange: notify } = latest.current;
    if (Object.is(previous, next)) return;
    if (!isControlled) setInternal(next);
    // Two calls within one event (e.g. a double click) must not both report the same change.
    latest.current = { ...latest.current, current: next };
    notify?.(next);
  }, []);

  return [current, setValue];
}
