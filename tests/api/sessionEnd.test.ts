// The HTTP client ends a session in two ways, and the session store records which.
import { createHttpAdminApi, createSessionStore, memoryStorage, TOKEN_FALLBACK_LIFETIME_MS } from '../../src/index.js';
import { rejectionOf } from '../support/rejectionOf.js';

const answering = (status: number, body: unknown) =>
  (async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })) as typeof fetch;

const login = { token: 'opaque-token', partnerAdmin: { firstName: 'Ada' } };

function signedIn(age = 0) {
  const session = createSessionStore({ persistent: memoryStorage(), transient: memoryStorage() });
  session.save(login, false, Date.now() - age);
  return session;
}

describe('the HTTP client records why it ended a session', () => {
  it("'expired' when the token ran out before a call, which is not sent", async () => {
    const session = signedIn(TOKEN_FALLBACK_LIFETIME_MS + 1000);
    const fetch = vi.fn(answering(200, []));
    const onSessionExpired = vi.fn();
    const api = createHttpAdminApi({ baseUrl: 'https://partners.example', fetch, session, onSessionExpired });
    expect(await rejectionOf(api.partners.list())).toHaveProperty('message', 'Session expired. Please login again.');
    expect(fetch).not.toHaveBeenCalled();
    expect(session.read()).toBeNull();
    expect(session.endReason()).toBe('expired');
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it("'unauthorized' when the server refused the token (401)", async () => {
    const session = signedIn();
    const onSessionExpired = vi.fn();
    const api = createHttpAdminApi({ baseUrl: 'https://partners.example', fetch: answering(401, { message: 'Token revoked' }), session, onSessionExpired });
    expect(await rejectionOf(api.partners.list())).toHaveProperty('message', 'Session expired. Please login again.');
    expect(session.read()).toBeNull();
    expect(session.endReason()).toBe('unauthorized');
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('leaves the record of a successful call alone', async () => {
    const session = signedIn();
    const api = createHttpAdminApi({ baseUrl: 'https://partners.example', fetch: answering(200, []), session });
    await api.partners.list();
    expect(session.endReason()).toBeNull();
  });
});
