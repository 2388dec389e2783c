import { useCallback, useMemo, useRef, useState } from 'react';
import type { DistributorMembersApi, PartnerMembersApi, VariantApi } from '../../api/AdminApi.js';
import { dealsOf, membersOf } from '../../api/variantApi.js';
import type { DistributorDealDetailsApi, PartnerDealDetailsApi } from '../DealDetailsDialog/useDealDetailsController.js';
import { ApiError } from '../../api/errors.js';
import { firstError } from '../../hooks/firstError.js';
import type { Deal, Id, Member, Variant } from '../../api/types.js';
import { toDealRow, type AnyDeal, type DealRow } from '../../domain/dealRow.js';
import { ExportError } from '../../export/exportError.js';
import type { ExportFormat } from '../../export/index.js';
import { startExport } from '../../export/startExport.js';
import { csvSeparatorFor } from '../../export/csvSeparator.js';
import { formatDate, fullName, textOf } from '../../format/index.js';
import { useConfirmAction, type ConfirmActionState } from '../../hooks/useDialogAction.js';
import { decide } from '../../hooks/decide.js';
import { isNewer, useLiveChanges } from '../../hooks/useLiveChanges.js';
import { loaderKey } from '../../hooks/loaderKey.js';
import { useLoader } from '../../hooks/useLoader.js';
import { formatMessage, useMessages } from '../../i18n/index.js';
import { useListController, type ListController, type SearchField } from '../../list/index.js';
import { useMemberTexts } from '../../components/MemberCells/index.js';
import { dealPeriod, memberExportColumns, memberExportFileName, memberExportRows } from './memberExport.js';
import { useMemberDecisions, type MemberDecisionCalls, type MemberDecisions } from '../MemberRequests/memberDecisions.js';
import { exportMessages } from '../../i18n/texts/export.js';
import { useLocale } from '../../i18n/MessagesProvider.js';

/**
 * The calls Partner Review makes: the partner, their deals, the removal, and one deal for its
 * details; with `approve` and `reject` too, a pending partner's request is decided on the page;
 * beyond SPEC 7 (each optional) the member's history and the live changes.
 */
export type PartnerReviewApi = PartnerMembersApi<'get' | 'listDeals' | 'remove' | 'history'> & PartnerDealDetailsApi & { partners: Partial<MemberDecisionCalls> };
/** The calls Distributor Review makes. */
export type DistributorReviewApi = DistributorMembersApi<'get' | 'listDeals' | 'remove' | 'history'> & DistributorDealDetailsApi & { distributors: Partial<MemberDecisionCalls> };

/** Which programme the page shows (`variant`) and where the member, their deals and the removal go (`api`). */
export type MemberReviewControllerProps = VariantApi<PartnerReviewApi, DistributorReviewApi> & {
  /** The member's id from the route; a missing or blank id shows 'Partner ID is missing'. */
  id: Id | null | undefined;
  /** Called when the removal's success dialog closes (after 2 s), e.g. `navigate('/partners')`. */
  onRemoved: () => void;
};

/** What the page shows. */
export type MemberReviewStatus = 'missingId' | 'loading' | 'notFound' | 'error' | 'ready';

export interface MemberReviewController {
  status: MemberReviewStatus;
  /** The member once loaded. */
  member: Member | undefined;
  /** The member's registered deals as list rows. */
  deals: readonly DealRow[];
  /** Search over the registered deals: the customer company, the decision maker, and the decision maker's e-mail (partners) or the distributor's first name (distributors). */
  list: ListController<DealRow>;
  /** The banner text: 'Partner ID is missing', 'Failed to load partner data', or a removal failure once its dialog is closed. */
  error: string | undefined;
  /** The line under it that says which kind of failure it was ('Could not reach the server at …'). */
  errorDetail: string | undefined;
  /** Loads again after a failure. */
  retry: (() => void) | undefined;
  /** The deal whose details dialog is open, else null. */
  openDealId: Id | null;
  openDeal: (row: DealRow) => void;
  closeDeal: () => void;
  /**
   * The 'Remove Partner' confirmation: `remove.open(member.id)` asks, `remove.submit()` removes
   * (rejecting, so the dialog stays open, with 'Failed to remove partner' or the server's message).
   */
  remove: ConfirmActionState<Id>;
  /**
   * Accept and Reject of a pending member's sign-up request (`requestState`), as the request lists
   * decide them; undefined when the API has no `approve` and `reject`. A decision loads the member
   * again, while its success dialog shows.
   */
  decisions: MemberDecisions | undefined;
  /** True once removed: the success dialog shows. */
  removed: boolean;
  /** Closes the success dialog and calls `onRemoved`. */
  finishRemoved: () => void;
  /** 'Removed by Ada L. just now' when another administrator changed the member while the page shows. */
  memberNote: string | undefined;
  /** The note beside a registered deal another administrator decided while the page shows. */
  dealNoteOf: (id: Id) => string | undefined;
  /** The latest change another administrator made to what the page shows, for a polite live region. */
  announcement: string;
  /** The export dialog. */
  exportOpen: boolean;
  setExportOpen: (open: boolean) => void;
  /** The export dialog's period: the deals' earliest to latest registration date, or 'No registered deals'. */
  exportPeriod: string;
  /**
   * Exports profile and deals in each format (one export at a time). Resolves when every file was
   * produced; rejects after recording `exportError` otherwise, so the dialog stays open.
   */
  exportAs: (formats: readonly ExportFormat[]) => Promise<void>;
  /** The first export failure, e.g. 'Pop-up blocked. Please allow pop-ups for PDF export.' */
  exportError: string | undefined;
}

