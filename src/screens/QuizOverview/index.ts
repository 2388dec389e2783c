export { QuizOverview } from './QuizOverview.js';
export type { QuizOverviewProps } from './QuizOverview.js';
export { QuestionFormDialog } from './QuestionFormDialog.js';
export type { QuestionFormDialogProps } from './QuestionFormDialog.js';
export { useQuizOverviewController, QUIZ_FACETS } from './useQuizOverviewController.js';
export type { QuizDialogStep, QuizOverviewController, QuizOverviewControllerProps, QuizOverviewApi, QuizListFacets } from './useQuizOverviewController.js';
export { MIN_QUIZ_MARKS, draftFromQuestion, emptyDraft, validateDraft } from './questionDraft.js';
export type { QuestionDraft, QuestionDraftErrors } from './questionDraft.js';
