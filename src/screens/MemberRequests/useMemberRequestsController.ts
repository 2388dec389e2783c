import { useCallback, useMemo } from 'react';
import type { DistributorMembersApi, EventsApi, PartnerMembersApi, VariantApi } from '../../api/AdminApi.js';
import { membersOf } from '../../api/variantApi.js';
import type { Id, Member } from '../../api/types.js';
import { decideRequest, memberName, memberSearchFields, memberSortKeys, requestState, requestStatus } from '../../domain/member.js';
import { useLiveList, useRecordPatch } from '../../hooks/useLiveList.js';
import { useBulkReview, type BulkReview } from '../../hooks/useBulkReview.js';
import { filterKeyOf } from '../../hooks/filterKey.js';
import { firstError } from '../../hooks/firstError.js';
import { useMessages } from '../../i18n/MessagesProvider.js';
import { listBaseMessages } from '../../i18n/texts/list.js';
import { loaderKey } from '../../hooks/loaderKey.js';
import { useListSource } from '../../hooks/useListSource.js';
import { useListLoad, type ListLoad } from '../../hooks/useListLoad.js';
import { listPageQueryOf, listStateOf, statusFacet, useListController, useListState, type ListController, type ListStateProps, type StatusFilterValue } from '../../list/index.js';
import { memberRowId, useMemberTexts } from '../../components/MemberCells/index.js';
import { useMemberDecisions, type MemberDecisions } from './memberDecisions.js';

/**
 * The request lists' own filter: every request (pending ones first) or those of one status,
 * `status=pending` in the console's URL. The 'Pending only' box it replaces wrote `show=pending`,
 * which still reads as `status=pending`.
 */
export const REQUESTS_FACETS = { status: statusFacet({ replaces: { name: 'show', values: { pending: 'pending' } } }) } as const;

/** The request lists' own filter, by name. */
export type RequestsListFacets = { status: StatusFilterValue };

/** The calls Partner Requests makes; beyond SPEC 7 (each optional) a decision's undo and the live changes. */
export type PartnerRequestsApi = PartnerMembersApi<'listPending' | 'approve' | 'reject' | 'undo' | 'queryPending'> & { events?: EventsApi };
/** The calls Distributor Requests makes. */
export type DistributorRequestsApi = DistributorMembersApi<'listPending' | 'approve' | 'reject' | 'undo' | 'queryPending'> & { events?: EventsApi };

/** Which programme the screen shows (`variant`), where the requests come from and where decisions go (`api`). */
export type MemberRequestsControllerProps = VariantApi<PartnerRequestsApi, DistributorRequestsApi> & ListStateProps<RequestsListFacets>;

/** The list, its load and bulk review, and the decisions on one request (`MemberDecisions`: accept, reject, the success dialog). */
export interface MemberRequestsController extends MemberDecisions {
  /** Search (name, e-mail, company), status filter and sort over the requests, pending ones first; the `status` facet. */
  list: ListController<Member, RequestsListFacets>;
  /**
   * The load: true until the first answer arrives, 'Updating...'; the banner's text (the load
   * error, 'An error occurred while fetching partner requests', else the last decision's error once
   * its dialog is closed) with `retry` (only for the load error) or `dismiss` (only for a decision's).
   */
  load: ListLoad;
  /** 'Rejected by Ada L. just now' beside a request another administrator decided while the list shows. */
  noteOf: (id: Id) => string | undefined;
  /** The latest change another administrator made to a request shown, for a polite live region. */
  announcement: string;
  /** Bulk review of the pending requests: picked, accepted or rejected (one reason for all) in one go. */
  review: BulkReview<Member>;
}

/** A request still waiting for a decision: the rows a bulk decision applies to. */
export const isPendingRequest = (member: Member) => requestState(member) === 'pending';

const NO_REQUESTS: Member[] = [];

/**
 * The sign-up requests of a programme: loads `listPending` once, binds it to
 * the list engine (search over first name, last name, e-mail and company; sort by createdAt),
 * and sends accept or reject one request at a time. A successful decision updates the row locally
 * (accepted: approved; rejected: not approved and inactive), so it shows 'Accepted' or 'Rejected' at once,
 * and opens the success dialog.
 *
 * @example const requests = useMemberRequestsController({ api, variant: 'partner' });
 */
