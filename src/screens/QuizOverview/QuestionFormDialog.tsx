import styled from '@emotion/styled';
import { useId, type FormEvent } from 'react';
import type { OptionLetter } from '../../api/types.js';
import { Button } from '../../components/Button/index.js';
import { Dialog } from '../../components/Dialog/index.js';
import { SelectField, TextAreaField, TextField } from '../../components/Field/index.js';
import { SignedInAgainNote } from '../../components/StatusBanner/SignedInAgainNote.js';
import { OPTION_LETTERS, optionKey } from '../../domain/quizOption.js';
import { useMessages } from '../../i18n/MessagesProvider.js';
import { MIN_QUIZ_MARKS, type QuestionDraft, type QuestionDraftErrors } from './questionDraft.js';
import { commonMessages } from '../../i18n/texts/common.js';
import { quizMessages } from '../../i18n/texts/quiz.js';
import { vars } from '../../theme/theme.js';

export interface QuestionFormDialogProps {
  /** Whether the form shows. */
  open: boolean;
  /** 'Add Technical Quiz' or 'Edit Sales Quiz'. */
  title: string;
  /** 'add' shows 'Upload question', 'edit' shows 'Save Changes'. */
  mode: 'add' | 'edit';
  /** The fields' values. */
  draft: QuestionDraft;
  /** Called as the user types or picks. */
  onFieldChange: <K extends keyof QuestionDraft>(key: K, value: QuestionDraft[K]) => void;
  /** Inline messages per field. @default {} */
  errors?: QuestionDraftErrors;
  /** Called on 'Upload question' / 'Save Changes' (and Enter in a one-line field). */
  onSubmit: () => void;
  /** Called on Cancel, Escape or a click outside. */
  onCancel: () => void;
  /** True while an edit is saved: the submit button reads 'Saving...' and the dialog stays. @default false */
  saving?: boolean;
  /** A save failure, e.g. 'Error updating question'. @default undefined */
  error?: string;
  /** The save failed because the session had ended, and the user has signed in again: a note says it is ready to be sent. @default false */
  resumed?: boolean;
}

const Fields = styled.div({ display: 'grid', gap: vars.space.lg });

const Options = styled.div({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 220px), 1fr))',
  gap: vars.space.lg,
});

const ErrorText = styled.p({
  margin: `${vars.space.lg} 0 0`,
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.colors.dangerBorder}`,
  borderRadius: vars.radii.md,
  background: vars.colors.dangerSurface,
  color: vars.colors.danger,
});

/**
 * The Add/Edit question form: Question, Option-A..D, the Correct Option dropdown and
 * 'Marks for Correct Answer', with Cancel and 'Upload question' or 'Save Changes'. It only lays
 * out the fields; validation and saving belong to `useQuizOverviewController`.
 *
 * @example
 * <QuestionFormDialog open title="Add Technical Quiz" mode="add" draft={draft}
 *   onFieldChange={setField} errors={errors} onSubmit={submit} onCancel={close} />
 */
export function QuestionFormDialog({
  open,
  title,
  mode,
  draft,
  onFieldChange,
  errors = {},
  onSubmit,
  onCancel,
  saving = false,
  error,
  resumed = false,
}: QuestionFormDialogProps) {
  const messages = useMessages({ common: commonMessages, quiz: quizMessages });
  const t = messages.quiz;
  const formId = useId();
  const letters = OPTION_LETTERS.map((letter) => ({ value: letter, label: t[optionKey(letter)] }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!saving) onSubmit();
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onCancel();
      }}
      title={title}
      description={t.dialogText}
      dismissible={!saving}
      footer={
        <>
          <Button onClick={onCancel} disabled={saving}>
            {messages.common.cancel}
          </Button>
          <Button type="submit" form={formId} variant="primary" busy={saving} busyLabel={t.saving}>
            {mode === 'add' ? t.uploadQuestion : t.saveChanges}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate>
        <Fields>
          <TextAreaField
            label={t.question}
            value={draft.question}
            onChange={(event) => onFieldChange('question', event.target.value)}
            error={errors.question}
            aria-required="true"
            rows={3}
          />
          <Options>
            {OPTION_LETTERS.map((letter) => {
              const key = optionKey(letter);
              return (
                <TextField
                  key={letter}
                  label={t[key]}
                  value={draft[key]}
                  onChange={(event) => onFieldChange(key, event.target.value)}
                  error={errors[key]}
                  aria-required="true"
                />
              );
            })}
          </Options>
          <Options>
            <SelectField
              label={t.correctOption}
              options={letters}
              value={draft.correctOption}
              onChange={(event) => onFieldChange('correctOption', event.target.value as OptionLetter)}
              error={errors.correctOption}
            />
            <TextField
              label={t.marksLabel}
              type="number"
              inputMode="numeric"
              min={MIN_QUIZ_MARKS}
              step={1}
              value={draft.marks}
              onChange={(event) => onFieldChange('marks', event.target.value)}
              error={errors.marks}
              aria-required="true"
            />
          </Options>
        </Fields>
        {error && <ErrorText role="alert">{error}</ErrorText>}
        {resumed && <SignedInAgainNote action={mode === 'add' ? t.uploadQuestion : t.saveChanges} />}
      </form>
    </Dialog>
  );
}
