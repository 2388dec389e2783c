import styled from '@emotion/styled';
import { memo, useCallback, useEffect, useId, useMemo, useRef, type ReactNode } from 'react';
import { useExportAction, type ExportSource } from '../../hooks/useExportAction.js';
import type { ListLoad } from '../../hooks/useListLoad.js';
import type { RowSelection } from '../../hooks/useRowSelection.js';
import { formatMessage } from '../../i18n/messages.js';
import type { DateRange, DownloadProgress } from '../../api/types.js';
import type { ExportFormat } from '../../export/exportRows.js';
import { listBaseMessages } from '../../i18n/texts/list.js';
import { useMessages } from '../../i18n/index.js';
import { SORT_ORDERS, columnSortOf, nextColumnSort, useHiddenColumns, type ListController, type SortOrder } from '../../list/index.js';
import { Button } from '../Button/index.js';
import { DataTable, type DataTableColumn, type DataTableDensity, type DataTableLayout, type DataTableSelection, type DataTableSorting } from '../DataTable/index.js';
import { DateRangeFilter } from '../DateRangeFilter/index.js';
import { ErrorBanner } from '../ErrorBanner/index.js';
import { ExportMenu, type ExportScope } from '../ExportMenu/index.js';
import { Pagination } from '../Pagination/index.js';
import { SearchInput } from '../SearchInput/index.js';
import { SortMenu } from '../SortMenu/index.js';
import { ColumnsMenu, columnName } from './ColumnsMenu.js';
import { commonMessages } from '../../i18n/texts/common.js';
import { vars } from '../../theme/theme.js';
import { useIsomorphicLayoutEffect } from '../../platform/useIsomorphicLayoutEffect.js';
import { cardSurface } from '../../theme/surfaces.js';

export interface ListViewProps<Row> {
  /** The list state and derived rows, from `useListController`. */
  list: Omit<ListController<Row>, 'setFacet'>;
  /**
   * Where the list's load stands (`useListLoad`): loading, 'Updating...', download progress, the
   * red banner with 'Try Again' or a dismiss button. @default loaded, no error
   */
  load?: ListLoad;
  /** The table's columns. */
  columns: readonly DataTableColumn<Row>[];
  /** A stable key per row. */
  getRowId: (row: Row) => string;
  /** The table's accessible name. */
  caption: string;
  /** The search box placeholder, which is also its accessible name. */
  searchPlaceholder: string;
  /** e.g. 'Loading partner deals...'. */
  loadingText: ReactNode;
  /** e.g. 'No partners found'; not shown while a failed load's banner says what happened. */
  emptyText: ReactNode;
  /**
   * Above the toolbar: the list's own filters, e.g. `<StatusFilter {...list.statusFilter} />`
   * (passed in, so that a list without one does not carry its code). @default undefined
   */
  filters?: ReactNode;
  /** Opens a row (click, Enter or Space). @default undefined */
  onRowClick?: (row: Row) => void;
  /** The card of the small-screen layout. @default every column as label and value */
  renderCard?: (row: Row) => ReactNode;
  /** Shows the Sort By menu. @default true */
  sortable?: boolean;
  /** Shows the date range filter. @default true */
  dateRange?: boolean;
  /** Shows the export menu for these columns (and the CSV's separator); the rows are the list's filtered rows. @default undefined (no export) */
  exportOptions?: Omit<ExportSource<Row>, 'rows'>;
  /** More controls for the toolbar, e.g. a content-type filter. @default undefined */
  toolbarExtra?: ReactNode;
  /** @default 'auto' */
  layout?: DataTableLayout;
  /** The table's cell spacing; 'compact' for many columns. @default 'comfortable' */
  density?: DataTableDensity;
  /**
   * Rows can be picked for bulk actions: a checkbox column (each box named 'Select {name}', the
   * header's picks the page; on cards one box each and the page's once above them) and, in the
   * export menu, the picked rows. @default undefined (no selection)
   */
  selection?: { rows: RowSelection<Row>; rowName: (row: Row) => string };
  /** Above the table, e.g. the `BulkBar`. @default undefined */
  bulkBar?: ReactNode;
  /**
   * Shows the Columns menu, to hide and show columns; they are remembered under the list's `name`
   * (see `ListPreferences`), or its caption. @default true
   */
  columnsMenu?: boolean;
  /** The table's rows new to a page take the elements of those that left (see `DataTable`'s `recycleRows`). @default false */
  recycleRows?: boolean;
}

const LOADED: ListLoad = { loading: false };

const megabytes = (bytes: number) => String(Math.max(1, Math.round(bytes / 1e6)));

