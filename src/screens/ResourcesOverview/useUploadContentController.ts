import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ResourcesApi } from '../../api/AdminApi.js';
import type { ContentTypeCode, ResourceType } from '../../api/types.js';
import { useControllableState } from '../../components/useControllableState.js';
import {
  RESOURCE_TYPES,
  acceptFor,
  contentTypesOf,
  formatsHint,
  uploadKind,
  uploadLimitText,
  uploadRuleFor,
  validateUpload,
  type ResourceKind,
  type UploadLimit,
  type UploadProblems,
} from '../../domain/contentTypes.js';
import { loaderKey } from '../../hooks/loaderKey.js';
import { useLoader } from '../../hooks/useLoader.js';
import { useSubmitFlow } from '../../hooks/useSubmitFlow.js';
import { useLocale, useMessages } from '../../i18n/MessagesProvider.js';
import { resourcesMessages } from '../../i18n/texts/resources.js';

/** The calls the upload dialog makes: the upload, and (optional) the limits it asks for when it opens. */
export type UploadContentApi = { resources: Pick<ResourcesApi, 'upload' | 'uploadLimits'> };

/** The steps of the upload: form, confirm, uploading, then success, or failure and back to confirm. */
export type UploadStep = 'closed' | 'form' | 'confirm' | 'uploading' | 'failure' | 'success';

export interface UploadContentControllerProps {
  /** Where the file goes (`api.resources.upload`), and where the limit is asked (`api.resources.uploadLimits`, optional). */
  api: UploadContentApi;
  /** Called after a successful upload with the group it went to, e.g. to show that tab and reload it. */
  onUploaded?: (resourceType: ResourceType) => void;
  /** The group the form starts on at each opening (unless `open(type)` names one). @default 'LEARNING' */
  defaultResourceType?: ResourceType;
  /** Whether the flow shows (controlled). Each opening starts with an empty form. @default undefined */
  open?: boolean;
  /** Whether the flow first shows, when uncontrolled. @default false */
  defaultOpen?: boolean;
  /** Called with true when the flow opens (`open()`) and with false when it ends (Cancel, the success dialog closed). @default undefined */
  onOpenChange?: (open: boolean) => void;
  /**
   * The largest file the host lets through, in bytes (e.g. a proxy's limit). With the backend's own
   * (`api.resources.uploadLimits`), the smaller one counts. @default undefined (only the backend's, if it says)
   */
  maxUploadBytes?: number;
}

export interface UploadContentController {
  step: UploadStep;
  /**
   * Opens the form (empty: every opening starts afresh), on `resourceType` when given (the tab it
   * was opened from). Ignored while the flow shows.
   */
  open: (resourceType?: ResourceType) => void;
  /** Closes the flow (Cancel in the form, confirm or failure step). Ignored while uploading. */
  cancel: () => void;
  title: string;
  setTitle: (value: string) => void;
  resourceType: ResourceType;
  /** Also resets the content type to the first of the group and removes the file. */
  setResourceType: (value: ResourceType) => void;
  contentType: ContentTypeCode;
  setContentType: (value: ContentTypeCode) => void;
  /** The content types of the chosen group. */
  contentTypes: readonly ContentTypeCode[];
  file: File | null;
  setFile: (file: File | null) => void;
  /**
   * The problems to show now: for the title after a submit, for the file once one was chosen or
   * after a submit (a file over the limit as soon as it is chosen).
   */
  problems: UploadProblems;
  /** The picker's accept filter and the 'Supported formats' hint of the current group and content type. */
  accept: string;
  formatsHint: string;
  /** The largest file, when the backend or the host names it: 'Largest file: 25 MB'. */
  limitHint: string | undefined;
  /** True for Learning Resources (video files). */
  expectsVideo: boolean;
  /** 'video', 'image' or 'file': how the confirm, failure texts name the upload. */
  kind: ResourceKind;
  /** Validates; when the form is complete it moves on to the confirm step. */
  submit: () => void;
  /** Confirm step: back to the form with everything kept. */
  goBack: () => void;
  /** Confirm step: starts the upload (once, however often it is called). */
  uploadNow: () => void;
  /** Failure step: back to the confirm step with the form intact. */
  tryAgain: () => void;
  /** Closes the success dialog. */
  finish: () => void;
  /** True while the file is being sent. */
  uploading: boolean;
  /** The share sent so far, 0..1. */
  progress: number;
  /** The last failure: the server's message or 'Failed to upload content'. */
  error: string | undefined;
  /** The line under it that says which kind of failure it was ('Could not reach the server at …'). */
  errorDetail: string | undefined;
  /**
   * True when the upload failed because the session had ended and the user has signed in again
   * over the page: the failure is gone and the confirm step says it is ready to be sent.
   */
  resumed: boolean;
  clearError: () => void;
}

/** What the confirm step sends. */
type UploadPayload = { title: string; resourceType: ResourceType; contentType: ContentTypeCode; file: File };

/** The form of one opening. */
interface UploadForm {
  title: string;
  resourceType: ResourceType;
  contentType: ContentTypeCode;
  file: File | null;
  touched: { title: boolean; file: boolean };
}

const firstOf = (type: ResourceType) => contentTypesOf(type)[0]!;
const emptyForm = (resourceType: ResourceType): UploadForm => ({
  title: '',
  resourceType,
  contentType: firstOf(resourceType),
  file: null,
  touched: { title: false, file: false },
});

/** The smaller of the limits that are known. */
function smallest(...limits: Array<number | undefined>): number | undefined {
  const known = limits.filter((limit): limit is number => typeof limit === 'number' && Number.isFinite(limit) && limit > 0);
  return known.length > 0 ? Math.min(...known) : undefined;
}

