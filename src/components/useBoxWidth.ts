import { useState } from 'react';
import { useIsomorphicLayoutEffect } from '../platform/useIsomorphicLayoutEffect.js';

/**
 * The width in px of an element's own box, kept up to date with a `ResizeObserver`: what a
 * component lays itself out by, so it fits the column a host gives it (a 900 px column beside the
 * host's sidebar, a phone-wide panel) rather than the window. Measured in a layout effect, so the
 * first paint already uses it. `undefined` until measured, during server rendering, and where the
 * element has no layout (jsdom, `display: none`): callers then take their wide layout.
 *
 * Hand-written rather than a dependency: a dozen lines over the browser's `ResizeObserver`, which
 * the libraries for it (use-resize-observer, @react-hook/resize-observer) wrap the same way.
 *
 * @example
 * const [ref, width] = useBoxWidth<HTMLDivElement>();
 * const narrow = width !== undefined && width < breakpoints.mobile;
 * return <div ref={ref}>{narrow ? <Cards /> : <Table />}</div>;
 */
export function useBoxWidth<T extends Element>(): [ref: (element: T | null) => void, width: number | undefined, element: T | null] {
  return useBoxSize<T>('width');
}

/** `useBoxWidth` for either dimension of the box: `useBoxSize('height')` is how tall it is. */
export function useBoxSize<T extends Element>(dimension: 'width' | 'height'): [ref: (element: T | null) => void, size: number | undefined, element: T | null] {
  const [element, setElement] = useState<T | null>(null);
  const [size, setSize] = useState<number | undefined>(undefined);
  useIsomorphicLayoutEffect(() => {
    if (!element) return;
    const measure = () => {
      const measured = element.getBoundingClientRect()[dimension];
      setSize(measured > 0 ? measured : undefined);
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, dimension]);
  return [setElement, size, element];
}
