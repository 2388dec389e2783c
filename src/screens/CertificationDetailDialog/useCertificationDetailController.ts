import { useCallback, useEffect, useRef, useState } from 'react';
import type { CertificationsApi, EventsApi } from '../../api/AdminApi.js';

/**
 * The calls the certification dialog makes: the submission and the decision, and beyond SPEC 7
 * (each optional) its history, its undo and the live changes.
 */
export type CertificationDetailApi = { certifications: Pick<CertificationsApi, 'get' | 'approve' | 'reject' | 'history' | 'undo'>; events?: EventsApi };
import { ApiError, isAbortError } from '../../api/errors.js';
import type { Certification, CertificationDetail, Id, OptionLetter } from '../../api/types.js';
import { certificationKind, certificationState, type CertificationState } from '../../domain/certification.js';
import { OPTION_LETTERS, optionLetterOf, optionText } from '../../domain/quizOption.js';
import { displayText, formatDateTime } from '../../format/index.js';
import { useAction } from '../../hooks/useAction.js';
import { decide } from '../../hooks/decide.js';
import { isNewer, useLiveChanges } from '../../hooks/useLiveChanges.js';
import { useLoader } from '../../hooks/useLoader.js';
import { loaderKey } from '../../hooks/loaderKey.js';
import { useReasonDialog, type ReasonDialogState } from '../../hooks/useDialogAction.js';
import { useMessages } from '../../i18n/MessagesProvider.js';
import { formatMessage, type Messages } from '../../i18n/messages.js';
import { certificationsMessages } from '../../i18n/texts/certifications.js';
import { quizMessages } from '../../i18n/texts/quiz.js';
import { useLocale } from '../../i18n/MessagesProvider.js';
import { DEFAULT_LOCALE } from '../../i18n/locale.js';

/** How long the detail modal stays after an approve or reject succeeded, showing the decision: half a second. */
export const CERTIFICATION_CLOSE_DELAY_MS = 500;

export interface CertificationDetailControllerProps {
  /** Where the certification is loaded and decided (`api.certifications`). */
  api: CertificationDetailApi;
  /** The certification to show. */
  id: Id;
  /** Called when the modal should close: by the user, after a failed load, or half a second after a decision. */
  onClose: () => void;
  /**
   * Called with the error text when the certification cannot be loaded (the modal then closes), and
   * the line saying which kind of failure it was, when the HTTP client can tell. @default undefined
   */
  onLoadError?: (message: string, detail?: string) => void;
  /**
   * Called at once with the updated certification after an approve or reject succeeded, and
   * whenever the dialog learns it as the server has it now (another administrator's change that
   * refused this one, an Undo of this decision, which may come after the dialog closed). @default undefined
   */
  onDecided?: (certification: Certification) => void;
}

/** One answer option of a question as the modal shows it. */
export interface CertificationOptionView {
  letter: OptionLetter;
  /** 'Option-A'..'Option-D'. */
  label: string;
  /** The option's text, '-' when missing. */
  text: string;
  /** This is the right answer. */
  correct: boolean;
  /** The partner chose this option. */
  selected: boolean;
}

export interface CertificationQuestionView {
  key: string;
  /** 'Question 1'. */
  heading: string;
  /** The question text, '-' when missing. */
  question: string;
  options: CertificationOptionView[];
  /** Whether the selected answer is the correct one. */
  answeredRight: boolean;
}

export interface CertificationDetailView {
  /** The certification's version as loaded (beyond SPEC 3), for its history. */
  version: unknown;
  /** 'Sales Certification' or 'Technical Certification'. */
  title: string;
  state: CertificationState;
  submittedOn: string;
  submittedBy: string;
  /** 'Score 7/10'. */
  score: string;
  /** The remarks as shown after 'Reason: ', '-' when empty. */
  remarks: string;
  questions: CertificationQuestionView[];
}

