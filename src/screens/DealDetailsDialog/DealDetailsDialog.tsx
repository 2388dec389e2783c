import styled from '@emotion/styled';
import { useId, type ReactNode } from 'react';
import type { Deal, Id, Variant } from '../../api/types.js';
import type { DealConflict } from '../../domain/conflicts.js';
import { dealOwnerName, toDealRow, type AnyDeal } from '../../domain/dealRow.js';
import { displayText } from '../../format/index.js';
import { formatDate } from '../../format/dates.js';
import { formatMessage, type Messages } from '../../i18n/messages.js';
import { Button } from '../../components/Button/index.js';
import { Dialog } from '../../components/Dialog/index.js';
import { ErrorBanner } from '../../components/ErrorBanner/index.js';
import { useLocale, useMessages } from '../../i18n/MessagesProvider.js';
import { DealStatusBadge } from '../../components/StatusBadge/index.js';
import { LiveAnnouncer, LiveNote } from '../../components/LiveNote/index.js';
import { RecordHistory } from '../../components/RecordHistory/index.js';
import type { VariantApi } from '../../api/AdminApi.js';
import { dealsOf } from '../../api/variantApi.js';
import { CheckIcon, ChevronLeftIcon, ChevronRightIcon, CloseIcon, EditIcon, PlusIcon } from '../../components/Icon/index.js';
import { navigateOnPlainClick } from '../../components/Link/Link.js';
import { dealsMessages } from '../../i18n/texts/deals.js';
import { DealDecisionDialogs, useDealDecisions, type DealDecisionCalls } from './dealDecisions.js';
import {
  useDealDetailsController,
  type DealDetailSection,
  type DealDetailsControllerProps,
  type DistributorDealDetailsApi,
  type PartnerDealDetailsApi,
} from './useDealDetailsController.js';
import { columnsMessages } from '../../i18n/texts/columns.js';
import { commonMessages } from '../../i18n/texts/common.js';
import { dealDetailsMessages } from '../../i18n/texts/dealDetails.js';
import { vars } from '../../theme/theme.js';
import { screen } from '../../components/ScreenErrorBoundary/screen.js';
import { api, byVariant, callback, optional, recordId, variant, whileOpen } from '../../components/ScreenErrorBoundary/propRules.js';
import { focusRing } from '../../theme/focusRing.js';

/**
 * Which programme the deal belongs to (`variant`: it picks the call and 'Partner Information' or
 * 'Distributor Information') and where it is loaded from (`api`), then the deal and the close callback.
 */
export type DealDetailsDialogProps = VariantApi<PartnerDealDetailsApi, DistributorDealDetailsApi> & {
  /** Whether the dialog shows (it shows only while `id` is set too). */
  open: boolean;
  /** Called with `false` when the user closes the dialog (Close, Escape, a click outside). */
  onOpenChange: (open: boolean) => void;
  /** The deal to show. The host may keep it while the dialog closes. */
  id: Id | null;
  /**
   * Other members' registrations of the same customer (possible conflicts, see
   * `findDealConflicts`), listed above the sections with their member, status, date, country and
   * what matched; each opens with `onOpenDeal`. @default none
   */
  conflicts?: readonly DealConflict[];
  /** Opens another deal, e.g. one of the `conflicts`. @default undefined (the conflicts are listed as text) */
  onOpenDeal?: (id: Id) => void;
  /**
   * A deal's own address in the host ('/deals/1234'): the conflicts become links to it, so they
   * can be opened in a new tab or copied; a plain click still goes to `onOpenDeal`. @default none (buttons)
   */
  dealHref?: (id: Id) => string;
  /**
   * Offers Approve Deal, Reject Deal and Add (or Edit) remark, with the deal lists' dialogs and
   * texts (SPEC 2.8); `api` must then have the side's `approve`, `reject` and `updateRemarks`.
   * @default false (read-only, as SPEC 2.9)
   */
  actions?: boolean;
  /** Called after a decision or a remark on the deal succeeded, e.g. to load a list again. */
  onChange?: (id: Id) => void;
  /**
   * Shows the previous deal of the host's list ('Previous deal'); undefined on its first deal,
   * where the button stays but does nothing. Without `onPrevious` and `onNext` there are no such
   * buttons. @default none
   */
  onPrevious?: () => void;
  /** Shows the next deal of the host's list ('Next deal'); undefined on its last deal. @default none */
  onNext?: () => void;
};

/** The calls of the side, beyond `get`, that `actions` needs. */
const DECISION_CALLS = ['approve', 'reject', 'updateRemarks'] as const;

