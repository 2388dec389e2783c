import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import type { AuthApi } from '../../api/AdminApi.js';

/** The one call the Change Password dialog makes. */
export type ChangePasswordApi = { auth: Pick<AuthApi, 'changePassword'> };
import { useAction } from '../../hooks/useAction.js';
import { firstError } from '../../hooks/firstError.js';
import { useMessages } from '../../i18n/MessagesProvider.js';
import type { Messages } from '../../i18n/messages.js';
import { changePasswordMessages } from '../../i18n/texts/changePassword.js';

/** How long after a successful password change the user is signed out: 1.5 s. */
export const LOGOUT_DELAY_MS = 1500;

/** The minimum length of a new password, in characters. */
export const MIN_PASSWORD_LENGTH = 8;

export interface PasswordChange {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/**
 * The first rule a change breaks, as its text, checked in this order: all three fields filled, the
 * confirmation equal to the new password, the new password at least 8 characters long; null when
 * it is valid.
 *
 * @example passwordChangeProblem({ currentPassword: 'a', newPassword: 'short', confirmPassword: 'short' }, t) // 'New password must be at least 8 characters long'
 */
export function passwordChangeProblem(change: PasswordChange, t: Messages['changePassword']): string | null {
  if (!change.currentPassword || !change.newPassword || !change.confirmPassword) return t.allRequired;
  if (change.newPassword !== change.confirmPassword) return t.mismatch;
  if (change.newPassword.length < MIN_PASSWORD_LENGTH) return t.tooShort;
  return null;
}

export interface ChangePasswordControllerProps {
  /** Where the change goes (`api.auth.changePassword`). */
  api: ChangePasswordApi;
  /** Called 1.5 s after a successful change (or at once if the dialog is closed sooner): sign out and go to /login. */
  onSignedOut: () => void;
}

export interface ChangePasswordController {
  values: PasswordChange;
  setValue: (field: keyof PasswordChange, value: string) => void;
  /** A validation problem, the server's message, or 'An unknown error occurred'. */
  error: string | undefined;
  /** The line under it that says which kind of failure it was ('Could not reach the server at …'). */
  errorDetail: string | undefined;
  busy: boolean;
  /** True once the server accepted the change; the sign-out follows after LOGOUT_DELAY_MS. */
  succeeded: boolean;
  submit: (event?: FormEvent) => void;
  /** Signs out at once when the change already succeeded, so the old session never outlives it. */
  finishEarly: () => void;
}

/**
 * Change-password state and action: validates in `passwordChangeProblem`'s order, sends
 * `{ oldPassword, newPassword }`, keeps the inputs on failure, and signs out 1.5 s after success.
 *
 * @example const form = useChangePasswordController({ api, onSignedOut: signOut });
 */
export function useChangePasswordController({ api, onSignedOut }: ChangePasswordControllerProps): ChangePasswordController {
  const t = useMessages({ changePassword: changePasswordMessages }).changePassword;
  const [values, setValues] = useState<PasswordChange>({ currentPassword: '', newPassword: '', confirmPassword: '' });
  const [problem, setProblem] = useState<string | undefined>(undefined);
  const [succeeded, setSucceeded] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const signedOut = useRef(false);
  const onSignedOutRef = useRef(onSignedOut);
  useEffect(() => {
    onSignedOutRef.current = onSignedOut;
  });

  const signOut = useCallback(() => {
    clearTimeout(timer.current);
    if (signedOut.current) return;
    signedOut.current = true;
    onSignedOutRef.current();
  }, []);

  useEffect(() => () => clearTimeout(timer.current), []);

  const change = useAction(
    (signal, oldPassword: string, newPassword: string) => api.auth.changePassword({ oldPassword, newPassword }, { signal }),
    t.unknownError,
  );

  const { run, clearError } = change;
  const submit = useCallback(
    (event?: FormEvent) => {
      event?.preventDefault();
      if (succeeded) return;
      const found = passwordChangeProblem(values, t);
      setProblem(found ?? undefined);
      if (found) {
        clearError();
        return;
      }
      void run(values.currentPassword, values.newPassword).then((ok) => {
        if (!ok) return;
        setSucceeded(true);
        timer.current = setTimeout(signOut, LOGOUT_DELAY_MS);
      });
    },
    [succeeded, values, t, run, clearError, signOut],
  );

  return {
    values,
    setValue: useCallback((field, value) => setValues((previous) => ({ ...previous, [field]: value })), []),
    ...firstError({ error: problem }, change),
    busy: change.busy,
    succeeded,
    submit,
    finishEarly: useCallback(() => {
      if (succeeded) signOut();
    }, [succeeded, signOut]),
  };
}
