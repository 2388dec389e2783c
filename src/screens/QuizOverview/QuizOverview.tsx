import styled from '@emotion/styled';
import type { QuizBank, QuizQuestion } from '../../api/types.js';
import { Button, IconButton } from '../../components/Button/index.js';
import { ConfirmDialog } from '../../components/ConfirmDialog/index.js';
import type { DataTableColumn, DataTableLayout } from '../../components/DataTable/index.js';
import { Dialog } from '../../components/Dialog/index.js';
import { EditIcon, PlusIcon, TrashIcon } from '../../components/Icon/index.js';
import { FieldList } from '../../components/FieldList/index.js';
import { ListView } from '../../components/ListView/index.js';
import { ScreenHeader } from '../../components/ScreenHeader/index.js';
import { SuccessDialog } from '../../components/SuccessDialog/index.js';
import { Tabs } from '../../components/Tabs/index.js';
import { OPTION_LETTERS, optionKey, optionLetterOf } from '../../domain/quizOption.js';
import { MISSING, displayText } from '../../format/index.js';
import { useMessages } from '../../i18n/MessagesProvider.js';
import { formatMessage } from '../../i18n/messages.js';
import { ErrorPanel } from './ErrorPanel.js';
import { QuestionFormDialog } from './QuestionFormDialog.js';
import { MIN_QUIZ_MARKS } from './questionDraft.js';
import { useQuizOverviewController, type QuizOverviewControllerProps } from './useQuizOverviewController.js';
import { commonMessages } from '../../i18n/texts/common.js';
import { quizMessages } from '../../i18n/texts/quiz.js';
import { vars } from '../../theme/theme.js';
import { screen } from '../../components/ScreenErrorBoundary/screen.js';
import { api, callback, listStateRules, oneOf, optional } from '../../components/ScreenErrorBoundary/propRules.js';

/**
 * The bank of the selected tab is list state: `bank` / `defaultBank` / `onBankChange`, or the
 * `bank` facet of `state` / `defaultState` / `onStateChange` (`defaultBank="sales"` and
 * `defaultState={{ facets: { bank: 'sales' } }}` both open on the Sales Quiz).
 */
export interface QuizOverviewProps extends QuizOverviewControllerProps {
  /** 'table', 'cards', or 'auto' (cards below the mobile breakpoint). @default 'auto' */
  layout?: DataTableLayout;
}

const Actions = styled.div({ display: 'flex', gap: vars.space.xs });

const QuestionText = styled.span({ display: 'block', minWidth: 160, maxWidth: 320, overflowWrap: 'anywhere' });

const OptionCell = styled.span({ display: 'block', minWidth: 72, maxWidth: 180, overflowWrap: 'anywhere' });

const CardQuestion = styled.p({
  margin: `0 0 ${vars.space.md}`,
  fontWeight: vars.fontWeights.bold,
  overflowWrap: 'anywhere',
});

const CardFields = styled(FieldList)({ marginBottom: vars.space.md });

const Detail = styled.p({ margin: 0, color: vars.colors.danger, overflowWrap: 'anywhere' });

/** 'Option-B' for 'Option-B' or 'B'; other values as sent, '-' when missing. */
function correctOptionText(value: unknown, labels: Record<`option${'A' | 'B' | 'C' | 'D'}`, string>): string {
  const letter = optionLetterOf(value);
  return letter ? labels[optionKey(letter)] : displayText(value);
}

/** The edit and delete icon buttons of a row, named with its question. */
function RowActions({ row, onEdit, onRemove }: { row: QuizQuestion; onEdit: (row: QuizQuestion) => void; onRemove: (row: QuizQuestion) => void }) {
  const t = useMessages({ quiz: quizMessages }).quiz;
  const question = displayText(row.question, '');
  const named = (template: string, fallback: string) => (question ? formatMessage(template, { question }) : fallback);
  return (
    <Actions>
      <IconButton label={named(t.editNamed, t.edit)} onClick={() => onEdit(row)}>
        <EditIcon />
      </IconButton>
      <IconButton label={named(t.deleteNamed, t.delete)} onClick={() => onRemove(row)}>
        <TrashIcon />
      </IconButton>
    </Actions>
  );
}

/**
 * The Quiz Overview screen: the Technical Quiz and Sales Quiz banks in tabs, a
 * question search, the question table (cards on small screens) with edit and delete per row, and
 * the question flow: Add (form → 'Ready to upload question?' → success, or failure → Try Again),
 * Edit (saved directly → success) and Delete ('Remove question?' → success).
 *
 * @example
 * <QuizOverview api={createHttpAdminApi({ baseUrl: '/api' })} defaultBank="sales" />
 */
export const QuizOverview = screen('QuizOverview', QuizOverviewView, {
  api: api('quiz.list', 'quiz.create', 'quiz.update', 'quiz.remove'),
  bank: optional(oneOf('tech', 'sales')),
  defaultBank: optional(oneOf('tech', 'sales')),
  onBankChange: optional(callback),
  ...listStateRules,
});

