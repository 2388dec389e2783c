import { composeStories } from '@storybook/react-vite';
import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DataTable } from '../../src/components/DataTable/index.js';
import { loadRowRecycling } from '../../src/components/DataTable/DataTable.js';
import { chooseLayout } from '../../src/components/DataTable/tableLayout.js';
import { stubBoxWidth } from '../support/boxWidth.js';
import * as stories from '../../src/components/DataTable/DataTable.stories.js';
import { columnsWithAction, sampleColumns, sampleRows, type SampleRow } from '../../src/components/DataTable/DataTable.stories.js';
import { expectNoAxeViolations } from '../support/axe.js';
import { renderWithProviders } from '../support/render.js';

const { Loading, Empty, CardsLoading, CardsEmpty, SortableHeaders, Selection, CardsSelection } = composeStories(stories);

function renderTable(props: Partial<Parameters<typeof DataTable<SampleRow>>[0]> = {}) {
  const onRowClick = vi.fn();
  const onDelete = vi.fn();
  const result = renderWithProviders(
    <DataTable<SampleRow>
      caption="Partners"
      columns={columnsWithAction(onDelete)}
      rows={sampleRows}
      getRowId={(row) => row.id}
      onRowClick={onRowClick}
      layout="table"
      {...props}
    />,
  );
  return { ...result, onRowClick, onDelete };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('DataTable as a table', () => {
  it('is a table named by its caption, with column headers and one row per record', async () => {
    renderTable();
    const table = screen.getByRole('table', { name: 'Partners' });
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((h) => h.textContent)).toEqual(['Name', 'Register Date', 'Email', 'Company Name', 'Status', 'Actions']);
    expect(headers[0]).toHaveAttribute('scope', 'col');
    expect(within(table).getAllByRole('row')).toHaveLength(1 + sampleRows.length);
    expect(within(table).getByRole('cell', { name: 'ada@analytical.example' })).toBeInTheDocument();
    await expectNoAxeViolations();
  });

  it('opens a row on click', async () => {
    const { user, onRowClick } = renderTable();
    await user.click(screen.getByRole('cell', { name: 'Grace Hopper' }));
    expect(onRowClick).toHaveBeenCalledTimes(1);
    expect(onRowClick).toHaveBeenCalledWith(sampleRows[1]);
  });

  it('opens a focused row with Enter and with Space', async () => {
    const { user, onRowClick } = renderTable();
    const row = screen.getByRole('row', { name: /Ada Lovelace/ });
    await user.tab(); // the scrollable table region
    await user.tab();
    expect(row).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onRowClick).toHaveBeenLastCalledWith(sampleRows[0]);
    await user.keyboard(' ');
    expect(onRowClick).toHaveBeenCalledTimes(2);
  });

  it('does not open the row for a click or a key press on a button inside it', async () => {
    const { user, onRowClick, onDelete } = renderTable();
    const remove = screen.getByRole('button', { name: 'Delete Alan Turing' });
    await user.click(remove);
    expect(onDelete).toHaveBeenCalledWith(sampleRows[2]);
    remove.focus();
    await user.keyboard('{Enter}');
    expect(onDelete).toHaveBeenCalledTimes(2);
    expect(onRowClick).not.toHaveBeenCalled();
  });

  it('does not open the row for a click on a link or an input inside it', async () => {
    const onRowClick = vi.fn();
    const { user } = renderWithProviders(
      <DataTable<SampleRow>
        caption="Partners"
        columns={[
          { id: 'email', header: 'Email', cell: (row) => <a href={`#${row.id}`}>{row.email}</a> },
          { id: 'pick', header: 'Pick', cell: (row) => <input type="checkbox" aria-label={`Pick ${row.name}`} /> },
        ]}
        rows={sampleRows}
        getRowId={(row) => row.id}
        onRowClick={onRowClick}
        layout="table"
      />,
    );
    await user.click(screen.getByRole('link', { name: 'ada@analytical.example' }));
    await user.click(screen.getByRole('checkbox', { name: 'Pick Ada Lovelace' }));
    expect(onRowClick).not.toHaveBeenCalled();
  });

  it('leaves rows out of the tab order when they cannot be opened', () => {
    renderTable({ onRowClick: undefined, columns: sampleColumns });
    for (const row of screen.getAllByRole('row')) expect(row).not.toHaveAttribute('tabindex');
  });

  it('shows the loading text across all columns, announced as a status', async () => {
    renderWithProviders(<Loading />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Loading partners...');
    expect(status.closest('td')).toHaveAttribute('colspan', String(sampleColumns.length));
    expect(screen.queryByRole('cell', { name: 'Ada Lovelace' })).not.toBeInTheDocument();
    await expectNoAxeViolations();
  });

  it('shows the empty text across all columns', async () => {
    renderWithProviders(<Empty />);
    const cell = screen.getByRole('cell', { name: 'No partners found' });
    expect(cell).toHaveAttribute('colspan', String(sampleColumns.length));
    await expectNoAxeViolations();
  });

  it('defaults the loading text to the catalogue', () => {
    renderTable({ loading: true });
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  });

  it('draws a row again only when it, the columns or the click handler change', () => {
    const name = vi.fn((row: SampleRow) => row.name);
    const columns = [{ id: 'name', header: 'Name', cell: name }];
    const table = (props: Partial<Parameters<typeof DataTable<SampleRow>>[0]>) => (
      <DataTable<SampleRow> caption="Partners" columns={columns} rows={sampleRows} getRowId={(row) => row.id} layout="table" {...props} />
    );
    const onRowClick = vi.fn();
    const { rerender } = renderWithProviders(table({ onRowClick }));
    const count = sampleRows.length;
    expect(name).toHaveBeenCalledTimes(count);
    // A render that keeps them (a search keystroke's first render, before the new rows).
    rerender(table({ onRowClick, emptyText: 'No partners found' }));
    expect(name).toHaveBeenCalledTimes(count);
    const others = sampleRows.slice(1).map((row) => ({ ...row }));
    rerender(table({ onRowClick, rows: others }));
    expect(name).toHaveBeenCalledTimes(2 * count - 1);
    const sameColumns = [...columns];
    rerender(table({ onRowClick, rows: others, columns: sameColumns }));
    expect(name).toHaveBeenCalledTimes(3 * count - 2);
    rerender(table({ onRowClick: vi.fn(), rows: others, columns: sameColumns }));
    expect(name).toHaveBeenCalledTimes(4 * count - 3);
    expect(screen.getAllByRole('row').slice(1).map((row) => row.textContent)).toEqual(sampleRows.slice(1).map((row) => row.name));
  });
});

