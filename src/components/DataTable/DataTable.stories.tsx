import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { columnSortOf, nextColumnSort, type ListSort } from '../../list/listState.js';
import { IconButton } from '../Button/index.js';
import { TrashIcon } from '../Icon/index.js';
import { StatusBadge } from '../StatusBadge/index.js';
import { pinViewport } from '../../../.storybook/modes.js';
import { DataTable, type DataTableColumn, type DataTableProps } from './DataTable.js';

/** A fixed partner-like row: stories and tests use the same data every time. */
export interface SampleRow {
  id: string;
  name: string;
  email: string;
  company: string;
  registered: string;
  active: boolean;
}

export const sampleRows: SampleRow[] = [
  { id: 'p1', name: 'Ada Lovelace', email: 'ada@analytical.example', company: 'Analytical Engines', registered: 'Jan 12, 2026', active: true },
  { id: 'p2', name: 'Grace Hopper', email: 'grace@cobol.example', company: 'Compiler Works', registered: 'Feb 3, 2026', active: true },
  { id: 'p3', name: 'Alan Turing', email: 'alan@bletchley.example', company: 'Bombe Ltd', registered: 'Mar 21, 2026', active: false },
];

export const sampleColumns: DataTableColumn<SampleRow>[] = [
  { id: 'name', header: 'Name', cell: (row) => row.name },
  { id: 'registered', header: 'Register Date', cell: (row) => row.registered, width: 140 },
  { id: 'email', header: 'Email', cell: (row) => row.email },
  { id: 'company', header: 'Company Name', cell: (row) => row.company },
  {
    id: 'status',
    header: 'Status',
    align: 'center',
    cell: (row) => <StatusBadge tone={row.active ? 'success' : 'neutral'}>{row.active ? 'Active' : 'Inactive'}</StatusBadge>,
  },
];

/** The same columns plus a delete button in each row: its clicks must not open the row. */
export const columnsWithAction = (onDelete: (row: SampleRow) => void): DataTableColumn<SampleRow>[] => [
  ...sampleColumns,
  {
    id: 'actions',
    header: 'Actions',
    align: 'end',
    cell: (row) => (
      <IconButton label={`Delete ${row.name}`} onClick={() => onDelete(row)}>
        <TrashIcon />
      </IconButton>
    ),
  },
];

const SampleTable = DataTable<SampleRow>;

const meta = {
  title: 'Kit/DataTable',
  // Lower-case exports are fixtures shared with the unit tests, not stories.
  excludeStories: /^[a-z]/,
  component: SampleTable,
  args: {
    caption: 'Partners',
    columns: sampleColumns,
    rows: sampleRows,
    getRowId: (row) => row.id,
    onRowClick: fn(),
    layout: 'table',
    loadingText: 'Loading partners...',
    emptyText: 'No partners found',
  },
} satisfies Meta<typeof SampleTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Rows in a table; a row opens on click, Enter or Space, but not from the delete button inside it. */
export const Populated: Story = {
  args: { columns: columnsWithAction(fn()) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Ada Lovelace' }));
    await expect(args.onRowClick).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('cell', { name: 'Grace Hopper' }));
    await expect(args.onRowClick).toHaveBeenLastCalledWith(sampleRows[1]);
  },
};

/** While the list loads: the text spans every column and is announced. */
export const Loading: Story = { args: { loading: true } };

/** No rows after filtering. */
export const Empty: Story = { args: { rows: [] } };

/** Rows that cannot be opened: not focusable, no pointer cursor. */
export const ReadOnly: Story = { args: { onRowClick: undefined } };

/** The card layout with a custom card: the company size in brackets after the name. */
export const Cards: Story = {
  args: {
    layout: 'cards',
    renderCard: (row) => (
      <div>
        <strong>{row.name}</strong> ({row.company})
        <div>{row.email}</div>
      </div>
    ),
  },
};

/** Cards without `renderCard`: each column as a header and value pair. */
export const CardsFromColumns: Story = { args: { layout: 'cards' } };

/** Loading and empty texts in the card layout. */
export const CardsLoading: Story = { args: { layout: 'cards', loading: true } };
export const CardsEmpty: Story = { args: { layout: 'cards', rows: [] } };

/** 'auto' on a phone-sized viewport switches to cards below the mobile breakpoint. */
export const MobileViewport: Story = {
  args: { layout: 'auto', columns: columnsWithAction(fn()) },
  ...pinViewport('mobile1'),
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320 }}>
        <Story />
      </div>
    ),
  ],
};

/** The headers' sort, as a list holds it: ascending, descending, then the server's order again. */
function SortedTable(args: DataTableProps<SampleRow>) {
  const [sort, setSort] = useState<ListSort>('name');
  const sorted = columnSortOf(sort);
  const rows = sorted
    ? [...args.rows].sort((a, b) => (sorted.direction === 'asc' ? 1 : -1) * a[sorted.column as 'name'].localeCompare(b[sorted.column as 'name']))
    : args.rows;
  return (
    <DataTable
      {...args}
      rows={rows}
      sorting={{ columns: new Set(['name', 'email', 'company']), sorted, onSort: (column) => setSort(nextColumnSort(sort, column)) }}
    />
  );
}

/**
 * Sortable headers: a button in each (the arrow shows the order), `aria-sort` on the sorted one.
 * Name is sorted ascending; a click on Company Name sorts by it, a second click descending.
 */
export const SortableHeaders: Story = {
  render: (args) => <SortedTable {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.click(canvas.getByRole('button', { name: 'Company Name' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Company Name' }));
    await expect(canvas.getByRole('columnheader', { name: 'Company Name' })).toHaveAttribute('aria-sort', 'descending');
    await expect(canvas.getByRole('columnheader', { name: 'Name' })).not.toHaveAttribute('aria-sort');
    await expect(canvas.getAllByRole('row')[1]).toHaveTextContent('Compiler Works');
  },
};

/** Rows to pick: a box per row and the page's in the header; on cards, one box per card and the page's once above them. */
function PickingTable(args: DataTableProps<SampleRow>) {
  const [picked, setPicked] = useState<ReadonlySet<string>>(new Set(['p2']));
  const toggle = (id: string) => setPicked((current) => new Set(current.has(id) ? [...current].filter((other) => other !== id) : [...current, id]));
  return (
    <DataTable
      {...args}
      selection={{
        header: (
          <input
            type="checkbox"
            aria-label="Select every row on this page"
            checked={picked.size === args.rows.length}
            onChange={(event) => setPicked(new Set(event.target.checked ? args.rows.map((row) => row.id) : []))}
          />
        ),
        cell: (row) => <input type="checkbox" aria-label={`Select ${row.name}`} checked={picked.has(row.id)} onChange={() => toggle(row.id)} />,
      }}
    />
  );
}

export const Selection: Story = { render: (args) => <PickingTable {...args} /> };

export const CardsSelection: Story = {
  args: { layout: 'cards' },
  render: (args) => <PickingTable {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('checkbox', { name: 'Select every row on this page' })).toHaveLength(1);
    for (const card of within(canvas.getByRole('list', { name: 'Partners' })).getAllByRole('listitem')) {
      await expect(within(card).getAllByRole('checkbox')).toHaveLength(1);
    }
  },
};
