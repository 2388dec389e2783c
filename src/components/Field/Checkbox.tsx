import styled from '@emotion/styled';
import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';
import { vars } from '../../theme/theme.js';

/**
 * Kept apart from Field.tsx: a bundler keeps a module-level styled component whose styles read
 * the theme's `vars` even when nothing uses it (esbuild cannot tell the reads are free of side
 * effects), so every screen with a text field or a pager carried this one too (issue 33).
 */
const CheckboxLabel = styled.label({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  fontSize: vars.fontSizes.md,
  cursor: 'pointer',
  input: { width: 16, height: 16, accentColor: vars.colors.primary, margin: 0 },
});

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  /** The text beside the box; it is the accessible name. */
  label: ReactNode;
}

/**
 * A native checkbox with its label.
 *
 * @example <Checkbox label="Remember me" checked={remember} onChange={(e) => setRemember(e.target.checked)} />
 */
export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox({ label, ...rest }, ref) {
  return (
    <CheckboxLabel>
      <input ref={ref} type="checkbox" {...rest} />
      {label}
    </CheckboxLabel>
  );
});
