import { serverFileUrl, type ServerFileUrl } from '../../export/serverFile.js';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { DistributorDealsApi, EventsApi, PartnerDealsApi, VariantApi } from '../../api/AdminApi.js';
import { dealsOf } from '../../api/variantApi.js';
import type { Deal, Id, Variant } from '../../api/types.js';
import type { DealConflicts } from '../../domain/conflicts.js';
import { NO_CONFLICTS } from '../../domain/noConflicts.js';
import { lazyModule, useLazyModule } from '../../platform/lazyPart.js';
import { dealOwnerName, dealRegistrationDate, dealSortKeys, normaliseDealStatus, pendingFirst, toDealRow, type DealRow } from '../../domain/dealRow.js';
import type { ExportColumn, ExportColumns } from '../../export/index.js';
import { asFetched, asLoaded, useLiveList, useRecordPatch } from '../../hooks/useLiveList.js';
import { useBulkReview, type BulkReview, type UseBulkReviewOptions } from '../../hooks/useBulkReview.js';
import type { RowSelection } from '../../hooks/useRowSelection.js';
import { filterKeyOf } from '../../hooks/filterKey.js';
import { listBaseMessages } from '../../i18n/texts/list.js';
import { useListSource } from '../../hooks/useListSource.js';
import { useListLoad, type ListLoad } from '../../hooks/useListLoad.js';
import { loaderKey } from '../../hooks/loaderKey.js';
import type { ReasonDialogState } from '../../hooks/useDialogAction.js';
import { useMessages } from '../../i18n/MessagesProvider.js';
import { formatMessage } from '../../i18n/messages.js';
import {
  listPageQueryOf,
  listStateOf,
  oneOf,
  statusFacet,
  useListController,
  useListState,
  type ListController,
  type ListStateProps,
  type ListStateStore,
  type ServerListPage,
  type StatusFilterValue,
} from '../../list/index.js';
import { dealsBaseMessages } from '../../i18n/texts/deals.js';
import { useDealDecisions, type DealDecisionCalls, type DealDecisionOptions } from '../DealDetailsDialog/dealDecisions.js';

/**
 * The deal lists' own filters: every deal, or only those with a possible conflict ('conflicts=only'
 * in a URL); every status, or one ('status=pending').
 */
export const DEALS_FACETS = { conflicts: oneOf(['all', 'only'] as const, 'all'), status: statusFacet() } as const;
type DealsFacets = { conflicts: 'all' | 'only'; status: StatusFilterValue };

/**
 * The calls Partner Deals makes: the list, the decisions, remarks, and one deal for its details;
 * beyond SPEC 7 (each optional) a decision's undo, a deal's history, the live changes and the list
 * query (with it the list is paged on the server, see `useListSource`).
 */
export type PartnerDealsListApi = PartnerDealsApi<'list' | 'get' | 'approve' | 'reject' | 'updateRemarks' | 'undo' | 'history' | 'query' | 'exportUrl'> & { events?: EventsApi };
/** The calls Distributor Deals makes. */
export type DistributorDealsListApi = DistributorDealsApi<'list' | 'get' | 'approve' | 'reject' | 'updateRemarks' | 'undo' | 'history' | 'query' | 'exportUrl'> & { events?: EventsApi };

/**
 * 'partner' for Partner Deals (/deals), 'distributor' for Distributor Deals (/distributor-deals)
 * (`variant`), and where the deals come from and decisions go (`api`).
 */
export type DealsListControllerProps = VariantApi<PartnerDealsListApi, DistributorDealsListApi> & ListStateProps<DealsFacets> & DealDetailsStateProps;

/**
 * How the deal shown in Deal Details changed: `open` (a row, or a conflict inside the dialog),
 * `step` (Previous deal, Next deal) or `close`. A host keeping the deal in its address pushes an
 * entry for `open`, replaces it for `step` and goes back for `close`, so Back closes the dialog.
 */
export type DealDetailsChange = 'open' | 'step' | 'close';

/** The deal shown over the list, as a host may keep it (in its address: '/deals/1234'). */
export interface DealDetailsStateProps {
  /**
   * The deal whose details show over the list (controlled), null for none; keep it in step
   * through `onDetailsChange`. @default undefined (the list keeps it itself)
   */
  detailsId?: Id | null;
  /** Every change of the deal shown, with how it changed. @default undefined */
  onDetailsChange?: (id: Id | null, change: DealDetailsChange) => void;
}