/** '45 of 101 MB', or '45 MB' when the server gave no length. */
function downloadedText({ loadedBytes, totalBytes }: DownloadProgress, t: typeof listBaseMessages): string {
  return totalBytes
    ? formatMessage(t.downloadedOf, { loaded: megabytes(loadedBytes), total: megabytes(totalBytes) })
    : formatMessage(t.downloaded, { loaded: megabytes(loadedBytes) });
}

const Updating = styled.span({ alignSelf: 'center', color: vars.colors.textMuted, fontSize: vars.fontSizes.sm });

const selectBoxStyles = { width: 18, height: 18, margin: 0, accentColor: vars.colors.primary, cursor: 'pointer' } as const;
const SelectBox = styled.input(selectBoxStyles);

/** The header's box: picks or drops every selectable row of the page; mixed when some are picked. */
function PageCheckbox<Row>({ rows, selection, label }: { rows: readonly Row[]; selection: RowSelection<Row>; label: string }) {
  const selectable = rows.filter(selection.canSelect);
  const picked = selectable.filter(selection.isSelected).length;
  const ref = useRef<HTMLInputElement>(null);
  const mixed = picked > 0 && picked < selectable.length;
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = mixed;
  }, [mixed]);
  // The page's rows and selection as last rendered, read at the click: the box is then the same
  // element while it shows the same, and a new page of rows (a page step, a sort, a keystroke)
  // does not render it again (React writes `name` and `type` again on every box it renders).
  const latest = useRef({ selectable, selection });
  useIsomorphicLayoutEffect(() => {
    latest.current = { selectable, selection };
  });
  const checked = selectable.length > 0 && picked === selectable.length;
  const disabled = selectable.length === 0;
  return useMemo(
    () => (
      <SelectBox
        ref={ref}
        type="checkbox"
        aria-label={label}
        checked={checked}
        disabled={disabled}
        onChange={(event) => latest.current.selection.setRows(latest.current.selectable, event.target.checked)}
      />
    ),
    [label, checked, disabled],
  );
}

const Toolbar = styled.div({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  marginBottom: vars.space.lg,
  '& > :first-of-type': { flex: '1 1 240px', maxWidth: 480 },
});

const Controls = styled.div({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, marginLeft: 'auto' });

const Filters = styled.div({ marginBottom: vars.space.md });

const Panel = styled.section({
  ...cardSurface(),
  minWidth: 0,
  '& [data-select-row]': selectBoxStyles,
});

interface ListToolbarProps {
  search: string;
  searchPlaceholder: string;
  onSearch: (value: string) => void;
  refreshing: boolean;
  extra: ReactNode;
  /** The Sort By menu's order; undefined: no menu. */
  sort: SortOrder | undefined;
  onSort: (value: SortOrder) => void;
  columnSortLabel: string | undefined;
  columnSortDirection: 'asc' | 'desc' | undefined;
  /** The applied range; undefined: no date filter. */
  range: DateRange | null | undefined;
  onApplyRange: (range: DateRange) => void;
  onClearRange: () => void;
  /** The Columns menu's columns; undefined: no menu. */
  columns: readonly DataTableColumn<never>[] | undefined;
  hiddenColumns: ReadonlySet<string>;
  onHiddenColumnsChange: (hidden: readonly string[] | undefined) => void;
  /** undefined: no export menu. */
  onExport: ((format: ExportFormat, scope: ExportScope) => void) | undefined;
  selectedCount: number;
  exporting: boolean;
  t: typeof listBaseMessages;
}

/**
 * The search box and the toolbar's menus. Memoised, with props that stay the same while only the
 * rows change: a page step, a sort by a header or the rows of a keystroke render the table and the
 * pager, not the toolbar's dozen styled components (issue 33).
 */
