import styled from '@emotion/styled';
import { memo, useCallback, useId, useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { useMessages } from '../../i18n/index.js';
import type { ColumnSort } from '../../list/listState.js';
import { ArrowDownIcon, ArrowUpIcon } from '../Icon/index.js';
import { forwardExcept } from '../shouldForwardProp.js';
import { FieldList } from '../FieldList/index.js';
import { visuallyHidden } from '../visuallyHidden.js';
import { commonMessages } from '../../i18n/texts/common.js';
import { focusRing } from '../../theme/focusRing.js';
import { vars } from '../../theme/theme.js';
import { cardSurface } from '../../theme/surfaces.js';
import { useTableLayout } from './tableLayout.js';
import { useIsomorphicLayoutEffect } from '../../platform/useIsomorphicLayoutEffect.js';
import { lazyModule, useLazyModule } from '../../platform/lazyPart.js';

export type DataTableAlign = 'start' | 'center' | 'end';
export type DataTableLayout = 'auto' | 'table' | 'cards';
/** 'comfortable': roomy cells; 'compact': narrower cells and headers that may wrap, for tables with many columns. */
export type DataTableDensity = 'comfortable' | 'compact';

export interface DataTableColumn<Row> {
  /** A key unique among the columns. */
  id: string;
  /** The column header text. */
  header: ReactNode;
  /** The column's name where its header is not plain text, e.g. in the Columns menu. @default the header, when it is text */
  label?: string;
  /** The cell content for one row. Return text or elements, never HTML strings. */
  cell: (row: Row) => ReactNode;
  /** A CSS width for the column, e.g. 120 or '20%'. @default undefined (automatic) */
  width?: number | string;
  /**
   * Keeps the column as narrow as its content (a short number, a date, a badge), so the width
   * goes to the columns whose text would wrap. Ignored when `width` is set. @default false
   */
  fit?: boolean;
  /** Horizontal alignment of the header and cells. @default 'start' */
  align?: DataTableAlign;
}

/** Which headers sort, how the table is sorted now, and what a header click asks for. */
export interface DataTableSorting {
  /** The ids of the columns whose headers are sort buttons. */
  columns: ReadonlySet<string>;
  /** The column the rows are sorted by now, and which way; null for the server's order. */
  sorted: ColumnSort | null;
  /** A header was clicked (or pressed with Enter or Space): the list decides the next order. */
  onSort: (column: string) => void;
}

/** A row-selection control of each row, and the one for every row of the page. */
export interface DataTableSelection<Row> {
  /** The page's box: the table's first header cell, or once above the cards. */
  header: ReactNode;
  /** A row's box: the table's first cell, or the first thing on its card; null for a row that cannot be picked. */
  cell: (row: Row) => ReactNode;
}

export interface DataTableProps<Row> {
  /** The columns, in display order. */
  columns: readonly DataTableColumn<Row>[];
  /** The rows of the current page. */
  rows: readonly Row[];
  /** A stable key for a row, usually its id; rows that share one (a backend's duplicate ids) still render once each. */
  getRowId: (row: Row) => string;
  /** Called when a row (or card) is clicked or activated with Enter/Space; makes rows focusable. @default undefined */
  onRowClick?: (row: Row) => void;
  /** Draws one card of the card layout; without it a card lists every column as header and value. @default undefined */
  renderCard?: (row: Row) => ReactNode;
  /**
   * 'table', 'cards', or 'auto': by the width of the list's own box (not the window's), cards below
   * `breakpoints.mobile` or where the table would scroll sideways, a table otherwise. @default 'auto'
   */
  layout?: DataTableLayout;
  /** Shows `loadingText` instead of the rows. @default false */
  loading?: boolean;
  /** The text while loading, e.g. 'Loading partner deals...'. @default messages.common.loading */
  loadingText?: ReactNode;
  /** The text when there are no rows, e.g. 'No partners found'. @default '' */
  emptyText?: ReactNode;
  /** The accessible name of the table (a visually hidden caption) or of the card list. */
  caption: string;
  /** Cell spacing of the table layout; 'compact' lets nine columns fit beside the sidebar at 1280 px. @default 'comfortable' */
  density?: DataTableDensity;
  /** Headers that sort: a button in each such header, `aria-sort` on the sorted one. @default undefined (no header sorts) */
  sorting?: DataTableSorting;
  /**
   * Row selection: a first column of boxes in the table; on cards, one box per card and the page's
   * box once above them. @default undefined (no selection)
   */
  selection?: DataTableSelection<Row>;
  /**
   * Table rows keep their elements by position: the n-th record of a new page takes the n-th row
   * element, instead of a new one (only the record whose row holds the focus keeps its own, wherever
   * it goes): a page step, a sort or a search then updates the rows' text and attributes instead of
   * removing, creating or moving rows, which is most of what such a step costs. Only for cells that hold nothing of their own (no open menu, no typed text,
   * no state of a component): what a cell's components keep would pass to the next record in its
   * place. The focus inside a row whose record changes is dropped, as the row's removal would
   * drop it. Cards are never reused. @default false (each row's elements are its record's)
   */
  recycleRows?: boolean;
}

/** Clicks on these, inside a row, belong to the control and do not open the row. */
const INTERACTIVE = 'button,a,input,select,textarea,label,summary,[role=menuitem],[role=button],[role=checkbox],[role=menu]';

/**
 * True when a click should not open the row: it hit a control inside the row, or it came from
 * outside the row's DOM (React bubbles events from portals, e.g. a menu or dialog opened in a cell).
 */
function belongsToAnotherControl(target: EventTarget | null, row: Element): boolean {
  if (!(target instanceof Element) || !row.contains(target)) return true;
  const control = target.closest(INTERACTIVE);
  return control !== null && control !== row && row.contains(control);
}

/** Mouse and keyboard handlers shared by table rows and cards. */
function rowHandlers<Row>(row: Row, onRowClick: ((row: Row) => void) | undefined) {
  if (!onRowClick) return {};
  return {
    tabIndex: 0,
    onClick: (event: MouseEvent<HTMLElement>) => {
      if (belongsToAnotherControl(event.target, event.currentTarget)) return;
      onRowClick(row);
    },
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
      // Keys pressed on a button inside the row belong to that button.
      if (event.target !== event.currentTarget) return;
      if (event.key === 'Enter' || event.key === ' ') {
        event.preventDefault();
        onRowClick(row);
      }
    },
  };
}

