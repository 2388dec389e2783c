import styled from '@emotion/styled';
import { useMessages, type Messages } from '../../i18n/index.js';
import { SORT_ORDERS, type SortOrder } from '../../list/listState.js';
import { Menu, type MenuAlign } from '../Menu/index.js';
import { useControllableState } from '../useControllableState.js';
import { listMessages } from '../../i18n/texts/list.js';
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
}

const sortLabels = (m: Pick<Messages, 'list'>): Record<SortOrder, string> => ({
  default: m.list.sortDefault,
  oldToNew: m.list.sortOldToNew,
  newToOld: m.list.sortNewToOld,
});

const Choice = styled.span({ fontWeight: vars.fontWeights.bold });

/**
 * 'Sort By' with the current choice, opening Default (the server's order) / Old to New / New to
 * Old (by date) as radio items.
 *
 * @example <SortMenu value={list.state.sort} onValueChange={list.setSort} />
 */
export function SortMenu({ value, defaultValue = 'default', onValueChange, align, disabled }: SortMenuProps) {
  const messages = useMessages({ list: listMessages });
  const [sort, setSort] = useControllableState({ value, defaultValue, onChange: onValueChange });
  const labels = sortLabels(messages);
  return (
    <Menu
      label={
        <span>
          {messages.list.sortBy} <Choice>{labels[sort]}</Choice>
        </span>
      }
      align={align}
      disabled={disabled}
      items={SORT_ORDERS.map((order) => ({
        id: order,
        label: labels[order],
        kind: 'radio' as const,
        checked: order === sort,
        onSelect: () => setSort(order),
      }))}
    />
  );
}