type ReviewData = { kind: 'found'; member: Member; deals: Deal[] } | { kind: 'notFound' } | { kind: 'missingId' };

const NO_ROWS: DealRow[] = [];

/** What search looks at in a deal on the review page of each programme. */
function dealSearchFields(variant: Variant): (row: DealRow) => SearchField[] {
  return ({ deal }) => {
    const d = deal as AnyDeal;
    const decisionMaker = fullName(d.dmFirstName, d.dmLastName, '');
    // Partner deals carry no distributor e-mail: the decision maker's e-mail stands in for it.
    return variant === 'distributor'
      ? [d.customerCompany, d.distributorFirstName, decisionMaker]
      : [d.customerCompany, d.dmEmail, decisionMaker];
  };
}

/**
 * A partner's or distributor's review page: loads the member and their deals,
 * tells a missing id, an unknown member (404) and other failures apart, searches the deals,
 * opens a deal's details, removes the member (success dialog, then `onRemoved`), and exports the
 * profile with the deals.
 *
 * @example const review = useMemberReviewController({ api, variant: 'partner', id, onRemoved: () => navigate('/partners') });
 */
export function useMemberReviewController(props: MemberReviewControllerProps): MemberReviewController {
  const { variant, id, onRemoved } = props;
  const messages = useMessages({ export: exportMessages });
  const locale = useLocale();
  const texts = useMemberTexts(variant);
  const members = membersOf<'get' | 'listDeals' | 'remove'>(props);
  // The id as the route gave it (only a blank one counts as missing): trimming it could name another member.
  const idText = textOf(id) ? String(id) : '';

  const loader = useLoader<ReviewData>(
    async (signal) => {
      if (!idText) return { kind: 'missingId' };
      try {
        const [member, deals] = await Promise.all([members.get(idText, { signal }), members.listDeals(idText, { signal })]);
        return { kind: 'found', member, deals };
      } catch (failure) {
        if (failure instanceof ApiError && failure.status === 404) return { kind: 'notFound' };
        throw failure;
      }
    },
    loaderKey(members, variant, idText),
    texts.loadError,
  );
  const { state, reload, setData } = loader;
  const data = state.data;
  const found = data?.kind === 'found' ? data : undefined;

  // Other administrators' changes to the member and to their deals show as they happen (heard once the page shows them).
  const events = found ? props.api.events : undefined;
  const memberLive = useLiveChanges<Member>({
    events,
    area: variant === 'distributor' ? 'distributors' : 'partners',
    client: members,
    onChange: (record, change) => {
      if (!found || String(change.recordId) !== String(found.member.id)) return false;
      if (record && isNewer(record, found.member)) setData(() => ({ ...found, member: record }));
      return true;
    },
    onResync: () => void reload(),
  });
  const dealsClient = dealsOf(props);
  const dealsLive = useLiveChanges<Deal>({
    events,
    area: variant === 'distributor' ? 'distributorDeals' : 'partnerDeals',
    client: dealsClient,
    onChange: (record, change) => {
      const index = found ? found.deals.findIndex((deal) => String(deal.id) === String(change.recordId)) : -1;
      if (!found || index < 0) return false;
      if (record && isNewer(record, found.deals[index])) setData(() => ({ ...found, deals: found.deals.map((deal, at) => (at === index ? record : deal)) }));
      return true;
    },
    onResync: () => void reload(),
  });

  const deals = useMemo(() => (found ? found.deals.map((deal) => toDealRow(deal, variant)) : NO_ROWS), [found, variant]);
  const list = useListController<DealRow>(deals, { name: `${variant}-review-deals`, searchText: dealSearchFields(variant), date: (row) => row.registrationDate });

  const status: MemberReviewStatus =
    !idText || data?.kind === 'missingId'
      ? 'missingId'
      : data?.kind === 'notFound'
        ? 'notFound'
        : found
          ? 'ready'
          : state.status === 'error'
            ? 'error'
            : 'loading';

  const [openDealId, setOpenDealId] = useState<Id | null>(null);
  const [removed, setRemoved] = useState(false);
  const [exportOpen, setExportOpenState] = useState(false);
  const [exportError, setExportError] = useState<string | undefined>(undefined);
  // A ref, not state: the second click of a double click arrives before React re-renders.
  const exporting = useRef(false);

  // The request is decided here as in the request lists; the page then shows the member as it is now.
  const calls = members as Partial<MemberDecisionCalls>;
  const canDecide = typeof calls.approve === 'function' && typeof calls.reject === 'function';
  const decisions = useMemberDecisions(calls as MemberDecisionCalls, variant, () => void reload(), {
    onRecord: (member: Member) => found && setData(() => ({ ...found, member })),
  });

  // The removal sends the member's version as read: a member someone changed since is asked about first.
  const remove = useConfirmAction(
    (signal, memberId: Id) =>
      decide(
        signal,
        {
          area: members,
          action: 'remove',
          record: found && String(found.member.id) === String(memberId) ? found.member : { id: memberId },
          onRecord: (member: Member) => found && setData(() => ({ ...found, member })),
        },
        (options) => members.remove(memberId, options),
      ),
    texts.removeError,
    { onSuccess: () => setRemoved(true) },
  );

  const setExportOpen = useCallback((open: boolean) => {
    setExportError(undefined);
    setExportOpenState(open);
  }, []);

  const period = useMemo(() => dealPeriod(found?.deals ?? []), [found]);
  const exportPeriod = period
    ? formatMessage(messages.export.periodText, { start: formatDate(period.start, locale), end: formatDate(period.end, locale) })
    : messages.export.noPeriod;

  const exportAs = useCallback(
    async (formats: readonly ExportFormat[]) => {
      if (!found || formats.length === 0 || exporting.current) throw new Error(messages.export.prepareFailed);
      exporting.current = true;
      setExportError(undefined);
      try {
        const rows = memberExportRows(found.member, found.deals);
        const columns = memberExportColumns(variant);
        const title = `${texts.exportTitle}: ${fullName(found.member.firstName, found.member.lastName)}`;
        const kind = variant === 'distributor' ? 'distributors' : 'partners';
        const fileName = memberExportFileName(variant, found.member);
        // PDF first: its print window must open inside the click, before anything is awaited.
        const ordered = [...formats].sort((a, b) => Number(b === 'pdf') - Number(a === 'pdf'));
        const results = await Promise.allSettled(
          // The CSV in the locale's separator, as the lists' exports (';' in German).
          ordered.map((format) => startExport({ format, rows, columns, kind, fileName, title, messages, csvSeparator: csvSeparatorFor(locale) })),
        );
        const failure = results.find((result): result is PromiseRejectedResult => result.status === 'rejected');
        if (failure) {
          const text = failure.reason instanceof ExportError ? failure.reason.message : messages.export.prepareFailed;
          setExportError(text);
          throw new Error(text);
        }
      } finally {
        exporting.current = false;
      }
    },
    [found, variant, texts.exportTitle, messages, locale],
  );

  return {
    status,
    member: found?.member,
    deals,
    list,
    ...firstError(status === 'missingId' && { error: texts.idMissing }, state, !remove.isOpen && remove),
    retry: state.status === 'error' ? () => void reload() : undefined,
    openDealId,
    openDeal: useCallback((row: DealRow) => setOpenDealId(row.id), []),
    closeDeal: useCallback(() => setOpenDealId(null), []),
    remove,
    decisions: canDecide ? decisions : undefined,
    removed,
    memberNote: found ? memberLive.noteOf(found.member.id) : undefined,
    dealNoteOf: dealsLive.noteOf,
    announcement: dealsLive.announcement || memberLive.announcement,
    finishRemoved: useCallback(() => {
      setRemoved(false);
      onRemoved();
    }, [onRemoved]),
    exportOpen,
    setExportOpen,
    exportPeriod,
    exportAs,
    exportError,
  };
}
