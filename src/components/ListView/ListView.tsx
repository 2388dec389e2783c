import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { useExportAction, type ExportSource } from '../../hooks/useExportAction.js';
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
import { commonMessages } from '../../i18n/texts/common.js';
import { vars } from '../../theme/theme.js';

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
  /** e.g. 'Loading partner deals...'. */
  loadingText: ReactNode;
  /** e.g. 'No partners found'. */
  emptyText: ReactNode;
  /** A load or action error for the red banner. @default undefined */
  error?: string;
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
}

const Toolbar = styled.div({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  marginBottom: vars.space.lg,
  '& > :first-of-type': { flex: '1 1 240px', maxWidth: 420 },
});

const Controls = styled.div({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, marginLeft: 'auto' });

const Panel = styled.section({
  background: vars.colors.surface,
  border: `1px solid ${vars.colors.border}`,
  borderRadius: vars.radii.lg,
  padding: vars.space.lg,
  boxShadow: vars.shadows.card,
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
  loadingText,
  emptyText,
  error,
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
}: ListViewProps<Row>) {
  const messages = useMessages({ common: commonMessages });
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
          {toolbarExtra}
          {sortable && <SortMenu value={list.state.sort} onValueChange={list.setSort} />}
          {dateRange && <DateRangeFilter value={list.state.range} onApply={list.applyRange} onClear={list.clearRange} />}
          {exportOptions && <ExportMenu onExport={(format) => void exporter.exportAs(format)} busy={exporter.busy} />}
        </Controls>
      </Toolbar>
      {error && (
        <ErrorBanner
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
      <DataTable
        columns={columns}
        rows={list.pageRows}
        getRowId={getRowId}
        caption={caption}
        onRowClick={onRowClick}
        renderCard={renderCard}
        layout={layout}
        density={density}
        loading={loading}
        loadingText={loadingText}
        emptyText={emptyText}
      />
      {!loading && list.total > 0 && <Pagination page={list.state.page} pageCount={list.pageCount} onPageChange={list.setPage} />}
    </Panel>
  );
}
