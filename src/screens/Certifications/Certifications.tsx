import styled from '@emotion/styled';
import { pendingOfFilter } from '../../hooks/filterKey.js';
import { useMemo } from 'react';
import type { Certification } from '../../api/types.js';
import { Button } from '../../components/Button/index.js';
import type { DataTableColumn, DataTableLayout } from '../../components/DataTable/index.js';
import { CheckIcon, ClockIcon, CloseIcon } from '../../components/Icon/index.js';
import { FieldList } from '../../components/FieldList/index.js';
import { BulkReviewControls } from '../../components/BulkBar/index.js';
import { rejectDialogTexts } from '../../components/ReasonDialog/rejectTexts.js';
import { ListView } from '../../components/ListView/index.js';
import { ScreenHeader } from '../../components/ScreenHeader/index.js';
import { StatusBadge, type StatusTone } from '../../components/StatusBadge/index.js';
import { StatusFilter } from '../../components/StatusFilter/index.js';
import { forwardExcept } from '../../components/shouldForwardProp.js';
import { certificationState, type CertificationState } from '../../domain/certification.js';
import type { CsvSeparator } from '../../export/csvSeparator.js';
import { MISSING, displayText } from '../../format/index.js';
import { useMessages } from '../../i18n/MessagesProvider.js';
import { formatMessage, type Messages } from '../../i18n/messages.js';
import { CertificationDetailDialog } from '../CertificationDetailDialog/index.js';
import { certificationTypeLabel, useCertificationsController, type CertificationsControllerProps } from './useCertificationsController.js';
import { certificationsMessages } from '../../i18n/texts/certifications.js';
import { exportMessages } from '../../i18n/texts/export.js';
import { vars } from '../../theme/theme.js';
import { screen } from '../../components/ScreenErrorBoundary/screen.js';
import { api, listStateRules } from '../../components/ScreenErrorBoundary/propRules.js';
import { FormattedDate } from '../../components/FormattedDate/index.js';
import { LiveAnnouncer, WithLiveNote } from '../../components/LiveNote/index.js';
import { decisionsMessages } from '../../i18n/texts/decisions.js';

/** The export's columns load with the file writers on the first export, not with the screen (issue 33). */
const exportColumns = () => import('../../export/loadColumns.js');

export interface CertificationsProps extends CertificationsControllerProps {
  /** 'table', 'cards', or 'auto' (cards below the mobile breakpoint). @default 'auto' */
  layout?: DataTableLayout;
  /** The CSV export's separator. @default the locale's: ';' where decimals take a comma (German, French, ...), else ',' */
  csvSeparator?: CsvSeparator;
}

const TONES: Record<CertificationState, StatusTone> = { passed: 'success', failed: 'danger', pending: 'warning' };

const stateLabel = (state: CertificationState, messages: Pick<Messages, 'certifications'>) => messages.certifications[state];

const IconBadge = styled('span', { shouldForwardProp: forwardExcept('tone') })<{ tone: StatusTone }>(({ tone }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 28,
  height: 28,
  borderRadius: vars.radii.round,
  border: `1px solid ${vars.status[tone].border}`,
  background: vars.status[tone].background,
  color: vars.status[tone].text,
}));

/** The status column: a green check, red cross or yellow clock, named 'Passed', 'Failed' or 'Pending'. */
function StatusIcon({ status }: { status: unknown }) {
  const messages = useMessages({ export: exportMessages, certifications: certificationsMessages });
  const state = certificationState(status);
  const label = stateLabel(state, messages);
  const Icon = state === 'passed' ? CheckIcon : state === 'failed' ? CloseIcon : ClockIcon;
  return (
    <IconBadge tone={TONES[state]} role="img" aria-label={label} title={label}>
      <Icon size={16} />
    </IconBadge>
  );
}