export interface CertificationDetailController {
  /** True until the certification arrives. */
  loading: boolean;
  /** The loaded certification for display; undefined while loading. */
  detail: CertificationDetailView | undefined;
  /** Approves the certification (one request per click burst). */
  approve: () => void;
  /** True while the approval runs: the button reads 'Approving...'. */
  approving: boolean;
  /** 'Failed to approve certification. Please try again.' or the server's message. */
  approveError: string | undefined;
  /**
   * The 'Rejection Reason' dialog: `reject.open(id)` shows it, `reject.submit(reason)`
   * rejects with the trimmed reason (the promise rejects on failure, so the dialog stays open), and
   * `reject.error` is the failure's text.
   */
  reject: ReasonDialogState<Id>;
  /** True once a decision succeeded and the modal is about to close. */
  decided: boolean;
  /** True while an action runs: the modal cannot be dismissed. */
  busy: boolean;
  /** 'Rejected by Ada L. just now' when another administrator decided the certification while it shows. */
  note: string | undefined;
  /** The latest change another administrator made, for a polite live region. */
  announcement: string;
  /** Closes the modal now. */
  close: () => void;
}

/**
 * The certification detail as shown: title from the type, the submission facts and every question
 * with its options marked correct and/or selected. Pure.
 *
 * @example certificationDetailView(detail, defaultMessages).title // 'Sales Certification'
 */
export function certificationDetailView(
  detail: CertificationDetail,
  messages: Pick<Messages, 'quiz' | 'certifications'>,
  locale: string = DEFAULT_LOCALE,
): CertificationDetailView {
  const t = messages.certifications;
  const { certification } = detail;
  const quiz = Array.isArray(detail.quiz) ? detail.quiz : [];
  return {
    version: certification.version,
    title: certificationKind(certification.type) === 'sales' ? t.salesTitle : t.technicalTitle,
    state: certificationState(certification.status),
    submittedOn: formatDateTime(certification.createdAt, locale),
    submittedBy: displayText(certification.name),
    score: formatMessage(t.scoreObtained, {
      obtained: displayText(certification.marksAttained),
      total: displayText(certification.totalMarks),
    }),
    remarks: displayText(certification.remarks),
    questions: quiz.map((answer, index) => {
      const correct = optionLetterOf(answer.correctOption);
      const selected = optionLetterOf(answer.selectedOption);
      return {
        key: `${String(answer.id)}-${index}`,
        heading: formatMessage(t.questionNumber, { number: index + 1 }),
        question: displayText(answer.question),
        answeredRight: selected !== undefined && selected === correct,
        options: OPTION_LETTERS.map((letter) => ({
          letter,
          label: messages.quiz[`option${letter}`],
          text: displayText(optionText(answer, letter)),
          correct: letter === correct,
          selected: letter === selected,
        })),
      };
    }),
  };
}

/**
 * Loads one certification ({certification, quiz}) and decides it: a failed load
 * reports 'Failed to load certification details...' (or the server's message) and closes; approve
 * and reject apply locally at once (the record the server answered, when it answers one), report
 * the updated record and close half a second later. Each decision sends the version read (`decide`);
 * another administrator's changes replace the certification shown as they happen.
 *
 * @example
 * const detail = useCertificationDetailController({ api, id: 3, onClose, onDecided: updateRow });
 */
