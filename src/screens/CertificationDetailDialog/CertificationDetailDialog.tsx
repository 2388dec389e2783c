import styled from '@emotion/styled';
import { useId } from 'react';
import type { Certification, Id } from '../../api/types.js';
import { Button } from '../../components/Button/index.js';
import { Dialog } from '../../components/Dialog/index.js';
import { FieldList } from '../../components/FieldList/index.js';
import { CheckIcon, CloseIcon } from '../../components/Icon/index.js';
import { ReasonDialog } from '../../components/ReasonDialog/index.js';
import { rejectDialogTexts } from '../../components/ReasonDialog/rejectTexts.js';
import { StatusBadge } from '../../components/StatusBadge/index.js';
import { LiveAnnouncer, LiveNote } from '../../components/LiveNote/index.js';
import { RecordHistory } from '../../components/RecordHistory/index.js';
import { forwardExcept } from '../../components/shouldForwardProp.js';
import { useMessages } from '../../i18n/MessagesProvider.js';
import { formatMessage } from '../../i18n/messages.js';
import {
  useCertificationDetailController,
  type CertificationDetailView,
  type CertificationOptionView,
  type CertificationQuestionView,
  type CertificationDetailApi,
  type CertificationDetailControllerProps,
} from './useCertificationDetailController.js';
import { certificationsMessages } from '../../i18n/texts/certifications.js';
import { vars } from '../../theme/theme.js';
import { screen } from '../../components/ScreenErrorBoundary/screen.js';
import { api, callback, optional, recordId, whileOpen } from '../../components/ScreenErrorBoundary/propRules.js';

export interface CertificationDetailDialogProps {
  /** Where the certification is loaded and decided. */
  api: CertificationDetailApi;
  /** Whether the modal shows (it shows only while `id` is set too). */
  open: boolean;
  /** Called with `false` when the modal closes: by the user, after a failed load, or half a second after approve or reject. */
  onOpenChange: (open: boolean) => void;
  /** The certification to show. The host may keep it while the modal closes. */
  id: Id | null;
  /**
   * Called with 'Failed to load certification details. Please try again later.' (or the server's
   * message) when loading fails, and the line saying which kind of failure it was; the modal closes. @default undefined
   */
  onLoadError?: (message: string, detail?: string) => void;
  /**
   * Called at once with the updated record after approve or reject, so a list can update its row
   * without reloading; and with the record as it now is when the dialog learns it otherwise (a
   * change that refused this decision, its Undo). @default undefined
   */
  onDecided?: (certification: Certification) => void;
}

const StatusText = styled.p({ margin: 0, padding: vars.space.xl, textAlign: 'center', color: vars.colors.textMuted });

const Summary = styled.div({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.lg,
  paddingBottom: vars.space.lg,
  marginBottom: vars.space.lg,
  borderBottom: `1px solid ${vars.colors.border}`,
});


const Score = styled.p({ margin: `${vars.space.sm} 0 0`, fontWeight: vars.fontWeights.bold, fontSize: vars.fontSizes.lg });