/**
 * React keys for the rows: each row's id, made unique when a backend sends one id twice (the
 * second row gets `id#1`, the third `id#2`), so no row is dropped or duplicated on re-render.
 */
function uniqueRowKeys<Row>(rows: readonly Row[], getRowId: (row: Row) => string): string[] {
  const used = new Set<string>();
  return rows.map((row) => {
    const id = getRowId(row);
    let key = id;
    for (let copy = 1; used.has(key); copy += 1) key = `${id}#${copy}`;
    used.add(key);
    return key;
  });
}

/** No key passed to another record. */
const NO_KEYS: ReadonlySet<string> = new Set();

/** The row keys' code of `recycleRows`, loaded when a table that recycles its rows first mounts. */
const rowRecycling = lazyModule(() => import('./rowRecycling.js'));

/** Starts loading the code of `recycleRows` (tests, and a screen that will recycle, may await it). */
export const loadRowRecycling = rowRecycling.load;

/** The rows' keys as last worked out, and the keys that then passed to another record. */
interface RowKeys {
  ids: readonly string[];
  keys: readonly string[];
  idsKey: string;
  reassigned: ReadonlySet<string>;
}

/**
 * The React keys of the table's rows: their ids (`uniqueRowKeys`), or with `recycle` the keys of
 * `nextRowKeys` over the rows shown before (kept in state, worked out again during the render
 * whose rows differ). After that commit, a focus inside a row that now shows another record is
 * dropped, as the removal of its row would have dropped it. The code that works them out loads by
 * import() (`rowRecycling`): until it is there, or when it does not arrive, the keys are the ids,
 * as without `recycle` (the same rows, only each step replaces their elements); once it is, it
 * starts from the rows shown then, so no row changes its element on its arrival.
 */
function useRowKeys(ids: readonly string[], recycle: boolean, body: { current: HTMLTableSectionElement | null }): readonly string[] {
  // An optimisation: a failed load is not thrown (the table works the same without it), and the
  // next table that recycles asks again.
  const loaded = useLazyModule(rowRecycling, recycle, { optional: true });
  const code = recycle ? loaded : undefined;
  // Without recycling the keys are the ids: nothing to keep, and no second render on a page step.
  const idsKey = code ? ids.join('\n') : '';
  const [shown, setShown] = useState<RowKeys | null>(null);
  let current: RowKeys = { ids, keys: ids, idsKey, reassigned: NO_KEYS };
  if (code && shown?.idsKey === idsKey) current = shown;
  else if (code) {
    if (shown) current = { ids, idsKey, ...code.nextRowKeys(ids, shown, body.current) };
    setShown(current);
  } else if (shown) setShown(null);
  const { keys, reassigned } = current;
  useIsomorphicLayoutEffect(() => {
    if (reassigned.size > 0) code?.dropFocusOfReassignedRow(body.current, keys, reassigned);
  }, [keys, reassigned, body, code]);
  return keys;
}

