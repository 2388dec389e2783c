// A session that ends during work (a token that ran out, a 401, a sign-out in another tab) keeps
// the page with what was typed, and asks to sign in again over it; a navigation gives it up.
import { act, screen, waitFor, within } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { createHttpAdminApi } from '../../src/api/http/createHttpAdminApi.js';
import { createMemoryAdminApi, DEMO_ADMIN } from '../../src/api/memory/index.js';
import { createSessionStore, memoryStorage, type SessionStore } from '../../src/api/session.js';
import { SessionGuard } from '../../src/components/SessionGuard/index.js';
import { DealsList } from '../../src/screens/DealsList/index.js';
import { SignInAgainDialog } from '../../src/screens/Login/index.js';
import { expectNoAxeViolations } from '../support/axe.js';
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

describe('after signing in again over a page', () => {
  const EXPIRED = 'Session expired. Please login again.';
  const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

  /**
   * Partner Deals through the real HTTP client, in the guard with its sign-in request. The server
   * behind `fetch` has revoked the first token (a 401 to every call with it) and accepts the one
   * a new sign-in gets.
   */
  async function dealsWithRevokedToken() {
    const memory = createMemoryAdminApi();
    const deals = memory.control.data.partnerDeals;
    const { token: revoked, partnerAdmin } = await memory.auth.login({ email: DEMO_ADMIN.email, password: DEMO_ADMIN.password });
    const fresh = `${revoked}.renewed`;
    const session = createSessionStore({ persistent: memoryStorage(), transient: memoryStorage() });
    session.save({ token: revoked, partnerAdmin }, false);
    const rejected: Array<{ path: string; authorization: string | null; body: unknown }> = [];
    let loads = 0;
    const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(input, init);
      const path = new URL(request.url).pathname;
      if (path === '/partner/admin/auth/login') return json(200, { token: fresh, partnerAdmin });
      // The list loads with the first token; every write needs the new one.
      if (request.method === 'GET' && path === '/partner/admin/deals') return (loads += 1), json(200, deals);
      if (request.headers.get('Authorization') !== `Bearer ${fresh}`) return json(401, { message: 'Token revoked' });
      rejected.push({ path, authorization: request.headers.get('Authorization'), body: await request.json() });
      return json(200, { message: 'Deal rejected' });
    };
    const api = createHttpAdminApi({ baseUrl: 'http://api.test', session, fetch });
    const view = renderWithProviders(
      <SessionGuard
        session={session}
        revalidateKey="/deals"
        fallback={<p>Go to /login</p>}
        resume={<SignInAgainDialog api={api} session={session} email={DEMO_ADMIN.email} onSignedIn={() => {}} onSignOut={() => {}} />}
      >
        <DealsList api={api} variant="partner" layout="table" />
      </SessionGuard>,
    );
    // Pending deals come first: the first pending one is on the first page with its approve and reject buttons.
    return { ...view, deal: deals.find((deal) => deal.status === 'PENDING')!, rejected, loads: () => loads };
  }

  it("takes 'Session expired' out of the dialog, says the rejection is ready, and sends it with the next press", async () => {
    const { user, deal, rejected } = await dealsWithRevokedToken();
    await user.click(await screen.findByRole('button', { name: `Reject deal ${deal.id}` }, { timeout: 10_000 }));
    const dialog = screen.getByRole('dialog', { name: 'Reject Deal' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Please provide a reason for rejecting this deal.' }), 'Duplicate registration');
    await user.click(within(dialog).getByRole('button', { name: 'Reject Deal' }));

    // The 401 ended the session: the request to sign in again covers the page, and the dialog says why it failed.
    const signIn = await screen.findByRole('dialog', { name: 'Sign in again' });
    expect(within(dialog).getByText(EXPIRED)).toBeInTheDocument();
    expect(rejected).toEqual([]);

    await user.type(within(signIn).getByLabelText('Password'), DEMO_ADMIN.password);
    await user.click(within(signIn).getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Sign in again' })).not.toBeInTheDocument());

    expect(within(dialog).queryByText(EXPIRED)).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('status')).toHaveTextContent('Signed in again. Press Reject Deal to send it.');
    expect(within(dialog).getByRole('textbox', { name: 'Please provide a reason for rejecting this deal.' })).toHaveValue('Duplicate registration');
    await expectNoAxeViolations();

    await user.click(within(dialog).getByRole('button', { name: 'Reject Deal' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Reject Deal' })).not.toBeInTheDocument());
    expect(rejected).toEqual([
      { path: `/partner/admin/deals/${deal.id}/reject`, authorization: expect.stringContaining('renewed'), body: { reason: 'Duplicate registration' } },
    ]);
    expect(screen.queryByText(EXPIRED)).not.toBeInTheDocument();
  }, 30_000);

  it("takes 'Session expired' out of the page's banner after a row's approve failed for want of a session", async () => {
    const { user, deal } = await dealsWithRevokedToken();
    await user.click(await screen.findByRole('button', { name: `Approve deal ${deal.id}` }, { timeout: 10_000 }));
    const signIn = await screen.findByRole('dialog', { name: 'Sign in again' });
    expect(screen.getByRole('alert', { hidden: true })).toHaveTextContent(EXPIRED);

    await user.type(within(signIn).getByLabelText('Password'), DEMO_ADMIN.password);
    await user.click(within(signIn).getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Sign in again' })).not.toBeInTheDocument());
    expect(screen.queryByText(EXPIRED)).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  }, 30_000);
});