const Remark = styled.span({
  display: 'block',
  maxWidth: 90,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

/** Remarks on one line, cut with an ellipsis; the whole text is in the title (and read by screen readers). */
function Remarks({ remarks }: { remarks: unknown }) {
  const text = displayText(remarks);
  return <Remark title={text === MISSING ? undefined : text}>{text}</Remark>;
}

const NoWrap = styled.span({ whiteSpace: 'nowrap' });

/** 'View Details' in the table may take two lines ('Details / anzeigen'), so ten columns fit beside the sidebar in German. */
const WrappingButton = styled(Button)({ whiteSpace: 'normal', height: 'auto', paddingBlock: vars.space.xs, lineHeight: 1.2 });

const CardTop = styled.div({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  marginBottom: vars.space.md,
  strong: { overflowWrap: 'anywhere' },
});

const CardFields = styled(FieldList)({ marginBottom: vars.space.md });

/**
 * The Certifications screen (/certificates): partners' quiz submissions with search
 * ('Search Partner Name': name or type), sort, a submission-date range, CSV/Excel/PDF export, a
 * status icon and truncated remarks per row, cards on small screens, and the detail modal where
 * pending submissions are approved or rejected; a decision updates the row in place.
 *
 * @example
 * <Certifications api={createHttpAdminApi({ baseUrl: '/api' })} />
 */
export const Certifications = screen('Certifications', CertificationsView, {
  api: api('certifications.list', 'certifications.get', 'certifications.approve', 'certifications.reject'),
  ...listStateRules,
});

function CertificationsView({ layout = 'auto', csvSeparator, ...controllerProps }: CertificationsProps) {
  const messages = useMessages({ export: exportMessages, certifications: certificationsMessages, decisions: decisionsMessages });
  const t = messages.certifications;
  const controller = useCertificationsController(controllerProps);
  const filtered = controller.list.filteredRows;
  const canSelect = controller.review.selection.canSelect;
  // In server mode the server's count of the filter's pending ones: 'Select all' picks the filter.
  const { selectFilter } = controller.review;
  const { statusFilter } = controller.list;
  const pendingCount = useMemo(() => (selectFilter ? pendingOfFilter(statusFilter) : filtered.filter(canSelect).length), [selectFilter, statusFilter, filtered, canSelect]);
  const nameOf = (id: string) => {
    const row = filtered.find((certification) => String(certification.id) === id);
    return row ? displayText(row.name, id) : id;
  };
  const { api } = controllerProps;
  const { openDetails, noteOf } = controller;

  const columns = useMemo<DataTableColumn<Certification>[]>(() => {
    const viewButton = (row: Certification) => (
      <WrappingButton size="sm" aria-label={formatMessage(t.viewDetailsOf, { name: displayText(row.name) })} onClick={() => openDetails(row)}>
        {t.viewDetails}
      </WrappingButton>
    );
    return [
      { id: 'name', header: t.name, cell: (row) => displayText(row.name) },
      { id: 'designation', header: t.designation, cell: (row) => displayText(row.designation) },
      { id: 'type', header: t.type, cell: (row) => certificationTypeLabel(row.type, messages) },
      { id: 'submitted', header: t.submissionDate, cell: (row) => <NoWrap>
          <FormattedDate value={row.createdAt} />
        </NoWrap> },
      { id: 'questions', header: t.totalQuestions, align: 'center', cell: (row) => displayText(row.totalQuestions) },
      { id: 'marks', header: t.totalMarks, align: 'center', cell: (row) => displayText(row.totalMarks) },
      { id: 'attained', header: t.marksAttained, align: 'center', cell: (row) => displayText(row.marksAttained) },
      { id: 'actions', header: t.actions, cell: viewButton },
      {
        id: 'status',
        header: t.status,
        align: 'center',
        cell: (row) => (
          <WithLiveNote note={noteOf(row.id)} align="center">
            <StatusIcon status={row.status} />
          </WithLiveNote>
        ),
      },
      { id: 'remarks', header: t.remarks, cell: (row) => <Remarks remarks={row.remarks} /> },
    ];
  }, [messages, t, openDetails, noteOf]);

  const renderCard = (row: Certification) => {
    const state = certificationState(row.status);
    return (
      <>
        <CardTop>
          <strong>{displayText(row.name)}</strong>
          <StatusBadge tone={TONES[state]}>{stateLabel(state, messages)}</StatusBadge>
        </CardTop>
        <CardFields>
          <div>
            <dt>{t.certification}</dt>
            <dd>{certificationTypeLabel(row.type, messages)}</dd>
          </div>
          <div>
            <dt>{t.submission}</dt>
            <dd>
              <FormattedDate value={row.createdAt} />
            </dd>
          </div>
          <div>
            <dt>{t.score}</dt>
            <dd>{formatMessage(t.scoreValue, { attained: displayText(row.marksAttained), total: displayText(row.totalMarks) })}</dd>
          </div>
        </CardFields>
        <Button size="sm" aria-label={formatMessage(t.viewDetailsOf, { name: displayText(row.name) })} onClick={() => openDetails(row)}>
          {t.viewDetails}
        </Button>
      </>
    );
  };

  return (
    <div>
      <ScreenHeader title={t.title} subtitle={t.subtitle} />
      <ListView
        list={controller.list}
        columns={columns}
        getRowId={(row) => String(row.id)}
        caption={t.title}
        load={controller.load}
        searchPlaceholder={t.search}
        // The filter names the statuses as the rows' icons do: Passed, Failed.
        filters={
          controller.list.statusFilter && (
            <StatusFilter {...controller.list.statusFilter} labels={{ pending: t.pending, approved: t.passed, rejected: t.failed }} />
          )
        }
        loadingText={t.loading}
        emptyText={t.empty}
        renderCard={renderCard}
        layout={layout}
        density="compact"
        exportOptions={{
          columns: () => exportColumns().then((module) => module.certificationExportColumns),
          pdfColumns: () => exportColumns().then((module) => module.certificationPdfColumns),
          kind: 'certifications',
          title: messages.export.certificationsTitle,
          csvSeparator,
          fileUrl: controller.fileUrl,
        }}
        selection={{ rows: controller.review.selection, rowName: (row) => displayText(row.name, String(row.id)) }}
        bulkBar={
          <BulkReviewControls
            review={controller.review}
            rows={() => controller.list.filteredRows}
            selectableCount={pendingCount}
            nameOf={nameOf}
            reasonTexts={rejectDialogTexts(t)}
            noun={{ one: messages.decisions.certificationOne, other: messages.decisions.certificationOther }}
          />
        }
      />
      <CertificationDetailDialog
        api={api}
        open={controller.openId !== null}
        onOpenChange={(open) => {
          if (!open) controller.closeDetails();
        }}
        id={controller.openId}
        onLoadError={controller.detailLoadFailed}
        onDecided={controller.applyDecision}
      />
      <LiveAnnouncer text={controller.announcement} />
    </div>
  );
}