export interface DealsListController {
  /** Server mode, when the API writes the files itself (`exportUrl`): the address of the filtered list's CSV, .xls or .xlsx, for the export (`ExportSource.fileUrl`). */
  fileUrl: ServerFileUrl | undefined;
  /** Search, status filter, sort (pending deals first by default), date range and paging over the rows. */
  list: ListController<DealRow>;
  /**
   * Every filtered deal, in the list's order, as loaded, without deriving their rows: what 'Select
   * all' picks (by id; a list of 100,000 deals' rows took 190 ms to derive in the click).
   */
  filteredDeals: () => readonly Deal[];
  /**
   * The load: true until the first list arrives (later re-fetches keep the old rows on screen),
   * 'Updating...', its progress; the banner's text (a failed fetch, else a failed approve) with
   * `retry` (set only while the fetch failed) or `dismiss` (only for an approve error).
   */
  load: ListLoad;
  /** Approves a deal (one request however often it is called while running), then re-fetches. */
  approve: (row: DealRow) => void;
  /** 'Deal 1234 approved' for a few seconds after a one-click approve, for sighted and screen-reader users alike. */
  notice: string | undefined;
  /** The id of the deal being approved, or null. */
  approvingId: Id | null;
  /** The deal approved last from its row (a new object each time), where the keyboard goes on from; else null. */
  approved: { id: Id } | null;
  /** The deal the Reject Deal dialog just rejected, once (then null): where the keyboard goes on from as the dialog closes. */
  takeRejected: () => Id | null;
  /**
   * The page's rows as they were when the latest decision from a row started (its approve, or the
   * opening of its Reject Deal dialog): with pending deals first a decided deal moves down or off
   * the page, and 'the next deal' is the one that followed it then. For after a decision, not for rendering.
   */
  rowsAtDecision: () => readonly DealRow[];
  /** The Reject Deal dialog: the row it is about, and the rejection with the reason typed. */
  reject: ReasonDialogState<DealRow>;
  /** The Update Remarks dialog: the row it is about, and the update with the text typed. */
  remarks: ReasonDialogState<DealRow>;
  /** The deal shown in the Deal Details dialog, or null. */
  detailsId: Id | null;
  openDetails: (row: DealRow) => void;
  closeDetails: () => void;
  /**
   * The deals before and after the one shown, in the list's order (its search, filters and sort,
   * across pages) as it was when Deal Details opened, so a decision that moves a deal or filters it
   * out changes neither: undefined at either end. Both undefined while the list does not hold the deal.
   */
  previousDetails: (() => void) | undefined;
  nextDetails: (() => void) | undefined;
  /** Loads the list again after a decision taken in Deal Details. */
  reload: () => void;
  /** The 36 export columns of the variant, reading each row's deal. */
  /** The export's columns, loaded on the first export (issue 33). */
  exportColumns: ExportColumns<DealRow>;
  /** Bulk review: the picked deals, approved or rejected (one reason for all) in one go. */
  review: BulkReview<DealRow>;
  /** Deals of the loaded list whose customer company another member registered too. */
  conflicts: DealConflicts;
  /** True while only deals with a possible conflict show ('Conflicts only'). */
  conflictsOnly: boolean;
  setConflictsOnly: (on: boolean) => void;
  /** The deal shown in Deal Details, when the list holds it (for its possible conflicts). */
  detailsDeal: Deal | undefined;
  /** Opens Deal Details on another deal, e.g. one of the possible conflicts. */
  openDetailsOf: (id: Id) => void;
  /** 'Rejected by Ada L. just now' beside a deal another administrator decided while the list shows. */
  noteOf: (id: Id) => string | undefined;
  /** The latest change another administrator made to a deal shown, for a polite live region. */
  announcement: string;
  /** True when the server pages the list (the API's optional `query`): the list holds the page shown only. */
  serverMode: boolean;
}

/** A deal row's id as text, the key of the bulk selection. */
export const dealRowId = (row: DealRow): string => String(row.id);

const NO_DEALS: readonly Deal[] = [];

