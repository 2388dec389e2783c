import styled from '@emotion/styled';
import { useId } from 'react';
import type { Id, Variant } from '../../api/types.js';
import type { AdminApi } from '../../api/AdminApi.js';
import { Button } from '../../components/Button/index.js';
import { Dialog } from '../../components/Dialog/index.js';
import { ErrorBanner } from '../../components/ErrorBanner/index.js';
import { useMessages } from '../../i18n/MessagesProvider.js';
import { DealStatusBadge } from './DealStatusBadge.js';
import { useDealDetailsController, type DealDetailSection } from './useDealDetailsController.js';
import { columnsMessages } from '../../i18n/texts/columns.js';
import { commonMessages } from '../../i18n/texts/common.js';
import { dealDetailsMessages } from '../../i18n/texts/dealDetails.js';

export interface DealDetailsDialogProps {
  /** Where the deal is loaded from. */
  api: AdminApi;
  /** Which programme the deal belongs to: it picks the endpoint and 'Partner Information' or 'Distributor Information'. */
  variant: Variant;
  /** The deal to show; the dialog is open while this is not null. */
  dealId: Id | null;
  /** Called when the user closes the dialog (Close, Escape, a click outside). */
  onClose: () => void;
}

const Summary = styled.div(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: theme.space.sm,
  marginBottom: theme.space.lg,
  color: theme.colors.textMuted,
  overflowWrap: 'anywhere',
  strong: { color: theme.colors.text },
}));

const Sections = styled.div(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 300px), 1fr))',
  gap: theme.space.lg,
}));

const Section = styled.section(({ theme }) => ({
  minWidth: 0,
  padding: theme.space.lg,
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radii.md,
  background: theme.colors.surfaceMuted,
}));

const SectionTitle = styled.h3(({ theme }) => ({
  margin: `0 0 ${theme.space.md}`,
  fontSize: theme.fontSizes.lg,
  fontWeight: theme.fontWeights.bold,
  color: theme.colors.text,
}));

const Fields = styled.dl(({ theme }) => ({
  margin: 0,
  display: 'grid',
  gap: theme.space.md,
  dt: { fontSize: theme.fontSizes.sm, color: theme.colors.textMuted },
  dd: {
    margin: `2px 0 0`,
    color: theme.colors.text,
    // Server text can be one endless word; it wraps anywhere instead of widening the dialog.
    overflowWrap: 'anywhere',
    whiteSpace: 'pre-wrap',
  },
  a: { color: theme.colors.link },
}));

const StatusText = styled.p(({ theme }) => ({ margin: 0, padding: theme.space.xl, textAlign: 'center', color: theme.colors.textMuted }));

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
 * The read-only Deal Details dialog (SPEC 2.9), used by both deal lists and both review pages. It
 * loads the deal by id while open (closing aborts the load) and shows a status badge and the
 * sections Partner (or Distributor), Customer, Address, Vendor Team, Deal, MDF, Additional and
 * Date Information, with '-' for missing values.
 *
 * @example
 * const [dealId, setDealId] = useState<Id | null>(null);
 * <DealDetailsDialog api={api} variant="partner" dealId={dealId} onClose={() => setDealId(null)} />
 */
export function DealDetailsDialog({ dealId, variant, ...rest }: DealDetailsDialogProps) {
  if (dealId === null || dealId === undefined) return null;
  // Keyed: another deal starts from a fresh dialog, never showing the previous deal's data.
  return <OpenDealDetails key={`${variant}:${String(dealId)}`} dealId={dealId} variant={variant} {...rest} />;
}

function OpenDealDetails({ api, variant, dealId, onClose }: DealDetailsDialogProps & { dealId: Id }) {
  const messages = useMessages({ common: commonMessages, columns: columnsMessages, dealDetails: dealDetailsMessages });
  const t = messages.dealDetails;
  const { loading, error, details, reload } = useDealDetailsController({ api, variant, dealId });
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t.title}
      size="lg"
      showCloseButton={false}
      footer={<Button onClick={onClose}>{t.close}</Button>}
    >
      {loading && <StatusText role="status">{t.loading}</StatusText>}
      {error && (
        <ErrorBanner
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
            <DealStatusBadge status={details.status} />
          </Summary>
          <Sections>
            {details.sections.map((section) => (
              <DetailSection key={section.id} section={section} />
            ))}
          </Sections>
        </>
      )}
    </Dialog>
  );
}
