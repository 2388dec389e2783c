import styled from '@emotion/styled';
import { Fragment, useId, useRef, type ReactNode } from 'react';
import { useIsomorphicLayoutEffect } from '../../platform/useIsomorphicLayoutEffect.js';
import { Button } from '../../components/Button/index.js';
import { Dialog } from '../../components/Dialog/index.js';
import { StatusBanner } from '../../components/StatusBanner/index.js';
import { SignedInAgainNote } from '../../components/StatusBanner/SignedInAgainNote.js';
import { SelectField, TextField } from '../../components/Field/index.js';
import { FileDrop } from '../../components/FileDrop/index.js';
import { SuccessDialog } from '../../components/SuccessDialog/index.js';
import type { ContentTypeCode, ResourceType } from '../../api/types.js';
import { RESOURCE_TYPES, contentTypeLabel, kindText, resourceGroupLabel } from '../../domain/contentTypes.js';
import { formatMessage } from '../../i18n/messages.js';
import { useMessages } from '../../i18n/MessagesProvider.js';
import { useUploadContentController, type UploadContentApi } from './useUploadContentController.js';
import { commonMessages } from '../../i18n/texts/common.js';
import { resourcesMessages } from '../../i18n/texts/resources.js';
import { vars } from '../../theme/theme.js';

/** What the page behind the upload shows of it: whether a file is being sent, and the last failure. */
export interface UploadStatus {
  uploading: boolean;
  /** The server's message or 'Failed to upload content'; undefined again when the next upload starts. */
  error: string | undefined;
  /** The line under it that says which kind of failure it was ('Could not reach the server at …'). */
  errorDetail?: string | undefined;
}

export interface UploadContentDialogProps {
  /** Where the file goes (`api.resources.upload`). */
  api: UploadContentApi;
  /**
   * Whether the flow shows (controlled). Each opening shows an empty form; the flow then stays
   * until it ends (Cancel, or the success dialog closed), which `onOpenChange(false)` reports.
   * While the file is being sent the dialog stays even if this turns false, and follows it once
   * the upload has ended. @default undefined
   */
  open?: boolean;
  /** Whether the flow first shows, when uncontrolled. @default false */
  defaultOpen?: boolean;
  /** Called with false when the flow ends. @default undefined */
  onOpenChange?: (open: boolean) => void;
  /** The group the form starts on when it opens (the tab it was opened from). @default 'LEARNING' */
  resourceType?: ResourceType;
  /** Called after a successful upload with the group it went to, e.g. to show that tab and reload it. @default undefined */
  onUploaded?: (resourceType: ResourceType) => void;
  /** Called when a file starts or stops being sent, or an upload fails: for the page's busy button and banner. @default undefined */
  onStatusChange?: (status: UploadStatus) => void;
  /**
   * The largest file the host lets through, in bytes (e.g. a proxy's limit). The dialog also asks
   * the backend (`api.resources.uploadLimits`, optional) and the smaller limit counts: it shows as
   * 'Largest file: 25 MB' and a larger file is refused when it is chosen, before anything is sent.
   * Without either, a file the server refuses fails as the server says. @default undefined
   */
  maxUploadBytes?: number;
}