/** `toDealRow` that derives each deal's row once and then hands out the same row. */
function rememberedDealRows(variant: Variant): (deal: Deal) => DealRow {
  const rows = new Map<Deal, DealRow>();
  return (deal) => {
    let row = rows.get(deal);
    if (!row) {
      row = toDealRow(deal, variant);
      rows.set(deal, row);
    }
    return row;
  };
}

/**
 * The list over the deals themselves, seen as table rows. A deal's row is derived when the row is
 * first shown or exported, once per load, so a large list shows its first page without deriving
 * every row first. The list is built over the deals as loaded (`asLoaded`), and each row shown or
 * exported reads its deal as it is now (`current`): a deal replaced since (a decision's answer, a
 * live change) shows its new status, but keeps its place and its status filter until the list is
 * fetched again, and replacing it builds nothing over the other deals again.
 */
function useDealRowList(
  deals: readonly Deal[],
  variant: Variant,
  listState: { ready: boolean; store: ListStateStore<DealsFacets>; page: ServerListPage<Deal> | undefined; loadAll: (() => Promise<readonly Deal[]>) | undefined },
  current: (deal: Deal) => Deal,
): { list: ListController<DealRow>; filteredDeals: () => readonly Deal[] } {
  const list = useListController(deals, {
    ...listState,
    // Search looks at the partner (or distributor) name, the customer company and the id.
    searchText: (deal) => [deal.id, dealOwnerName(deal, variant, ''), deal.customerCompany],
    date: dealRegistrationDate,
    dateColumn: 'registrationDate',
    sortKeys: dealSortKeys(variant),
    // By their status as loaded: a deal decided since (here or elsewhere) keeps its place until
    // the list is fetched again, showing its new status there.
    status: (deal) => normaliseDealStatus(deal.status),
    // The deals waiting for a decision come first, as on the request lists.
    priority: pendingFirst,
  });
  // A new load derives its rows afresh, as a re-fetch may send the same deal objects changed.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const rowOf = useMemo(() => rememberedDealRows(variant), [deals, variant]);
  const pageRows = useMemo(() => list.pageRows.map((deal) => rowOf(current(deal))), [list.pageRows, rowOf, current]);
  const rowList: ListController<DealRow> = {
    state: list.state,
    name: list.name,
    setSearch: list.setSearch,
    setSort: list.setSort,
    applyRange: list.applyRange,
    clearRange: list.clearRange,
    setPage: list.setPage,
    setPageSize: list.setPageSize,
    setFacet: list.setFacet,
    pageRows,
    total: list.total,
    pageCount: list.pageCount,
    sortableColumns: list.sortableColumns,
    dateColumn: list.dateColumn,
    statusFilter: list.statusFilter,
    get filteredRows() {
      return list.filteredRows.map((deal) => rowOf(current(deal)));
    },
    isStale: list.isStale,
    preparing: list.preparing,
    // Rows for an export only, derived as they come and not remembered.
    loadFilteredRows: list.loadFilteredRows && (async () => (await list.loadFilteredRows!()).map((deal) => toDealRow(deal, variant))),
  };
  return { list: rowList, filteredDeals: () => list.filteredRows };
}

/** Where `id` is in `ids` (ids compared as text, as the server may send numbers or strings), or -1. */
function indexOfId(ids: readonly Id[], id: Id): number {
  const wanted = String(id);
  return ids.findIndex((one) => String(one) === wanted);
}

/** The conflicts the server counted for the page's deals (server mode); the others of a deal are not known here. */
function useServedConflicts(deals: readonly Deal[], counts: readonly number[] | undefined): DealConflicts {
  return useMemo(() => {
    if (!counts) return NO_CONFLICTS;
    const byDeal = new Map(deals.map((deal, index) => [deal, counts[index] ?? 0]));
    return { count: (deal) => byDeal.get(deal) ?? 0, others: () => [], total: counts.filter((count) => count > 0).length };
  }, [deals, counts]);
}

/**
 * The conflicts found over the deals as loaded, asked about deals as they are now: a deal replaced
 * since (`fetched` gives it as loaded) keeps its marks, and the other registrations show as they are now.
 */
function conflictsOfCurrent(found: DealConflicts, fetched: (deal: Deal) => Deal, current: (deal: Deal) => Deal): DealConflicts {
  if (found === NO_CONFLICTS) return found;
  return {
    count: (deal) => found.count(fetched(deal)),
    others: (deal) => {
      const others = found.others(fetched(deal));
      return others.some((conflict) => current(conflict.deal) !== conflict.deal) ? others.map((conflict) => ({ ...conflict, deal: current(conflict.deal) })) : others;
    },
    total: found.total,
  };
}

