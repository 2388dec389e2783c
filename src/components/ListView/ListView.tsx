import styled from '@emotion/styled';
import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { useExportAction, type ExportSource } from '../../hooks/useExportAction.js';
import type { RowSelection } from '../../hooks/useRowSelection.js';
import { formatMessage, type Messages } from '../../i18n/messages.js';
import type { DownloadProgress } from '../../api/types.js';
import { listMessages } from '../../i18n/texts/list.js';
import { useMessages } from '../../i18n/index.js';
import type { ListController } from '../../list/index.js';
import { Button } from '../Button/index.js';
import { DataTable, type DataTableColumn, type DataTableDensity, type DataTableLayout } from '../DataTable/index.js';
import { DateRangeFilter } from '../DateRangeFilter/index.js';
import { ErrorBanner } from '../ErrorBanner/index.js';
import { ExportMenu } from '../ExportMenu/index.js';
import { Pagination } from '../Pagination/index.js';
import { SearchInput } from '../SearchInput/index.js';
import { SortMenu } from '../SortMenu/index.js';
import { ColumnsMenu } from './ColumnsMenu.js';
import { useHiddenColumns } from './columnPreferences.js';
import { commonMessages } from '../../i18n/texts/common.js';
import { vars } from '../../theme/theme.js';
import { cardSurface } from '../../theme/surfaces.js';

export interface ListViewProps<Row> {
  /** The list state and derived rows, from `useListController`. */
  list: Omit<ListController<Row>, 'setFacet'>;
  /** The table's columns. */
  columns: readonly DataTableColumn<Row>[];
  /** A stable key per row. */
  getRowId: (row: Row) => string;
  /** The table's accessible name. */
  caption: string;
  /** The search box placeholder, which is also its accessible name. */
  searchPlaceholder: string;
  /** True until the first data arrives. @default false */
  loading?: boolean;
  /** True while the rows shown are fetched again (remembered from an earlier visit): a quiet 'Updating...'. @default false */
  refreshing?: boolean;
  /** e.g. 'Loading partner deals...'. */
  loadingText: ReactNode;
  /** How much of a large list has arrived: 'Loading partner deals... 45 of 101 MB'. @default undefined */
  loadingProgress?: DownloadProgress | undefined;
  /** e.g. 'No partners found'. */
  emptyText: ReactNode;
  /** A load or action error for the red banner. @default undefined */
  error?: string;
  /** The banner's second line, saying which kind of failure it was (`errorDetail`). @default undefined */
  errorDetail?: string;
  /** Shows 'Try Again' in the error banner. @default undefined */
  onRetry?: () => void;
  /** Called when the banner is dismissed. @default undefined */
  onDismissError?: () => void;
  /** Opens a row (click, Enter or Space). @default undefined */
  onRowClick?: (row: Row) => void;
  /** The card of the small-screen layout. @default every column as label and value */
  renderCard?: (row: Row) => ReactNode;
  /** Shows the Sort By menu. @default true */
  sortable?: boolean;
  /** Shows the date range filter. @default true */
  dateRange?: boolean;
  /** Shows the export menu for these columns; the rows are the list's filtered rows. @default undefined (no export) */
  exportOptions?: Omit<ExportSource<Row>, 'rows'>;
  /** More controls for the toolbar, e.g. a content-type filter. @default undefined */
  toolbarExtra?: ReactNode;
  /** @default 'auto' */
  layout?: DataTableLayout;
  /** The table's cell spacing; 'compact' for many columns. @default 'comfortable' */
  density?: DataTableDensity;
  /**
   * Rows can be picked for bulk actions: a checkbox column (each box named 'Select {name}', the
   * header's picks the page) and, in the export menu, the picked rows. @default undefined (no selection)
   */
  selection?: { rows: RowSelection<Row>; rowName: (row: Row) => string };
  /** Above the table, e.g. the `BulkBar`. @default undefined */
  bulkBar?: ReactNode;
  /** Shows the Columns menu, to hide and show columns. @default true */
  columnsMenu?: boolean;
  /**
   * The name under which the hidden columns are remembered (see `ColumnPreferences`), unique
   * among the lists, e.g. 'partner-deals'. @default the caption
   */
  columnsKey?: string;
}

const megabytes = (bytes: number) => String(Math.max(1, Math.round(bytes / 1e6)));

/** '45 of 101 MB', or '45 MB' when the server gave no length. */
function downloadedText({ loadedBytes, totalBytes }: DownloadProgress, t: Messages['list']): string {
  return totalBytes
    ? formatMessage(t.downloadedOf, { loaded: megabytes(loadedBytes), total: megabytes(totalBytes) })
    : formatMessage(t.downloaded, { loaded: megabytes(loadedBytes) });
}

const Updating = styled.span({ alignSelf: 'center', color: vars.colors.textMuted, fontSize: vars.fontSizes.sm });

const SelectBox = styled.input({ width: 18, height: 18, margin: 0, accentColor: vars.colors.primary, cursor: 'pointer' });

