import styled from '@emotion/styled';
import { useId, useMemo } from 'react';
import type { OneSideProps } from '../../api/AdminApi.js';
import type { Member, Variant } from '../../api/types.js';
import { Avatar } from '../../components/Avatar/index.js';
import { Button } from '../../components/Button/index.js';
import { ConfirmDialog } from '../../components/ConfirmDialog/index.js';
import type { DataTableColumn, DataTableLayout } from '../../components/DataTable/index.js';
import { ErrorBanner } from '../../components/ErrorBanner/index.js';
import { CheckIcon, CloseIcon, DownloadIcon, TrashIcon } from '../../components/Icon/index.js';
import { ListView } from '../../components/ListView/index.js';
import { ScreenHeader } from '../../components/ScreenHeader/index.js';
import { SuccessDialog } from '../../components/SuccessDialog/index.js';
import type { DealRow } from '../../domain/dealRow.js';
import { memberName, requestState } from '../../domain/member.js';
import { joinAddress, phoneWithCode, textOf, yesNo } from '../../format/index.js';
import { useMessages, type Messages } from '../../i18n/index.js';
import { DealDetailsDialog } from '../DealDetailsDialog/index.js';
import { DealStatusBadge, StatusBadge } from '../../components/StatusBadge/index.js';
import { MemberEmail, MemberStatus, PhoneText, useMemberTexts } from '../../components/MemberCells/index.js';
import { MemberExportDialog } from './MemberExportDialog.js';
import { MemberDecisionDialogs, type MemberDecisions } from '../MemberRequests/memberDecisions.js';
import { LiveAnnouncer, WithLiveNote } from '../../components/LiveNote/index.js';
import { RecordHistory } from '../../components/RecordHistory/index.js';
import { membersOf } from '../../api/variantApi.js';
import { useMemberReviewController, type DistributorReviewApi, type MemberReviewControllerProps, type PartnerReviewApi } from './useMemberReviewController.js';
import { columnsMessages } from '../../i18n/texts/columns.js';
import { commonMessages } from '../../i18n/texts/common.js';
import { dealsMessages } from '../../i18n/texts/deals.js';
import { listBaseMessages } from '../../i18n/texts/list.js';
import { memberMessages } from '../../i18n/texts/members.js';
import { vars } from '../../theme/theme.js';
import { cardSurface } from '../../theme/surfaces.js';
import { screen } from '../../components/ScreenErrorBoundary/screen.js';
import { api, byVariant, callback, optional, recordId, variant } from '../../components/ScreenErrorBoundary/propRules.js';
import { variantApiOf } from '../../api/variantApi.js';
import { FormattedDate } from '../../components/FormattedDate/index.js';

export type MemberReviewProps = MemberReviewControllerProps & {
  /** The back arrow and 'Return to Partners', e.g. `navigate('/partners')`. */
  onBack: () => void;
  /** The Registered Deals table: 'table', 'cards', or 'auto' (cards below the mobile breakpoint). @default 'auto' */
  layout?: DataTableLayout;
};

/** The partner page's props: no variant, and only the partner calls it makes. */
export type PartnerReviewProps = OneSideProps<MemberReviewProps, PartnerReviewApi>;
/** The distributor page's props: no variant, and only the distributor calls it makes. */
export type DistributorReviewProps = OneSideProps<MemberReviewProps, DistributorReviewApi>;

const Panel = styled.section({
  ...cardSurface(vars.space.xl),
  marginBottom: vars.space.xl,
  minWidth: 0,
});

const Identity = styled.div({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.lg,
  marginBottom: vars.space.xl,
  minWidth: 0,
});

/** A date kept on one line in a column as narrow as its content. */
const NoWrap = styled.span({ whiteSpace: 'nowrap' });

const Name = styled.h2({ margin: 0, fontSize: vars.fontSizes.xl, overflowWrap: 'anywhere' });