describe('DataTable recycleRows', () => {
  // Its code loads by import() when such a table first mounts (tests/screens/RowRecyclingLoad.test.tsx
  // shows the table before it arrives and without it); here it has arrived.
  beforeAll(() => loadRowRecycling());
  const columns = columnsWithAction(() => {});
  const table = (rows: readonly SampleRow[], recycleRows = true, layout: 'table' | 'cards' = 'table') => (
    <DataTable<SampleRow> caption="Partners" columns={columns} rows={rows} getRowId={(row) => row.id} layout={layout} recycleRows={recycleRows} />
  );
  const renamed = (suffix: string) => sampleRows.map((row) => ({ ...row, id: `${row.id}-${suffix}`, name: `${row.name} ${suffix}` }));
  const bodyRows = () => screen.getAllByRole('row').slice(1);

  it('shows a page of new records in the rows of the old, by position, moving no row', () => {
    const { rerender } = renderWithProviders(table(sampleRows));
    const before = bodyRows();
    const next = renamed('2');
    rerender(table(next));
    expect(bodyRows()).toEqual(before);
    expect(bodyRows().map((row) => within(row).getAllByRole('cell')[0]!.textContent)).toEqual(next.map((row) => row.name));
    // One record stays and moves to the top: the top row shows it, and no row element moved (a
    // moved row is taken out and styled again whole).
    const mixed = [next[2]!, ...renamed('3').slice(1)];
    rerender(table(mixed));
    expect(bodyRows()).toEqual(before);
    expect(bodyRows().map((row) => within(row).getAllByRole('cell')[0]!.textContent)).toEqual(mixed.map((row) => row.name));
    // Fewer records: the first rows stay; more: the new ones get rows of their own after them.
    rerender(table(sampleRows.slice(0, 1)));
    expect(bodyRows()).toEqual(before.slice(0, 1));
    rerender(table(renamed('4')));
    expect(bodyRows()[0]).toBe(before[0]);
    expect(bodyRows()).toHaveLength(sampleRows.length);
    expect(bodyRows().map((row) => within(row).getAllByRole('cell')[0]!.textContent)).toEqual(renamed('4').map((row) => row.name));
  });

  it('keeps the row that holds the focus with its record when the record changes place', async () => {
    const { rerender, user } = renderWithProviders(table(sampleRows));
    const grace = bodyRows()[1]!;
    await user.click(within(grace).getByRole('button', { name: /Delete/ }));
    // Grace moves to the top: her row (and the focus in it) goes with her; the row shown first
    // before takes her old place.
    const first = bodyRows()[0]!;
    const moved = [sampleRows[1]!, ...renamed('2').slice(1)];
    rerender(table(moved));
    expect(bodyRows()[0]).toBe(grace);
    expect(bodyRows()[1]).toBe(first);
    expect(within(grace).getByRole('button', { name: /Delete/ })).toHaveFocus();
    expect(bodyRows().map((row) => within(row).getAllByRole('cell')[0]!.textContent)).toEqual(moved.map((row) => row.name));
  });

  it('makes new rows without it, and for cards', () => {
    const { rerender } = renderWithProviders(table(sampleRows, false));
    const before = bodyRows();
    rerender(table(renamed('2'), false));
    expect(bodyRows().some((row) => before.includes(row))).toBe(false);
    rerender(table(sampleRows, true, 'cards'));
    const cards = screen.getAllByRole('listitem');
    rerender(table(renamed('2'), true, 'cards'));
    expect(screen.getAllByRole('listitem').some((card) => cards.includes(card))).toBe(false);
  });

  it("drops the focus of a row that now shows another record, as the row's removal would, and keeps it in a row that stays", async () => {
    const { rerender, user } = renderWithProviders(table(sampleRows));
    const grace = bodyRows()[1]!;
    await user.click(within(grace).getByRole('button', { name: /Delete/ }));
    expect(within(grace).getByRole('button', { name: /Delete/ })).toHaveFocus();
    // Grace stays, the others change: the focus stays with her.
    const withGrace = [renamed('2')[0]!, sampleRows[1]!, ...renamed('2').slice(2)];
    rerender(table(withGrace));
    expect(within(bodyRows()[1]!).getByRole('button', { name: /Delete/ })).toHaveFocus();
    // She leaves: her row shows another record and nothing in it has the focus.
    rerender(table(renamed('3')));
    expect(bodyRows()).toContain(grace);
    expect(document.body).toHaveFocus();
  });
});

