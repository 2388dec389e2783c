import styled from '@emotion/styled';
import { forwardRef, type ButtonHTMLAttributes, type ReactNode } from 'react';
import { forwardExcept } from '../shouldForwardProp.js';
import { focusRing } from '../../theme/focusRing.js';
import { vars } from '../../theme/theme.js';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'success' | 'ghost';
export type ButtonSize = 'sm' | 'md';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** Visual weight. @default 'secondary' */
  variant?: ButtonVariant;
  /** @default 'md' */
  size?: ButtonSize;
  /** An icon before the label. */
  icon?: ReactNode;
  /** Shows the busy label and marks the button busy; the button stays focusable but does nothing. */
  busy?: boolean;
  /** The label while busy, e.g. 'Signing In...'. */
  busyLabel?: ReactNode;
}

const variantColors = (variant: ButtonVariant) => {
  switch (variant) {
    case 'primary':
      return { bg: vars.colors.primary, fg: vars.colors.primaryText, border: vars.colors.primary, hover: vars.colors.primaryHover };
    case 'danger':
      return { bg: vars.colors.danger, fg: vars.colors.primaryText, border: vars.colors.danger, hover: vars.status.danger.text };
    case 'success':
      return { bg: vars.status.success.text, fg: vars.colors.primaryText, border: vars.status.success.text, hover: vars.status.success.text };
    case 'ghost':
      return { bg: 'transparent', fg: vars.colors.text, border: 'transparent', hover: vars.colors.surfaceMuted };
    default:
      return { bg: vars.colors.surface, fg: vars.colors.text, border: vars.colors.border, hover: vars.colors.surfaceMuted };
  }
};

/**
 * A button's styles. `StyledButton` uses them; a list whose rows hold many buttons may put them on
 * plain `<button>` elements through a selector of its own (see `iconButtonBox`), which saves each
 * row the styled component's work on every render.
 */
export function buttonStyles(variant: ButtonVariant, size: ButtonSize) {
  const c = variantColors(variant);
  return {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.sm,
    minHeight: size === 'sm' ? 32 : 40,
    padding: size === 'sm' ? `0 ${vars.space.md}` : `0 ${vars.space.lg}`,
    borderRadius: vars.radii.md,
    border: `1px solid ${c.border}`,
    background: c.bg,
    color: c.fg,
    font: 'inherit',
    fontSize: size === 'sm' ? vars.fontSizes.sm : vars.fontSizes.md,
    fontWeight: vars.fontWeights.medium,
    cursor: 'pointer',
    whiteSpace: 'nowrap',
    transition: `background ${vars.motion.duration}`,
    '&:hover:not(:disabled):not([aria-disabled="true"])': { background: c.hover },
    '&:focus-visible': focusRing(),
    '&:disabled, &[aria-disabled="true"]': { opacity: 0.6, cursor: 'not-allowed' },
    // A busy button is still enabled and announced, so its label keeps full contrast (axe color-contrast).
    '&[aria-busy="true"]': { cursor: 'progress' },
    svg: { flexShrink: 0 },
  } as const;
}

/** What `IconButton` adds to a button's styles: square, no padding. */
export const iconButtonBox = (size: ButtonSize) => ({ padding: 0, minWidth: size === 'sm' ? 32 : 40 });

const StyledButton = styled('button', {
  shouldForwardProp: forwardExcept('variant', 'size'),
})<{ variant: ButtonVariant; size: ButtonSize }>(({ variant, size }) => buttonStyles(variant, size));

/**
 * The one button of the kit. While `busy`, it shows `busyLabel` and ignores clicks, so a double
 * click cannot send an action twice.
 *
 * @example
 * <Button variant="primary" busy={saving} busyLabel="Updating...">Update Remarks</Button>
 */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = 'secondary', size = 'md', icon, busy = false, busyLabel, children, onClick, type = 'button', ...rest },
  ref,
) {
  return (
    <StyledButton
      ref={ref}
      type={type}
      variant={variant}
      size={size}
      aria-busy={busy || undefined}
      onClick={(event) => {
        if (busy) {
          event.preventDefault();
          return;
        }
        onClick?.(event);
      }}
      {...rest}
    >
      {icon}
      {busy && busyLabel ? busyLabel : children}
    </StyledButton>
  );
});

export interface IconButtonProps extends Omit<ButtonProps, 'icon' | 'children' | 'busyLabel'> {
  /** The accessible name: icon buttons have no visible text. */
  label: string;
  /** The icon to draw. */
  children: ReactNode;
}

/**
 * A square button holding only an icon; `label` becomes its accessible name and tooltip.
 *
 * @example
 * <IconButton label="Approve deal" variant="ghost" onClick={approve}><CheckIcon /></IconButton>
 */
export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton(
  { label, children, size = 'sm', variant = 'ghost', ...rest },
  ref,
) {
  return (
    <Button ref={ref} aria-label={label} title={label} size={size} variant={variant} {...rest} style={{ ...iconButtonBox(size), ...rest.style }}>
      {children}
    </Button>
  );
});
