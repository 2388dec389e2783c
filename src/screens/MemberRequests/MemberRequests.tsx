import styled from '@emotion/styled';
import { pendingOfFilter } from '../../hooks/filterKey.js';
import { useMemo, useRef } from 'react';
import type { OneSideProps } from '../../api/AdminApi.js';
import type { Id, Member } from '../../api/types.js';
import { IconButton } from '../../components/Button/index.js';
import type { DataTableColumn, DataTableLayout } from '../../components/DataTable/index.js';
import { CheckIcon, CloseIcon } from '../../components/Icon/index.js';
import { BulkReviewControls } from '../../components/BulkBar/index.js';
import { ListView } from '../../components/ListView/index.js';
import { memberRejectDialogTexts } from '../../components/ReasonDialog/rejectTexts.js';
import { ScreenHeader } from '../../components/ScreenHeader/index.js';
import { StatusBadge } from '../../components/StatusBadge/index.js';
import { StatusFilter } from '../../components/StatusFilter/index.js';
import { LiveAnnouncer, WithLiveNote } from '../../components/LiveNote/index.js';
import { decisionButton, decisionFocusTarget } from '../../components/DecisionFocus/index.js';
import { decisionsMessages } from '../../i18n/texts/decisions.js';
import { memberName, requestState } from '../../domain/member.js';
import { formatMessage, useMessages } from '../../i18n/index.js';
import { memberPersonColumns, memberRowId, useMemberNameLink, useMemberTexts } from '../../components/MemberCells/index.js';
import { MemberDecisionDialogs } from './memberDecisions.js';
import { isPendingRequest, useMemberRequestsController, type DistributorRequestsApi, type MemberRequestsControllerProps, type PartnerRequestsApi } from './useMemberRequestsController.js';
import { columnsMessages } from '../../i18n/texts/columns.js';
import { commonMessages } from '../../i18n/texts/common.js';
import { vars } from '../../theme/theme.js';
import { screen } from '../../components/ScreenErrorBoundary/screen.js';
import { api, byVariant, callback, listStateRules, optional, variant } from '../../components/ScreenErrorBoundary/propRules.js';

export type MemberRequestsProps = MemberRequestsControllerProps & {
  /** The back arrow, e.g. `navigate('/partners')`. */
  onBack: () => void;
  /** 'table', 'cards', or 'auto' (cards below the mobile breakpoint). @default 'auto' */
  layout?: DataTableLayout;
  /**
   * Opens a request's details, e.g. `navigate('/partners/' + id)`: the member's review page, where a
   * pending request is accepted or rejected and a rejected one shows its reason. A row (or card)
   * then opens on click or Enter. @default undefined (rows do not open)
   */
  onOpen?: (id: Id) => void;
  /**
   * The address of a request's details, e.g. `(id) => '/partners/' + id`: with `onOpen`, each name
   * becomes a real link (Ctrl-click opens it in a new tab, a copied link opens it). @default undefined
   */
  memberHref?: (id: Id) => string;
};

/** The partner screen's props: no variant, and only the partner request calls. */
export type PartnerRequestsProps = OneSideProps<MemberRequestsProps, PartnerRequestsApi>;
/** The distributor screen's props: no variant, and only the distributor request calls. */
export type DistributorRequestsProps = OneSideProps<MemberRequestsProps, DistributorRequestsApi>;

const Actions = styled.div({ display: 'inline-flex', gap: vars.space.xs });


/** Holds the screen's rows for the keyboard's next stop after a decision, adding no box of its own. */
const Root = styled.div({ display: 'contents' });

/** The calls a request list makes on its side's members. */
const requestCalls = (area: 'partners' | 'distributors') => ['listPending', 'approve', 'reject'].map((call) => `${area}.${call}`);

/** The callbacks every request list calls. */
const requestRules = { onBack: callback, onOpen: optional(callback), memberHref: optional(callback), ...listStateRules };

const AcceptButton = styled(IconButton)({ color: vars.status.success.text });
const RejectButton = styled(IconButton)({ color: vars.colors.danger });

/**
 * The sign-up requests of partners or distributors: a searchable, sortable
 * table whose Action cell offers accept (tick) and reject (cross) for pending requests and shows
 * 'Accepted' or 'Rejected' otherwise; with `onOpen`, a row opens the request's details. Accept asks for confirmation, reject for a reason; a success
 * dialog then closes itself after 2 s and the row shows its new badge.
 *
 * @example <MemberRequests api={api} variant="partner" onBack={() => navigate('/partners')} />
 */
export const MemberRequests = screen('MemberRequests', MemberRequestsView, {
  variant,
  api: byVariant({ partner: api(...requestCalls('partners')), distributor: api(...requestCalls('distributors')) }),
  ...requestRules,
});