/** The API rule: `get` always, and the decisions with `actions`. */
const dealsApi = (area: 'partnerDeals' | 'distributorDeals') => (value: unknown, props: Readonly<Record<string, unknown>>) =>
  api(`${area}.get`, ...(props.actions === true ? DECISION_CALLS.map((call) => `${area}.${call}`) : []))(value, props);

const Summary = styled.div({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  marginBottom: vars.space.lg,
  color: vars.colors.textMuted,
  overflowWrap: 'anywhere',
  strong: { color: vars.colors.text },
});

const Status = styled.span({ display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

/** The history under the sections, in a box like theirs; nothing at all without the history call. */
const HistoryBox = styled.div({
  marginTop: vars.space.lg,
  padding: vars.space.lg,
  border: `1px solid ${vars.colors.border}`,
  borderRadius: vars.radii.md,
  '&:empty': { display: 'none' },
});

const Sections = styled.div({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 300px), 1fr))',
  gap: vars.space.lg,
});

const Section = styled.section({
  minWidth: 0,
  padding: vars.space.lg,
  border: `1px solid ${vars.colors.border}`,
  borderRadius: vars.radii.md,
  background: vars.colors.surfaceMuted,
});

const SectionTitle = styled.h3({
  margin: `0 0 ${vars.space.md}`,
  fontSize: vars.fontSizes.lg,
  fontWeight: vars.fontWeights.bold,
  color: vars.colors.text,
});

const Fields = styled.dl({
  margin: 0,
  display: 'grid',
  gap: vars.space.md,
  dt: { fontSize: vars.fontSizes.sm, color: vars.colors.textMuted },
  dd: {
    margin: `2px 0 0`,
    color: vars.colors.text,
    // Server text can be one endless word; it wraps anywhere instead of widening the dialog.
    overflowWrap: 'anywhere',
    whiteSpace: 'pre-wrap',
  },
  a: { color: vars.colors.link },
});

const Conflicts = styled.section({
  marginBottom: vars.space.lg,
  padding: vars.space.lg,
  border: `1px solid ${vars.status.warning.border}`,
  borderRadius: vars.radii.md,
  background: vars.status.warning.background,
  color: vars.status.warning.text,
  p: { margin: `0 0 ${vars.space.sm}` },
  ul: { margin: 0, padding: 0, listStyle: 'none', display: 'grid', gap: vars.space.sm },
});

/** One other registration: the deal (a button that opens it) and its status, then who, when, where and why. */
const ConflictEntry = styled.li({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space.sm,
  overflowWrap: 'anywhere',
  button: {
    // 24 px high at least: a touch target of its own (WCAG 2.5.8).
    minHeight: 28,
    padding: `${vars.space.xs} 0`,
    border: 'none',
    background: 'none',
    color: 'inherit',
    font: 'inherit',
    fontWeight: vars.fontWeights.bold,
    textAlign: 'start',
    textDecoration: 'underline',
    cursor: 'pointer',
  },
  'button:focus-visible, a:focus-visible': focusRing(),
  a: { fontWeight: vars.fontWeights.bold, color: 'inherit', padding: `${vars.space.xs} 0` },
});

const ConflictFacts = styled.span({ flexBasis: '100%', fontSize: vars.fontSizes.sm });

type ConflictTexts = Pick<
  Messages['dealDetails'],
  'conflictsTitle' | 'conflictsText' | 'conflictDeal' | 'conflictMember' | 'conflictSameCountry' | 'conflictSameDomain' | 'conflictSameBoth'
>;

/** Why two registrations are one customer, in words. */
function matchText(conflict: DealConflict, t: ConflictTexts): string {
  if (conflict.sameCountry && conflict.sameDomain) return t.conflictSameBoth;
  return conflict.sameCountry ? t.conflictSameCountry : t.conflictSameDomain;
}

/**
 * The other registrations of the deal's customer: each deal (a button that opens it, when the host
 * can) with its status badge, then its member and the member's company, its registration date,
 * the customer's country and what matched. The facts describe the button, so a screen reader
 * hears them with it.
 */