/** The header's box: picks or drops every selectable row of the page; mixed when some are picked. */
function PageCheckbox<Row>({ rows, selection, label }: { rows: readonly Row[]; selection: RowSelection<Row>; label: string }) {
  const selectable = rows.filter(selection.canSelect);
  const picked = selectable.filter(selection.isSelected).length;
  const ref = useRef<HTMLInputElement>(null);
  const mixed = picked > 0 && picked < selectable.length;
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = mixed;
  }, [mixed]);
  return (
    <SelectBox
      ref={ref}
      type="checkbox"
      aria-label={label}
      checked={selectable.length > 0 && picked === selectable.length}
      disabled={selectable.length === 0}
      onChange={(event) => selection.setRows(selectable, event.target.checked)}
    />
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

const Panel = styled.section({
  ...cardSurface(),
  minWidth: 0,
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
  columns,
  getRowId,
  caption,
  searchPlaceholder,
  loading = false,
  refreshing = false,
  loadingText,
  loadingProgress,
  emptyText,
  error,
  errorDetail,
  onRetry,
  onDismissError,
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
  columnsKey = caption,
}: ListViewProps<Row>) {
  const messages = useMessages({ common: commonMessages, list: listMessages });
  const t = messages.list;
  const pageRows = list.pageRows;
  const [hiddenColumns, setHiddenColumns] = useHiddenColumns(
    columnsKey,
    useMemo(() => columns.map((column) => column.id), [columns]),
  );
  const shownColumns = useMemo((): readonly DataTableColumn<Row>[] => {
    const visible = hiddenColumns.size === 0 ? columns : columns.filter((column) => !hiddenColumns.has(column.id));
    if (!selection) return visible;
    const { rows, rowName } = selection;
    const select: DataTableColumn<Row> = {
      id: 'select',
      header: <PageCheckbox rows={pageRows} selection={rows} label={t.selectPage} />,
      width: 40,
      cell: (row) =>
        rows.canSelect(row) ? (
          <SelectBox
            type="checkbox"
            aria-label={formatMessage(t.selectRow, { name: rowName(row) })}
            checked={rows.isSelected(row)}
            onChange={() => rows.toggle(row)}
          />
        ) : null,
    };
    return [select, ...visible];
  }, [selection, columns, hiddenColumns, pageRows, t]);
  const selectedCount = selection?.rows.count ?? 0;
  const exporter = useExportAction({
    // Read when an export starts: the list builds its filtered rows only for that.
    get rows() {
      return list.filteredRows;
    },
    columns: exportOptions?.columns ?? [],
    pdfColumns: exportOptions?.pdfColumns,
    kind: exportOptions?.kind ?? 'partners',
    title: exportOptions?.title,
  });

  return (
    <Panel aria-label={caption}>
      <Toolbar>
        <SearchInput placeholder={searchPlaceholder} value={list.state.search} onValueChange={list.setSearch} />
        <Controls>
          {refreshing && <Updating role="status">{t.updating}</Updating>}
          {toolbarExtra}
          {sortable && <SortMenu value={list.state.sort} onValueChange={list.setSort} />}
          {dateRange && <DateRangeFilter value={list.state.range} onApply={list.applyRange} onClear={list.clearRange} />}
          {columnsMenu && (
            <ColumnsMenu
              columns={columns}
              hidden={hiddenColumns}
              onHiddenChange={setHiddenColumns}
              texts={{ columns: t.columns, resetColumns: t.resetColumns }}
            />
          )}
          {exportOptions && (
            <ExportMenu
              onExport={(format, scope) =>
                void exporter.exportAs(format, scope === 'selected' && selection ? selection.rows.rowsOf(list.filteredRows) : undefined)
              }
              selectedCount={selectedCount}
              busy={exporter.busy}
            />
          )}
        </Controls>
      </Toolbar>
      {error && (
        <ErrorBanner
          detail={errorDetail}
          onDismiss={onDismissError}
          action={
            onRetry && (
              <Button size="sm" onClick={onRetry}>
                {messages.common.tryAgain}
              </Button>
            )
          }
        >
          {error}
        </ErrorBanner>
      )}
      {exporter.error && <ErrorBanner onDismiss={exporter.clearError}>{exporter.error}</ErrorBanner>}
      {bulkBar}
      <DataTable
        columns={shownColumns}
        rows={list.pageRows}
        getRowId={getRowId}
        caption={caption}
        onRowClick={onRowClick}
        renderCard={renderCard}
        layout={layout}
        density={density}
        loading={loading}
        loadingText={
          loadingProgress ? (
            <>
              {loadingText} {downloadedText(loadingProgress, t)}
            </>
          ) : (
            loadingText
          )
        }
        emptyText={emptyText}
      />
      {!loading && list.total > 0 && <Pagination page={list.state.page} pageCount={list.pageCount} onPageChange={list.setPage} />}
    </Panel>
  );
}
