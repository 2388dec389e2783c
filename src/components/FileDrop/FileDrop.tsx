import styled from '@emotion/styled';
import { useId, useRef, useState, type DragEvent, type ReactNode } from 'react';
import { formatFileSize } from '../../format/dates.js';
import { useLocale, useMessages } from '../../i18n/index.js';
import { IconButton } from '../Button/index.js';
import { FieldMessages } from '../Field/Field.js';
import { CloseIcon, FileIcon, UploadIcon } from '../Icon/index.js';
import { useControllableState } from '../useControllableState.js';
import { visuallyHidden } from '../visuallyHidden.js';
import { commonMessages } from '../../i18n/texts/common.js';
import { resourcesMessages } from '../../i18n/texts/resources.js';
import { focusRing } from '../../theme/focusRing.js';
import { vars } from '../../theme/theme.js';

export interface FileDropProps {
  /** The field label, e.g. 'Upload File'; the file input's accessible name. */
  label: ReactNode;
  /** The text inside the zone. @default messages.resources.dropHint ('Click to choose a file, or drag it here') */
  prompt?: ReactNode;
  /** Help under the zone, e.g. 'Supported formats: PDF, DOC, DOCX, JPG, PNG'. @default undefined */
  hint?: ReactNode;
  /** An error under the zone, e.g. 'Invalid file type.'; marks the input invalid. @default undefined */
  error?: ReactNode;
  /** The file picker's `accept` filter, e.g. 'video/*'. It only guides the picker: dropped files are not checked. @default undefined */
  accept?: string;
  /** The chosen file, when controlled (null for none). @default undefined (uncontrolled) */
  file?: File | null;
  /** The starting file, when uncontrolled. @default null */
  defaultFile?: File | null;
  /** Called with the chosen file as it is (no type or size checks), or null when it is removed. */
  onFileChange?: (file: File | null) => void;
  /** @default false */
  disabled?: boolean;
  /** An id for the file input. @default generated */
  id?: string;
}

const Wrapper = styled.div({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

const FieldLabel = styled.label({
  fontSize: vars.fontSizes.sm,
  fontWeight: vars.fontWeights.medium,
  color: vars.colors.text,
});

const HiddenInput = styled.input(visuallyHidden);

const Zone = styled.div({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.xl,
  border: `2px dashed ${vars.colors.borderStrong}`,
  borderRadius: vars.radii.lg,
  background: vars.colors.surfaceMuted,
  color: vars.colors.textMuted,
  textAlign: 'center',
  cursor: 'pointer',
  transition: `background ${vars.motion.duration}, border-color ${vars.motion.duration}`,
  '&:hover:not([data-disabled="true"])': { borderColor: vars.colors.primary },
  '&[data-dragging="true"]': { borderColor: vars.colors.primary, background: vars.colors.infoSurface, color: vars.colors.info },
  '&[data-invalid="true"]': { borderColor: vars.colors.danger },
  // No opacity: the prompt must stay readable (contrast) while disabled.
  '&[data-disabled="true"]': { cursor: 'not-allowed', borderStyle: 'solid', borderColor: vars.colors.border, background: vars.colors.background },
  // The real input is hidden; its keyboard focus shows on the zone.
  'input:focus-visible + &': focusRing(),
});

const Chosen = styled.div({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.colors.border}`,
  borderRadius: vars.radii.md,
  background: vars.colors.surface,
  color: vars.colors.text,
  fontSize: vars.fontSizes.sm,
  svg: { flexShrink: 0 },
});

const FileName = styled.span({ flex: 1, minWidth: 0, overflowWrap: 'anywhere' });

const Size = styled.span({ color: vars.colors.textMuted, whiteSpace: 'nowrap' });

/**
 * A file field that takes a file by click (a real, keyboard-reachable file input behind the zone)
 * or by drag and drop, and shows the chosen file's name and size. It does not judge the file:
 * the screen validates it (e.g. the file types it accepts) and passes any message back as `error`.
 *
 * @example
 * <FileDrop label="Upload File" accept="video/*" file={file} onFileChange={setFile} error={fileError} hint="Supported formats: MP4, MOV, AVI, MKV, WMV, FLV, WebM" />
 */
export function FileDrop({
  label,
  prompt,
  hint,
  error,
  accept,
  file: fileProp,
  defaultFile = null,
  onFileChange,
  disabled = false,
  id,
}: FileDropProps) {
  const messages = useMessages({ common: commonMessages, resources: resourcesMessages });
  const locale = useLocale();
  const generated = useId();
  const inputId = id ?? generated;
  const promptId = `${inputId}-prompt`;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useControllableState<File | null>({ value: fileProp, defaultValue: defaultFile, onChange: onFileChange });
  // Nested elements fire their own enter/leave events; the zone is "dragged over" while the count is positive.
  const dragDepth = useRef(0);
  const [dragging, setDragging] = useState(false);

  const choose = (next: File | null) => {
    setFile(next);
    // Clearing the input lets the same file be chosen again after a removal or an error.
    if (inputRef.current) inputRef.current.value = '';
  };

  const onDragEnter = (event: DragEvent<HTMLElement>) => {
    event.preventDefault();
    if (disabled) return;
    dragDepth.current += 1;
    setDragging(true);
  };
  const onDragOver = (event: DragEvent<HTMLElement>) => {
    // Without preventDefault the browser refuses the drop.
    event.preventDefault();
    if (event.dataTransfer) event.dataTransfer.dropEffect = disabled ? 'none' : 'copy';
  };
  const onDragLeave = () => {
    dragDepth.current = Math.max(0, dragDepth.current - 1);
    if (dragDepth.current === 0) setDragging(false);
  };
  const onDrop = (event: DragEvent<HTMLElement>) => {
    event.preventDefault();
    dragDepth.current = 0;
    setDragging(false);
    if (disabled) return;
    const dropped = event.dataTransfer?.files?.[0];
    if (dropped) choose(dropped);
  };

  const describedBy = [promptId, hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');

  return (
    <Wrapper>
      <FieldLabel htmlFor={inputId}>
        {label}
      </FieldLabel>
      <HiddenInput
        ref={inputRef}
        id={inputId}
        type="file"
        accept={accept}
        disabled={disabled}
        aria-describedby={describedBy}
        aria-invalid={error ? true : undefined}
        onChange={(event) => {
          const chosen = event.target.files?.[0];
          if (chosen) choose(chosen);
        }}
      />
      {/* A mouse target for the hidden input, which keyboard users reach directly. */}
      <Zone
        onClick={() => {
          if (!disabled) inputRef.current?.click();
        }}
        data-dragging={dragging}
        data-invalid={Boolean(error)}
        data-disabled={disabled}
        onDragEnter={onDragEnter}
        onDragOver={onDragOver}
        onDragLeave={onDragLeave}
        onDrop={onDrop}
      >
        <UploadIcon size={24} />
        <span id={promptId}>{prompt ?? messages.resources.dropHint}</span>
      </Zone>
      {file && (
        <Chosen>
          <FileIcon />
          <FileName>{file.name}</FileName>
          <Size>{formatFileSize(file.size, locale)}</Size>
          {!disabled && (
            <IconButton label={messages.common.removeFile} onClick={() => choose(null)}>
              <CloseIcon />
            </IconButton>
          )}
        </Chosen>
      )}
      <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </Wrapper>
  );
}