describe('DataTable as cards', () => {
  it('lists one card per record, with the same click and keyboard behaviour', async () => {
    const { user, onRowClick, onDelete } = renderTable({ layout: 'cards' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Partners' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(sampleRows.length);
    // Without renderCard each column shows as a header and value pair.
    expect(within(cards[0]!).getByText('Company Name')).toBeInTheDocument();

    await user.click(within(cards[1]!).getByText('Compiler Works'));
    expect(onRowClick).toHaveBeenLastCalledWith(sampleRows[1]);

    await user.click(within(cards[2]!).getByRole('button', { name: 'Delete Alan Turing' }));
    expect(onDelete).toHaveBeenCalledTimes(1);
    expect(onRowClick).toHaveBeenCalledTimes(1);

    cards[0]!.focus();
    await user.keyboard(' ');
    expect(onRowClick).toHaveBeenLastCalledWith(sampleRows[0]);
    await expectNoAxeViolations();
  });

  it('draws cards with renderCard', () => {
    renderTable({ layout: 'cards', renderCard: (row) => <span>{`${row.name} (${row.company})`}</span> });
    expect(screen.getByText('Ada Lovelace (Analytical Engines)')).toBeInTheDocument();
  });

  it('shows loading as a status paragraph and empty as a paragraph', async () => {
    const { unmount } = renderWithProviders(<CardsLoading />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading partners...');
    unmount();
    renderWithProviders(<CardsEmpty />);
    expect(screen.getByText('No partners found').tagName).toBe('P');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });
});

describe("DataTable layout 'auto'", () => {
  it('is a table where its box has no measured width (server rendering, no layout)', () => {
    renderTable({ layout: 'auto' });
    expect(screen.getByRole('table', { name: 'Partners' })).toBeInTheDocument();
  });

  it('switches between table and cards as its own box crosses the mobile breakpoint, whatever the window', () => {
    vi.stubGlobal('innerWidth', 1400);
    const resize = stubBoxWidth(375);
    renderTable({ layout: 'auto' });
    expect(screen.getByRole('list', { name: 'Partners' })).toBeInTheDocument();
    act(() => resize(900));
    expect(screen.getByRole('table', { name: 'Partners' })).toBeInTheDocument();
    act(() => resize(767));
    expect(screen.getByRole('list', { name: 'Partners' })).toBeInTheDocument();
  });

  it("keeps 'table' and 'cards' at any width", () => {
    stubBoxWidth(375);
    const { unmount } = renderTable({ layout: 'table' });
    expect(screen.getByRole('table', { name: 'Partners' })).toBeInTheDocument();
    unmount();
    stubBoxWidth(1400);
    renderTable({ layout: 'cards' });
    expect(screen.getByRole('list', { name: 'Partners' })).toBeInTheDocument();
  });
});

describe('chooseLayout', () => {
  it("is cards below 768 px, or where the table needed more than the box, and a table otherwise", () => {
    expect(chooseLayout('auto', undefined, undefined)).toBe('table');
    expect(chooseLayout('auto', 375, undefined)).toBe('cards');
    expect(chooseLayout('auto', 767, undefined)).toBe('cards');
    expect(chooseLayout('auto', 768, undefined)).toBe('table');
    // The deals table needing 1010 px, in a 900 px column of a host page on a 1400 px window:
    expect(chooseLayout('auto', 900, 1010)).toBe('cards');
    expect(chooseLayout('auto', 1010, 1010)).toBe('table');
    expect(chooseLayout('table', 375, 1010)).toBe('table');
    expect(chooseLayout('cards', 1400, undefined)).toBe('cards');
  });
});

describe('DataTable sorting', () => {
  const names = () => within(screen.getByRole('table')).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell')[0]!.textContent);

  it('makes each sortable header a button and cycles its order, aria-sort on the sorted header only', async () => {
    const { user } = renderWithProviders(<SortableHeaders />);
    const header = (name: string) => screen.getByRole('columnheader', { name });
    expect(header('Name')).toHaveAttribute('aria-sort', 'ascending');
    expect(names()).toEqual(['Ada Lovelace', 'Alan Turing', 'Grace Hopper']);
    // Register Date and Status do not sort: plain headers without a button.
    expect(within(header('Register Date')).queryByRole('button')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Name' }));
    expect(header('Name')).toHaveAttribute('aria-sort', 'descending');
    expect(names()).toEqual(['Grace Hopper', 'Alan Turing', 'Ada Lovelace']);
    await user.click(screen.getByRole('button', { name: 'Name' }));
    expect(header('Name')).not.toHaveAttribute('aria-sort');
    expect(names()).toEqual(['Ada Lovelace', 'Grace Hopper', 'Alan Turing']);
    // By keyboard: the header's button takes Enter.
    screen.getByRole('button', { name: 'Email' }).focus();
    await user.keyboard('{Enter}');
    expect(header('Email')).toHaveAttribute('aria-sort', 'ascending');
  });

  it('has no serious accessibility violations with sortable headers', async () => {
    const { container } = renderWithProviders(<SortableHeaders />);
    await expectNoAxeViolations(container);
  });
});

describe('DataTable selection', () => {
  it("puts the page's box in the first header and a box in each row of the table", () => {
    renderWithProviders(<Selection />);
    const table = screen.getByRole('table', { name: 'Partners' });
    expect(within(within(table).getAllByRole('columnheader')[0]!).getByRole('checkbox', { name: 'Select every row on this page' })).toBeInTheDocument();
    expect(within(table).getByRole('checkbox', { name: 'Select Grace Hopper' })).toBeChecked();
  });

  it("puts one box on each card and the page's box once, above the cards", async () => {
    const { user } = renderWithProviders(<CardsSelection />);
    expect(screen.getAllByRole('checkbox', { name: 'Select every row on this page' })).toHaveLength(1);
    const cards = within(screen.getByRole('list', { name: 'Partners' })).getAllByRole('listitem');
    for (const card of cards) expect(within(card).getAllByRole('checkbox')).toHaveLength(1);
    await user.click(screen.getByRole('checkbox', { name: 'Select every row on this page' }));
    for (const card of cards) expect(within(card).getByRole('checkbox')).toBeChecked();
  });
});
