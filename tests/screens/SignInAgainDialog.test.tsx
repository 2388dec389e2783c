import { screen, within } from '@testing-library/react';
import { createMemoryAdminApi, DEMO_ADMIN } from '../../src/api/memory/index.js';
import { createSessionStore, memoryStorage } from '../../src/api/session.js';
import { SignInAgainDialog } from '../../src/screens/Login/index.js';
import { de } from '../../src/i18n/locales/de.js';
import { expectNoAxeViolations } from '../support/axe.js';
import { renderWithProviders } from '../support/render.js';

function setup(email: string = DEMO_ADMIN.email) {
  const api = createMemoryAdminApi();
  const session = createSessionStore({ persistent: memoryStorage(), transient: memoryStorage() });
  const onSignedIn = vi.fn();
  const onSignOut = vi.fn();
  const view = renderWithProviders(
    <>
      <button type="button">A control of the page behind</button>
      <SignInAgainDialog api={api} session={session} email={email} onSignedIn={onSignedIn} onSignOut={onSignOut} />
    </>,
  );
  return { ...view, session, onSignedIn, onSignOut };
}

describe('SignInAgainDialog', () => {
  it("says the session expired with the specification's text, starts with the user's e-mail and focuses the password", () => {
    setup();
    const dialog = screen.getByRole('dialog', { name: 'Sign in again' });
    expect(dialog).toHaveAccessibleDescription('Session expired. Please login again. This page and everything you typed are kept.');
    expect(within(dialog).getByRole('textbox', { name: 'Email' })).toHaveValue(DEMO_ADMIN.email);
    expect(within(dialog).getByLabelText('Password')).toHaveFocus();
    // The page behind is out of reach while it is open.
    expect(screen.getByRole('button', { name: 'A control of the page behind', hidden: true }).closest('[inert]')).not.toBeNull();
  });

  it('shows the server refusal and keeps the form, then stores the new session and reports it', async () => {
    const { user, session, onSignedIn } = setup();
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText(/Invalid email or password|Failed to login/)).toBeInTheDocument();
    expect(onSignedIn).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), DEMO_ADMIN.password);
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await vi.waitFor(() => expect(onSignedIn).toHaveBeenCalledTimes(1));
    expect(session.read()?.user.email).toBe(DEMO_ADMIN.email);
  });

  it('cannot be dismissed by Escape or a click beside it; Sign out gives the page up', async () => {
    const { user, onSignOut } = setup();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Sign in again' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(onSignOut).toHaveBeenCalledTimes(1);
  });

  it('starts on the e-mail when it does not know the user', () => {
    setup('');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveFocus();
  });

  it('is in German with the German catalogue', () => {
    const api = createMemoryAdminApi();
    const session = createSessionStore({ persistent: memoryStorage(), transient: memoryStorage() });
    renderWithProviders(<SignInAgainDialog api={api} session={session} onSignedIn={() => {}} onSignOut={() => {}} />, { messages: de });
    expect(screen.getByRole('dialog', { name: 'Erneut anmelden' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Abmelden' })).toBeInTheDocument();
  });

  it('has no serious accessibility violations', async () => {
    const { baseElement } = setup();
    await expectNoAxeViolations(baseElement);
  });
});

// Every story of the screen, as it first renders (the imports stay with this block).
import * as signInAgainDialogStories from '../../src/screens/Login/SignInAgainDialog.stories.js';
import { describeStories } from '../support/stories.js';

describeStories('SignInAgainDialog', signInAgainDialogStories, {
  heading: 'Sign in again',
});