export function useCertificationDetailController({
  api,
  id,
  onClose,
  onLoadError,
  onDecided,
}: CertificationDetailControllerProps): CertificationDetailController {
  const messages = useMessages({ quiz: quizMessages, certifications: certificationsMessages });
  const locale = useLocale();
  const t = messages.certifications;
  const loader = useLoader((signal) => api.certifications.get(id, { signal }), loaderKey(api.certifications, id), t.detailsError);
  const [decided, setDecided] = useState(false);

  const callbacks = useRef({ onClose, onLoadError, onDecided });
  useEffect(() => {
    callbacks.current = { onClose, onLoadError, onDecided };
  });

  const { status, error, errorDetail } = loader.state;
  useEffect(() => {
    if (status !== 'error') return;
    callbacks.current.onLoadError?.(error ?? t.detailsError, errorDetail);
    callbacks.current.onClose();
  }, [status, error, errorDetail, t.detailsError]);

  useEffect(() => {
    if (!decided) return;
    const timer = setTimeout(() => callbacks.current.onClose(), CERTIFICATION_CLOSE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [decided]);

  const { setData } = loader;
  const dataRef = useRef(loader.state.data);
  useEffect(() => {
    dataRef.current = loader.state.data;
  });
  /** Shows the certification as it now is (changed fields over the loaded ones) and tells the host. */
  const show = useCallback(
    (change: Partial<Certification>) => {
      const base = dataRef.current ?? { certification: { id }, quiz: [] };
      const updated: Certification = { ...base.certification, ...change };
      dataRef.current = { ...base, certification: updated };
      setData(() => ({ ...base, certification: updated }));
      callbacks.current.onDecided?.(updated);
    },
    [setData, id],
  );
  /** One decision on the certification as loaded: its version is sent, and what the server answers shows. */
  const decision = (action: 'approve' | 'reject') => ({
    area: api.certifications,
    action,
    record: dataRef.current?.certification ?? { id },
    name: displayText(dataRef.current?.certification.name, String(id)),
    onRecord: show,
  });
  /** After a decision: the record the server answered is shown already (`onRecord`); a backend of SPEC 7 answers nothing, and the change made shows. */
  const settle = (answer: Certification | undefined, fallback: Pick<Certification, 'status' | 'remarks'>) => {
    if (!answer) show(fallback);
    setDecided(true);
  };

  const approveAction = useAction(async (signal) => {
    const answer = await decide(signal, decision('approve'), (options) => api.certifications.approve(id, options));
    if (!signal.aborted) settle(answer, { status: 'APPROVED' });
  }, t.approveError);

  const { clearError: clearApproveError } = approveAction;
  const reject = useReasonDialog(
    async (signal, id: Id, remarks) => {
      let answer: Certification | undefined;
      try {
        answer = await decide(signal, decision('reject'), (options) => api.certifications.reject(id, remarks, options));
      } catch (failure) {
        // API failures show the server's message or 'Failed to reject...'; anything else is unexpected.
        if (failure instanceof ApiError || isAbortError(failure)) throw failure;
        throw new ApiError(t.rejectUnexpected, 0, t.rejectUnexpected);
      }
      if (!signal.aborted) settle(answer, { status: 'REJECTED', remarks });
    },
    t.rejectError,
    // Only the latest attempt's error shows: opening the reason dialog hides a failed approve's.
    { onOpen: clearApproveError },
  );

  const { run: runApprove } = approveAction;
  const { clearError: clearRejectError } = reject;

  const live = useLiveChanges<Certification>({
    events: api.events,
    area: 'certifications',
    client: api.certifications,
    onChange: (record, change) => {
      const shown = dataRef.current?.certification;
      if (String(change.recordId) !== String(id) || !record || !shown) return false;
      if (isNewer(record, shown)) {
        dataRef.current = { ...dataRef.current!, certification: { ...shown, ...record } };
        setData(() => dataRef.current!);
      }
      return true;
    },
    onResync: () => void loader.reload(),
  });

  const data = loader.state.data;
  return {
    loading: data === undefined,
    detail: data ? certificationDetailView(data, messages, locale) : undefined,
    // Only the latest attempt's error shows: a new decision clears the other one's.
    approve: useCallback(() => {
      clearRejectError();
      void runApprove();
    }, [runApprove, clearRejectError]),
    approving: approveAction.busy,
    approveError: approveAction.error,
    reject,
    decided,
    busy: approveAction.busy || reject.submitting,
    note: live.noteOf(id),
    announcement: live.announcement,
    close: onClose,
  };
}
