import type { DataTableColumn } from '../DataTable/index.js';
import { Menu, type MenuItem } from '../Menu/index.js';

export interface ColumnsMenuProps {
  /** Every column the list can show, in order; those without text for a name are not offered. */
  columns: readonly DataTableColumn<never>[];
  /** The ids of the hidden columns. */
  hidden: ReadonlySet<string>;
  /** Called with the ids to hide; undefined goes back to the defaults. */
  onHiddenChange: (hidden: readonly string[] | undefined) => void;
  texts: { columns: string; resetColumns: string };
}

/** A column's name in the menu: its `label`, or its header when that is text. */
export const columnName = (column: DataTableColumn<never>): string | undefined =>
  column.label ?? (typeof column.header === 'string' ? column.header : undefined);

/**
 * 'Columns': a tick per column to show or hide it (the last column shown cannot be hidden), and
 * 'Reset columns'. The menu stays open while columns are ticked.
 */
export function ColumnsMenu({ columns, hidden, onHiddenChange, texts }: ColumnsMenuProps) {
  const named = columns.filter((column) => columnName(column) !== undefined);
  const shownCount = named.filter((column) => !hidden.has(column.id)).length;
  const items: MenuItem[] = named.map((column) => {
    const shown = !hidden.has(column.id);
    return {
      id: column.id,
      kind: 'checkbox',
      label: columnName(column),
      checked: shown,
      keepOpen: true,
      disabled: shown && shownCount <= 1,
      onSelect: () => onHiddenChange(shown ? [...hidden, column.id] : [...hidden].filter((id) => id !== column.id)),
    };
  });
  items.push({ id: 'reset-columns', label: texts.resetColumns, disabled: hidden.size === 0, onSelect: () => onHiddenChange(undefined) });
  return <Menu label={texts.columns} items={items} align="end" />;
}