const textAlign = (align: DataTableAlign | undefined) => (align === 'center' ? 'center' : align === 'end' ? 'right' : 'left');

const ScrollRegion = styled.div({
  overflowX: 'auto',
  background: vars.colors.surface,
  border: `1px solid ${vars.colors.border}`,
  borderRadius: vars.radii.lg,
  '&:focus-visible': focusRing(),
});

/** Compact cells keep 6 px at either side: ten columns of German headers fit beside the sidebar from 1280 px. */
const cellPadding = (density: DataTableDensity) => `${vars.space.md} ${density === 'compact' ? '6px' : vars.space.lg}`;

/** The body cells of the table, not those of its loading or empty row (StateCell). */
const BODY_CELL = '& > tbody > tr > td[data-align]';

/**
 * The table, with the styles of its body rows and cells: these are plain elements, styled from
 * here by data attributes (`data-density` on the table, `data-align` on a cell), not styled
 * components. A page of rows is most of what a page step, a sort or a search renders, and a
 * styled element is two components that serialise and hash their styles on every render
 * (measured on Partner Deals: 22 of the 90 components of a row).
 */
const Table = styled.table({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSizes.md,
  color: vars.colors.text,
  [BODY_CELL]: {
    textAlign: 'left',
    padding: cellPadding('comfortable'),
    borderBottom: `1px solid ${vars.colors.border}`,
    verticalAlign: 'middle',
  },
  [`&[data-density=compact] ${BODY_CELL.slice(2)}`]: { padding: cellPadding('compact') },
  [`${BODY_CELL}[data-align=center]`]: { textAlign: 'center' },
  [`${BODY_CELL}[data-align=end]`]: { textAlign: 'right' },
  '& > tbody > tr:last-of-type > td[data-align]': { borderBottom: 'none' },
  '& > tbody > tr[tabindex]': { cursor: 'pointer' },
  '& > tbody > tr[tabindex]:hover': { background: vars.colors.surfaceMuted },
  '& > tbody > tr:focus-visible': focusRing(-2),
});

const Caption = styled.caption(visuallyHidden);

/** A table column this narrow grows only to its content (its longest word or unbreakable value). */
const FIT_WIDTH = '1%';

/** The selection column: as wide as its box. */
const SELECT_WIDTH = 40;

const HeaderCell = styled('th', { shouldForwardProp: forwardExcept('cellAlign', 'cellWidth', 'density') })<{
  cellAlign?: DataTableAlign;
  cellWidth?: number | string;
  density: DataTableDensity;
}>(
  ({ cellAlign, cellWidth, density }) => ({
    textAlign: textAlign(cellAlign),
    width: cellWidth,
    padding: cellPadding(density),
    background: vars.colors.surfaceMuted,
    borderBottom: `1px solid ${vars.colors.border}`,
    fontSize: vars.fontSizes.sm,
    fontWeight: vars.fontWeights.bold,
    color: vars.colors.textMuted,
    // Compact headers may wrap between words ('Registration / Number') instead of widening their column.
    whiteSpace: density === 'compact' ? 'normal' : 'nowrap',
  }),
);

/**
 * A sortable header's button: the header text, wrapping as the header does, dotted underlined
 * (solid on hover) to say it can be clicked. Only the sorted header carries an arrow, glued to its
 * last word (see `withArrow`): an arrow on every header would widen each one whose text sets its
 * column's width, and nine of them would push a list beside the sidebar into sideways scrolling.
 */
const SortButton = styled.button({
  display: 'inline-block',
  margin: 0,
  padding: 0,
  border: 'none',
  background: 'none',
  font: 'inherit',
  color: 'inherit',
  textAlign: 'inherit',
  cursor: 'pointer',
  borderRadius: vars.radii.sm,
  textDecoration: 'underline dotted',
  textUnderlineOffset: 3,
  '&:hover': { color: vars.colors.text, textDecorationStyle: 'solid' },
  '&:focus-visible': focusRing(),
  '& svg': { verticalAlign: '-2px', marginInlineStart: 2 },
});

const NoBreak = styled.span({ whiteSpace: 'nowrap' });