const ListToolbar = memo(function ListToolbar(props: ListToolbarProps) {
  const { t, search, searchPlaceholder, onSearch, sort, onSort, columnSortLabel, columnSortDirection, range, onApplyRange, onClearRange } = props;
  const { columns, hiddenColumns, onHiddenColumnsChange, onExport, selectedCount, exporting } = props;
  const columnsTexts = useMemo(() => ({ columns: t.columns, resetColumns: t.resetColumns }), [t]);
  // Each control's element stays the same while its own props do: a keystroke renders the search
  // box, a sort by a header the Sort By menu, and not the others.
  const searchBox = useMemo(() => <SearchInput placeholder={searchPlaceholder} value={search} onValueChange={onSearch} />, [searchPlaceholder, search, onSearch]);
  const sortMenu = useMemo(
    () =>
      sort !== undefined && (
        <SortMenu
          value={sort}
          onValueChange={onSort}
          columnSort={columnSortLabel !== undefined && columnSortDirection ? { label: columnSortLabel, direction: columnSortDirection } : undefined}
        />
      ),
    [sort, onSort, columnSortLabel, columnSortDirection],
  );
  const dateFilter = useMemo(
    () => range !== undefined && <DateRangeFilter value={range} onApply={onApplyRange} onClear={onClearRange} />,
    [range, onApplyRange, onClearRange],
  );
  const columnsMenu = useMemo(
    () => columns && <ColumnsMenu columns={columns} hidden={hiddenColumns} onHiddenChange={onHiddenColumnsChange} texts={columnsTexts} />,
    [columns, hiddenColumns, onHiddenColumnsChange, columnsTexts],
  );
  const exportMenu = useMemo(
    () => onExport && <ExportMenu onExport={onExport} selectedCount={selectedCount} busy={exporting} />,
    [onExport, selectedCount, exporting],
  );
  return (
    <Toolbar>
      {searchBox}
      <Controls>
        {props.refreshing && <Updating role="status">{t.updating}</Updating>}
        {props.extra}
        {sortMenu}
        {dateFilter}
        {columnsMenu}
        {exportMenu}
      </Controls>
    </Toolbar>
  );
});

/**
 * A row's selection box: a plain box styled by `Panel` (it is in every row, and a styled one
 * serialises its styles on every render), named by a hidden text beside it. A row showing another
 * record changes that text alone: the box renders again only when it is ticked or cleared, because
 * React writes an input's name, type and checked state again on each render of it (issue 33: four
 * writes a changed row, where the text is one).
 */
const RowSelectBox = memo(function RowSelectBox({ label, checked, onToggle }: { label: string; checked: boolean; onToggle: () => void }) {
  const labelId = useId();
  const latestToggle = useRef(onToggle);
  useIsomorphicLayoutEffect(() => {
    latestToggle.current = onToggle;
  });
  const onChange = useCallback(() => latestToggle.current(), []);
  const box = useMemo(
    () => <input data-select-row="" type="checkbox" aria-labelledby={labelId} checked={checked} onChange={onChange} />,
    [labelId, checked, onChange],
  );
  return (
    <>
      {box}
      <span id={labelId} hidden>
        {label}
      </span>
    </>
  );
});

/**
 * The list machinery every list screen shares: search, sort, date range, export, the red
 * banner, the table (cards on small screens) and the pager, all bound to one list controller.
 *
 * @example
 * const list = useListController(partners, { searchText: (p) => [p.firstName, p.email], date: (p) => p.createdAt });
 * <ListView list={list} columns={columns} getRowId={(p) => String(p.id)} caption="Partners"
 *   searchPlaceholder="Search by name, email, or company" loadingText="Loading..." emptyText="No partners found"
 *   exportOptions={{ columns: partnerExportColumns, kind: 'partners' }} />
 */