function MemberRequestsView({ onBack, layout = 'auto', onOpen, memberHref, ...controllerProps }: MemberRequestsProps) {
  const messages = useMessages({ common: commonMessages, columns: columnsMessages, decisions: decisionsMessages });
  const root = useRef<HTMLDivElement>(null);
  const statusLabels = { approved: messages.common.accepted, rejected: messages.common.rejected };
  const texts = useMemberTexts(controllerProps.variant);
  const rejectTexts = memberRejectDialogTexts(texts);
  const requests = useMemberRequestsController(controllerProps);
  const { busy, decision, noteOf } = requests;
  const nameLink = useMemberNameLink(memberHref, onOpen);
  const askAccept = requests.accept.open;
  const askReject = requests.reject.open;
  // Requests lists are short: the filtered rows are cheap to read for the bulk bar.
  const filtered = requests.list.filteredRows;
  // In server mode the server's count of the filter's pending ones: 'Select all' picks the filter.
  const { selectFilter } = requests.review;
  const { statusFilter } = requests.list;
  const pendingCount = useMemo(
    () => (selectFilter ? pendingOfFilter(statusFilter) : filtered.filter(requests.review.selection.canSelect).length),
    [selectFilter, statusFilter, filtered, requests.review.selection.canSelect],
  );
  const nameOf = (id: string) => {
    const member = filtered.find((row) => memberRowId(row) === id);
    return member ? memberName(member) : id;
  };

  const columns = useMemo<DataTableColumn<Member>[]>(
    () => [
      ...memberPersonColumns(messages, { emailLinks: false, nameLink }),
      {
        id: 'action',
        header: messages.columns.action,
        cell: (member) => {
          const state = requestState(member);
          const note = noteOf(member.id);
          if (state !== 'pending')
            return (
              <WithLiveNote note={note}>
                {state === 'accepted' ? (
                  <StatusBadge tone="success">{messages.common.accepted}</StatusBadge>
                ) : (
                  <StatusBadge tone="danger">{messages.common.rejected}</StatusBadge>
                )}
              </WithLiveNote>
            );
          const name = memberName(member);
          const key = memberRowId(member);
          return (
            <WithLiveNote note={note}>
              <Actions>
                <AcceptButton {...decisionButton('accept', key)} label={formatMessage(texts.acceptRequest, { name })} disabled={busy} onClick={() => askAccept(member)}>
                  <CheckIcon />
                </AcceptButton>
                <RejectButton {...decisionButton('reject', key)} label={formatMessage(texts.rejectRequest, { name })} disabled={busy} onClick={() => askReject(member)}>
                  <CloseIcon />
                </RejectButton>
              </Actions>
            </WithLiveNote>
          );
        },
      },
    ],
    [messages, texts, askAccept, askReject, busy, nameLink, noteOf],
  );

  // After a decision's success dialog, the keyboard goes on to the same button of the next request
  // that waits for one (issue 31 item 7), never to the page.
  const nextDecision = () =>
    requests.decidedKey === null
      ? null
      : decisionFocusTarget(root.current, {
          rows: requests.list.pageRows,
          keyOf: memberRowId,
          needsDecision: isPendingRequest,
          decided: requests.decidedKey,
          action: decision === 'reject' ? 'reject' : 'accept',
        });

  return (
    <Root ref={root}>
      <ScreenHeader title={texts.requestsTitle} onBack={onBack} backLabel={texts.backLabel} />
      <ListView
        list={requests.list}
        columns={columns}
        getRowId={memberRowId}
        caption={texts.requestsTitle}
        load={requests.load}
        searchPlaceholder={texts.searchPlaceholder}
        // The filter names the statuses as the Action column's badges do.
        filters={requests.list.statusFilter && <StatusFilter {...requests.list.statusFilter} labels={statusLabels} />}
        loadingText={texts.loading}
        emptyText={texts.requestsEmpty}
        onRowClick={onOpen && ((member: Member) => onOpen(member.id))}
        dateRange={false}
        density="compact"
        layout={layout}
        selection={{ rows: requests.review.selection, rowName: memberName }}
        bulkBar={
          <BulkReviewControls
            review={requests.review}
            rows={() => requests.list.filteredRows}
            selectableCount={pendingCount}
            nameOf={nameOf}
            reasonTexts={rejectTexts}
            noun={{ one: messages.decisions.requestOne, other: messages.decisions.requestOther }}
          />
        }
      />
      <MemberDecisionDialogs decisions={requests} variant={controllerProps.variant} returnFocus={nextDecision} />
      <LiveAnnouncer text={requests.announcement} />
    </Root>
  );
}

/**
 * Partner Requests, at /partners/requests in the reference console.
 *
 * @example <PartnerRequests api={api} onBack={() => navigate('/partners')} />
 */
export const PartnerRequests = screen(
  'PartnerRequests',
  (props: PartnerRequestsProps) => <MemberRequestsView {...props} variant="partner" />,
  { api: api(...requestCalls('partners')), ...requestRules },
);

/**
 * Distributor Requests, at /distributors/requests in the reference console.
 *
 * @example <DistributorRequests api={api} onBack={() => navigate('/distributors')} />
 */
export const DistributorRequests = screen(
  'DistributorRequests',
  (props: DistributorRequestsProps) => <MemberRequestsView {...props} variant="distributor" />,
  { api: api(...requestCalls('distributors')), ...requestRules },
);
