import { useCallback, useState } from 'react';
import type { QuizApi } from '../../api/AdminApi.js';
import { ApiError, InvalidResponseError } from '../../api/errors.js';
import type { Id, QuizBank, QuizQuestion, QuizQuestionInput } from '../../api/types.js';
import { useConfirmAction, type ConfirmActionState } from '../../hooks/useDialogAction.js';
import { loaderKey } from '../../hooks/loaderKey.js';
import { useLoader } from '../../hooks/useLoader.js';
import { useSubmitFlow } from '../../hooks/useSubmitFlow.js';
import { useListLoad, type ListLoad } from '../../hooks/useListLoad.js';
import { useMessages } from '../../i18n/MessagesProvider.js';
import { formatMessage } from '../../i18n/messages.js';
import { listStateOf, oneOf, useListController, useListState, type ListController, type ListStateProps, type SortKey } from '../../list/index.js';
import { OPTION_LETTERS, optionKey, optionLetterOf } from '../../domain/quizOption.js';
import { textOf } from '../../format/index.js';
import { MIN_QUIZ_MARKS, draftFromQuestion, emptyDraft, validateDraft, type QuestionDraft, type QuestionDraftErrors } from './questionDraft.js';
import { quizMessages } from '../../i18n/texts/quiz.js';

/** The calls Quiz Overview makes: every quiz call. */
export type QuizOverviewApi = { quiz: Pick<QuizApi, 'list' | 'create' | 'update' | 'remove'> };

/** Quiz Overview's own list filter: the bank of the selected tab. */
export type QuizListFacets = { bank: QuizBank };

/**
 * The bank is part of the list state: 'tech' (Technical Quiz, the default) or 'sales' (Sales Quiz);
 * each bank starts afresh, with an empty search.
 */
export const QUIZ_FACETS = { bank: oneOf<QuizBank>(['tech', 'sales'], 'tech', { clearsSearch: true }) } as const;

export interface QuizOverviewControllerProps extends ListStateProps<QuizListFacets> {
  /** Where the questions are loaded and changed (`api.quiz`). */
  api: QuizOverviewApi;
  /** The bank shown (controlled); a bank the user picks goes to `onBankChange` and waits for it. The list state's `bank` facet then follows. @default undefined */
  bank?: QuizBank;
  /** The bank an uncontrolled screen opens on, unless `defaultState` names one. @default 'tech' */
  defaultBank?: QuizBank;
  /** Every bank the user picks. @default undefined */
  onBankChange?: (bank: QuizBank) => void;
}

/**
 * Where the question flow (`useSubmitFlow`) is: the form, the confirm step (new questions
 * only), the failure dialog, the success dialog, or the success dialog after a removal (the
 * removal's confirmation is `remove`).
 */
export type QuizDialogStep = 'none' | 'form' | 'confirm' | 'failure' | 'success' | 'removed';

export interface QuizOverviewController {
  bank: QuizBank;
  setBank: (bank: QuizBank) => void;
  /** 'Technical Quiz' or 'Sales Quiz'. */
  bankLabel: string;
  /** Search, sort and page over the bank's questions; the bank is its `bank` facet. */
  list: ListController<QuizQuestion, QuizListFacets>;
  /**
   * The bank's load: true until its questions arrive, 'Updating...'; the error panel's `error`
   * ('Invalid data format received from server', the server's message or 'Error fetching
   * questions') and `retry` (its 'Try Again').
   */
  load: ListLoad;