export function ListView<Row>({
  list,
  load = LOADED,
  columns,
  getRowId,
  caption,
  searchPlaceholder,
  loadingText,
  emptyText,
  filters,
  onRowClick,
  renderCard,
  sortable = true,
  dateRange = true,
  exportOptions,
  toolbarExtra,
  layout = 'auto',
  density,
  selection,
  bulkBar,
  columnsMenu = true,
  recycleRows,
}: ListViewProps<Row>) {
  const messages = useMessages({ common: commonMessages, list: listBaseMessages });
  const t = messages.list;
  const { pageRows, state, sortableColumns, dateColumn, setSort } = list;
  const [hiddenColumns, setHiddenColumns] = useHiddenColumns(
    list.name ?? caption,
    useMemo(() => columns.map((column) => column.id), [columns]),
  );
  const shownColumns = useMemo(
    () => (hiddenColumns.size === 0 ? columns : columns.filter((column) => !hiddenColumns.has(column.id))),
    [columns, hiddenColumns],
  );
  // A row's box is made from the selection's callbacks alone, which change only with what is
  // picked: the table's rows (memoised) then render again only when the picks change, not on every
  // render of the list (a page step, the URL written after it).
  const { canSelect, isSelected, toggle } = selection?.rows ?? {};
  const rowName = selection?.rowName;
  const selectCell = useMemo(
    () =>
      canSelect && isSelected && toggle && rowName
        ? (row: Row) =>
            canSelect(row) ? (
              <RowSelectBox label={formatMessage(t.selectRow, { name: rowName(row) })} checked={isSelected(row)} onToggle={() => toggle(row)} />
            ) : null
        : undefined,
    [canSelect, isSelected, toggle, rowName, t],
  );
  const tableSelection = useMemo(
    (): DataTableSelection<Row> | undefined =>
      selection && selectCell ? { header: <PageCheckbox rows={pageRows} selection={selection.rows} label={t.selectPage} />, cell: selectCell } : undefined,
    [selection, selectCell, pageRows, t],
  );

  // The headers sort; the date column's orders are the Sort By menu's.
  const sorted = columnSortOf(state.sort, dateColumn);
  const onSort = useCallback((column: string) => setSort(nextColumnSort(state.sort, column, dateColumn)), [setSort, state.sort, dateColumn]);
  const sorting = useMemo(
    (): DataTableSorting | undefined => (sortableColumns.size === 0 ? undefined : { columns: sortableColumns, sorted, onSort }),
    // `sorted` is new each render; what it holds is the sort.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [sortableColumns, state.sort, dateColumn, onSort],
  );
  const sortedColumn = sorted && sorted.column !== dateColumn ? columns.find((column) => column.id === sorted.column) : undefined;
  const menuSort: SortOrder = (SORT_ORDERS as readonly string[]).includes(state.sort) ? (state.sort as SortOrder) : 'default';

  const selectedCount = selection?.rows.count ?? 0;
  const exporter = useExportAction({
    // Read when an export starts: the list builds its filtered rows only for that.
    get rows() {
      return list.filteredRows;
    },
    loadRows: list.loadFilteredRows,
    rowCount: list.loadFilteredRows ? list.total : undefined,
    columns: exportOptions?.columns ?? [],
    pdfColumns: exportOptions?.pdfColumns,
    kind: exportOptions?.kind ?? 'partners',
    title: exportOptions?.title,
    csvSeparator: exportOptions?.csvSeparator,
    fileUrl: exportOptions?.fileUrl,
  });
  // Stable, so the toolbar (memoised) does not render again with every page of rows.
  const exportWith = useRef({ exporter, selection, list });
  useEffect(() => {
    exportWith.current = { exporter, selection, list };
  });
  const onExport = useCallback((format: ExportFormat, scope: ExportScope) => {
    const { exporter: current, selection: picked, list: shown } = exportWith.current;
    void current.exportAs(format, scope === 'selected' && picked ? picked.rows.rowsOf(shown.filteredRows) : undefined);
  }, []);
  // After a failed load the banner says what happened: 'No partners found' would be wrong.
  const loadFailed = load.error !== undefined && load.retry !== undefined;
  // Rows that have arrived before the list's search and sort code (loaded beside them) wait with
  // the loading text, so they never show unsorted first.
  const loading = load.loading || (list.preparing === true && !loadFailed);

  return (
    <Panel aria-label={caption}>
      {filters && <Filters>{filters}</Filters>}
      <ListToolbar
        search={state.search}
        searchPlaceholder={searchPlaceholder}
        onSearch={list.setSearch}
        refreshing={load.refreshing === true}
        extra={toolbarExtra}
        sort={sortable ? menuSort : undefined}
        onSort={setSort}
        columnSortLabel={sortedColumn && sorted ? (columnName(sortedColumn as DataTableColumn<never>) ?? sortedColumn.id) : undefined}
        columnSortDirection={sortedColumn && sorted ? sorted.direction : undefined}
        range={dateRange ? state.range : undefined}
        onApplyRange={list.applyRange}
        onClearRange={list.clearRange}
        columns={columnsMenu ? columns : undefined}
        hiddenColumns={hiddenColumns}
        onHiddenColumnsChange={setHiddenColumns}
        onExport={exportOptions ? onExport : undefined}
        selectedCount={selectedCount}
        exporting={exporter.busy}
        t={t}
      />
      {load.error && (
        <ErrorBanner
          detail={load.errorDetail}
          onDismiss={load.dismiss}
          action={
            load.retry && (
              <Button size="sm" onClick={load.retry}>
                {messages.common.tryAgain}
              </Button>
            )
          }
        >
          {load.error}
        </ErrorBanner>
      )}
      {exporter.error && <ErrorBanner onDismiss={exporter.clearError}>{exporter.error}</ErrorBanner>}
      {bulkBar}
      <DataTable
        columns={shownColumns}
        rows={pageRows}
        getRowId={getRowId}
        caption={caption}
        onRowClick={onRowClick}
        renderCard={renderCard}
        layout={layout}
        density={density}
        sorting={sorting}
        selection={tableSelection}
        recycleRows={recycleRows}
        loading={loading}
        loadingText={
          load.progress ? (
            <>
              {loadingText} {downloadedText(load.progress, t)}
            </>
          ) : (
            loadingText
          )
        }
        emptyText={loadFailed ? '' : emptyText}
      />
      {!loading && list.total > 0 && (
        <Pagination
          page={state.page}
          pageCount={list.pageCount}
          onPageChange={list.setPage}
          total={list.total}
          pageSize={state.pageSize}
          onPageSizeChange={list.setPageSize}
        />
      )}
    </Panel>
  );
}