function ConflictList({
  conflicts,
  variant,
  onOpenDeal,
  dealHref,
  t,
}: {
  conflicts: readonly DealConflict[];
  variant: Variant;
  onOpenDeal?: (id: Id) => void;
  dealHref?: (id: Id) => string;
  t: ConflictTexts;
}) {
  const headingId = useId();
  const locale = useLocale();
  return (
    <Conflicts aria-labelledby={headingId}>
      <SectionTitle id={headingId}>{t.conflictsTitle}</SectionTitle>
      <p>{t.conflictsText}</p>
      <ul>
        {conflicts.map((conflict, index) => {
          const { deal } = conflict;
          const d = deal as AnyDeal;
          const label = formatMessage(t.conflictDeal, { id: String(deal.id) });
          const factsId = `${headingId}-${index}`;
          const facts = [
            formatMessage(t.conflictMember, {
              name: dealOwnerName(deal, variant),
              company: displayText(variant === 'distributor' ? d.distributorCompany : d.partnerCompany),
            }),
            formatDate(deal.createdAt, locale),
            displayText(deal.country),
            matchText(conflict, t),
          ].join(' · ');
          return (
            <ConflictEntry key={`${String(deal.id)}:${index}`}>
              {onOpenDeal && dealHref ? (
                <a href={dealHref(deal.id)} aria-describedby={factsId} onClick={navigateOnPlainClick(() => onOpenDeal(deal.id), dealHref(deal.id))}>
                  {label}
                </a>
              ) : onOpenDeal ? (
                <button type="button" aria-describedby={factsId} onClick={() => onOpenDeal(deal.id)}>
                  {label}
                </button>
              ) : (
                <strong>{label}</strong>
              )}
              <DealStatusBadge status={deal.status} />
              <ConflictFacts id={factsId} dir="auto">
                {facts}
              </ConflictFacts>
            </ConflictEntry>
          );
        })}
      </ul>
    </Conflicts>
  );
}

const Footer = styled.div({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm, width: '100%' });
const Steps = styled.div({ display: 'flex', gap: vars.space.xs });
const ActionBar = styled.div({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm, marginBottom: vars.space.lg });
/** 'Deal 1234 approved', beside the buttons. */
const Notice = styled.span({ color: vars.status.success.text, fontSize: vars.fontSizes.sm, fontWeight: vars.fontWeights.medium });

const StatusText = styled.p({ margin: 0, padding: vars.space.xl, textAlign: 'center', color: vars.colors.textMuted });

function DetailSection({ section }: { section: DealDetailSection }) {
  const headingId = useId();
  return (
    <Section aria-labelledby={headingId}>
      <SectionTitle id={headingId}>{section.title}</SectionTitle>
      <Fields>
        {section.fields.map((field) => (
          <div key={field.label}>
            <dt>{field.label}</dt>
            <dd>{field.href ? <a href={field.href}>{field.value}</a> : field.value}</dd>
          </div>
        ))}
      </Fields>
    </Section>
  );
}

/**
 * The read-only Deal Details dialog, used by both deal lists and both review pages. It
 * loads the deal by id while open (closing aborts the load) and shows a status badge and the
 * sections Partner (or Distributor), Customer, Address, Vendor Team, Deal, MDF, Additional and
 * Date Information, with '-' for missing values. Beyond SPEC 7, when the API has them: the deal's
 * history under the sections, and the changes other administrators make while it shows.
 *
 * @example
 * const [openId, setOpenId] = useState<Id | null>(null);
 * <DealDetailsDialog api={api} variant="partner" open={openId !== null} onOpenChange={(open) => !open && setOpenId(null)} id={openId} />
 */
export const DealDetailsDialog = screen(
  'DealDetailsDialog',
  DealDetailsDialogView,
  whileOpen({
    variant,
    api: byVariant({ partner: dealsApi('partnerDeals'), distributor: dealsApi('distributorDeals') }),
    id: recordId,
    onOpenChange: callback,
    onOpenDeal: optional(callback),
    dealHref: optional(callback),
    onChange: optional(callback),
    onPrevious: optional(callback),
    onNext: optional(callback),
  }),
);

function DealDetailsDialogView({ open, id, onOpenChange, onPrevious, onNext, ...rest }: DealDetailsDialogProps) {
  const messages = useMessages({ dealDetails: dealDetailsMessages });
  const t = messages.dealDetails;
  if (!open || id === null || id === undefined) return null;
  const close = () => onOpenChange(false);
  const stepping = onPrevious !== undefined || onNext !== undefined;
  return (
    <Dialog
      open
      onOpenChange={(next) => {
        if (!next) close();
      }}
      title={t.title}
      size="lg"
      showCloseButton={false}
      footer={
        <Footer>
          {stepping && (
            <Steps>
              <StepButton label={t.previousDeal} onStep={onPrevious} icon={<ChevronLeftIcon />} />
              <StepButton label={t.nextDeal} onStep={onNext} icon={<ChevronRightIcon />} />
            </Steps>
          )}
          <Button onClick={close}>{t.close}</Button>
        </Footer>
      }
    >
      {/* Keyed: another deal starts from fresh contents, never showing the previous deal's data, while the dialog (and the focus on 'Next deal') stays. */}
      <OpenDealDetails key={`${rest.variant}:${String(id)}`} id={id} {...rest} />
    </Dialog>
  );
}

