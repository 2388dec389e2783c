// A session that ends during work (a token that ran out, a 401, a sign-out in another tab) keeps
// the page with what was typed, and asks to sign in again over it; a navigation gives it up.
import { act, screen } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { createSessionStore, memoryStorage, type SessionStore } from '../../src/api/session.js';
import { SessionGuard } from '../../src/components/SessionGuard/index.js';
import { renderWithProviders } from '../support/render.js';

const login = { token: 'opaque-token', partnerAdmin: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' } };

function signedInStore() {
  const session = createSessionStore({ persistent: memoryStorage(), transient: memoryStorage() });
  session.save(login, false);
  return session;
}

/** A page with a field, so a test can see whether what was typed survives. */
function Page({ onMount }: { onMount?: () => void }) {
  const [reason, setReason] = useState('');
  useEffect(() => onMount?.(), [onMount]);
  return <input aria-label="Reason" value={reason} onChange={(event) => setReason(event.target.value)} />;
}

function Guarded({ session, path, onMount }: { session: SessionStore; path: string; onMount?: () => void }) {
  return (
    <SessionGuard
      session={session}
      revalidateKey={path}
      fallback={(reason) => <p>Go to /login ({reason})</p>}
      resume={(reason) => <p role="alertdialog">Sign in again ({reason})</p>}
    >
      <Page key={path} onMount={onMount} />
    </SessionGuard>
  );
}

describe('SessionGuard resume', () => {
  it('keeps the page and what was typed when the session ends there, and takes the request away on a new sign-in', async () => {
    const session = signedInStore();
    const { user } = renderWithProviders(<Guarded session={session} path="/deals" />);
    await user.type(await screen.findByRole('textbox', { name: 'Reason' }), 'Duplicate registration');

    // What the HTTP client does on a 401 or an expired token.
    act(() => session.clear());
    expect(screen.getByRole('alertdialog')).toHaveTextContent('Sign in again (absent)');
    expect(screen.getByRole('textbox', { name: 'Reason' })).toHaveValue('Duplicate registration');
    expect(screen.queryByText(/Go to \/login/)).not.toBeInTheDocument();

    act(() => void session.save(login, false));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Reason' })).toHaveValue('Duplicate registration');
  });

  it("says 'expired' when the session ended because its token ran out, 'absent' for any other cause", async () => {
    const session = signedInStore();
    renderWithProviders(<Guarded session={session} path="/deals" />);
    await screen.findByRole('textbox');
    act(() => session.clear('expired'));
    expect(screen.getByRole('alertdialog')).toHaveTextContent('Sign in again (expired)');
    act(() => void session.save(login, false));
    act(() => session.clear('unauthorized'));
    expect(screen.getByRole('alertdialog')).toHaveTextContent('Sign in again (absent)');
  });

  it('goes to the fallback when the user navigates while signed out', async () => {
    const session = signedInStore();
    const view = renderWithProviders(<Guarded session={session} path="/deals" />);
    await screen.findByRole('textbox');
    act(() => session.clear());
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    await act(async () => view.rerender(<Guarded session={session} path="/partners" />));
    expect(screen.getByText('Go to /login (absent)')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it("goes to the fallback when a new page's first call finds the session over, before the guard's own check of the new path", async () => {
    const session = signedInStore();
    const view = renderWithProviders(<Guarded session={session} path="/partners" />);
    await screen.findByRole('textbox');
    // The new page's loader runs in the commit that shows it, before the guard's check of the new path.
    await act(async () => view.rerender(<Guarded session={session} path="/deals" onMount={() => session.clear()} />));
    expect(screen.getByText('Go to /login (absent)')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('shows the fallback at once without `resume`', async () => {
    const session = signedInStore();
    renderWithProviders(
      <SessionGuard session={session} fallback={<p>Go to /login</p>}>
        <Page />
      </SessionGuard>,
    );
    await screen.findByRole('textbox');
    act(() => session.clear());
    expect(screen.getByText('Go to /login')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('a visit that starts without a session never shows the request, only the fallback', async () => {
    const session = createSessionStore({ persistent: memoryStorage(), transient: memoryStorage() });
    renderWithProviders(<Guarded session={session} path="/deals" />);
    expect(await screen.findByText('Go to /login (absent)')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
