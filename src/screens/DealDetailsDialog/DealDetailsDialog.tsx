import styled from '@emotion/styled';
import { useId } from 'react';
import type { Deal, Id } from '../../api/types.js';
import { dealOwnerName } from '../../domain/dealRow.js';
import { displayText } from '../../format/index.js';
import { formatMessage } from '../../i18n/messages.js';
import { Button } from '../../components/Button/index.js';
import { Dialog } from '../../components/Dialog/index.js';
import { ErrorBanner } from '../../components/ErrorBanner/index.js';
import { useMessages } from '../../i18n/MessagesProvider.js';
import { DealStatusBadge } from '../../components/StatusBadge/index.js';
import { LiveAnnouncer, LiveNote } from '../../components/LiveNote/index.js';
import { RecordHistory } from '../../components/RecordHistory/index.js';
import type { VariantApi } from '../../api/AdminApi.js';
import { dealsOf } from '../../api/variantApi.js';
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
   * Other members' deals for the same customer company (possible conflicts, see
   * `findDealConflicts`), listed above the sections; each opens with `onOpenDeal`. @default none
   */
  conflicts?: readonly Deal[];
  /** Opens another deal, e.g. one of the `conflicts`. @default undefined (the conflicts are listed as text) */
  onOpenDeal?: (id: Id) => void;
};

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
  ul: { margin: 0, paddingInlineStart: vars.space.lg, display: 'grid' },
  button: {
    // 24 px high at least: a touch target of its own (WCAG 2.5.8).
    minHeight: 28,
    padding: `${vars.space.xs} 0`,
    border: 'none',
    background: 'none',
    color: 'inherit',
    font: 'inherit',
    textAlign: 'start',
    textDecoration: 'underline',
    cursor: 'pointer',
    overflowWrap: 'anywhere',
  },
  'button:focus-visible': focusRing(),
});

/** The other registrations of the deal's customer company, each a button that opens it. */
function ConflictList({ deals, variant, onOpenDeal, t }: { deals: readonly Deal[]; variant: DealDetailsDialogProps['variant']; onOpenDeal?: (id: Id) => void; t: { conflictsTitle: string; conflictsText: string; conflictEntry: string } }) {
  const headingId = useId();
  return (
    <Conflicts aria-labelledby={headingId}>
      <SectionTitle id={headingId}>{t.conflictsTitle}</SectionTitle>
      <p>{t.conflictsText}</p>
      <ul>
        {deals.map((deal) => {
          const text = formatMessage(t.conflictEntry, {
            id: String(deal.id),
            name: dealOwnerName(deal, variant ?? 'partner'),
            company: displayText(deal.customerCompany),
          });
          return (
            <li key={String(deal.id)}>
              {onOpenDeal ? (
                <button type="button" onClick={() => onOpenDeal(deal.id)}>
                  {text}
                </button>
              ) : (
                text
              )}
            </li>
          );
        })}
      </ul>
    </Conflicts>
  );
}

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
    api: byVariant({ partner: api('partnerDeals.get'), distributor: api('distributorDeals.get') }),
    id: recordId,
    onOpenChange: callback,
    onOpenDeal: optional(callback),
  }),
);

function DealDetailsDialogView({ open, id, ...rest }: DealDetailsDialogProps) {
  if (!open || id === null || id === undefined) return null;
  // Keyed: another deal starts from a fresh dialog, never showing the previous deal's data.
  return <OpenDealDetails key={`${rest.variant}:${String(id)}`} id={id} {...rest} />;
}

function OpenDealDetails({
  onOpenChange,
  conflicts,
  onOpenDeal,
  ...controllerProps
}: DealDetailsControllerProps & Pick<DealDetailsDialogProps, 'onOpenChange' | 'conflicts' | 'onOpenDeal'>) {
  const messages = useMessages({ common: commonMessages, columns: columnsMessages, dealDetails: dealDetailsMessages });
  const t = messages.dealDetails;
  const { loading, error, errorDetail, details, deal, note, announcement, reload } = useDealDetailsController(controllerProps);
  const close = () => onOpenChange(false);
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) close();
      }}
      title={t.title}
      size="lg"
      showCloseButton={false}
      footer={<Button onClick={close}>{t.close}</Button>}
    >
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
          {conflicts && conflicts.length > 0 && <ConflictList deals={conflicts} variant={controllerProps.variant} onOpenDeal={onOpenDeal} t={t} />}
          <Sections>
            {details.sections.map((section) => (
              <DetailSection key={section.id} section={section} />
            ))}
          </Sections>
          <HistoryBox>{deal && <RecordHistory area={dealsOf(controllerProps)} id={deal.id} version={deal.version} />}</HistoryBox>
        </>
      )}
      <LiveAnnouncer text={announcement} />
    </Dialog>
  );
}