/** 'Previous deal' or 'Next deal': at the end of the list it stays in place (and focused) but does nothing. */
function StepButton({ label, onStep, icon }: { label: string; onStep: (() => void) | undefined; icon: ReactNode }) {
  return (
    <Button size="sm" variant="ghost" icon={icon} aria-disabled={onStep ? undefined : true} onClick={onStep}>
      {label}
    </Button>
  );
}

function OpenDealDetails({
  conflicts,
  onOpenDeal,
  dealHref,
  actions = false,
  onChange,
  ...controllerProps
}: DealDetailsControllerProps & Pick<DealDetailsDialogProps, 'conflicts' | 'onOpenDeal' | 'dealHref' | 'actions' | 'onChange'>) {
  const messages = useMessages({ common: commonMessages, columns: columnsMessages, dealDetails: dealDetailsMessages, deals: dealsMessages });
  const t = messages.dealDetails;
  const { loading, error, errorDetail, details, deal, note, announcement, reload } = useDealDetailsController(controllerProps);
  return (
    <>
      {loading && <StatusText role="status">{t.loading}</StatusText>}
      {error && (
        <ErrorBanner
          detail={errorDetail}
          action={
            <Button size="sm" onClick={reload}>
              {messages.common.tryAgain}
            </Button>
          }
        >
          {error}
        </ErrorBanner>
      )}
      {details && (
        <>
          <Summary>
            <span>
              {messages.columns.registrationNumber}: <strong>{details.id}</strong>
            </span>
            <Status>
              <DealStatusBadge status={details.status} />
              <LiveNote note={note} />
            </Status>
          </Summary>
          {actions && deal && (
            <DealActions
              deal={deal}
              variant={controllerProps.variant}
              // `actions` comes with these calls: the prop rules check them before the dialog renders.
              calls={dealsOf(controllerProps) as unknown as DealDecisionCalls}
              onDecided={async () => {
                await reload();
                onChange?.(deal.id);
              }}
            />
          )}
          {conflicts && conflicts.length > 0 && (
            <ConflictList conflicts={conflicts} variant={controllerProps.variant ?? 'partner'} onOpenDeal={onOpenDeal} dealHref={dealHref} t={t} />
          )}
          <Sections>
            {details.sections.map((section) => (
              <DetailSection key={section.id} section={section} />
            ))}
          </Sections>
          <HistoryBox>{deal && <RecordHistory area={dealsOf(controllerProps)} id={deal.id} version={deal.version} />}</HistoryBox>
        </>
      )}
      <LiveAnnouncer text={announcement} />
    </>
  );
}

/**
 * Approve Deal, Reject Deal and Add (or Edit) remark on the deal shown, the way the deal lists
 * decide (`useDealDecisions`), with 'Deal 1234 approved' and a failed approve's message.
 */
function DealActions({ deal, variant, calls, onDecided }: { deal: Deal; variant: Variant; calls: DealDecisionCalls; onDecided: () => Promise<void> }) {
  const t = useMessages({ deals: dealsMessages }).deals;
  const decisions = useDealDecisions(calls, onDecided);
  const row = toDealRow(deal, variant);
  const { approve } = decisions;
  return (
    <>
      <ActionBar>
        <Button size="sm" variant="success" icon={<CheckIcon />} busy={approve.busy} onClick={() => void approve.run(row)}>
          {t.approveDeal}
        </Button>
        <Button size="sm" variant="danger" icon={<CloseIcon />} onClick={() => decisions.reject.open(row)}>
          {t.rejectDeal}
        </Button>
        <Button size="sm" icon={row.hasRemark ? <EditIcon /> : <PlusIcon />} onClick={() => decisions.remarks.open(row)}>
          {row.hasRemark ? t.editRemark : t.addRemark}
        </Button>
        <Notice role="status">{decisions.notice}</Notice>
      </ActionBar>
      {approve.error && (
        <ErrorBanner detail={approve.errorDetail} onDismiss={approve.clearError}>
          {approve.error}
        </ErrorBanner>
      )}
      <DealDecisionDialogs decisions={decisions} />
    </>
  );
}
