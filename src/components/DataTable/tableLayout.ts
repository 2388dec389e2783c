import { useState } from 'react';
import { breakpoints } from '../../theme/theme.js';
import { useBoxWidth } from '../useBoxWidth.js';
import { useIsomorphicLayoutEffect } from '../../platform/useIsomorphicLayoutEffect.js';
import type { DataTableLayout } from './DataTable.js';

/**
 * What `layout` shows in a box `width` px wide (undefined: not measured), given the width the
 * table needed when it last did not fit (undefined: it fitted, or has not been tried): 'auto' is
 * cards below `breakpoints.mobile` and wherever the table would scroll sideways, a table otherwise.
 */
export function chooseLayout(layout: DataTableLayout, width: number | undefined, tableWidth: number | undefined): 'table' | 'cards' {
  if (layout !== 'auto') return layout;
  if (width === undefined) return 'table';
  if (width < breakpoints.mobile) return 'cards';
  return tableWidth !== undefined && width < tableWidth ? 'cards' : 'table';
}

/**
 * The layout a DataTable takes in its own box (not the window: a host may give the list a 900 px
 * column on a wide screen). The box is the scroll region of the table or the list of cards,
 * whichever is shown; `ref` goes on it. With `auto`, a table whose columns need more than the box
 * (its region would scroll, hiding the last columns) turns into cards, and back into a table once
 * the box is as wide as the table needed. `columnsKey` names the columns shown: other columns
 * (the Columns menu) try the table again.
 */
export function useTableLayout(layout: DataTableLayout, columnsKey: string) {
  const [ref, width, element] = useBoxWidth<HTMLElement>();
  const [needed, setNeeded] = useState<{ columns: string; width: number } | undefined>(undefined);
  const tableWidth = needed?.columns === columnsKey ? needed.width : undefined;
  const shown = chooseLayout(layout, width, tableWidth);

  // While the table shows, watch it as well as its box: new rows can widen it in a box that stays put.
  useIsomorphicLayoutEffect(() => {
    if (layout !== 'auto' || shown !== 'table' || !element) return;
    const check = () => {
      if (element.scrollWidth > element.clientWidth + 1) setNeeded({ columns: columnsKey, width: element.scrollWidth + (element.getBoundingClientRect().width - element.clientWidth) });
    };
    check();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(check);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, [layout, shown, element, columnsKey]);

  return { ref, asCards: shown === 'cards' };
}
