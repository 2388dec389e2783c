import styled from '@emotion/styled';
import { forwardRef, type TextareaHTMLAttributes } from 'react';
import { FieldFrame, controlStyles, useFieldIds, type FieldChrome } from './Field.js';

/**
 * Kept apart from Field.tsx: a bundler keeps a module-level styled component whose styles read
 * the theme's `vars` even when nothing uses it (esbuild cannot tell the reads are free of side
 * effects), so every screen with a text field or a pager carried this one too (issue 33).
 */
const TextAreaControl = styled.textarea({ ...controlStyles, minHeight: 96, resize: 'vertical' });

export type TextAreaFieldProps = FieldChrome & TextareaHTMLAttributes<HTMLTextAreaElement>;

/**
 * A labelled multi-line input, e.g. for a rejection reason.
 *
 * @example <TextAreaField label="Reason for Rejection*" value={reason} onChange={(e) => setReason(e.target.value)} />
 */
export const TextAreaField = forwardRef<HTMLTextAreaElement, TextAreaFieldProps>(function TextAreaField({ label, hint, error, id, ...rest }, ref) {
  const ids = useFieldIds(id, hint, error);
  return (
    <FieldFrame controlId={ids.controlId} label={label} hint={hint} hintId={ids.hintId} error={error} errorId={ids.errorId}>
      <TextAreaControl ref={ref} id={ids.controlId} aria-describedby={ids.describedBy} aria-invalid={error ? true : undefined} {...rest} />
    </FieldFrame>
  );
});