  step: QuizDialogStep;
  /** 'add' for a new question, 'edit' for an existing one. */
  mode: 'add' | 'edit';
  /** 'Add Technical Quiz', 'Edit Sales Quiz'. */
  formTitle: string;
  draft: QuestionDraft;
  setDraftField: <K extends keyof QuestionDraft>(key: K, value: QuestionDraft[K]) => void;
  /** Inline messages after a submit with invalid fields. */
  errors: QuestionDraftErrors;
  openAdd: () => void;
  openEdit: (question: QuizQuestion) => void;
  /** Validates; a new question goes on to the confirm step, an edit is saved at once. */
  submitForm: () => void;
  /** True while an edit is saved: 'Save Changes' reads 'Saving...'. */
  saving: boolean;
  /** 'Error updating question' (or the server's message) after a failed edit; the draft is kept. */
  saveError: string | undefined;
  /** From the confirm step back to the form, with the draft as it was. */
  backToEdit: () => void;
  /** Creates the question; resolves after the success or failure step is set. */
  uploadNow: () => Promise<void>;
  /** 'Error adding question' (or the server's message) behind the failure dialog. */
  uploadError: string | undefined;
  /** From the failure dialog back to the confirm step, draft intact. */
  retryUpload: () => void;
  /**
   * True when the last save or upload failed because the session had ended and the user has signed
   * in again over the page: its error is gone (a failed upload is back at the confirm step), and
   * the form or the confirm step says it is ready to be sent.
   */
  resumed: boolean;

  /**
   * The 'Delete Question' confirmation: `remove.open(question)` asks, `remove.submit()` deletes it
   * (rejecting, so the dialog stays open, with 'Error deleting question' or the server's message);
   * on success the row goes and the success dialog shows.
   */
  remove: ConfirmActionState<QuizQuestion>;

  /** Closes whichever dialog shows (the draft of an abandoned form is dropped). */
  closeDialog: () => void;
}

const NO_QUESTIONS: QuizQuestion[] = [];
/** What the question form sends: a new question (no `id`) or the changes of one, to the bank it was opened on. */
type QuestionSend = { bank: QuizBank; id: Id | undefined; input: QuizQuestionInput };

/**
 * What the question table's headers sort by: the question, the marks (by value; a question
 * without marks counts as 1, as it shows), each option and the correct option's letter.
 */
const QUESTION_SORT_KEYS: Readonly<Record<string, (row: QuizQuestion) => SortKey>> = {
  question: (row) => textOf(row.question),
  marks: (row) => {
    const marks = typeof row.marks === 'number' ? row.marks : Number(textOf(row.marks) || MIN_QUIZ_MARKS);
    return Number.isFinite(marks) ? marks : null;
  },
  ...Object.fromEntries(OPTION_LETTERS.map((letter) => [optionKey(letter), (row: QuizQuestion) => textOf(row[optionKey(letter)])])),
  correct: (row) => optionLetterOf(row.correctOption) ?? textOf(row.correctOption),
};
/** Asked for when jumping to the last page; the list clamps it to the real last page. */
const LAST_PAGE = Number.MAX_SAFE_INTEGER;

/**
 * The Quiz Overview: loads the bank of the selected tab
 * (switching aborts the other bank's load and never shows its rows), searches it, and runs the add
 * (form → confirm → saving → success, or failure → Try Again → confirm), edit (form → saving →
 * success) and delete (confirm → success) flows. After an add the list reloads and shows the last
 * page; after a delete the page is clamped.
 *
 * @example const quiz = useQuizOverviewController({ api, defaultBank: 'tech' });
 */
