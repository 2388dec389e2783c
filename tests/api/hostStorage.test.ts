import { createHttpAdminApi, createSessionStore } from '../../src/index.js';
import { rejectionOf } from '../support/rejectionOf.js';

// A host app that keeps its own JWT under the bare keys a naive library would use.
const HOST_KEYS = { token: 'host-jwt', user: '{"name":"Host User"}', isAuthenticated: 'true', rememberMe: 'true', tokenTimestamp: '1' };

/** A fetch that records the Authorization header of each request and answers with `status`. */
function recordingFetch(status: number, body: unknown) {
  const authorizations: (string | null)[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    authorizations.push(request.headers.get('authorization'));
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  };
  return { fetch: fetch as typeof globalThis.fetch, authorizations };
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  for (const [key, value] of Object.entries(HOST_KEYS)) localStorage.setItem(key, value);
});

const hostKeysIntact = () => Object.fromEntries(Object.keys(HOST_KEYS).map((key) => [key, localStorage.getItem(key)]));

describe("the default HTTP client in a host app's page", () => {
  it("never sends the host's token: without a session of its own it sends nothing, and leaves the host's keys in place", async () => {
    const { fetch, authorizations } = recordingFetch(401, { message: 'Unauthorized' });
    const onSessionExpired = vi.fn();
    const api = createHttpAdminApi({ baseUrl: 'https://partners.example', fetch, onSessionExpired });

    expect((await rejectionOf(api.partners.list())) as Error).toHaveProperty('message', 'Session expired. Please login again.');
    expect(authorizations).toEqual([]);
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    expect(hostKeysIntact()).toEqual(HOST_KEYS);
  });

  it("signs in, sends its own token, and signs out, without touching the host's keys", async () => {
    const session = createSessionStore();
    const { fetch, authorizations } = recordingFetch(200, [{ id: 1 }]);
    const api = createHttpAdminApi({ baseUrl: 'https://partners.example', fetch, session });

    session.save({ token: 'library-token', partnerAdmin: { firstName: 'Ada' } }, true);
    await api.partners.list();
    session.clear();
    await expect(api.partners.list()).rejects.toHaveProperty('message', 'Session expired. Please login again.');

    expect(authorizations).toEqual(['Bearer library-token']);
    expect(hostKeysIntact()).toEqual(HOST_KEYS);
  });

  it('sends the host token only when the host hands it over', async () => {
    const { fetch, authorizations } = recordingFetch(200, []);
    const api = createHttpAdminApi({ baseUrl: 'https://partners.example', fetch, auth: { getToken: () => localStorage.getItem('token') } });
    await api.partners.list();
    expect(authorizations).toEqual(['Bearer host-jwt']);
    expect(hostKeysIntact()).toEqual(HOST_KEYS);
  });
});