function QuizOverviewView({ layout = 'auto', ...controllerProps }: QuizOverviewProps) {
  const messages = useMessages({ common: commonMessages, quiz: quizMessages });
  const t = messages.quiz;
  const quiz = useQuizOverviewController(controllerProps);
  const { openEdit } = quiz;
  const openRemove = quiz.remove.open;

  const columns: DataTableColumn<QuizQuestion>[] = [
    { id: 'question', header: t.question, cell: (row) => <QuestionText>{displayText(row.question)}</QuestionText> },
    { id: 'marks', header: t.marks, align: 'center', cell: (row) => displayText(row.marks, String(MIN_QUIZ_MARKS)) },
    ...OPTION_LETTERS.map<DataTableColumn<QuizQuestion>>((letter) => ({
      id: optionKey(letter),
      header: t[optionKey(letter)],
      cell: (row) => <OptionCell>{displayText(row[optionKey(letter)])}</OptionCell>,
    })),
    { id: 'correct', header: t.correctOption, cell: (row) => correctOptionText(row.correctOption, t) },
    { id: 'actions', header: t.actions, cell: (row) => <RowActions row={row} onEdit={openEdit} onRemove={openRemove} /> },
  ];

  const renderCard = (row: QuizQuestion) => (
    <>
      <CardQuestion>{displayText(row.question)}</CardQuestion>
      <CardFields>
        {OPTION_LETTERS.map((letter) => (
          <div key={letter}>
            <dt>{t[optionKey(letter)]}</dt>
            <dd>{displayText(row[optionKey(letter)])}</dd>
          </div>
        ))}
        <div>
          <dt>{t.correctOption}</dt>
          <dd>{correctOptionText(row.correctOption, t)}</dd>
        </div>
        <div>
          <dt>{t.marks}</dt>
          <dd>{displayText(row.marks, String(MIN_QUIZ_MARKS))}</dd>
        </div>
      </CardFields>
      <RowActions row={row} onEdit={openEdit} onRemove={openRemove} />
    </>
  );

  return (
    <div>
      <ScreenHeader
        title={t.title}
        subtitle={t.subtitle}
        actions={
          <Button variant="primary" icon={<PlusIcon />} onClick={quiz.openAdd}>
            {t.addQuestion}
          </Button>
        }
      />
      <Tabs<QuizBank>
        label={t.tabsLabel}
        items={[
          { value: 'tech', label: t.tabTech },
          { value: 'sales', label: t.tabSales },
        ]}
        value={quiz.bank}
        onValueChange={quiz.setBank}
      >
        {() =>
          quiz.load.error && quiz.load.retry ? (
            <ErrorPanel message={quiz.load.error} detail={quiz.load.errorDetail} onRetry={quiz.load.retry} />
          ) : (
            <ListView
              list={quiz.list}
              columns={columns}
              getRowId={(row) => String(row.id)}
              caption={quiz.bankLabel}
              load={quiz.load}
              searchPlaceholder={t.search}
              loadingText={t.loading}
              emptyText={t.empty}
              sortable={false}
              dateRange={false}
              layout={layout}
              density="compact"
              renderCard={renderCard}
            />
          )
        }
      </Tabs>

      <QuestionFormDialog
        open={quiz.step === 'form'}
        title={quiz.formTitle}
        mode={quiz.mode}
        draft={quiz.draft}
        onFieldChange={quiz.setDraftField}
        errors={quiz.errors}
        onSubmit={quiz.submitForm}
        onCancel={quiz.closeDialog}
        saving={quiz.saving}
        error={quiz.saveError}
        resumed={quiz.resumed}
      />
      <ConfirmDialog
        open={quiz.step === 'confirm'}
        onOpenChange={(open) => {
          if (!open) quiz.backToEdit();
        }}
        title={t.confirmTitle}
        message={t.confirmText}
        cancelLabel={messages.common.goBackToEdit}
        confirmLabel={messages.common.uploadNow}
        busyLabel={t.saving}
        onConfirm={quiz.uploadNow}
        resumed={quiz.resumed}
      />
      <Dialog
        open={quiz.step === 'failure'}
        onOpenChange={(open) => {
          if (!open) quiz.closeDialog();
        }}
        title={t.failureTitle}
        description={t.failureText}
        size="sm"
        showCloseButton={false}
        footer={
          <>
            <Button onClick={quiz.closeDialog}>{messages.common.cancel}</Button>
            <Button variant="primary" onClick={quiz.retryUpload}>
              {messages.common.tryAgain}
            </Button>
          </>
        }
      >
        {quiz.uploadError && <Detail>{quiz.uploadError}</Detail>}
      </Dialog>
      <SuccessDialog open={quiz.step === 'success'} title={t.successTitle} message={t.successText} onClose={quiz.closeDialog} />
      <ConfirmDialog
        {...quiz.remove.dialogProps}
        title={t.removeTitle}
        message={
          <>
            {quiz.remove.target && <p>{displayText(quiz.remove.target.question, MISSING)}</p>}
            <p>{t.removeText}</p>
          </>
        }
        confirmLabel={t.removeButton}
        variant="danger"
      />
      <SuccessDialog open={quiz.step === 'removed'} title={t.removedTitle} message={t.removedText} onClose={quiz.closeDialog} />
    </div>
  );
}