/**
 * The upload dialog's state: the form with its validation (the file's size too, when the limit is
 * known), the confirm step, the upload with real progress, and the failure and success steps, run
 * by `useSubmitFlow`. Whether it shows is controllable (`open` / `defaultOpen` / `onOpenChange`).
 * Each opening asks the backend for the limit (`api.resources.uploadLimits`, when the API has it).
 *
 * @example
 * const upload = useUploadContentController({ api, onUploaded: (type) => showTab(type) });
 * <Button onClick={() => upload.open()}>Upload Content</Button>
 */
export function useUploadContentController({
  api,
  onUploaded,
  defaultResourceType = RESOURCE_TYPES[0]!,
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  maxUploadBytes,
}: UploadContentControllerProps): UploadContentController {
  const messages = useMessages({ resources: resourcesMessages });
  const texts = messages.resources;
  const locale = useLocale();
  const [open, setOpen] = useControllableState({ value: openProp, defaultValue: defaultOpen, onChange: onOpenChange });
  const [form, setForm] = useState<UploadForm>(() => emptyForm(defaultResourceType));
  const [requestedType, setRequestedType] = useState<ResourceType>();
  const [progress, setProgress] = useState(0);
  const onUploadedRef = useRef(onUploaded);
  useEffect(() => {
    onUploadedRef.current = onUploaded;
  });

  // Each opening starts with an empty form on its group: adjusted while rendering (as the flow's
  // step is), whoever opened it, so no frame shows the form of an earlier opening.
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setForm(emptyForm(requestedType ?? defaultResourceType));
      setRequestedType(undefined);
    }
  }

  // The backend's limit, asked at each opening when the API has the call; a failure (a backend
  // without it answers 404) leaves only the host's.
  const limits = useLoader(
    async (signal) => (open && api.resources.uploadLimits ? (await api.resources.uploadLimits({ signal })).maxBytes : undefined),
    loaderKey(api.resources, open),
    texts.uploadError,
  );
  const maxBytes = smallest(maxUploadBytes, limits.state.data);
  const limit = useMemo<UploadLimit | undefined>(() => (maxBytes === undefined ? undefined : { maxBytes, locale }), [maxBytes, locale]);

  const { title, resourceType, contentType, file, touched } = form;
  const draft = useMemo(() => ({ title, resourceType, contentType, file }), [title, resourceType, contentType, file]);
  const allProblems = useMemo(() => validateUpload(draft, texts, limit), [draft, texts, limit]);
  const problems: UploadProblems = {
    ...(touched.title && allProblems.title ? { title: allProblems.title } : {}),
    ...(touched.file && allProblems.file ? { file: allProblems.file, fileHint: allProblems.fileHint } : {}),
  };

  const flow = useSubmitFlow(
    async (signal, payload: UploadPayload) => {
      setProgress(0);
      await api.resources.upload(
        { file: payload.file, fileName: payload.file.name, title: payload.title.trim(), resourceType: payload.resourceType, contentType: payload.contentType },
        { signal, onProgress: (event) => setProgress(event.percent) },
      );
    },
    texts.uploadError,
    { open, onOpenChange: setOpen, onSuccess: (payload) => onUploadedRef.current?.(payload.resourceType) },
  );

  const update = useCallback((change: (current: UploadForm) => Partial<UploadForm>) => setForm((current) => ({ ...current, ...change(current) })), []);
  const rule = uploadRuleFor(resourceType, contentType);
  const complete = Object.keys(allProblems).length === 0;
  const { submit: submitFlow, send, close, step: flowStep } = flow;

  return {
    step: flowStep === 'confirm' && flow.sending ? 'uploading' : flowStep,
    open: useCallback(
      (type?: ResourceType) => {
        if (flowStep !== 'closed') return;
        if (type !== undefined && RESOURCE_TYPES.includes(type)) setRequestedType(type);
        setOpen(true);
      },
      [flowStep, setOpen],
    ),
    cancel: close,
    title,
    setTitle: useCallback((value: string) => update(() => ({ title: value })), [update]),
    resourceType,
    setResourceType: useCallback(
      (value: ResourceType) => update((current) => ({ resourceType: value, contentType: firstOf(value), file: null, touched: { ...current.touched, file: false } })),
      [update],
    ),
    contentType,
    setContentType: useCallback((value: ContentTypeCode) => update(() => ({ contentType: value })), [update]),
    contentTypes: contentTypesOf(resourceType),
    file,
    setFile: useCallback(
      (next: File | null) => update((current) => ({ file: next, touched: { ...current.touched, file: next !== null || current.touched.file } })),
      [update],
    ),
    problems,
    accept: acceptFor(rule),
    formatsHint: formatsHint(rule, texts),
    limitHint: limit && uploadLimitText(limit, texts),
    expectsVideo: rule === 'video',
    kind: uploadKind(draft),
    submit: useCallback(() => {
      update(() => ({ touched: { title: true, file: true } }));
      if (complete && draft.file) submitFlow({ ...draft, file: draft.file });
    }, [update, complete, draft, submitFlow]),
    goBack: flow.back,
    // The form was checked on the way here; a limit that arrived since is checked again.
    uploadNow: useCallback(() => {
      if (complete) void send();
    }, [complete, send]),
    tryAgain: flow.retry,
    finish: useCallback(() => {
      if (flowStep === 'success') close();
    }, [flowStep, close]),
    uploading: flow.sending,
    progress,
    error: flow.error,
    errorDetail: flow.errorDetail,
    resumed: flow.resumed,
    clearError: flow.clearError,
  };
}
