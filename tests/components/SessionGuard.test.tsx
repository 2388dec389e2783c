import { composeStories } from '@storybook/react-vite';
import { act, screen, waitFor } from '@testing-library/react';
import { createSessionStore, memoryStorage, TOKEN_FALLBACK_LIFETIME_MS, type SessionStore } from '../../src/api/session.js';
import { SessionGuard } from '../../src/components/SessionGuard/index.js';
import * as stories from '../../src/components/SessionGuard/SessionGuard.stories.js';
import { expectNoAxeViolations } from '../support/axe.js';
import { renderWithProviders } from '../support/render.js';

const { Loading } = composeStories(stories);

const login = { token: 'opaque-token', partnerAdmin: { firstName: 'Ada', lastName: 'Lovelace' } };

function store() {
  const persistent = memoryStorage();
  const transient = memoryStorage();
  return { session: createSessionStore({ persistent, transient }), persistent, transient };
}

function renderGuard(session: SessionStore, onUnauthenticated = vi.fn()) {
  renderWithProviders(
    <SessionGuard session={session} onUnauthenticated={onUnauthenticated} fallback={(reason) => <p>Go to /login ({reason})</p>}>
      <p>Protected content</p>
    </SessionGuard>,
  );
  return onUnauthenticated;
}

describe('SessionGuard', () => {
  it("shows 'Loading...' while it checks, then the content for a stored, unexpired token", async () => {
    const { session } = store();
    session.save(login, false);
    renderGuard(session);
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(screen.queryByText('Protected content')).not.toBeInTheDocument();
    expect(await screen.findByText('Protected content')).toBeInTheDocument();
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
  });

  it('shows the fallback and reports it when no token is stored', async () => {
    const { session } = store();
    const onUnauthenticated = renderGuard(session);
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(await screen.findByText('Go to /login (absent)')).toBeInTheDocument();
    // The report is an effect after the commit that shows the fallback, so it may come a moment later.
    await waitFor(() => expect(onUnauthenticated).toHaveBeenCalledWith('absent'));
    expect(onUnauthenticated).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Protected content')).not.toBeInTheDocument();
  });

  it('clears an expired token first, then redirects', async () => {
    const { session, persistent } = store();
    session.save(login, true, Date.now() - TOKEN_FALLBACK_LIFETIME_MS - 1000);
    const onUnauthenticated = renderGuard(session);
    expect(await screen.findByText('Go to /login (expired)')).toBeInTheDocument();
    // The report is an effect after the commit that shows the fallback, so it may come a moment later.
    await waitFor(() => expect(onUnauthenticated).toHaveBeenCalledWith('expired'));
    expect(onUnauthenticated).toHaveBeenCalledTimes(1);
    for (const key of ['token', 'isAuthenticated', 'user', 'rememberMe', 'tokenTimestamp']) expect(persistent.getItem(`partner-console.${key}`)).toBeNull();
  });

  it('reads expiry from the JWT exp claim', async () => {
    const { session } = store();
    const payload = btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) - 5 })).replace(/=+$/, '');
    session.save({ ...login, token: `eyJhbGciOiJub25lIn0.${payload}.sig` }, false);
    renderGuard(session);
    expect(await screen.findByText('Go to /login (expired)')).toBeInTheDocument();
    expect(session.read()).toBeNull();
  });

  it('follows a sign-out elsewhere and a sign-in, without showing Loading again', async () => {
    const { session } = store();
    session.save(login, false);
    const onUnauthenticated = renderGuard(session);
    await screen.findByText('Protected content');
    act(() => session.clear());
    expect(screen.getByText('Go to /login (absent)')).toBeInTheDocument();
    expect(onUnauthenticated).toHaveBeenCalledTimes(1);
    act(() => void session.save(login, false));
    expect(screen.getByText('Protected content')).toBeInTheDocument();
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
  });

  it('reports an ending once, however often the page around it renders', async () => {
    const { session } = store();
    session.save(login, false);
    const onUnauthenticated = vi.fn();
    const guard = (label: string) => (
      <SessionGuard session={session} onUnauthenticated={onUnauthenticated} fallback={<p>{label}</p>}>
        <p>Protected content</p>
      </SessionGuard>
    );
    const view = renderWithProviders(guard('Go to /login'));
    await screen.findByText('Protected content');
    act(() => session.clear('signedOut'));
    view.rerender(guard('Go to /login now'));
    view.rerender(guard('Go to /login at once'));
    expect(screen.getByText('Go to /login at once')).toBeInTheDocument();
    expect(onUnauthenticated).toHaveBeenCalledTimes(1);
    expect(onUnauthenticated).toHaveBeenCalledWith('absent');
  });

  it('follows a sign-out in another tab (storage event)', async () => {
    const persistent = memoryStorage();
    const session = createSessionStore({ persistent, transient: memoryStorage() });
    session.save(login, true);
    renderGuard(session);
    await screen.findByText('Protected content');
    // Another tab removed the token: this store is not told, only the window's storage event fires.
    persistent.removeItem('partner-console.token');
    act(() => void window.dispatchEvent(new StorageEvent('storage', { key: 'partner-console.token' })));
    expect(screen.getByText('Go to /login (absent)')).toBeInTheDocument();
  });

  it('passes axe in its loading state', async () => {
    renderWithProviders(<Loading />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    await expectNoAxeViolations();
  });
});

describe('SessionGuard revalidateKey', () => {
  it('catches a token that expired while the page sat open on the next key change', async () => {
    const { session, transient } = store();
    session.save(login, false);
    const guard = (key: string) => (
      <SessionGuard session={session} revalidateKey={key} fallback={(reason) => <p>Go to /login ({reason})</p>}>
        <p>Protected content</p>
      </SessionGuard>
    );
    const view = renderWithProviders(guard('/partners'));
    await screen.findByText('Protected content');
    // The token ages past 24 hours; nothing tells the store.
    transient.setItem('partner-console.tokenTimestamp', String(Date.now() - TOKEN_FALLBACK_LIFETIME_MS - 1000));
    view.rerender(guard('/partners'));
    expect(screen.getByText('Protected content')).toBeInTheDocument();
    view.rerender(guard('/deals'));
    expect(screen.getByText('Go to /login (expired)')).toBeInTheDocument();
    expect(transient.getItem('partner-console.token')).toBeNull();
  });
});