/** Up to this many deals the conflicts are found in the render that shows the list. */
const CONFLICTS_IN_RENDER = 10_000;

/**
 * The conflict pass (issue 33): loaded by import() when a deal list first mounts, alongside the
 * list's own request, so it is not in a consumer's first bundle and has arrived before the deals.
 */
const conflictPass = lazyModule(() => import('../../domain/conflicts.js'));

/**
 * The possible conflicts of the loaded deals. A large list finds them after its first rows show,
 * in slices between which the page answers input (`findDealConflictsLater`), so they never
 * hold up the list; until then none are marked, and `ready` is false. A list found in the render
 * waits for the conflict pass to load (`held`): its rows then show with their marks, never
 * without them first.
 */
function useDealConflicts(deals: readonly Deal[], variant: Variant): { conflicts: DealConflicts; ready: boolean; held: boolean } {
  const pass = useLazyModule(conflictPass);
  const inRender = deals.length <= CONFLICTS_IN_RENDER;
  const now = useMemo(() => (inRender && pass ? pass.findDealConflicts(deals, variant) : null), [deals, variant, inRender, pass]);
  const [later, setLater] = useState<{ deals: readonly Deal[]; variant: Variant; conflicts: DealConflicts } | null>(null);
  useEffect(() => {
    if (inRender || !pass) return;
    return pass.findDealConflictsLater(deals, variant, (conflicts) => setLater({ deals, variant, conflicts }));
  }, [deals, variant, inRender, pass]);
  if (now) return { conflicts: now, ready: true, held: false };
  if (later && later.deals === deals && later.variant === variant) return { conflicts: later.conflicts, ready: true, held: false };
  return { conflicts: NO_CONFLICTS, ready: false, held: inRender && !pass };
}

/**
 * The deal lists: loads every deal of the variant once, derives the table rows, and
 * approves, rejects (with a reason) and updates remarks, re-fetching the list after each success
 * while the old rows stay on screen.
 *
 * @example const deals = useDealsListController({ api, variant: 'partner' });
 */
export function useDealsListController(props: DealsListControllerProps): DealsListController {
  return useDealsListWith(props, useDealDecisions, useBulkReview);
}

/** What the deal list's controller reads of its decisions (`useDealDecisions`, or the screen's `useListDecisions`). */
interface ListDecisionsOf {
  approve: { run: (row: DealRow) => unknown; error: string | undefined; errorDetail: string | undefined; clearError: () => void };
  approvingId: Id | null;
  approved: { id: Id } | null;
  takeRejected: () => Id | null;
  notice: string | undefined;
  reject: { open: (row: DealRow) => void };
  remarks: unknown;
}

/** What the controller reads of its bulk review (`useBulkReview`, or the screen's `useListReview`). */
interface ListReviewOf {
  selection: RowSelection<DealRow>;
  dropDecidedElsewhere: (keys: readonly string[]) => void;
}

/** The controller with the Reject and Remarks dialogs of its decisions, and its bulk review. */
export type DealsListControllerWith<D extends ListDecisionsOf, V extends ListReviewOf> = Omit<DealsListController, 'reject' | 'remarks' | 'review'> & {
  reject: D['reject'];
  remarks: D['remarks'];
  review: V;
};

/**
 * `useDealsListController` deciding through `useDecisions` and reviewing in bulk through
 * `useReview` (hooks, the same ones in every render): the public controller's `useDealDecisions`
 * and `useBulkReview`, or the deal list's own lighter `useListDecisions` and `useListReview`, whose
 * code loads on the first decision and with the bulk bar (issue 33).
 */