/** A header with its arrow after the last word, never on a line of its own. */
function withArrow(header: ReactNode, arrow: ReactNode): ReactNode {
  if (typeof header !== 'string') {
    return (
      <>
        {header}
        {arrow}
      </>
    );
  }
  const at = header.lastIndexOf(' ');
  return (
    <>
      {header.slice(0, at + 1)}
      <NoBreak>
        {header.slice(at + 1)}
        {arrow}
      </NoBreak>
    </>
  );
}

const interactiveRow = () => ({
  '&[tabindex]': { cursor: 'pointer' },
  '&[tabindex]:hover': { background: vars.colors.surfaceMuted },
  '&:focus-visible': focusRing(-2),
});

const StateCell = styled.td({
  padding: `${vars.space.xl} ${vars.space.lg}`,
  textAlign: 'center',
  color: vars.colors.textMuted,
});

const CardList = styled.ul({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
});

const Card = styled.li({
  ...cardSurface(),
  ...interactiveRow(),
  '&:focus-visible': focusRing(),
});

/** A card's labels and values: a label column at least 96 px wide. */
const CardFields = styled(FieldList)({
  gridTemplateColumns: 'minmax(96px, max-content) minmax(0, 1fr)',
  // A value never makes its card wider than the screen, even one a table column keeps wide (min-width).
  dd: { minWidth: 0, '& > *': { minWidth: 0 } },
});

/** The page's selection box above the cards. */
const CardsSelectAll = styled.div({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `0 ${vars.space.sm} ${vars.space.sm}`,
});

/** A card's selection box, beside its content. */
const CardWithSelection = styled.div({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  alignItems: 'start',
  gap: vars.space.md,
});

const StateText = styled.p({
  margin: 0,
  padding: vars.space.xl,
  textAlign: 'center',
  color: vars.colors.textMuted,
  background: vars.colors.surface,
  border: `1px solid ${vars.colors.border}`,
  borderRadius: vars.radii.lg,
});

interface TableRowProps<Row> {
  row: Row;
  columns: readonly DataTableColumn<Row>[];
  onRowClick: ((row: Row) => void) | undefined;
  /** The row's selection box, when rows can be picked. */
  select: ((row: Row) => ReactNode) | undefined;
}

/**
 * The header of one column: its text, or a sort button with an arrow when the column sorts.
 * Memoised, with the column's own direction and a stable `onSort`: a sort renders the headers
 * whose arrow changes, not all of them (issue 33).
 */
const ColumnHeader = memo(function ColumnHeader<Row>({
  column,
  density,
  sortable,
  direction,
  onSort,
}: {
  column: DataTableColumn<Row>;
  density: DataTableDensity;
  sortable: boolean;
  direction: 'asc' | 'desc' | undefined;
  onSort: (column: string) => void;
}) {
  const width = column.width ?? (column.fit ? FIT_WIDTH : undefined);
  if (!sortable) {
    return (
      <HeaderCell scope="col" cellAlign={column.align} cellWidth={width} density={density}>
        {column.header}
      </HeaderCell>
    );
  }
  const Arrow = direction === 'asc' ? ArrowUpIcon : ArrowDownIcon;
  return (
    <HeaderCell
      scope="col"
      cellAlign={column.align}
      cellWidth={width}
      density={density}
      aria-sort={direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : undefined}
    >
      <SortButton type="button" onClick={() => onSort(column.id)}>
        {direction ? withArrow(column.header, <Arrow size={12} />) : column.header}
      </SortButton>
    </HeaderCell>
  );
}) as <Row>(props: {
  column: DataTableColumn<Row>;
  density: DataTableDensity;
  sortable: boolean;
  direction: 'asc' | 'desc' | undefined;
  onSort: (column: string) => void;
}) => ReactNode;

/**
 * One row of the table layout. Memoised, so a render that keeps the page's rows, the columns and
 * the click handler skips the cells: a search keystroke over a long list renders the box at once
 * and the new rows only after it (useListController), and that first render need not redo the
 * old rows.
 */
const TableRow = memo(function TableRow<Row>({ row, columns, onRowClick, select }: TableRowProps<Row>) {
  return (
    <tr {...rowHandlers(row, onRowClick)}>
      {select && <td data-align="start">{select(row)}</td>}
      {columns.map((column) => (
        <td key={column.id} data-align={column.align ?? 'start'}>
          {column.cell(row)}
        </td>
      ))}
    </tr>
  );
}) as <Row>(props: TableRowProps<Row>) => ReactNode;

