import styled from '@emotion/styled';
import { useMessages } from '../../i18n/index.js';
import { formatMessage } from '../../i18n/messages.js';
import { SORT_ORDERS, type SortDirection, type SortOrder } from '../../list/listState.js';
import { Menu, type MenuAlign } from '../Menu/index.js';
import { useControllableState } from '../useControllableState.js';
import { listBaseMessages } from '../../i18n/texts/list.js';
import { vars } from '../../theme/theme.js';

export interface SortMenuProps {
  /** The chosen order (controlled). */
  value?: SortOrder;
  /** The first order, when uncontrolled. @default 'default' */
  defaultValue?: SortOrder;
  /** Called with the order the user picks. */
  onValueChange?: (value: SortOrder) => void;
  /** Which edge of the trigger the popup lines up with. @default 'start' */
  align?: MenuAlign;
  /** @default false */
  disabled?: boolean;
  /**
   * The list is sorted by a column's header instead ('Customer Company', ascending): the trigger
   * names it and no option is checked; picking one goes back to the menu's orders.
   * @default undefined
   */
  columnSort?: { label: string; direction: SortDirection };
}

const sortLabels = (m: { list: typeof listBaseMessages }): Record<SortOrder, string> => ({
  default: m.list.sortDefault,
  oldToNew: m.list.sortOldToNew,
  newToOld: m.list.sortNewToOld,
});

const Choice = styled.span({ fontWeight: vars.fontWeights.bold });

/**
 * 'Sort By' with the current choice, opening Default (the server's order) / Old to New / New to
 * Old (by date) as radio items. While a column header sorts the list, the trigger names that
 * column and its direction instead.
 *
 * @example <SortMenu value={list.state.sort} onValueChange={list.setSort} />
 */
export function SortMenu({ value, defaultValue = 'default', onValueChange, align, disabled, columnSort }: SortMenuProps) {
  const messages = useMessages({ list: listBaseMessages });
  const [sort, setSort] = useControllableState({ value, defaultValue, onChange: onValueChange });
  const labels = sortLabels(messages);
  const t = messages.list;
  const choice = columnSort
    ? formatMessage(columnSort.direction === 'asc' ? t.sortColumnAscending : t.sortColumnDescending, { column: columnSort.label })
    : labels[sort];
  return (
    <Menu
      label={
        <span>
          {t.sortBy} <Choice>{choice}</Choice>
        </span>
      }
      align={align}
      disabled={disabled}
      items={SORT_ORDERS.map((order) => ({
        id: order,
        label: labels[order],
        kind: 'radio' as const,
        checked: !columnSort && order === sort,
        // From a column's order, any option is a change, the one the value names too.
        onSelect: () => (columnSort ? onValueChange?.(order) : setSort(order)),
      }))}
    />
  );
}
