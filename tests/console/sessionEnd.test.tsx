// How the console reacts to the session store's record of why a session ended.
import { act, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { vi } from 'vitest';
import { createMemoryAdminApi } from '../../src/api/memory/index.js';
import { SPEC_SESSION_KEYS, createSessionStore, type SessionEndCause } from '../../src/api/session.js';
import { SLOW, renderConsoleAt } from '../support/console.js';
import { locationProbe } from '../support/locationProbe.js';
import { renderWithProviders } from '../support/render.js';

vi.mock('partner-console', () => import('../../src/index.js'));

const { RedirectToLogin } = await import('../../examples/console/src/RedirectToLogin.js');
const { ConsoleContext } = await import('../../examples/console/src/consoleContext.js');

afterEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

async function signedInConsoleAt(path: string) {
  const { session, location: router, user } = await renderConsoleAt(path);
  const navigation = await screen.findByRole('navigation', { name: 'Main navigation' }, SLOW);
  // The page is shown and settled, as when a session ends during work: the guard notes that it
  // found a session here in an effect, which a busy machine may not have run yet when the
  // navigation appears (a session that ends before that counts as ending on arrival).
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  return { session, router, navigation, user };
}

describe('the console when a session ends during work', () => {
  it.each<SessionEndCause>(['expired', 'unauthorized'])(
    "asks to sign in again over the page (%s), and a navigation goes to /login saying the session expired, back to where it was headed",
    async (cause) => {
      const { session, router, navigation, user } = await signedInConsoleAt('/deals');
      act(() => session.clear(cause));
      expect(await screen.findByRole('dialog', { name: 'Sign in again' }, SLOW)).toBeInTheDocument();
      expect(router.current?.pathname).toBe('/deals');

      await user.click(within(navigation).getByRole('link', { name: /Partners/ }));
      expect(await screen.findByText('Session expired. Please login again.', {}, SLOW)).toBeInTheDocument();
      expect(router.current).toMatchObject({ pathname: '/login', state: { from: '/partners', notice: 'expired' } });
      // The sign-in page has told the visitor; the store's record is done with.
      await waitFor(() => expect(session.endReason()).toBeNull());
    },
  );

  it('goes to /login without a notice or a way back after a sign-out on purpose', async () => {
    const { session, router, user } = await signedInConsoleAt('/deals');
    await user.click(screen.getByRole('button', { name: /Ada L\./ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Sign out' }));
    expect(await screen.findByRole('button', { name: 'Sign In' }, SLOW)).toBeInTheDocument();
    expect(router.current?.pathname).toBe('/login');
    expect(router.current?.state).toBeNull();
    expect(screen.queryByText('Session expired. Please login again.')).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Sign in again' })).not.toBeInTheDocument();
    expect(sessionStorage.getItem('redirectAfterLogin')).toBeNull();
    expect(session.read()).toBeNull();
  });

  it("treats a sign-out from the sign-in request as a sign-out, not an expiry", async () => {
    const { session, router, user } = await signedInConsoleAt('/deals');
    act(() => session.clear('unauthorized'));
    const dialog = await screen.findByRole('dialog', { name: 'Sign in again' }, SLOW);
    await user.click(within(dialog).getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('button', { name: 'Sign In' }, SLOW)).toBeInTheDocument();
    expect(router.current?.pathname).toBe('/login');
    expect(router.current?.state).toBeNull();
    expect(screen.queryByText('Session expired. Please login again.')).not.toBeInTheDocument();
  });
});

describe('the redirect to /login reads why the session ended from the store', () => {
  it.each<[SessionEndCause | undefined, object | null, string | null]>([
    ['expired', { from: '/deals', notice: 'expired' }, '/deals'],
    ['unauthorized', { from: '/deals', notice: 'expired' }, '/deals'],
    ['signedOut', null, null],
    ['passwordChanged', null, null],
    [undefined, { from: '/deals' }, '/deals'],
  ])('after an ending by %s', async (cause, state, remembered) => {
    const session = createSessionStore({ keys: SPEC_SESSION_KEYS });
    session.save({ token: 'opaque-token', partnerAdmin: {} }, false);
    session.clear(cause);
    const { Probe, location: router } = locationProbe();
    const services = { api: createMemoryAdminApi(), session, colorScheme: 'light' as const, setColorScheme: () => {}, language: 'en' as const, setLanguage: () => {} };
    await act(async () => {
      renderWithProviders(
        <MemoryRouter initialEntries={['/deals']}>
          <ConsoleContext.Provider value={services}>
            <Routes>
              <Route path="/deals" element={<RedirectToLogin reason="absent" />} />
              <Route path="/login" element={<p>Sign-in page</p>} />
            </Routes>
          </ConsoleContext.Provider>
          <Probe />
        </MemoryRouter>,
      );
    });
    expect(screen.getByText('Sign-in page')).toBeInTheDocument();
    expect(router.current?.state ?? null).toEqual(state);
    expect(sessionStorage.getItem('redirectAfterLogin')).toBe(remembered);
  });
});
