import { serverFileUrl, type ServerFileUrl } from '../../export/serverFile.js';
import { useCallback, useState } from 'react';
import type { CertificationsApi } from '../../api/AdminApi.js';
import type { CertificationDetailApi } from '../CertificationDetailDialog/useCertificationDetailController.js';

/** The calls Certifications makes: the list, and a submission with its decision in the dialog. */
export type CertificationsListApi = { certifications: Pick<CertificationsApi, 'list' | 'query' | 'exportUrl'> } & CertificationDetailApi;
import type { Certification, Id } from '../../api/types.js';
import { certificationKind, certificationSortKeys, certificationStatus } from '../../domain/certification.js';
import { displayText } from '../../format/index.js';
import { useListSource } from '../../hooks/useListSource.js';
import { useListLoad, type ListLoad } from '../../hooks/useListLoad.js';
import { useLiveList, useRecordPatch } from '../../hooks/useLiveList.js';
import { loaderKey } from '../../hooks/loaderKey.js';
import type { ShownError } from '../../hooks/firstError.js';
import { useMessages } from '../../i18n/MessagesProvider.js';
import type { Messages } from '../../i18n/messages.js';
import { useBulkReview, type BulkReview } from '../../hooks/useBulkReview.js';
import { filterKeyOf } from '../../hooks/filterKey.js';
import { listBaseMessages } from '../../i18n/texts/list.js';
import { certificationState } from '../../domain/certification.js';
import { listPageQueryOf, listStateOf, statusFacet, useListController, useListState, type ListController, type ListStateProps, type StatusFilterValue } from '../../list/index.js';
import { certificationsMessages } from '../../i18n/texts/certifications.js';

/** Certifications' own filter: every submission, or those of one status ('status=pending' in a URL). */
export const CERTIFICATIONS_FACETS = { status: statusFacet() } as const;

/** Certifications' own filter, by name. */
export type CertificationsListFacets = { status: StatusFilterValue };

export interface CertificationsControllerProps extends ListStateProps<CertificationsListFacets> {
  /** Where the certifications are loaded and decided (`api.certifications`). */
  api: CertificationsListApi;
}

export interface CertificationsController {
  /** Server mode, when the API writes the files itself (`exportUrl`): the address of the filtered list's CSV, .xls or .xlsx, for the export (`ExportSource.fileUrl`). */
  fileUrl: ServerFileUrl | undefined;
  /** Search, status filter, sort, submission-date range and page over the loaded certifications. */
  list: ListController<Certification, CertificationsListFacets>;
  /**
   * The load: true until the list first arrives, 'Updating...'; the banner's text (the list's load
   * error, or a failed detail load) with `retry` (only while the list failed) or `dismiss` (only for the detail's).
   */
  load: ListLoad;
  /** The certification whose detail modal is open, or null. */
  openId: Id | null;
  openDetails: (certification: Certification) => void;
  closeDetails: () => void;
  /** The detail modal failed to load: it closes and the banner shows the text (and the line saying which kind of failure). */
  detailLoadFailed: (message: string, detail?: string) => void;
  /** Puts an approved or rejected certification's new status into its row, without reloading. */
  applyDecision: (certification: Certification) => void;
  /** Bulk review of the pending submissions: picked, approved or rejected (one reason for all) in one go. */
  review: BulkReview<Certification>;
  /** 'Approved by Ada L. just now' beside a submission another administrator decided while the list shows. */
  noteOf: (id: Id) => string | undefined;
  /** The latest change another administrator made to a submission shown, for a polite live region. */
  announcement: string;
}

/** The row key of a certification. */
export const certificationRowId = (row: Certification): string => String(row.id);
/** A submission still waiting for a decision: the rows a bulk decision applies to. */
const isPendingCertification = (row: Certification) => certificationState(row.status) === 'pending';

const NO_ROWS: Certification[] = [];

/** 'Sales' for SALES, 'Technical' for anything else (as the Type column shows it). */
export function certificationTypeLabel(type: unknown, messages: Pick<Messages, 'certifications'>): string {
  return certificationKind(type) === 'sales' ? messages.certifications.typeSales : messages.certifications.typeTechnical;
}

/**
 * The Certifications list: loads every submission once, then searches partner name or
 * certification type (as sent and as shown), sorts and filters by submission date on the client,
 * and keeps the open detail modal and its outcome.
 *
 * @example const controller = useCertificationsController({ api });
 */