const Role = styled.p({ margin: `${vars.space.xs} 0 0`, color: vars.colors.textMuted, overflowWrap: 'anywhere' });

const Fields = styled.dl({
  margin: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))',
  gap: vars.space.lg,
  '& > div': { minWidth: 0 },
  dt: { color: vars.colors.textMuted, fontSize: vars.fontSizes.sm, marginBottom: vars.space.xs },
  dd: { margin: 0, overflowWrap: 'anywhere' },
});

const SectionTitle = styled.h2({ margin: `0 0 ${vars.space.md}`, fontSize: vars.fontSizes.xl });

const Centered = styled(Panel)({
  textAlign: 'center',
  padding: `${vars.space.xxl} ${vars.space.xl}`,
  p: { margin: `${vars.space.sm} 0 ${vars.space.xl}`, color: vars.colors.textMuted },
});

/** The position, else the title, else 'Partner' / 'Distributor'. */
function memberRole(member: Member, fallback: string): string {
  return textOf(member.position) || textOf(member.title) || fallback;
}

/** The history panel; nothing at all without the history call. */
const HistoryPanel = styled(Panel)({ '&:empty': { display: 'none' } });


function ProfileCard({
  member,
  totalDeals,
  messages,
  fallbackRole,
  note,
}: {
  member: Member;
  totalDeals: number;
  messages: Pick<Messages, 'common' | 'member'>;
  fallbackRole: string;
  note: string | undefined;
}) {
  const m = messages.member;
  const nameId = useId();
  return (
    <Panel aria-labelledby={nameId}>
      <Identity>
        <Avatar name={{ firstName: member.firstName, lastName: member.lastName }} size="lg" />
        <div>
          <Name id={nameId}>{memberName(member)}</Name>
          <Role>{memberRole(member, fallbackRole)}</Role>
        </div>
      </Identity>
      <Fields>
        <div>
          <dt>{m.status}</dt>
          <dd>
            <WithLiveNote note={note}>
              <MemberStatus member={member} messages={messages} />
            </WithLiveNote>
          </dd>
        </div>
        <div>
          <dt>{m.telephone}</dt>
          <dd>
            <PhoneText text={phoneWithCode(member.countryCode, member.phoneNumber)} />
          </dd>
        </div>
        <div>
          <dt>{m.email}</dt>
          <dd>
            <MemberEmail email={member.email} asLink />
          </dd>
        </div>
        <div>
          <dt>{m.address}</dt>
          <dd>{joinAddress(textOf(member.street) || member.address, member.city, member.country)}</dd>
        </div>
        <div>
          <dt>{m.totalDeals}</dt>
          <dd>{totalDeals}</dd>
        </div>
      </Fields>
    </Panel>
  );
}

const RequestPanel = styled(Panel)({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  p: { margin: 0, flex: '1 1 16rem', overflowWrap: 'anywhere', color: vars.colors.textMuted },
});

const RequestTitle = styled.h2({ margin: 0, fontSize: vars.fontSizes.lg });

/**
 * The member's sign-up request, while it matters: pending, with Accept and Reject (as the request
 * lists decide), or rejected, with the reason given when the backend keeps it (`rejectionReason`).
 */
function RequestCard({ member, decisions, variant, t }: { member: Member; decisions: MemberDecisions | undefined; variant: Variant; t: Messages['member'] & { accepted: string; rejected: string; pending: string } }) {
  const texts = useMemberTexts(variant);
  const titleId = useId();
  const state = requestState(member);
  if (state === 'accepted') return null;
  const reason = textOf(member.rejectionReason);
  return (
    <RequestPanel aria-labelledby={titleId}>
      <RequestTitle id={titleId}>{t.signUpRequest}</RequestTitle>
      <StatusBadge tone={state === 'pending' ? 'warning' : 'danger'}>{state === 'pending' ? t.pending : t.rejected}</StatusBadge>
      {state === 'pending' ? (
        <>
          <p>{t.requestPendingText}</p>
          {decisions && (
            <>
              <Button variant="success" icon={<CheckIcon />} disabled={decisions.busy} onClick={() => decisions.accept.open(member)}>
                {texts.acceptButton}
              </Button>
              <Button variant="danger" icon={<CloseIcon />} disabled={decisions.busy} onClick={() => decisions.reject.open(member)}>
                {texts.rejectButton}
              </Button>
            </>
          )}
        </>
      ) : (
        reason && (
          <p dir="auto">
            {t.rejectionReason}: {reason}
          </p>
        )
      )}
    </RequestPanel>
  );
}