export function useMemberRequestsController(props: MemberRequestsControllerProps): MemberRequestsController {
  const { variant } = props;
  const texts = useMemberTexts(variant);
  const listTexts = useMessages({ list: listBaseMessages }).list;
  const members = membersOf(props);
  const store = useListState({ name: `${variant}-requests`, facets: REQUESTS_FACETS, ...listStateOf(props) });
  // With the optional list query the server pages the requests; without it they all load once.
  const request = listPageQueryOf(store.state, { sortKeys: memberSortKeys, dateColumn: 'registerDate', hasStatus: true });
  const source = useListSource<Member>({
    list: ({ signal }) => members.listPending({ signal }),
    query: members.queryPending ? (request, options) => members.queryPending!(request, options) : undefined,
    request,
    key: loaderKey(members),
    fallback: texts.requestsFetchError,
    cacheKey: [members, 'listPending'],
  });
  const { loader } = source;
  const { state, setData, reload } = loader;
  // The admin's task here is the pending requests: they come first (in server order) under the
  // default order. Which ones count as pending is fixed when a list of requests arrives, so a
  // request decided here keeps its place (and shows its new badge there) instead of jumping away
  // from under the pointer; the status filter and its counts follow each request's status.
  const all = state.data ?? NO_REQUESTS;
  const requestIds = useMemo(() => all.map(memberRowId).join('\n'), [all]);
  const pendingIds = useMemo(
    () => new Set(all.filter(isPendingRequest).map(memberRowId)),
    // Recomputed for another set of requests only, not for a decision made here.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [requestIds],
  );
  const list = useListController(source.page ? NO_REQUESTS : all, {
    name: `${variant}-requests`,
    store,
    page: source.page,
    loadAll: source.loadAll,
    searchText: memberSearchFields,
    date: (member) => member.createdAt,
    dateColumn: 'registerDate',
    sortKeys: memberSortKeys,
    status: requestStatus,
    priority: (member) => (pendingIds.has(memberRowId(member)) ? 0 : 1),
    ready: state.data !== undefined,
  });
  const retry = useCallback(() => void reload(), [reload]);
  // Rows are replaced by what the server answers (a decision, an Undo) and by live changes.
  const patch = useRecordPatch<Member>(setData);

  // A decision the server took shows at once: the row gets its new state (the success dialog opens).
  const decisions = useMemberDecisions(
    members,
    variant,
    (member, made) => setData((rows) => (rows ?? []).map((row) => (String(row.id) === String(member.id) ? decideRequest(row, made) : row))),
    { onRecord: patch },
  );
  const { accept, reject } = decisions;
  // A decision's error shows in its dialog while that is open, and in the banner once it closes.
  const dialogOpen = accept.isOpen || reject.isOpen;
  const shownActionError = firstError(!dialogOpen && accept, !dialogOpen && reject);
  const { clearError: clearAccept } = accept;
  const { clearError: clearReject } = reject;
  const clearErrors = useCallback(() => {
    clearAccept();
    clearReject();
  }, [clearAccept, clearReject]);

  const review = useBulkReview<Member>({
    getRowId: memberRowId,
    records: state.data ?? NO_REQUESTS,
    selectable: isPendingRequest,
    approve: (id, options) => members.approve(id, options),
    reject: (id, reason, options) => members.reject(id, reason, options),
    reload: retry,
    fallbackError: listTexts.bulkFallbackError,
    area: members,
    onRecord: patch,
    // Server mode: 'Select all N' picks the filter's pending records, and a decision reads its pages.
    pages: source.fetchPage,
    filterKey: filterKeyOf(request),
    selectableRecord: isPendingRequest,
    nameOf: (key) => {
      const member = all.find((row) => memberRowId(row) === key);
      return member ? memberName(member) : key;
    },
  });

  const live = useLiveList<Member>({
    requery: source.serverMode,
    records: state.data,
    patch,
    remove: (id) => setData((rows) => (rows ?? []).filter((row) => String(row.id) !== String(id))),
    events: props.api.events,
    area: variant === 'distributor' ? 'distributors' : 'partners',
    client: members,
    reload: retry,
    isPending: isPendingRequest,
    onDecidedElsewhere: review.dropDecidedElsewhere,
    nameOf: (id) => {
      const member = all.find((row) => String(row.id) === String(id));
      return member ? memberName(member) : String(id);
    },
  });

  const load = useListLoad(loader, {
    // A decision's error shows in its dialog while that is open, in the banner once it is closed.
    actionError: shownActionError.error,
    actionErrorDetail: shownActionError.errorDetail,
    dismissAction: clearErrors,
  });

  return {
    review,
    list,
    load,
    ...decisions,
    noteOf: live.noteOf,
    announcement: live.announcement,
  };
}
