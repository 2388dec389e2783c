import { composeStories } from '@storybook/react-vite';
import { act, fireEvent, screen } from '@testing-library/react';
import { createMemoryAdminApi } from '../../src/api/memory/createMemoryAdminApi.js';
import { DEMO_ADMIN } from '../../src/api/memory/demoData.js';
import { ChangePasswordDialog, LOGOUT_DELAY_MS, passwordChangeProblem } from '../../src/components/ChangePasswordDialog/index.js';
import * as stories from '../../src/components/ChangePasswordDialog/ChangePasswordDialog.stories.js';
import { defaultMessages } from '../../src/i18n/messages.js';
import { expectNoAxeViolations } from '../support/axe.js';
import { renderWithProviders } from '../support/render.js';

const { Default } = composeStories(stories);
const t = defaultMessages.changePassword;

function setup() {
  const api = createMemoryAdminApi();
  const onSignedOut = vi.fn();
  const onOpenChange = vi.fn();
  const view = renderWithProviders(<ChangePasswordDialog api={api} defaultOpen onOpenChange={onOpenChange} onSignedOut={onSignedOut} />);
  const fill = async (current: string, next: string, confirm: string) => {
    if (current) await view.user.type(screen.getByLabelText('Current Password'), current);
    if (next) await view.user.type(screen.getByLabelText('New Password'), next);
    if (confirm) await view.user.type(screen.getByLabelText('Confirm New Password'), confirm);
    await view.user.click(screen.getByRole('button', { name: 'Change Password' }));
  };
  const changeCalls = () => api.control.calls.filter((call) => call.method === 'auth.changePassword');
  return { ...view, api, onSignedOut, onOpenChange, fill, changeCalls };
}

describe('passwordChangeProblem', () => {
  const check = (currentPassword: string, newPassword: string, confirmPassword: string) =>
    passwordChangeProblem({ currentPassword, newPassword, confirmPassword }, t);

  it('checks in the order of SPEC 5', () => {
    expect(check('', 'a', 'b')).toBe('All fields are required'); // also mismatched and short
    expect(check('old', 'short', 'other')).toBe('New passwords do not match'); // also short
    expect(check('old', 'short', 'short')).toBe('New password must be at least 8 characters long');
    expect(check('old', '12345678', '12345678')).toBeNull();
  });
});

describe('ChangePasswordDialog', () => {
  it('is a named dialog with the three fields and the hint', async () => {
    renderWithProviders(<Default />);
    const dialog = screen.getByRole('dialog', { name: 'Change Password' });
    expect(dialog).toBeInTheDocument();
    expect(screen.getByLabelText('Current Password')).toHaveAttribute('type', 'password');
    expect(screen.getByLabelText('New Password')).toHaveAccessibleDescription('Must be at least 8 characters long');
    expect(screen.getByLabelText('Confirm New Password')).toBeInTheDocument();
    await expectNoAxeViolations();
  });

  it.each([
    ['a field is empty', ['', 'NewPass@2024', 'NewPass@2024'], 'All fields are required'],
    ['new and confirm differ', [DEMO_ADMIN.password, 'NewPass@2024', 'NewPass@2025'], 'New passwords do not match'],
    ['the new password is short', [DEMO_ADMIN.password, 'Short1', 'Short1'], 'New password must be at least 8 characters long'],
  ] as const)('refuses when %s, without calling the server', async (_, [current, next, confirm], message) => {
    const { fill, changeCalls } = setup();
    await fill(current, next, confirm);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(changeCalls()).toHaveLength(0);
    await expectNoAxeViolations();
  });

  it("shows the server's message and keeps the inputs", async () => {
    const { fill, onSignedOut } = setup();
    await fill('wrong-password', 'NewPass@2024', 'NewPass@2024');
    expect(await screen.findByRole('alert')).toHaveTextContent('Current password is incorrect');
    expect(screen.getByLabelText('Current Password')).toHaveValue('wrong-password');
    expect(screen.getByLabelText('New Password')).toHaveValue('NewPass@2024');
    expect(screen.getByLabelText('Confirm New Password')).toHaveValue('NewPass@2024');
    expect(onSignedOut).not.toHaveBeenCalled();
  });

  it("falls back to 'An unknown error occurred'", async () => {
    const { fill, api } = setup();
    api.control.failNext('auth.changePassword');
    await fill(DEMO_ADMIN.password, 'NewPass@2024', 'NewPass@2024');
    expect(await screen.findByRole('alert')).toHaveTextContent('An unknown error occurred');
  });

  it('sends {oldPassword, newPassword} once, then signs out exactly 1.5 s after success', async () => {
    const { user, changeCalls, onSignedOut } = setup();
    await user.type(screen.getByLabelText('Current Password'), DEMO_ADMIN.password);
    await user.type(screen.getByLabelText('New Password'), 'NewPass@2024');
    await user.type(screen.getByLabelText('Confirm New Password'), 'NewPass@2024');
    // Fake timers from the click on; user-event's async wrapper would wait on a faked timer, so click synchronously.
    vi.useFakeTimers();
    try {
      fireEvent.click(screen.getByRole('button', { name: 'Change Password' }));
      await act(() => vi.advanceTimersByTimeAsync(0)); // let the in-memory call answer, without moving the clock
      expect(screen.getByRole('status')).toHaveTextContent('Password changed successfully! Logging you out...');
      expect(changeCalls()).toEqual([{ method: 'auth.changePassword', args: [{ oldPassword: DEMO_ADMIN.password, newPassword: 'NewPass@2024' }] }]);
      act(() => vi.advanceTimersByTime(LOGOUT_DELAY_MS - 1));
      expect(onSignedOut).not.toHaveBeenCalled();
      act(() => vi.advanceTimersByTime(1));
      expect(onSignedOut).toHaveBeenCalledTimes(1);
      act(() => vi.advanceTimersByTime(5000));
      expect(onSignedOut).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
    expect(LOGOUT_DELAY_MS).toBe(1500);
  });

  it('signs out at once when closed during the delay', async () => {
    const { fill, onSignedOut, user } = setup();
    await fill(DEMO_ADMIN.password, 'NewPass@2024', 'NewPass@2024');
    await screen.findByRole('status');
    await user.keyboard('{Escape}');
    expect(onSignedOut).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('starts empty again when reopened after a cancel', async () => {
    const api = createMemoryAdminApi();
    const props = { api, onSignedOut: vi.fn() };
    const { user, rerender } = renderWithProviders(<ChangePasswordDialog {...props} open />);
    await user.type(screen.getByLabelText('Current Password'), 'typed');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    rerender(<ChangePasswordDialog {...props} open={false} />);
    rerender(<ChangePasswordDialog {...props} open />);
    expect(screen.getByLabelText('Current Password')).toHaveValue('');
  });
});
