import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ResourcesApi } from '../../api/AdminApi.js';

/** The one call the upload dialog makes. */
export type UploadContentApi = { resources: Pick<ResourcesApi, 'upload'> };
import type { ContentTypeCode, ResourceType } from '../../api/types.js';
import {
  RESOURCE_TYPES,
  acceptFor,
  contentTypesOf,
  formatsHint,
  uploadKind,
  uploadRuleFor,
  validateUpload,
  type ResourceKind,
  type UploadProblems,
} from '../../domain/contentTypes.js';
import { useAction } from '../../hooks/useAction.js';
import { useMessages } from '../../i18n/MessagesProvider.js';
import { resourcesMessages } from '../../i18n/texts/resources.js';

/** The steps of the upload: form, confirm, uploading, then success, or failure and back to confirm. */
export type UploadStep = 'closed' | 'form' | 'confirm' | 'uploading' | 'failure' | 'success';

export interface UploadContentControllerProps {
  /** Where the file goes (`api.resources.upload`). */
  api: UploadContentApi;
  /** Called after a successful upload with the group it went to, e.g. to show that tab and reload it. */
  onUploaded?: (resourceType: ResourceType) => void;
  /** The group the form starts with. @default 'LEARNING' */
  defaultResourceType?: ResourceType;
}

export interface UploadContentController {
  step: UploadStep;
  /**
   * Opens the form (empty: Cancel and a successful upload both clear it), on `resourceType` when
   * given (the tab it was opened from).
   */
  open: (resourceType?: ResourceType) => void;
  /** Closes the flow and empties the form (Cancel in the form, confirm or failure step). Ignored while uploading. */
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
  /** The problems to show now: for the title after a submit, for the file once one was chosen or after a submit. */
  problems: UploadProblems;
  /** The picker's accept filter and the 'Supported formats' hint of the current group and content type. */
  accept: string;
  formatsHint: string;
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
  clearError: () => void;
}

/**
 * The upload dialog's state: the form with its validation, the confirm step,
 * the upload with real progress, and the failure and success steps.
 *
 * @example
 * const upload = useUploadContentController({ api, onUploaded: (type) => showTab(type) });
 * <Button onClick={upload.open}>Upload Content</Button>
 * <UploadContentDialog controller={upload} />
 */
export function useUploadContentController({
  api,
  onUploaded,
  defaultResourceType = RESOURCE_TYPES[0]!,
}: UploadContentControllerProps): UploadContentController {
  const messages = useMessages({ resources: resourcesMessages });
  const texts = messages.resources;
  const firstOf = (type: ResourceType) => contentTypesOf(type)[0]!;
  const [step, setStep] = useState<UploadStep>('closed');
  const [title, setTitle] = useState('');
  const [resourceType, setResourceTypeState] = useState<ResourceType>(defaultResourceType);
  const [contentType, setContentType] = useState<ContentTypeCode>(() => firstOf(defaultResourceType));
  const [file, setFileState] = useState<File | null>(null);
  const [touched, setTouched] = useState({ title: false, file: false });
  const [progress, setProgress] = useState(0);
  const onUploadedRef = useRef(onUploaded);
  useEffect(() => {
    onUploadedRef.current = onUploaded;
  });
  // A ref, not state: the second click of a double click arrives before React re-renders.
  const sending = useRef(false);

  const reset = useCallback(() => {
    setTitle('');
    setResourceTypeState(defaultResourceType);
    setContentType(firstOf(defaultResourceType));
    setFileState(null);
    setTouched({ title: false, file: false });
  }, [defaultResourceType]);

  const draft = useMemo(() => ({ title, resourceType, contentType, file }), [title, resourceType, contentType, file]);
  const allProblems = useMemo(() => validateUpload(draft, texts), [draft, texts]);
  const problems: UploadProblems = {
    ...(touched.title && allProblems.title ? { title: allProblems.title } : {}),
    ...(touched.file && allProblems.file ? { file: allProblems.file, fileHint: allProblems.fileHint } : {}),
  };

  const upload = useAction(async (signal, payload: typeof draft & { file: File }) => {
    setProgress(0);
    await api.resources.upload(
      {
        file: payload.file,
        fileName: payload.file.name,
        title: payload.title.trim(),
        resourceType: payload.resourceType,
        contentType: payload.contentType,
      },
      { signal, onProgress: (event) => setProgress(event.percent) },
    );
  }, texts.uploadError);

  const { run } = upload;
  const uploadNow = useCallback(() => {
    if (sending.current || !draft.file || Object.keys(validateUpload(draft, texts)).length > 0) return;
    const payload = { ...draft, file: draft.file };
    sending.current = true;
    setStep('uploading');
    void run(payload).then((ok) => {
      sending.current = false;
      if (ok) {
        setStep('success');
        reset();
        onUploadedRef.current?.(payload.resourceType);
      } else {
        setStep((current) => (current === 'uploading' ? 'failure' : current));
      }
    });
  }, [draft, texts, run, reset]);

  const rule = uploadRuleFor(resourceType, contentType);

  return {
    step,
    open: useCallback(
      (type?: ResourceType) => {
        if (step !== 'closed') return;
        if (type !== undefined && RESOURCE_TYPES.includes(type)) {
          setResourceTypeState(type);
          setContentType(contentTypesOf(type)[0]!);
        }
        setStep('form');
      },
      [step],
    ),
    cancel: useCallback(() => {
      if (step === 'uploading') return;
      reset();
      setStep('closed');
    }, [step, reset]),
    title,
    setTitle,
    resourceType,
    setResourceType: useCallback((value: ResourceType) => {
      setResourceTypeState(value);
      setContentType(contentTypesOf(value)[0]!);
      setFileState(null);
      setTouched((current) => ({ ...current, file: false }));
    }, []),
    contentType,
    setContentType,
    contentTypes: contentTypesOf(resourceType),
    file,
    setFile: useCallback((next: File | null) => {
      setFileState(next);
      setTouched((current) => ({ ...current, file: next !== null || current.file }));
    }, []),
    problems,
    accept: acceptFor(rule),
    formatsHint: formatsHint(rule, texts),
    expectsVideo: rule === 'video',
    kind: uploadKind(draft),
    submit: useCallback(() => {
      setTouched({ title: true, file: true });
      if (Object.keys(allProblems).length === 0) setStep('confirm');
    }, [allProblems]),
    goBack: useCallback(() => setStep((current) => (current === 'confirm' ? 'form' : current)), []),
    uploadNow,
    tryAgain: useCallback(() => setStep((current) => (current === 'failure' ? 'confirm' : current)), []),
    finish: useCallback(() => setStep((current) => (current === 'success' ? 'closed' : current)), []),
    uploading: upload.busy,
    progress,
    error: upload.error,
    errorDetail: upload.errorDetail,
    clearError: upload.clearError,
  };
}