const Decision = styled.div({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  maxWidth: '100%',
  p: { margin: 0, color: vars.colors.textMuted, overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' },
});

const Questions = styled.ol({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.lg });

const QuestionItem = styled.li({
  padding: vars.space.lg,
  border: `1px solid ${vars.colors.border}`,
  borderRadius: vars.radii.md,
  background: vars.colors.surfaceMuted,
});

const QuestionHeading = styled.h3({
  margin: 0,
  fontSize: vars.fontSizes.sm,
  fontWeight: vars.fontWeights.bold,
  color: vars.colors.textMuted,
});

const QuestionText = styled.p({
  margin: `${vars.space.xs} 0 ${vars.space.md}`,
  fontWeight: vars.fontWeights.medium,
  overflowWrap: 'anywhere',
});

type OptionMark = 'right' | 'wrong' | 'correct' | 'plain';

const markOf = (option: CertificationOptionView): OptionMark =>
  option.selected ? (option.correct ? 'right' : 'wrong') : option.correct ? 'correct' : 'plain';

const OptionRow = styled('li', { shouldForwardProp: forwardExcept('mark') })<{ mark: OptionMark }>(({ mark }) => {
  const tone = mark === 'wrong' ? vars.status.danger : vars.status.success;
  return {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: vars.space.sm,
    padding: `${vars.space.sm} ${vars.space.md}`,
    borderRadius: vars.radii.md,
    border: `1px solid ${mark === 'plain' ? vars.colors.border : tone.border}`,
    background: mark === 'right' || mark === 'wrong' ? tone.background : vars.colors.surface,
    color: mark === 'right' || mark === 'wrong' ? tone.text : vars.colors.text,
  };
});

const OptionList = styled.ul({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm });

const OptionLabel = styled.span({ fontWeight: vars.fontWeights.bold, whiteSpace: 'nowrap' });

const OptionText = styled.span({ flex: '1 1 200px', minWidth: 0, overflowWrap: 'anywhere' });

const Tags = styled.span({ display: 'inline-flex', flexWrap: 'wrap', gap: vars.space.xs, alignItems: 'center' });

/** The history between the summary and the questions; nothing at all without the history call. */
const HistoryBox = styled.div({
  paddingBottom: vars.space.lg,
  marginBottom: vars.space.lg,
  borderBottom: `1px solid ${vars.colors.border}`,
  '&:empty': { display: 'none' },
});

const ErrorText = styled.p({ margin: 0, marginRight: 'auto', color: vars.colors.danger, alignSelf: 'center' });

function DecisionHeader({ detail, note }: { detail: CertificationDetailView; note: string | undefined }) {
  const t = useMessages({ certifications: certificationsMessages }).certifications;
  if (detail.state === 'passed') {
    return (
      <Decision>
        <StatusBadge tone="success">{t.accepted}</StatusBadge>
        <LiveNote note={note} />
        <p>{t.certificateGenerated}</p>
      </Decision>
    );
  }
  if (detail.state === 'failed') {
    return (
      <Decision>
        <StatusBadge tone="danger">{t.rejected}</StatusBadge>
        <LiveNote note={note} />
        <p>{formatMessage(t.reason, { reason: detail.remarks })}</p>
      </Decision>
    );
  }
  return (
    <Decision>
      <StatusBadge tone="warning">{t.pending}</StatusBadge>
      <LiveNote note={note} />
    </Decision>
  );
}

function AnswerOption({ option }: { option: CertificationOptionView }) {
  const t = useMessages({ certifications: certificationsMessages }).certifications;
  const mark = markOf(option);
  return (
    <OptionRow mark={mark}>
      {mark === 'right' || mark === 'correct' ? <CheckIcon /> : mark === 'wrong' ? <CloseIcon /> : null}
      <OptionLabel>{option.label}</OptionLabel>
      <OptionText>{option.text}</OptionText>
      <Tags>
        {option.correct && <StatusBadge tone="success">{t.correctAnswer}</StatusBadge>}
        {option.selected && <StatusBadge tone={option.correct ? 'success' : 'danger'}>{t.selectedAnswer}</StatusBadge>}
      </Tags>
    </OptionRow>
  );
}

function QuestionCard({ question }: { question: CertificationQuestionView }) {
  const headingId = useId();
  return (
    <QuestionItem aria-labelledby={headingId}>
      <QuestionHeading id={headingId}>{question.heading}</QuestionHeading>
      <QuestionText>{question.question}</QuestionText>
      <OptionList>
        {question.options.map((option) => (
          <AnswerOption key={option.letter} option={option} />
        ))}
      </OptionList>
    </QuestionItem>
  );
}

/**
 * The certification detail modal: the type as title, 'Submitted On', 'Submitted By',
 * the score, the decision ('Accepted' with 'Certificated Generated', or 'Rejected' with the reason)
 * and every question with its four options, the correct and the selected answer labelled in text
 * and colour. Pending certifications offer Reject (with a required reason) and Approve; after
 * either succeeds the record is reported through `onDecided` and the modal closes half a second later.
 * Beyond SPEC 7, when the API has them: the certification's history under the summary, and the
 * changes other administrators make while it shows.
 *
 * @example
 * const [openId, setOpenId] = useState<Id | null>(null);
 * <CertificationDetailDialog api={api} open={openId !== null} onOpenChange={(open) => !open && setOpenId(null)}
 *   id={openId} onLoadError={setBanner} onDecided={(c) => updateRow(c)} />
 */
export const CertificationDetailDialog = screen(
  'CertificationDetailDialog',
  CertificationDetailDialogView,
  whileOpen({
    api: api('certifications.get', 'certifications.approve', 'certifications.reject'),
    id: recordId,
    onOpenChange: callback,
    onLoadError: optional(callback),
    onDecided: optional(callback),
  }),
);

function CertificationDetailDialogView({ open, id, onOpenChange, ...rest }: CertificationDetailDialogProps) {
  if (!open || id === null || id === undefined) return null;
  // Keyed: another certification starts from a fresh modal, never showing the previous one's data.
  return <OpenCertificationDetail key={String(id)} id={id} onClose={() => onOpenChange(false)} {...rest} />;
}

function OpenCertificationDetail(props: CertificationDetailControllerProps) {
  const messages = useMessages({ certifications: certificationsMessages });
  const t = messages.certifications;
  const controller = useCertificationDetailController(props);
  const { detail } = controller;
  const pending = detail?.state === 'pending' && !controller.decided;

  return (
    <>
      <Dialog
        open
        onOpenChange={(open) => {
          if (!open) controller.close();
        }}
        title={detail?.title ?? t.certification}
        size="lg"
        dismissible={!controller.busy}
        footer={
          pending && (
            <>
              {controller.approveError && <ErrorText role="alert">{controller.approveError}</ErrorText>}
              <Button variant="danger" disabled={controller.approving} onClick={() => controller.reject.open(props.id)}>
                {t.reject}
              </Button>
              <Button variant="success" busy={controller.approving} busyLabel={t.approving} onClick={controller.approve}>
                {t.approve}
              </Button>
            </>
          )
        }
      >
        {controller.loading && <StatusText role="status">{t.detailsLoading}</StatusText>}
        <LiveAnnouncer text={controller.announcement} />
        {detail && (
          <>
            <Summary>
              <div>
                <FieldList>
                  <div>
                    <dt>{t.submittedOn}</dt>
                    <dd>{detail.submittedOn}</dd>
                  </div>
                  <div>
                    <dt>{t.submittedBy}</dt>
                    <dd>{detail.submittedBy}</dd>
                  </div>
                </FieldList>
                <Score>{detail.score}</Score>
              </div>
              <DecisionHeader detail={detail} note={controller.note} />
            </Summary>
            <HistoryBox>
              <RecordHistory area={props.api.certifications} id={props.id} version={detail.version} />
            </HistoryBox>
            <Questions>
              {detail.questions.map((question) => (
                <QuestionCard key={question.key} question={question} />
              ))}
            </Questions>
          </>
        )}
      </Dialog>
      <ReasonDialog
        {...controller.reject.dialogProps}
        {...rejectDialogTexts(t)}
      />
    </>
  );
}