/**
 * A list of records as a semantic table where its box has room for one and as cards where not
 * (a phone, a narrow column of a host page; see `layout`). It is
 * presentational: give it the rows of the
 * current page; loading and empty texts come from the caller.
 *
 * Clickable rows are focusable and open with Enter or Space; a click on a button, link or field
 * inside a cell stays with that control and does not open the row.
 *
 * @example
 * <DataTable
 *   caption="Partners"
 *   columns={[{ id: 'name', header: 'Name', cell: (p) => p.name }]}
 *   rows={visibleRows}
 *   getRowId={(p) => p.id}
 *   onRowClick={(p) => onOpenPartner(p.id)}
 *   loading={loading}
 *   loadingText="Loading partners..."
 *   emptyText="No partners found"
 * />
 */
export function DataTable<Row>({
  columns,
  rows,
  getRowId,
  onRowClick,
  renderCard,
  layout = 'auto',
  loading = false,
  loadingText,
  emptyText = '',
  caption,
  density = 'comfortable',
  sorting,
  selection,
  recycleRows = false,
}: DataTableProps<Row>) {
  const messages = useMessages({ common: commonMessages });
  const captionId = useId();
  const { ref, asCards } = useTableLayout(layout, columns.map((column) => column.id).join(' '));
  const loadingContent = loadingText ?? messages.common.loading;
  const empty = !loading && rows.length === 0;
  const ids = uniqueRowKeys(rows, getRowId);
  const body = useRef<HTMLTableSectionElement>(null);
  // Cards keep their records' keys: a card's menu holds whether it is open.
  const keys = useRowKeys(ids, recycleRows && !asCards, body);
  // The latest sorting's callback behind a stable one, so a header renders again only when its own
  // arrow changes.
  const latestSorting = useRef(sorting);
  useIsomorphicLayoutEffect(() => {
    latestSorting.current = sorting;
  });
  const onSort = useCallback((column: string) => latestSorting.current?.onSort(column), []);

  if (asCards) {
    if (loading)
      return (
        <StateText ref={ref} role="status">
          {loadingContent}
        </StateText>
      );
    if (empty) return <StateText ref={ref}>{emptyText}</StateText>;
    const content = (row: Row) =>
      renderCard ? (
        renderCard(row)
      ) : (
        <CardFields>
          {columns.map((column) => (
            <div key={column.id}>
              <dt>{column.header}</dt>
              <dd>{column.cell(row)}</dd>
            </div>
          ))}
        </CardFields>
      );
    return (
      <>
        {selection && <CardsSelectAll>{selection.header}</CardsSelectAll>}
        <CardList ref={ref} role="list" aria-label={caption}>
          {rows.map((row, index) => {
            const box = selection?.cell(row);
            return (
              <Card key={keys[index]} {...rowHandlers(row, onRowClick)}>
                {box ? (
                  <CardWithSelection>
                    {box}
                    <div>{content(row)}</div>
                  </CardWithSelection>
                ) : (
                  content(row)
                )}
              </Card>
            );
          })}
        </CardList>
      </>
    );
  }
  const columnCount = columns.length + (selection ? 1 : 0);
  const select = selection?.cell;

  return (
    // A focusable, labelled region so keyboard users can scroll a table wider than the screen.
    <ScrollRegion ref={ref} role="region" aria-labelledby={captionId} tabIndex={0}>
      <Table data-density={density}>
        <Caption id={captionId}>{caption}</Caption>
        <thead>
          <tr>
            {selection && (
              <HeaderCell scope="col" cellWidth={SELECT_WIDTH} density={density}>
                {selection.header}
              </HeaderCell>
            )}
            {columns.map((column) => (
              <ColumnHeader
                key={column.id}
                column={column}
                density={density}
                sortable={sorting?.columns.has(column.id) === true}
                direction={sorting?.sorted?.column === column.id ? sorting.sorted.direction : undefined}
                onSort={onSort}
              />
            ))}
          </tr>
        </thead>
        <tbody ref={body}>
          {loading ? (
            <tr>
              <StateCell colSpan={columnCount}>
                <div role="status">{loadingContent}</div>
              </StateCell>
            </tr>
          ) : empty ? (
            <tr>
              <StateCell colSpan={columnCount}>{emptyText}</StateCell>
            </tr>
          ) : (
            rows.map((row, index) => (
              <TableRow key={keys[index]} row={row} columns={columns} onRowClick={onRowClick} select={select} />
            ))
          )}
        </tbody>
      </Table>
    </ScrollRegion>
  );
}