export function useDealsListWith<D extends ListDecisionsOf, V extends ListReviewOf>(
  props: DealsListControllerProps,
  useDecisions: (deals: DealDecisionCalls, onDecided: () => Promise<unknown>, options: DealDecisionOptions) => D,
  useReview: (options: UseBulkReviewOptions<DealRow, Deal>) => V,
): DealsListControllerWith<D, V> {
  const { variant } = props;
  const messages = useMessages({ deals: dealsBaseMessages, list: listBaseMessages });
  const t = messages.deals;
  const deals = dealsOf(props);
  const store = useListState({ name: `${variant}-deals`, facets: DEALS_FACETS, ...listStateOf(props) });
  // With the optional list query the server pages the list; without it the whole list loads once.
  const request = listPageQueryOf(store.state, { sortKeys: dealSortKeys(variant), dateColumn: 'registrationDate', hasStatus: true, conflictsFacet: 'conflicts' });
  const source = useListSource<Deal>({
    list: (options) => deals.list(options),
    query: deals.query ? (request, options) => deals.query!(request, options) : undefined,
    request,
    key: loaderKey(deals, variant),
    fallback: t.fetchError,
    cacheKey: [deals, 'list'],
  });
  const { loader, page: servedPage } = source;
  const { state, reload } = loader;
  // Rows are replaced by what the server answers and by live changes, never by loading every deal again.
  const patch = useRecordPatch<Deal>(loader.setData);
  const dealName = (id: Id) => formatMessage(t.dealNamed, { id: String(id) });

  const all = state.data ?? NO_DEALS;
  // The deals as loaded, and each as it is now: what a decision or a live change replaced since.
  const { loaded, current } = asLoaded(all);
  const conflictsOnly = store.state.facets.conflicts === 'only';
  // One pass over the loaded deals per load; the marks and the filter read from it. In server mode
  // the server counts them, per row of the page.
  const found = useDealConflicts(source.serverMode ? NO_DEALS : loaded, variant);
  const served = useServedConflicts(all, loader.state.status === 'loading' ? undefined : source.conflictCounts);
  const ofCurrent = useMemo(() => conflictsOfCurrent(found.conflicts, asFetched(all), current), [found.conflicts, all, current]);
  const { conflicts, ready: conflictsReady, held } = source.serverMode ? { conflicts: served, ready: true, held: false } : { ...found, conflicts: ofCurrent };
  const rows = useMemo(
    () => (conflictsOnly && !source.serverMode ? loaded.filter((deal) => found.conflicts.count(deal) > 0) : loaded),
    [loaded, found.conflicts, conflictsOnly, source.serverMode],
  );
  const { list, filteredDeals } = useDealRowList(
    source.serverMode ? NO_DEALS : rows,
    variant,
    { ready: state.data !== undefined && !held && (conflictsReady || !conflictsOnly), store, page: servedPage, loadAll: source.loadAll },
    current,
  );
  // The page as it shows, for where the keyboard goes after a decision (`rowsAtDecision`).
  const pageRows = useRef<readonly DealRow[]>([]);
  useEffect(() => {
    pageRows.current = list.pageRows;
  });
  const { setFacet } = list;
  const setConflictsOnly = useCallback((on: boolean) => setFacet('conflicts', on ? 'only' : 'all'), [setFacet]);

  // Approve, reject and remarks as Deal Details takes them: the version each row was read with is
  // sent, the answer replaces the row at once, and the list is fetched again after each (SPEC 8).
  // The approve stays busy until the fresh list is in, so a second click of a double click finds
  // it running. The reload never throws: its failure shows as the fetch error.
  const decisions = useDecisions(deals, () => reload(), { onRecord: patch, noticeWithUndo: false });
  const { approve: approveAction, approvingId, approved, notice, remarks, takeRejected } = decisions;
  // Read through a ref, so the two stay the same functions for the memoised columns (the decisions'
  // own are stable too, but come from a hook passed in).
  const latestDecisions = useRef(decisions);
  useEffect(() => {
    latestDecisions.current = decisions;
  });
  const orderAtDecision = useRef<readonly DealRow[]>([]);
  const approve = useCallback((row: DealRow) => {
    orderAtDecision.current = pageRows.current;
    void latestDecisions.current.approve.run(row);
  }, []);
  const openReject = useCallback((row: DealRow) => {
    orderAtDecision.current = pageRows.current;
    latestDecisions.current.reject.open(row);
  }, []);
  const reject = { ...decisions.reject, open: openReject };

  const review = useReview({
    getRowId: dealRowId,
    records: state.data ?? NO_DEALS,
    approve: (id, options) => deals.approve(id, options),
    reject: (id, reason, options) => deals.reject(id, reason, options),
    reload: () => void reload(),
    fallbackError: messages.list.bulkFallbackError,
    area: deals,
    stateOf: (deal) => normaliseDealStatus(deal.status),
    onRecord: patch,
    nameOf: dealName,
    // Server mode: 'Select all N' picks the filter, and a decision reads its pages.
    pages: source.fetchPage,
    filterKey: filterKeyOf(request),
  });

  const live = useLiveList<Deal>({
    requery: source.serverMode,
    records: state.data,
    patch,
    events: props.api.events,
    area: variant === 'distributor' ? 'distributorDeals' : 'partnerDeals',
    client: deals,
    reload: () => void reload(),
    isPending: (deal) => normaliseDealStatus(deal.status) === 'pending',
    onDecidedElsewhere: review.dropDecidedElsewhere,
    nameOf: dealName,
  });

  // The deal shown: the host's (`detailsId`, e.g. from its address) or the list's own.
  const [ownDetailsId, setOwnDetailsId] = useState<Id | null>(null);
  const controlled = props.detailsId !== undefined;
  const detailsId = controlled ? (props.detailsId ?? null) : ownDetailsId;
  const onDetailsChangeRef = useRef(props.onDetailsChange);
  useEffect(() => {
    onDetailsChangeRef.current = props.onDetailsChange;
  });
  const showDetails = useCallback(
    (id: Id | null, change: DealDetailsChange) => {
      if (!controlled) setOwnDetailsId(id);
      onDetailsChangeRef.current?.(id, change);
    },
    [controlled],
  );
  // Previous and Next walk the list as it was when Deal Details opened: a decision moves a deal
  // (pending deals first) or filters it out (a status filter), and the way back and on should stay.
  const [order, setOrder] = useState<readonly Id[] | null>(null);
  if (detailsId === null) {
    if (order !== null) setOrder(null);
  } else if (order === null || indexOfId(order, detailsId) < 0) {
    // Taken when the deal first shows in the list (a deal from a link shows once the list is in).
    const fresh = filteredDeals().map((deal) => deal.id);
    if (indexOfId(fresh, detailsId) >= 0) setOrder(fresh);
  }
  const index = order !== null && detailsId !== null ? indexOfId(order, detailsId) : -1;
  const previous = index > 0 ? order![index - 1] : undefined;
  const next = index >= 0 ? order![index + 1] : undefined;
  const detailsDeal = useMemo(
    () => (detailsId === null ? undefined : all.find((deal) => String(deal.id) === String(detailsId))),
    [all, detailsId],
  );
  const exportColumns = useMemo(
    () => async () =>
      (await import('../../export/loadColumns.js'))
        .dealExportColumns(variant)
        .map((column): ExportColumn<DealRow> => ({ ...column, value: (row) => column.value(row.deal) })),
    [variant],
  );

  const load = useListLoad(loader, {
    // A list whose conflicts are found in the render shows as loading until the conflict pass has
    // arrived (`held`, a moment on the first visit), so its rows never show without their marks.
    loading: (state.status === 'loading' && state.data === undefined) || held || (conflictsOnly && !conflictsReady),
    actionError: approveAction.error,
    actionErrorDetail: approveAction.errorDetail,
    dismissAction: approveAction.clearError,
  });

  return {
    list,
    load,
    approve,
    notice,
    approvingId,
    approved,
    rowsAtDecision: useCallback(() => orderAtDecision.current, []),
    takeRejected,
    reject,
    remarks,
    detailsId,
    openDetails: useCallback((row: DealRow) => showDetails(row.id, 'open'), [showDetails]),
    closeDetails: useCallback(() => showDetails(null, 'close'), [showDetails]),
    previousDetails: previous === undefined ? undefined : () => showDetails(previous, 'step'),
    nextDetails: next === undefined ? undefined : () => showDetails(next, 'step'),
    reload: useCallback(() => void reload(), [reload]),
    exportColumns,
    fileUrl: serverFileUrl(source.serverMode ? deals : undefined, request),
    review,
    conflicts,
    conflictsOnly,
    setConflictsOnly,
    detailsDeal,
    openDetailsOf: useCallback((id: Id) => showDetails(id, 'open'), [showDetails]),
    noteOf: live.noteOf,
    announcement: live.announcement,
    serverMode: source.serverMode,
    filteredDeals,
  };
}