const Form = styled.form({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

const Text = styled.p({ margin: 0, color: vars.colors.text, lineHeight: 1.5 });

const Progress = styled.div({ marginTop: vars.space.lg, '& > div': { marginBottom: 0 } });

const Detail = styled.p({ margin: `${vars.space.md} 0 0`, color: vars.colors.textMuted, overflowWrap: 'anywhere' });

const Line = styled.span({ display: 'block' });

/** Hint lines under the file field, each on its own line (with a space between for screen readers); one line stays plain text. */
function hintLines(...lines: Array<string | undefined>): ReactNode {
  const shown = lines.filter((line): line is string => Boolean(line));
  if (shown.length <= 1) return shown[0];
  return shown.map((line, index) => (
    <Fragment key={line}>
      {index > 0 && ' '}
      <Line>{line}</Line>
    </Fragment>
  ));
}

/**
 * The upload flow's dialogs: 'Upload New Content' with Title, Resource Type, Content Type and
 * Upload File; 'Ready to upload ...?'; 'Failed to upload ...' with Try Again; and 'Your Content
 * Page is Live!'. Each step is its own dialog, so focus starts afresh in each and returns to the
 * element that opened the flow at the end. While the file is sent the confirm dialog stays, not
 * dismissible, with 'Uploading...' and a blue banner with the real progress. The dialog keeps the
 * flow's state itself (`useUploadContentController`); whether it shows is controllable
 * (`open`/`defaultOpen`/`onOpenChange`). When the largest file is known (`maxUploadBytes`, or the
 * backend's `uploadLimits`), the form shows it and refuses a larger file as it is chosen.
 *
 * @example
 * const [open, setOpen] = useState(false);
 * <Button onClick={() => setOpen(true)}>Upload Content</Button>
 * <UploadContentDialog api={api} open={open} onOpenChange={setOpen} resourceType="SALES" onUploaded={showTab} />
 */
export function UploadContentDialog({
  api,
  open,
  defaultOpen,
  onOpenChange,
  resourceType,
  onUploaded,
  onStatusChange,
  maxUploadBytes,
}: UploadContentDialogProps) {
  const controller = useUploadContentController({ api, onUploaded, open, defaultOpen, onOpenChange, defaultResourceType: resourceType, maxUploadBytes });
  const messages = useMessages({ common: commonMessages, resources: resourcesMessages });
  const texts = messages.resources;
  const formId = useId();
  const kind = kindText(controller.kind, texts);
  const { step, problems, uploading, error, errorDetail } = controller;

  // The page behind shows the upload's progress and failure, told before the browser paints: the
  // failure dialog and the page's red banner (or the busy button behind the confirm step) show in
  // the same frame, never one without the other.
  const statusRef = useRef(onStatusChange);
  useIsomorphicLayoutEffect(() => {
    statusRef.current = onStatusChange;
  });
  useIsomorphicLayoutEffect(() => {
    statusRef.current?.({ uploading, error, errorDetail });
  }, [uploading, error, errorDetail]);

  if (step === 'form') {
    return (
      <Dialog
        key="form"
        open
        onOpenChange={(open) => !open && controller.cancel()}
        title={texts.uploadTitle}
        description={`${texts.uploadIntro} ${controller.expectsVideo ? texts.uploadIntroLearning : texts.uploadIntroOther}`}
        footer={
          <>
            <Button onClick={controller.cancel}>{messages.common.cancel}</Button>
            <Button variant="primary" type="submit" form={formId}>
              {texts.upload}
            </Button>
          </>
        }
      >
        <Form
          id={formId}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            controller.submit();
          }}
        >
          <TextField
            label={texts.fieldTitle}
            required
            value={controller.title}
            onChange={(event) => controller.setTitle(event.target.value)}
            error={problems.title}
            autoComplete="off"
          />
          <SelectField
            label={texts.fieldResourceType}
            value={controller.resourceType}
            onChange={(event) => controller.setResourceType(event.target.value as ResourceType)}
            options={RESOURCE_TYPES.map((type) => ({ value: type, label: resourceGroupLabel(type, texts) }))}
          />
          <SelectField
            label={texts.fieldContentType}
            value={controller.contentType}
            onChange={(event) => controller.setContentType(event.target.value as ContentTypeCode)}
            options={controller.contentTypes.map((code) => ({ value: code, label: contentTypeLabel(code, texts) }))}
          />
          <FileDrop
            label={texts.fieldFile}
            accept={controller.accept}
            file={controller.file}
            onFileChange={controller.setFile}
            // An invalid type reads 'Invalid file type.' followed by the supported formats.
            hint={hintLines(problems.fileHint ? undefined : controller.formatsHint, controller.limitHint)}
            error={problems.file && [problems.file, problems.fileHint].filter(Boolean).join(' ')}
          />
        </Form>
      </Dialog>
    );
  }

  if (step === 'confirm' || step === 'uploading') {
    // One dialog for both steps: it stays while the file is sent, so a double click on Upload Now
    // lands on the busy button (not on the page behind) and focus stays put.
    const uploading = step === 'uploading';
    return (
      <Dialog
        key="confirm"
        open
        onOpenChange={(open) => !open && controller.goBack()}
        title={formatMessage(texts.confirmTitle, { kind })}
        size="sm"
        showCloseButton={false}
        dismissible={!uploading}
        footer={
          <>
            <Button onClick={controller.goBack} disabled={uploading}>
              {messages.common.goBackToEdit}
            </Button>
            <Button variant="primary" busy={uploading} busyLabel={texts.uploading} onClick={controller.uploadNow}>
              {messages.common.uploadNow}
            </Button>
          </>
        }
      >
        <Text>{formatMessage(texts.confirmText, { kind })}</Text>
        {controller.resumed && <SignedInAgainNote action={messages.common.uploadNow} />}
        {uploading && (
          <Progress>
            <StatusBanner progress={controller.progress}>
              {texts.uploadingBanner}
            </StatusBanner>
          </Progress>
        )}
      </Dialog>
    );
  }

  if (step === 'failure') {
    return (
      <Dialog
        key="failure"
        open
        onOpenChange={(open) => !open && controller.cancel()}
        title={formatMessage(texts.failureTitle, { kind })}
        size="sm"
        showCloseButton={false}
        footer={
          <>
            <Button onClick={controller.cancel}>{messages.common.cancel}</Button>
            <Button variant="primary" onClick={controller.tryAgain}>
              {messages.common.tryAgain}
            </Button>
          </>
        }
      >
        <Text>{formatMessage(texts.failureText, { kind })}</Text>
        {error && error !== texts.uploadError && <Detail>{error}</Detail>}
        {errorDetail && <Detail>{errorDetail}</Detail>}
      </Dialog>
    );
  }

  return <SuccessDialog open={step === 'success'} title={texts.successTitle} message={texts.successText} onClose={controller.finish} />;
}