/** The calls a review page makes: the member, their deals and the removal, and one deal for its details. */
const reviewCalls = (members: 'partners' | 'distributors', deals: 'partnerDeals' | 'distributorDeals') => [
  ...['get', 'listDeals', 'remove'].map((call) => `${members}.${call}`),
  `${deals}.get`,
];

/** A missing id has a page of its own ('Partner ID is missing'); an id that is not one, and the callbacks, do not. */
const reviewRules = { id: optional(recordId), onBack: callback, onRemoved: callback };

/**
 * A partner's or distributor's review page: the profile card, the searchable
 * Registered Deals table whose rows open the Deal Details dialog, 'Remove Partner' with a
 * confirmation and a 2 s success dialog, and the export dialog. A missing id, an unknown member
 * and a failed load each get their own text.
 *
 * @example <MemberReview api={api} variant="partner" id={params.id} onBack={() => navigate('/partners')} onRemoved={() => navigate('/partners')} />
 */
export const MemberReview = screen('MemberReview', MemberReviewView, {
  variant,
  api: byVariant({ partner: api(...reviewCalls('partners', 'partnerDeals')), distributor: api(...reviewCalls('distributors', 'distributorDeals')) }),
  ...reviewRules,
});

function MemberReviewView({ onBack, layout = 'auto', ...controllerProps }: MemberReviewProps) {
  const messages = useMessages({ common: commonMessages, list: listBaseMessages, columns: columnsMessages, member: memberMessages, deals: dealsMessages });
  const { variant } = controllerProps;
  const texts = useMemberTexts(variant);
  const review = useMemberReviewController(controllerProps);
  const { member, dealNoteOf } = review;
  const c = messages.columns;
  const notFoundId = useId();

  const columns = useMemo<DataTableColumn<DealRow>[]>(
    () => [
      { id: 'id', header: c.registrationNumber, fit: true, cell: (row) => textOf(row.id) },
      { id: 'name', header: texts.dealNameColumn, cell: (row) => row.name },
      { id: 'customerCompany', header: c.customerCompany, cell: (row) => row.customerCompany },
      {
        id: 'registrationDate',
        header: c.registrationDate,
        fit: true,
        cell: (row) => (
          <NoWrap>
            <FormattedDate value={row.registrationDate} />
          </NoWrap>
        ),
      },
      { id: 'customerContact', header: c.customerContact, cell: (row) => row.customerContact },
      { id: 'existing', header: c.existing, fit: true, cell: (row) => yesNo(row.existing, messages.common) },
      {
        id: 'status',
        header: c.status,
        fit: true,
        cell: (row) => (
          <WithLiveNote note={dealNoteOf(row.id)}>
            <DealStatusBadge status={row.status} />
          </WithLiveNote>
        ),
      },
      { id: 'remark', header: c.remark, cell: (row) => row.remark },
    ],
    [c, texts, messages.common, dealNoteOf],
  );

  const ready = review.status === 'ready' && member;

  return (
    <>
      <ScreenHeader
        title={texts.reviewTitle}
        onBack={onBack}
        backLabel={texts.backLabel}
        actions={
          ready && (
            <>
              <Button icon={<DownloadIcon />} onClick={() => review.setExportOpen(true)}>
                {messages.list.export}
              </Button>
              <Button variant="danger" icon={<TrashIcon />} onClick={() => review.remove.open(member.id)}>
                {texts.removeButton}
              </Button>
            </>
          )
        }
      />
      {review.error && (
        <ErrorBanner
          detail={review.errorDetail}
          action={
            review.retry && (
              <Button size="sm" onClick={review.retry}>
                {messages.common.tryAgain}
              </Button>
            )
          }
        >
          {review.error}
        </ErrorBanner>
      )}
      {review.status === 'loading' && (
        <Centered>
          <div role="status">{messages.common.loading}</div>
        </Centered>
      )}
      {review.status === 'notFound' && (
        <Centered aria-labelledby={notFoundId}>
          <SectionTitle id={notFoundId}>{texts.notFoundTitle}</SectionTitle>
          <p>{texts.notFoundText}</p>
          <Button variant="primary" onClick={onBack}>
            {texts.returnToList}
          </Button>
        </Centered>
      )}
      {ready && (
        <>
          <RequestCard member={member} decisions={review.decisions} variant={variant} t={{ ...messages.member, ...messages.common }} />
          <ProfileCard member={member} totalDeals={review.deals.length} messages={messages} fallbackRole={texts.defaultPosition} note={review.memberNote} />
          <HistoryPanel>
            <RecordHistory area={membersOf<'history'>(controllerProps)} id={member.id} version={member.version} level={2} />
          </HistoryPanel>
          <SectionTitle>{texts.dealsTitle}</SectionTitle>
          <ListView
            list={review.list}
            columns={columns}
            getRowId={(row) => textOf(row.id)}
            caption={texts.dealsTitle}
            searchPlaceholder={texts.dealsSearchPlaceholder}
            loadingText={messages.common.loading}
            emptyText={variant === 'distributor' ? messages.deals.distributorEmpty : messages.deals.partnerEmpty}
            onRowClick={review.openDeal}
            sortable={false}
            dateRange={false}
            density="compact"
            layout={layout}
          />
          <DealDetailsDialog
            {...variantApiOf(controllerProps)}
            open={review.openDealId !== null}
            onOpenChange={(open) => {
              if (!open) review.closeDeal();
            }}
            id={review.openDealId}
          />
          <ConfirmDialog
            {...review.remove.dialogProps}
            title={texts.removeTitle}
            message={texts.removeText}
            confirmLabel={texts.removeConfirm}
            variant="danger"
          />
          <MemberExportDialog
            open={review.exportOpen}
            onOpenChange={review.setExportOpen}
            title={texts.exportTitle}
            period={review.exportPeriod}
            onExport={review.exportAs}
            error={review.exportError}
          />
        </>
      )}
      {review.decisions && <MemberDecisionDialogs decisions={review.decisions} variant={variant} />}
      <SuccessDialog open={review.removed} title={texts.removedTitle} message={texts.removedText} onClose={review.finishRemoved} />
      <LiveAnnouncer text={review.announcement} />
    </>
  );
}

/**
 * Partner Review, at /partners/{id} and /partners/details/{id} in the reference console.
 *
 * @example <PartnerReview api={api} id={params.id} onBack={() => navigate('/partners')} onRemoved={() => navigate('/partners')} />
 */
export const PartnerReview = screen(
  'PartnerReview',
  (props: PartnerReviewProps) => <MemberReviewView {...props} variant="partner" />,
  { api: api(...reviewCalls('partners', 'partnerDeals')), ...reviewRules },
);

/**
 * Distributor Review, at /distributors/{id} in the reference console.
 *
 * @example <DistributorReview api={api} id={params.id} onBack={() => navigate('/distributors')} onRemoved={() => navigate('/distributors')} />
 */
export const DistributorReview = screen(
  'DistributorReview',
  (props: DistributorReviewProps) => <MemberReviewView {...props} variant="distributor" />,
  { api: api(...reviewCalls('distributors', 'distributorDeals')), ...reviewRules },
);
