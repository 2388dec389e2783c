import styled from '@emotion/styled';
import { focusRing } from '../../theme/focusRing.js';
import { vars } from '../../theme/theme.js';
import {
  forwardRef,
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
} from 'react';

const Wrapper = styled.div({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
});

const Label = styled.label({
  fontSize: vars.fontSizes.sm,
  fontWeight: vars.fontWeights.medium,
  color: vars.colors.text,
});

const Hint = styled.p({ margin: 0, fontSize: vars.fontSizes.xs, color: vars.colors.textMuted });

const ErrorText = styled.p({ margin: 0, fontSize: vars.fontSizes.xs, color: vars.colors.danger });

/** The styles of a field's control (the text area's add its height). */
export const controlStyles = {
  width: '100%',
  minHeight: 40,
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.colors.borderStrong}`,
  borderRadius: vars.radii.md,
  background: vars.colors.surface,
  color: vars.colors.text,
  font: 'inherit',
  '&:focus-visible': focusRing(1),
  '&[aria-invalid="true"]': { borderColor: vars.colors.danger },
  '&:disabled': { background: vars.colors.surfaceMuted },
} as const;

export const Input = styled.input(controlStyles);
export const SelectControl = styled.select(controlStyles);

export interface FieldChrome {
  /** The visible label; it is also the control's accessible name. */
  label: ReactNode;
  /** Help text under the control, linked with aria-describedby. */
  hint?: ReactNode;
  /** An error under the control; marks it aria-invalid. */
  error?: ReactNode;
}

/** Wires label, hint and error to a control by id. */
export function useFieldIds(id: string | undefined, hint: ReactNode, error: ReactNode) {
  const generated = useId();
  const controlId = id ?? generated;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return { controlId, hintId, errorId, describedBy };
}

export function FieldFrame({ controlId, label, hint, hintId, error, errorId, children }: FieldChrome & { controlId: string; hintId?: string; errorId?: string; children: ReactNode }) {
  return (
    <Wrapper>
      <Label htmlFor={controlId}>{label}</Label>
      {children}
      <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </Wrapper>
  );
}

/**
 * The hint and the error under a control (the error announced as an alert), with the ids the
 * control's aria-describedby names. Used by the fields here and by FileDrop.
 */
export function FieldMessages({ hint, hintId, error, errorId }: Pick<FieldChrome, 'hint' | 'error'> & { hintId?: string; errorId?: string }) {
  return (
    <>
      {hint && <Hint id={hintId}>{hint}</Hint>}
      {error && (
        <ErrorText id={errorId} role="alert">
          {error}
        </ErrorText>
      )}
    </>
  );
}

export type TextFieldProps = FieldChrome & InputHTMLAttributes<HTMLInputElement>;

/**
 * A labelled text input with optional hint and error.
 *
 * @example <TextField label="Title" required value={title} onChange={(e) => setTitle(e.target.value)} />
 */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField({ label, hint, error, id, ...rest }, ref) {
  const ids = useFieldIds(id, hint, error);
  return (
    <FieldFrame controlId={ids.controlId} label={label} hint={hint} hintId={ids.hintId} error={error} errorId={ids.errorId}>
      <Input ref={ref} id={ids.controlId} aria-describedby={ids.describedBy} aria-invalid={error ? true : undefined} {...rest} />
    </FieldFrame>
  );
});

export interface SelectOption {
  value: string;
  label: string;
}

export type SelectFieldProps = FieldChrome & SelectHTMLAttributes<HTMLSelectElement> & {
  /** The choices, in order. */
  options: readonly SelectOption[];
};

/**
 * A labelled native select.
 *
 * @example <SelectField label="Correct Option" options={[{ value: 'A', label: 'Option-A' }]} value={v} onChange={...} />
 */
export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField({ label, hint, error, id, options, ...rest }, ref) {
  const ids = useFieldIds(id, hint, error);
  return (
    <FieldFrame controlId={ids.controlId} label={label} hint={hint} hintId={ids.hintId} error={error} errorId={ids.errorId}>
      <SelectControl ref={ref} id={ids.controlId} aria-describedby={ids.describedBy} aria-invalid={error ? true : undefined} {...rest}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </SelectControl>
    </FieldFrame>
  );
});