export function useCertificationsController(props: CertificationsControllerProps): CertificationsController {
  const { api } = props;
  const messages = useMessages({ certifications: certificationsMessages, list: listBaseMessages });
  const store = useListState({ name: 'certifications', facets: CERTIFICATIONS_FACETS, ...listStateOf(props) });
  const typeLabels = { sales: certificationTypeLabel('sales', messages), technical: certificationTypeLabel('technical', messages) };
  // The type in the order of its label, as the column shows it.
  const sortKeys = { ...certificationSortKeys, type: (row: Certification) => certificationTypeLabel(row.type, messages) };
  // With the optional list query the server pages the list; without it the whole list loads once.
  const { certifications } = api;
  const request = listPageQueryOf(store.state, { sortKeys, dateColumn: 'submitted', hasStatus: true, typeLabels });
  const filterKey = filterKeyOf(request);
  const source = useListSource<Certification>({
    list: ({ signal }) => certifications.list({ signal }),
    query: certifications.query ? (request, options) => certifications.query!(request, options) : undefined,
    request,
    key: loaderKey(certifications),
    fallback: messages.certifications.loadError,
    cacheKey: [certifications, 'list'],
  });
  const { loader } = source;
  const list = useListController(source.page ? NO_ROWS : (loader.state.data ?? NO_ROWS), {
    name: 'certifications',
    store,
    page: source.page,
    loadAll: source.loadAll,
    searchText: (row) => [row.name, row.type, certificationTypeLabel(row.type, messages)],
    date: (row) => row.createdAt,
    dateColumn: 'submitted',
    sortKeys,
    status: (row) => certificationStatus(row.status),
    ready: loader.state.data !== undefined,
  });
  const [openId, setOpenId] = useState<Id | null>(null);
  const [detailError, setDetailError] = useState<ShownError>();

  const { setData, reload } = loader;
  const applyDecision = useCallback(
    (updated: Certification) =>
      setData((rows) => (rows ?? NO_ROWS).map((row) => (String(row.id) === String(updated.id) ? { ...row, ...updated } : row))),
    [setData],
  );

  // Rows are replaced by what the server answers (a bulk decision, an Undo) and by live changes.
  const patch = useRecordPatch<Certification>(setData);
  const nameOf = (id: Id) => {
    const row = (loader.state.data ?? NO_ROWS).find((certification) => String(certification.id) === String(id));
    return row ? displayText(row.name, String(id)) : String(id);
  };
  const review = useBulkReview<Certification, Certification>({
    getRowId: certificationRowId,
    records: loader.state.data ?? NO_ROWS,
    selectable: isPendingCertification,
    approve: (id, options) => api.certifications.approve(id, options),
    reject: (id, reason, options) => api.certifications.reject(id, reason, options),
    reload: () => void reload(),
    fallbackError: messages.list.bulkFallbackError,
    area: api.certifications,
    onRecord: patch,
    // Server mode: 'Select all N' picks the filter's pending records, and a decision reads its pages.
    pages: source.fetchPage,
    filterKey,
    selectableRecord: isPendingCertification,
    nameOf,
  });
  const live = useLiveList<Certification>({
    requery: source.serverMode,
    records: loader.state.data,
    patch,
    events: api.events,
    area: 'certifications',
    client: api.certifications,
    reload: () => void reload(),
    isPending: isPendingCertification,
    onDecidedElsewhere: review.dropDecidedElsewhere,
    nameOf,
  });

  const load = useListLoad(loader, { actionError: detailError?.error, actionErrorDetail: detailError?.errorDetail, dismissAction: useCallback(() => setDetailError(undefined), []) });
  return {
    review,
    list,
    load,
    openId,
    openDetails: useCallback((certification: Certification) => {
      setDetailError(undefined);
      setOpenId(certification.id);
    }, []),
    closeDetails: useCallback(() => setOpenId(null), []),
    detailLoadFailed: useCallback((message: string, detail?: string) => {
      setDetailError({ error: message, errorDetail: detail });
      setOpenId(null);
    }, []),
    applyDecision,
    fileUrl: serverFileUrl(source.serverMode ? certifications : undefined, request),
    noteOf: live.noteOf,
    announcement: live.announcement,
  };
}
