import styled from '@emotion/styled';
import { forwardRef, useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { useMessages } from '../../i18n/MessagesProvider.js';
import { IconButton } from '../Button/Button.js';
import { Input } from '../Field/Field.js';
import { EyeIcon, EyeOffIcon } from '../Icon/icons.js';
import { authMessages } from '../../i18n/texts/auth.js';
import { vars } from '../../theme/theme.js';

export interface PasswordFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  /** The visible label; it is also the input's accessible name. */
  label: ReactNode;
  /** Help text under the input, linked with aria-describedby, e.g. 'Must be at least 8 characters long'. */
  hint?: ReactNode;
  /** Adds a show/hide toggle button ('Show password' / 'Hide password', aria-pressed). @default false */
  toggle?: boolean;
  /** Whether the password is shown as text, when controlled. */
  visible?: boolean;
  /** Called when the toggle is pressed, when controlled. */
  onVisibleChange?: (visible: boolean) => void;
}

const Wrapper = styled.div({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });
const Label = styled.label({ fontSize: vars.fontSizes.sm, fontWeight: vars.fontWeights.medium });
const Hint = styled.p({ margin: 0, fontSize: vars.fontSizes.xs, color: vars.colors.textMuted });
const Control = styled.div({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  '& > button': { position: 'absolute', right: 4 },
});
const PasswordInput = styled(Input)({ paddingRight: 44 });

/**
 * A labelled password input, optionally with a button that shows or hides the password.
 *
 * @example <PasswordField label="Password" toggle required value={password} onChange={(e) => setPassword(e.target.value)} />
 */
export const PasswordField = forwardRef<HTMLInputElement, PasswordFieldProps>(function PasswordField(
  { label, hint, toggle = false, visible, onVisibleChange, id, ...rest },
  ref,
) {
  const messages = useMessages({ auth: authMessages });
  const generated = useId();
  const inputId = id ?? generated;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const [ownVisible, setOwnVisible] = useState(false);
  const shown = toggle && (visible ?? ownVisible);
  const flip = () => {
    if (visible === undefined) setOwnVisible(!shown);
    onVisibleChange?.(!shown);
  };
  return (
    <Wrapper>
      <Label htmlFor={inputId}>{label}</Label>
      <Control>
        <PasswordInput ref={ref} id={inputId} type={shown ? 'text' : 'password'} aria-describedby={hintId} {...rest} />
        {toggle && (
          <IconButton label={shown ? messages.auth.hidePassword : messages.auth.showPassword} aria-pressed={shown} onClick={flip}>
            {shown ? <EyeOffIcon /> : <EyeIcon />}
          </IconButton>
        )}
      </Control>
      {hint && <Hint id={hintId}>{hint}</Hint>}
    </Wrapper>
  );
});
