/**
 * The Add/Edit question form as plain data: what the form holds,
 * how a read-back question prefills it, and the validation that turns it into the create/update
 * payload. No React.
 */
import type { QuizQuestion, QuizQuestionInput } from '../../api/types.js';
import { OPTION_LETTERS, optionKey, optionLetterOf } from '../../domain/quizOption.js';
import { textOf } from '../../format/index.js';
import { formatMessage, type Messages } from '../../i18n/messages.js';

/** The form's fields as typed; marks stays text so a half-typed number is kept as it is. */
export type QuestionDraft = Omit<QuizQuestionInput, 'marks'> & { marks: string };

/** The inline message per field, only for fields that fail. */
export type QuestionDraftErrors = Partial<Record<keyof QuestionDraft, string>>;

/** Minimum (and default) marks for a correct answer: one. */
export const MIN_QUIZ_MARKS = 1;

/** A new question: empty texts, correct option A, 1 mark. */
export function emptyDraft(): QuestionDraft {
  return { question: '', optionA: '', optionB: '', optionC: '', optionD: '', correctOption: 'A', marks: String(MIN_QUIZ_MARKS) };
}

/**
 * The form prefilled from a row: 'Option-B' (or a bare 'B') becomes B; a missing or unreadable
 * correct option falls back to A and missing marks to 1.
 *
 * @example draftFromQuestion({ id: 1, question: 'Q', correctOption: 'Option-C', marks: 2 }).correctOption // 'C'
 */
export function draftFromQuestion(question: QuizQuestion): QuestionDraft {
  const marks = textOf(question.marks);
  return {
    question: textOf(question.question),
    optionA: textOf(question.optionA),
    optionB: textOf(question.optionB),
    optionC: textOf(question.optionC),
    optionD: textOf(question.optionD),
    correctOption: optionLetterOf(question.correctOption) ?? 'A',
    marks: marks === '' ? String(MIN_QUIZ_MARKS) : marks,
  };
}

/** Marks as a whole number of at least 1, or undefined. */
function parseMarks(text: string): number | undefined {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return undefined;
  const marks = Number(trimmed);
  return Number.isSafeInteger(marks) && marks >= MIN_QUIZ_MARKS ? marks : undefined;
}

/**
 * Checks a draft: the question and all four options are required (trimmed), marks
 * are a whole number of at least 1, the correct option is one of A to D. Returns the messages per
 * field, and the trimmed payload when there are none.
 *
 * @example validateDraft({ ...emptyDraft(), question: ' ' }, defaultMessages).errors.question // 'Question is required'
 */
export function validateDraft(draft: QuestionDraft, messages: Pick<Messages, 'quiz'>): { errors: QuestionDraftErrors; input?: QuizQuestionInput } {
  const t = messages.quiz;
  const errors: QuestionDraftErrors = {};
  if (draft.question.trim() === '') errors.question = t.questionRequired;
  for (const letter of OPTION_LETTERS) {
    const key = optionKey(letter);
    if (draft[key].trim() === '') errors[key] = formatMessage(t.optionRequired, { option: t[key] });
  }
  const correctOption = optionLetterOf(draft.correctOption);
  if (!correctOption) errors.correctOption = t.correctOptionInvalid;
  const marks = parseMarks(draft.marks);
  if (marks === undefined) errors.marks = t.marksInvalid;
  if (Object.keys(errors).length > 0 || !correctOption || marks === undefined) return { errors };
  return {
    errors,
    input: {
      question: draft.question.trim(),
      optionA: draft.optionA.trim(),
      optionB: draft.optionB.trim(),
      optionC: draft.optionC.trim(),
      optionD: draft.optionD.trim(),
      correctOption,
      marks,
    },
  };
}
