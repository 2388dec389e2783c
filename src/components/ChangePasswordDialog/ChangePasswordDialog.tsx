import styled from '@emotion/styled';
import { useId } from 'react';
import { useMessages } from '../../i18n/MessagesProvider.js';
import { Dialog } from '../Dialog/Dialog.js';
import { FormDialogButtons } from '../Dialog/FormDialogButtons.js';
import { ErrorBanner } from '../ErrorBanner/ErrorBanner.js';
import { NoticeBanner } from '../StatusBanner/NoticeBanner.js';
import { PasswordField } from '../PasswordField/PasswordField.js';
import { useControllableState } from '../useControllableState.js';
import { useChangePasswordController, type ChangePasswordControllerProps } from './useChangePasswordController.js';
import { changePasswordMessages } from '../../i18n/texts/changePassword.js';
import { commonMessages } from '../../i18n/texts/common.js';
import { vars } from '../../theme/theme.js';
import { screen } from '../ScreenErrorBoundary/screen.js';
import { api, callback } from '../ScreenErrorBoundary/propRules.js';

export interface ChangePasswordDialogProps extends ChangePasswordControllerProps {
  /** Whether the dialog shows (controlled). */
  open?: boolean;
  /** Whether it first shows, when uncontrolled. @default false */
  defaultOpen?: boolean;
  /** Called with `false` when the user cancels or closes it. */
  onOpenChange?: (open: boolean) => void;
}

/** The three inputs in order; each one's label is the catalogue entry of the same name. */
const fields = [
  { name: 'currentPassword', autoComplete: 'current-password' },
  { name: 'newPassword', autoComplete: 'new-password' },
  { name: 'confirmPassword', autoComplete: 'new-password' },
] as const;

const Form = styled.form({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

/**
 * The Change Password dialog of the app shell: Current Password, New Password (at least 8
 * characters) and Confirm New Password, checked in that order (all filled, equal, long enough),
 * the first problem shown. After success it
 * shows 'Password changed successfully! Logging you out...' and calls `onSignedOut` 1.5 s later.
 * Each opening starts with empty fields.
 *
 * @example
 * <ChangePasswordDialog open={open} onOpenChange={setOpen} api={api} onSignedOut={() => { session.clear(); navigate('/login'); }} />
 */
export function ChangePasswordDialog({ open: openProp, defaultOpen = false, onOpenChange, ...controllerProps }: ChangePasswordDialogProps) {
  const [open, setOpen] = useControllableState({ value: openProp, defaultValue: defaultOpen, onChange: onOpenChange });
  // Mounted only while open, so every opening starts from empty fields.
  return open ? <ChangePasswordForm {...controllerProps} onClose={() => setOpen(false)} /> : null;
}

// The checks run while the dialog shows: the form is mounted only then.
const ChangePasswordForm = screen('ChangePasswordDialog', ChangePasswordFormView, { api: api('auth.changePassword'), onSignedOut: callback });

function ChangePasswordFormView({ onClose, ...controllerProps }: ChangePasswordControllerProps & { onClose: () => void }) {
  const { changePassword: t, common } = useMessages({ changePassword: changePasswordMessages, common: commonMessages });
  const formId = useId();
  const form = useChangePasswordController(controllerProps);
  const close = () => {
    if (form.succeeded) form.finishEarly();
    onClose();
  };

  return (
    <Dialog
      open
      onOpenChange={(next) => (next ? undefined : close())}
      title={t.title}
      size="sm"
      dismissible={!form.busy}
      footer={
        form.succeeded ? undefined : (
          <FormDialogButtons formId={formId} busy={form.busy} submitLabel={t.submit} busyLabel={t.submitting} cancelLabel={common.cancel} onCancel={close} />
        )
      }
    >
      {form.succeeded ? (
        <NoticeBanner>{t.success}</NoticeBanner>
      ) : (
        <Form id={formId} noValidate onSubmit={form.submit}>
          {form.error && <ErrorBanner detail={form.errorDetail}>{form.error}</ErrorBanner>}
          {fields.map((field) => (
            <PasswordField
              key={field.name}
              label={t[field.name]}
              hint={field.name === 'newPassword' ? t.newPasswordHint : undefined}
              autoComplete={field.autoComplete}
              value={form.values[field.name]}
              onChange={(event) => form.setValue(field.name, event.target.value)}
            />
          ))}
        </Form>
      )}
    </Dialog>
  );
}