export function useQuizOverviewController(props: QuizOverviewControllerProps): QuizOverviewController {
  const { api } = props;
  const messages = useMessages({ quiz: quizMessages });
  const t = messages.quiz;
  // The bank is list state, and chooses which rows load.
  const store = useListState({
    name: 'quiz',
    facets: QUIZ_FACETS,
    facetControls: { bank: { value: props.bank, defaultValue: props.defaultBank, onChange: props.onBankChange } },
    ...listStateOf(props),
  });
  const { bank } = store.state.facets;
  const bankLabel = bank === 'sales' ? t.tabSales : t.tabTech;

  const loader = useLoader(
    async (signal): Promise<{ bank: QuizBank; rows: QuizQuestion[] }> => {
      try {
        return { bank, rows: await api.quiz.list(bank, { signal }) };
      } catch (failure) {
        // A list that is not an array reads 'Invalid data format received from server'.
        if (failure instanceof InvalidResponseError) throw new ApiError(t.invalidFormat, failure.status, t.invalidFormat, failure);
        throw failure;
      }
    },
    loaderKey(api.quiz, bank),
    t.fetchError,
    [api.quiz, `list:${bank}`],
  );
  // The rows are tagged with their bank: the other tab's rows never show, not even for one render.
  const loaded = loader.state.data?.bank === bank ? loader.state.data : undefined;
  const list = useListController(loaded?.rows ?? NO_QUESTIONS, {
    searchText: (row) => [row.question, row.optionA, row.optionB, row.optionC, row.optionD],
    date: (row) => row.createdAt,
    sortKeys: QUESTION_SORT_KEYS,
    ready: loaded !== undefined,
    store,
  });

  const [mode, setMode] = useState<'add' | 'edit'>('add');
  const [editingId, setEditingId] = useState<Id | undefined>(undefined);
  const [draft, setDraft] = useState<QuestionDraft>(emptyDraft);
  const [errors, setErrors] = useState<QuestionDraftErrors>({});
  const [formOpen, setFormOpen] = useState(false);
  const [removed, setRemoved] = useState(false);

  const { reload, setData } = loader;
  const { setPage } = list;
  // Add: form → confirm → saving → success, or failure → Try Again → confirm. Edit: form → saving →
  // success, a failure staying on the form. After an add the list shows its last page.
  const flow = useSubmitFlow(
    (signal, { bank: target, id, input }: QuestionSend) =>
      id === undefined ? api.quiz.create(target, input, { signal }) : api.quiz.update(target, id, input, { signal }),
    mode === 'add' ? t.addError : t.updateError,
    {
      open: formOpen,
      onOpenChange: setFormOpen,
      confirm: mode === 'add',
      onSuccess: ({ id }) => void reload().then(() => id === undefined && setPage(LAST_PAGE)),
    },
  );
  // The question is deleted from the bank shown; the removal's success dialog follows.
  const remove = useConfirmAction((signal, question: QuizQuestion) => api.quiz.remove(bank, question.id, { signal }), t.deleteError, {
    onSuccess: (question) => {
      setData((current) => ({
        bank: current?.bank ?? bank,
        rows: (current?.rows ?? NO_QUESTIONS).filter((row) => String(row.id) !== String(question.id)),
      }));
      setRemoved(true);
    },
  });

  const { setFacet } = list;
  // Each tab starts afresh: no search carried over (the facet says so), page 1.
  const setBank = useCallback((next: QuizBank) => setFacet('bank', next), [setFacet]);

  const openForm = (nextMode: 'add' | 'edit', nextDraft: QuestionDraft, id?: Id) => {
    setMode(nextMode);
    setEditingId(id);
    setDraft(nextDraft);
    setErrors({});
    flow.clearError();
    flow.open();
  };

  const setDraftField = useCallback(<K extends keyof QuestionDraft>(key: K, value: QuestionDraft[K]) => {
    setDraft((current) => ({ ...current, [key]: value }));
    setErrors((current) => {
      if (!current[key]) return current;
      const next = { ...current };
      delete next[key];
      return next;
    });
  }, []);

  const submitForm = () => {
    const { errors: found, input } = validateDraft(draft, messages);
    setErrors(found);
    if (!input || (mode === 'edit' && editingId === undefined)) return;
    flow.submit({ bank, id: mode === 'edit' ? editingId : undefined, input });
  };

  const flowStep: QuizDialogStep = flow.step === 'closed' ? 'none' : flow.step;
  return {
    bank,
    setBank,
    bankLabel,
    list,
    load: useListLoad(loader, { loading: loaded === undefined && loader.state.status !== 'error' }),

    step: removed ? 'removed' : flowStep,
    mode,
    formTitle: formatMessage(mode === 'add' ? t.addTitle : t.editTitle, { tab: bankLabel }),
    draft,
    setDraftField,
    errors,
    openAdd: () => openForm('add', emptyDraft()),
    openEdit: (question) => openForm('edit', draftFromQuestion(question), question.id),
    submitForm,
    saving: flow.sending && flow.step === 'form',
    saveError: mode === 'edit' ? flow.error : undefined,
    backToEdit: flow.back,
    uploadNow: async () => void (await flow.send()),
    uploadError: mode === 'add' ? flow.error : undefined,
    retryUpload: flow.retry,
    resumed: flow.resumed,

    remove,

    closeDialog: () => {
      setRemoved(false);
      flow.close();
    },
  };
}
