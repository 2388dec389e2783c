import { createServer, type IncomingHttpHeaders, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  ApiError,
  ConflictError,
  InvalidResponseError,
  SessionExpiredError,
  TimeoutError,
  createHttpAdminApi,
  createSessionStore,
  errorDetail,
  isAbortError,
  type AdminApi,
  type HttpAdminApiOptions,
  type AdminApiPaths,
  DEFAULT_API_PATHS,
  type KeyValueStorage,
  type QuizQuestionInput,
  type SessionStore,
  type UploadProgress,
  type LiveEvent,
  type LiveStatus,
} from '../../src/index.js';
import { de } from '../../src/i18n/locales/de.js';
import { rejectionOf } from '../support/rejectionOf.js';

// A real local HTTP server: every request is recorded, and each test decides the answer.

interface Recorded {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

type Handler = (request: Recorded, response: ServerResponse) => void;

let server: Server;
let baseUrl: string;
let requests: Recorded[] = [];
let handler: Handler;
const pending = new Set<ServerResponse>();

function reply(response: ServerResponse, status: number, body?: unknown, contentType = 'application/json') {
  if (body === undefined) {
    response.writeHead(status).end();
    return;
  }
  response.writeHead(status, { 'content-type': contentType });
  response.end(typeof body === 'string' ? body : JSON.stringify(body));
}

beforeAll(async () => {
  server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const recorded = { method: request.method ?? '', path: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks) };
      requests.push(recorded);
      pending.add(response);
      response.on('close', () => pending.delete(response));
      handler(recorded, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  requests = [];
  handler = (_request, response) => reply(response, 200, []);
});

afterEach(() => {
  for (const response of pending) response.destroy(); // the never-answering tests leave these open
});

// --- sessions -------------------------------------------------------------------------------

function memoryStorage(): KeyValueStorage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
  };
}

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** An unsigned-but-well-formed JWT: the client only decodes it. */
function jwt(payload: object): string {
  return `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url(payload)}.c2lnbmF0dXJl`;
}

const nowSeconds = () => Math.floor(Date.now() / 1000);
const HOUR = 60 * 60 * 1000;

interface Setup {
  api: AdminApi;
  session: SessionStore;
  storage: ReturnType<typeof memoryStorage>;
  expired: ReturnType<typeof vi.fn>;
}

function setup(options: { token?: string; tokenTimestamp?: number } & Partial<HttpAdminApiOptions> = {}): Setup {
  const { token, tokenTimestamp, ...apiOptions } = options;
  const storage = memoryStorage();
  const session = createSessionStore({ persistent: storage, transient: memoryStorage() });
  if (token) session.save({ token, partnerAdmin: { firstName: 'Ada' } }, true, tokenTimestamp ?? Date.now());
  const expired = vi.fn();
  const api = createHttpAdminApi({ baseUrl, session, onSessionExpired: expired, ...apiOptions });
  return { api, session, storage, expired };
}

const freshToken = () => jwt({ sub: 'admin', exp: nowSeconds() + 3600 });

// --- token and expiry -----------------------------------------------------------------------

describe('bearer token and expiry', () => {
  it('sends the stored token as a bearer header and asks for JSON', async () => {
    const token = freshToken();
    const { api } = setup({ token });
    handler = (_request, response) => reply(response, 200, [{ id: 1, firstName: 'Grace' }]);

    await expect(api.partners.list()).resolves.toEqual([{ id: 1, firstName: 'Grace' }]);
    expect(requests).toHaveLength(1);
    expect(requests[0]!.headers.authorization).toBe(`Bearer ${token}`);
    expect(requests[0]!.headers.accept).toBe('application/json');
  });

  it('rejects an expired token without sending anything, clears the session and reports it', async () => {
    const { api, session, storage, expired } = setup({ token: jwt({ sub: 'admin', exp: nowSeconds() - 60 }) });

    const error = await rejectionOf(api.partners.list());
    expect(error).toBeInstanceOf(SessionExpiredError);
    expect((error as Error).message).toBe('Session expired. Please login again.');
    expect(requests).toHaveLength(0);
    expect(session.read()).toBeNull();
    expect([...storage.items.keys()]).toEqual([]);
    expect(expired).toHaveBeenCalledTimes(1);
  });

  it('judges an undecodable token by its stored timestamp: older than 24 h is expired', async () => {
    const { api, session, expired } = setup({ token: 'not-a-jwt', tokenTimestamp: Date.now() - 25 * HOUR });
    await expect(api.quiz.list('tech')).rejects.toBeInstanceOf(SessionExpiredError);
    expect(requests).toHaveLength(0);
    expect(session.read()).toBeNull();
    expect(expired).toHaveBeenCalledTimes(1);
  });

  it('judges an undecodable token by its stored timestamp: a fresh one is sent', async () => {
    const { api, expired } = setup({ token: 'not-a-jwt', tokenTimestamp: Date.now() - 23 * HOUR });
    await api.quiz.list('tech');
    expect(requests.map((request) => request.headers.authorization)).toEqual(['Bearer not-a-jwt']);
    expect(expired).not.toHaveBeenCalled();
  });

  it('judges an undecodable token without a timestamp as expired', async () => {
    const { api, storage, expired } = setup({ token: 'not-a-jwt' });
    storage.removeItem('partner-console.tokenTimestamp');
    await expect(api.certifications.list()).rejects.toBeInstanceOf(SessionExpiredError);
    expect(requests).toHaveLength(0);
    expect(storage.getItem('partner-console.token')).toBeNull();
    expect(expired).toHaveBeenCalledTimes(1);
  });

  it('sends nothing when no session is stored (a guard ended it as the screen started its call): the call fails as expired', async () => {
    const { api, expired } = setup();
    await expect(api.partners.list()).rejects.toBeInstanceOf(SessionExpiredError);
    expect(requests).toHaveLength(0);
    expect(expired).toHaveBeenCalledTimes(1);
    // Sign-in itself needs no session.
    handler = (_request, response) => reply(response, 200, { token: freshToken(), partnerAdmin: { id: 1 } });
    await expect(api.auth.login({ email: 'a@b.c', password: 'x' })).resolves.toMatchObject({ partnerAdmin: { id: 1 } });
    expect(requests).toHaveLength(1);
  });

  it('uses overridden session texts', async () => {
    const { api } = setup({ token: jwt({ exp: nowSeconds() - 1 }), messages: { expired: 'Please sign in again.' } });
    await expect(api.partners.list()).rejects.toThrow('Please sign in again.');
  });
});

// --- 401 ------------------------------------------------------------------------------------

describe('401 answers', () => {
  it('on login means wrong credentials: an ApiError with the server message, the session stays', async () => {
    const token = freshToken();
    const { api, session, expired } = setup({ token });
    handler = (_request, response) => reply(response, 401, { message: 'Invalid email or password' });

    const error = await rejectionOf(api.auth.login({ email: 'ada@example.com', password: 'wrong' }));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).not.toBeInstanceOf(SessionExpiredError);
    expect(error).toMatchObject({ status: 401, message: 'Invalid email or password', serverMessage: 'Invalid email or password' });
    expect(session.read()?.token).toBe(token);
    expect(expired).not.toHaveBeenCalled();
    expect(requests[0]!.headers.authorization).toBeUndefined();
    expect(JSON.parse(requests[0]!.body.toString())).toEqual({ email: 'ada@example.com', password: 'wrong' });
  });

  it('on login without a server message leaves the fallback text to the screen', async () => {
    const { api } = setup();
    handler = (_request, response) => reply(response, 401);
    const error = await rejectionOf(api.auth.login({ email: 'a@b.c', password: 'x' }));
    expect(error).toMatchObject({ status: 401, message: 'API error: 401', serverMessage: undefined });
  });

  it('on login is never blocked by an expired stored token', async () => {
    const { api } = setup({ token: jwt({ exp: nowSeconds() - 60 }) });
    handler = (_request, response) => reply(response, 200, { token: 'new-token', partnerAdmin: { firstName: 'Ada' } });
    await expect(api.auth.login({ email: 'a@b.c', password: 'x' })).resolves.toEqual({ token: 'new-token', partnerAdmin: { firstName: 'Ada' } });
  });

  it('on any other call clears the session and fails with the expired-session text', async () => {
    const { api, session, expired } = setup({ token: freshToken() });
    handler = (_request, response) => reply(response, 401, { message: 'Token revoked' });

    const error = await rejectionOf(api.partnerDeals.approve(7));
    expect(error).toBeInstanceOf(SessionExpiredError);
    expect(error).toMatchObject({ status: 401, message: 'Session expired. Please login again.' });
    expect(session.read()).toBeNull();
    expect(expired).toHaveBeenCalledTimes(1);
  });
});

// --- failures without a usable answer -------------------------------------------------------

describe('time-outs, aborts and network failures', () => {
  it('fails with the time-out text when the server never answers', async () => {
    const { api } = setup({ token: freshToken(), timeoutMs: 200 });
    handler = () => undefined;
    const started = Date.now();
    const error = await rejectionOf(api.partners.list());
    expect(error).toBeInstanceOf(TimeoutError);
    expect((error as Error).message).toBe('Request timed out. Please try again later.');
    expect(Date.now() - started).toBeLessThan(3000);
    expect(requests).toHaveLength(1);
  });

  it('times out a server that sends headers but never finishes the body', async () => {
    const { api } = setup({ token: freshToken(), timeoutMs: 200 });
    handler = (_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.write('[{"id":1}');
    };
    await expect(api.partners.list()).rejects.toBeInstanceOf(TimeoutError);
  });

  it('never cuts a body that is still arriving, however long it takes, and reports its progress', async () => {
    // 6 pieces 100 ms apart: 600 ms in all, three times the 200 ms time-out.
    const { api } = setup({ token: freshToken(), timeoutMs: 200 });
    const rows = Array.from({ length: 6 }, (_, index) => JSON.stringify({ id: index + 1, firstName: 'x'.repeat(1000) }));
    const body = `[${rows.join(',')}]`;
    handler = (_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) });
      const pieces = [body.slice(0, 1), ...rows.map((row, index) => (index === 0 ? row : `,${row}`)), ']'];
      let next = 0;
      const send = () => {
        response.write(pieces[next++]!);
        if (next < pieces.length) setTimeout(send, 100);
        else response.end();
      };
      send();
    };
    const seen: Array<{ loadedBytes: number; totalBytes: number | undefined }> = [];
    const started = Date.now();
    const list = await api.partners.list({ onDownloadProgress: (progress) => seen.push(progress) });
    expect(Date.now() - started).toBeGreaterThan(500);
    expect(list.map((member) => member.id)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(seen.length).toBeGreaterThan(3);
    expect(seen.at(-1)).toEqual({ loadedBytes: Buffer.byteLength(body), totalBytes: Buffer.byteLength(body) });
    expect(seen.map((progress) => progress.loadedBytes)).toEqual([...seen.map((progress) => progress.loadedBytes)].sort((a, b) => a - b));
  });

  it('times out a body that stops arriving halfway', async () => {
    const { api } = setup({ token: freshToken(), timeoutMs: 200 });
    handler = (_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.write('[{"id":1},');
      setTimeout(() => response.write('{"id":2}'), 100);
      // ... and nothing more.
    };
    const started = Date.now();
    await expect(api.partners.list()).rejects.toBeInstanceOf(TimeoutError);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('rejects with an AbortError when the caller aborts a request in flight', async () => {
    const { api } = setup({ token: freshToken(), timeoutMs: 5000 });
    const controller = new AbortController();
    handler = () => controller.abort();
    const error = await rejectionOf(api.partners.list({ signal: controller.signal }));
    expect(isAbortError(error)).toBe(true);
    expect(error).not.toBeInstanceOf(ApiError);
    expect(requests).toHaveLength(1);
  });

  it('sends nothing for an already aborted signal', async () => {
    const { api } = setup({ token: freshToken() });
    const error = await rejectionOf(api.quiz.remove('tech', 3, { signal: AbortSignal.abort() }));
    expect(isAbortError(error)).toBe(true);
    expect(requests).toHaveLength(0);
  });

  it('fails with status 0 and the network text when nothing answers at all', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));

    const { api } = setup({ token: freshToken(), baseUrl: `http://127.0.0.1:${port}` });
    const error = await rejectionOf(api.partners.list());
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0, message: 'Network error. Please check your connection and try again.' });
  });

  it('never retries, not even an idempotent GET on a 503', async () => {
    const { api } = setup({ token: freshToken() });
    handler = (_request, response) => reply(response, 503, { message: 'Busy' });
    await expect(api.partners.approve(1)).rejects.toMatchObject({ status: 503, message: 'Busy' });
    await expect(api.partners.list()).rejects.toMatchObject({ status: 503 });
    expect(requests.map((request) => request.method)).toEqual(['POST', 'GET']);
  });

  it('never retries after a dropped connection either', async () => {
    const { api } = setup({ token: freshToken() });
    handler = (_request, response) => response.socket?.destroy();
    await expect(api.partners.list()).rejects.toMatchObject({ status: 0 });
    await expect(api.partnerDeals.approve(2)).rejects.toMatchObject({ status: 0 });
    expect(requests.map((request) => request.method)).toEqual(['GET', 'POST']);
  });
});

// --- non-OK and malformed answers ------------------------------------------------------------

describe('error answers', () => {
  it('carries the server message of a non-OK answer', async () => {
    const { api } = setup({ token: freshToken() });
    handler = (_request, response) => reply(response, 500, { message: 'Database is down' });
    const error = await rejectionOf(api.distributors.get(4));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 500, message: 'Database is down', serverMessage: 'Database is down' });
  });

  it.each([
    ['an HTML page', '<html><body>Internal Server Error</body></html>', 'text/html'],
    ['an empty message', JSON.stringify({ message: '  ' }), 'application/json'],
    ['a non-string message', JSON.stringify({ message: 42 }), 'application/json'],
  ])('falls back to "API error: {status}" for %s', async (_name, body, contentType) => {
    const { api } = setup({ token: freshToken() });
    handler = (_request, response) => reply(response, 500, body, contentType);
    const error = await rejectionOf(api.resources.remove(9));
    expect(error).toMatchObject({ status: 500, message: 'API error: 500', serverMessage: undefined });
  });
});

describe('malformed answers', () => {
  const cases: Array<[string, (api: AdminApi) => Promise<unknown>, unknown, string?]> = [
    ['a list that is an object', (api) => api.partners.list(), { partners: [] }],
    ['a list item without an id', (api) => api.partnerDeals.list(), [{ id: 1 }, { customerCompany: 'Acme' }]],
    ['a list item with an empty id', (api) => api.resources.listByType('SALES'), [{ id: '' }]],
    ['a list item that is not an object', (api) => api.certifications.list(), [1, 2]],
    ['a record that is an array', (api) => api.partners.get(1), [{ id: 1 }]],
    ['a record without an id', (api) => api.distributorDeals.get(1), { customerCompany: 'Acme' }],
    ['a login without a token', (api) => api.auth.login({ email: 'a@b.c', password: 'x' }), { partnerAdmin: {} }],
    ['a login without partnerAdmin', (api) => api.auth.login({ email: 'a@b.c', password: 'x' }), { token: 't' }],
    ['a certification detail without quiz', (api) => api.certifications.get(1), { certification: { id: 1 } }],
    ['a certification detail without an id', (api) => api.certifications.get(1), { certification: {}, quiz: [] }],
    ['an HTML body where JSON is expected', (api) => api.distributors.list(), '<!doctype html><p>Welcome</p>'],
    ['an empty body where JSON is expected', (api) => api.distributors.listPending(), undefined],
    ['a quiz answer that is not an array', (api) => api.quiz.list('sales'), { questions: [] }, 'Invalid data format received from server'],
    ['upload limits with the size as text', (api) => api.resources.uploadLimits!(), { maxBytes: '25 MB' }],
    ['upload limits of no bytes', (api) => api.resources.uploadLimits!(), { maxBytes: 0 }],
    ['upload limits without maxBytes', (api) => api.resources.uploadLimits!(), { limit: 26_214_400 }],
  ];

  it.each(cases)('rejects %s', async (_name, call, body, exact) => {
    const { api } = setup({ token: freshToken(), extensions: { limits: true } });
    handler = (_request, response) => reply(response, 200, body, typeof body === 'string' ? 'text/html' : 'application/json');
    const error = await rejectionOf(call(api));
    expect(error).toBeInstanceOf(InvalidResponseError);
    const message = (error as Error).message;
    if (exact) expect(message).toBe(exact);
    else expect(message).toMatch(/^Invalid data format received from server \((GET|POST) \/\S+: .+\)$/);
  });

  it('names the problem and the call in the message', async () => {
    const { api } = setup({ token: freshToken() });
    handler = (_request, response) => reply(response, 200, [{ id: 1 }, { name: 'x' }]);
    await expect(api.partners.listDeals(5)).rejects.toThrow(
      'Invalid data format received from server (GET /partner/admin/partner-deals/5: item 1: expected an object with an id, got an object without one)',
    );
  });

  it('accepts string and numeric ids', async () => {
    const { api } = setup({ token: freshToken() });
    handler = (_request, response) => reply(response, 200, [{ id: 1 }, { id: 'P-2' }]);
    await expect(api.partners.listPending()).resolves.toEqual([{ id: 1 }, { id: 'P-2' }]);
  });

  it('ignores the body of a mutation: empty 204, empty 200 and non-JSON 200 all succeed', async () => {
    const { api } = setup({ token: freshToken() });
    handler = (_request, response) => reply(response, 204);
    await expect(api.partners.approve(1)).resolves.toBeUndefined();
    handler = (_request, response) => reply(response, 200, '', 'text/plain');
    await expect(api.distributors.remove(1)).resolves.toBeUndefined();
    handler = (_request, response) => reply(response, 200, 'OK', 'text/plain');
    await expect(api.certifications.approve(1)).resolves.toBeUndefined();
  });
});

// --- upload ---------------------------------------------------------------------------------

describe('upload limits (optional, not in SPEC 7)', () => {
  it('is no call unless the backend has the limits extension, so a backend of SPEC 7 alone sees no request for it', () => {
    expect(setup({ token: freshToken() }).api.resources.uploadLimits).toBeUndefined();
    expect(setup({ token: freshToken(), extensions: { history: true } }).api.resources.uploadLimits).toBeUndefined();
    expect(setup({ token: freshToken(), extensions: true }).api.resources.uploadLimits).toBeTypeOf('function');
  });

  it('fails like any call on a backend that said it has them and has not (404), leaving the session alone', async () => {
    const { api, session } = setup({ token: freshToken(), extensions: { limits: true } });
    handler = (_request, response) => reply(response, 404, { message: 'Route GET:/api/partner/admin/resources/limits not found' });
    await expect(api.resources.uploadLimits!()).rejects.toMatchObject({ status: 404 });
    expect(session.read()).not.toBeNull();
  });

  it('follows the resources path of another layout', async () => {
    const { api } = setup({ token: freshToken(), paths: { resources: '/v2/content' }, extensions: { limits: true } });
    handler = (_request, response) => reply(response, 200, { maxBytes: 1024 });
    await expect(api.resources.uploadLimits!()).resolves.toEqual({ maxBytes: 1024 });
    expect(requests.map((request) => `${request.method} ${request.path}`)).toEqual(['GET /api/v2/content/limits']);
  });
});


describe('resource upload', () => {
  async function parseMultipart(request: Recorded): Promise<FormData> {
    const headers = new Headers();
    headers.set('content-type', String(request.headers['content-type']));
    return new Request(`http://localhost${request.path}`, { method: request.method, headers, body: new Uint8Array(request.body) }).formData();
  }

  it('sends the multipart fields and reports progress up to 1', async () => {
    const token = freshToken();
    const { api } = setup({ token });
    handler = (_request, response) => reply(response, 201, { id: 99 });
    const content = 'x'.repeat(64 * 1024);
    const progress: UploadProgress[] = [];

    await api.resources.upload(
      { file: new Blob([content], { type: 'application/pdf' }), fileName: 'deck.pdf', title: 'Q3 deck', resourceType: 'SALES', contentType: 'PRESENTATION' },
      { onProgress: (event) => progress.push(event) },
    );

    expect(requests).toHaveLength(1);
    const [request] = requests;
    expect(request!.method).toBe('POST');
    expect(request!.path).toBe('/api/partner/admin/resources');
    expect(request!.headers.authorization).toBe(`Bearer ${token}`);
    expect(request!.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    const form = await parseMultipart(request!);
    expect([...form.keys()].sort()).toEqual(['contentType', 'file', 'resourceType', 'title']);
    expect(form.get('title')).toBe('Q3 deck');
    expect(form.get('resourceType')).toBe('SALES');
    expect(form.get('contentType')).toBe('PRESENTATION');
    const file = form.get('file') as File;
    expect(file.name).toBe('deck.pdf');
    expect(file.type).toBe('application/pdf');
    expect(await file.text()).toBe(content);

    expect(progress.length).toBeGreaterThanOrEqual(1);
    expect(progress.at(-1)).toMatchObject({ percent: 1 });
    expect(progress.at(-1)!.totalBytes).toBeGreaterThan(0);
  });

  it('maps upload failures like every other call and reports no completed progress', async () => {
    const { api, session } = setup({ token: freshToken() });
    const upload = { file: new Blob(['a']), fileName: 'a.txt', title: 't', resourceType: 'MARKETING' as const, contentType: 'BRANDING' as const };
    const progress: UploadProgress[] = [];
    handler = (_request, response) => reply(response, 413, { message: 'File too large' });
    await expect(api.resources.upload(upload, { onProgress: (event) => progress.push(event) })).rejects.toMatchObject({
      status: 413,
      message: 'File too large',
    });
    expect(progress.filter((event) => event.percent === 1)).toEqual([]);
    handler = (_request, response) => reply(response, 401);
    await expect(api.resources.upload(upload)).rejects.toBeInstanceOf(SessionExpiredError);
    expect(session.read()).toBeNull();
  });
});

describe('resource downloads', () => {
  const fileUrl = () => new URL('/files/deck.pdf', baseUrl).href;

  it('fetches the file at its own address without the token, and answers a Blob', async () => {
    const { api } = setup({ token: freshToken() });
    handler = (_request, response) => reply(response, 200, 'pdf-bytes', 'application/pdf');
    const blob = await api.resources.download!(fileUrl());
    expect(await blob.text()).toBe('pdf-bytes');
    expect(requests).toHaveLength(1);
    expect(requests[0]!.method).toBe('GET');
    expect(requests[0]!.path).toBe('/files/deck.pdf');
    expect(requests[0]!.headers.authorization).toBeUndefined();
  });

  it('rejects an error status with DownloadFailedError and leaves the session alone', async () => {
    const { api, session, expired } = setup({ token: freshToken() });
    handler = (_request, response) => reply(response, 401);
    await expect(api.resources.download!(fileUrl())).rejects.toMatchObject({ name: 'DownloadFailedError', status: 401 });
    expect(session.read()).not.toBeNull();
    expect(expired).not.toHaveBeenCalled();
  });

  it('uses the fetch it is given, and stops when the signal aborts', async () => {
    const sent: Array<[string, RequestInit | undefined]> = [];
    const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      sent.push([String(input), init]);
      return new Response('bytes');
    });
    const { api } = setup({ token: freshToken(), fetch });
    await api.resources.download!('https://files.example.com/a.pdf');
    expect(sent).toEqual([['https://files.example.com/a.pdf', expect.objectContaining({ credentials: 'omit' })]]);
    handler = () => {};
    const controller = new AbortController();
    const download = createHttpAdminApi({ baseUrl }).resources.download!(fileUrl(), { signal: controller.signal });
    await vi.waitFor(() => expect(requests).toHaveLength(1));
    controller.abort();
    await expect(download).rejects.toMatchObject({ name: 'AbortError' });
  });
});

// --- every call of SPEC 7 -------------------------------------------------------------------

describe('the calls of SPEC 7', () => {
  const question: QuizQuestionInput = {
    question: 'What is 2 + 2?',
    optionA: '3',
    optionB: '4',
    optionC: '5',
    optionD: '22',
    correctOption: 'B',
    marks: 2,
  };
  const odd = 'a/b c?'; // an id that must be encoded to stay one path segment
  const list = [{ id: 1 }];
  const record = { id: 1 };

  interface Row {
    name: string;
    call: (api: AdminApi) => Promise<unknown>;
    method: string;
    path: string;
    body?: unknown;
    answer?: unknown;
  }

  const rows: Row[] = [
    { name: 'auth.login', call: (api) => api.auth.login({ email: 'a@b.c', password: 'pw' }), method: 'POST', path: '/partner/admin/auth/login', body: { email: 'a@b.c', password: 'pw' }, answer: { token: 't', partnerAdmin: {} } },
    { name: 'auth.changePassword', call: (api) => api.auth.changePassword({ oldPassword: 'old', newPassword: 'new-password' }), method: 'POST', path: '/partner/admin/change-password', body: { oldPassword: 'old', newPassword: 'new-password' } },
    { name: 'partners.list', call: (api) => api.partners.list(), method: 'GET', path: '/partner/admin/partners', answer: list },
    { name: 'partners.listPending', call: (api) => api.partners.listPending(), method: 'GET', path: '/partner/admin/partners/pending', answer: list },
    { name: 'partners.get', call: (api) => api.partners.get(odd), method: 'GET', path: '/partner/admin/partners/a%2Fb%20c%3F', answer: record },
    { name: 'partners.listDeals', call: (api) => api.partners.listDeals(12), method: 'GET', path: '/partner/admin/partner-deals/12', answer: list },
    { name: 'partners.approve', call: (api) => api.partners.approve(12), method: 'POST', path: '/partner/admin/partners/12/approve' },
    { name: 'partners.reject', call: (api) => api.partners.reject(12, 'Incomplete'), method: 'POST', path: '/partner/admin/partners/12/reject', body: { reason: 'Incomplete' } },
    { name: 'partners.remove', call: (api) => api.partners.remove(12), method: 'DELETE', path: '/partner/admin/partners/12' },
    { name: 'distributors.list', call: (api) => api.distributors.list(), method: 'GET', path: '/distributor/admin/distributors', answer: list },
    { name: 'distributors.listPending', call: (api) => api.distributors.listPending(), method: 'GET', path: '/distributor/admin/distributors/pending', answer: list },
    { name: 'distributors.get', call: (api) => api.distributors.get('D-3'), method: 'GET', path: '/distributor/admin/distributors/D-3', answer: record },
    { name: 'distributors.listDeals', call: (api) => api.distributors.listDeals(3), method: 'GET', path: '/distributor/admin/distributor-deals/3', answer: list },
    { name: 'distributors.approve', call: (api) => api.distributors.approve(3), method: 'POST', path: '/distributor/admin/distributors/3/approve' },
    { name: 'distributors.reject', call: (api) => api.distributors.reject(3, 'Duplicate'), method: 'POST', path: '/distributor/admin/distributors/3/reject', body: { reason: 'Duplicate' } },
    { name: 'distributors.remove', call: (api) => api.distributors.remove(odd), method: 'DELETE', path: '/distributor/admin/distributors/a%2Fb%20c%3F' },
    { name: 'partnerDeals.list', call: (api) => api.partnerDeals.list(), method: 'GET', path: '/partner/admin/deals', answer: list },
    { name: 'partnerDeals.get', call: (api) => api.partnerDeals.get(40), method: 'GET', path: '/partner/admin/deals/40', answer: record },
    { name: 'partnerDeals.approve', call: (api) => api.partnerDeals.approve(40), method: 'POST', path: '/partner/admin/deals/40/approve' },
    { name: 'partnerDeals.reject', call: (api) => api.partnerDeals.reject(40, 'No budget'), method: 'POST', path: '/partner/admin/deals/40/reject', body: { reason: 'No budget' } },
    { name: 'partnerDeals.updateRemarks', call: (api) => api.partnerDeals.updateRemarks(40, 'Call back'), method: 'POST', path: '/partner/admin/deals/40/remarks', body: { remarks: 'Call back' } },
    { name: 'distributorDeals.list', call: (api) => api.distributorDeals.list(), method: 'GET', path: '/distributor/admin/deals', answer: list },
    { name: 'distributorDeals.get', call: (api) => api.distributorDeals.get(41), method: 'GET', path: '/distributor/admin/deals/41', answer: record },
    { name: 'distributorDeals.approve', call: (api) => api.distributorDeals.approve(41), method: 'POST', path: '/distributor/admin/deals/41/approve' },
    { name: 'distributorDeals.reject', call: (api) => api.distributorDeals.reject(41, 'Late'), method: 'POST', path: '/distributor/admin/deals/41/reject', body: { reason: 'Late' } },
    { name: 'distributorDeals.updateRemarks', call: (api) => api.distributorDeals.updateRemarks(41, 'OK'), method: 'POST', path: '/distributor/admin/deals/41/remarks', body: { remarks: 'OK' } },
    { name: 'resources.listByType', call: (api) => api.resources.listByType('LEARNING'), method: 'GET', path: '/partner/admin/resources/type/LEARNING', answer: list },
    { name: 'resources.upload', call: (api) => api.resources.upload({ file: new Blob(['x']), fileName: 'x.pdf', title: 'X', resourceType: 'SALES', contentType: 'DATASHEET' }), method: 'POST', path: '/partner/admin/resources' },
    { name: 'resources.remove', call: (api) => api.resources.remove(5), method: 'DELETE', path: '/partner/admin/resources/5' },
    { name: 'quiz.list', call: (api) => api.quiz.list('sales'), method: 'GET', path: '/partner/admin/quiz/sales', answer: list },
    { name: 'quiz.create', call: (api) => api.quiz.create('tech', { ...question, extra: 'dropped' } as QuizQuestionInput), method: 'POST', path: '/partner/admin/quiz/tech', body: question },
    { name: 'quiz.update', call: (api) => api.quiz.update('sales', 8, question), method: 'POST', path: '/partner/admin/quiz/sales/8', body: question },
    { name: 'quiz.remove', call: (api) => api.quiz.remove('tech', 8), method: 'DELETE', path: '/partner/admin/quiz/tech/8' },
    { name: 'certifications.list', call: (api) => api.certifications.list(), method: 'GET', path: '/partner/admin/certifications', answer: list },
    { name: 'certifications.get', call: (api) => api.certifications.get(6), method: 'GET', path: '/partner/admin/certifications/6', answer: { certification: record, quiz: [{ id: 1, selectedOption: 'A' }] } },
    { name: 'certifications.approve', call: (api) => api.certifications.approve(6), method: 'POST', path: '/partner/admin/certifications/6/approve' },
    { name: 'certifications.reject', call: (api) => api.certifications.reject(6, 'Too many wrong answers'), method: 'POST', path: '/partner/admin/certifications/6/reject', body: { remarks: 'Too many wrong answers' } },
  ];

  it('covers every method of AdminApi', () => {
    const { api } = setup();
    const methods = Object.entries(api).flatMap(([group, calls]) => Object.keys(calls as object).map((name) => `${group}.${name}`));
    // The file download goes to the file's own address, not the API's: 'resource downloads' covers it.
    expect(methods).toContain('resources.download');
    expect(rows.map((row) => row.name).sort()).toEqual(methods.filter((name) => name !== 'resources.download').sort());
  });

  it.each(rows)('$name → $method $path', async ({ call, method, path, body, answer }) => {
    const token = freshToken();
    const { api } = setup({ token });
    handler = (_request, response) => reply(response, 200, answer ?? { ok: true });

    const result = await call(api);
    expect(requests).toHaveLength(1);
    const [request] = requests;
    expect(request!.method).toBe(method);
    expect(request!.path).toBe(`/api${path}`);
    if (path !== '/partner/admin/auth/login') expect(request!.headers.authorization).toBe(`Bearer ${token}`);
    if (body !== undefined) {
      expect(request!.headers['content-type']).toBe('application/json');
      expect(JSON.parse(request!.body.toString())).toEqual(body);
    } else if (!path.endsWith('/resources')) {
      expect(request!.body.length).toBe(0);
    }
    expect(result).toEqual(answer);
  });
});

describe('another URL layout (paths)', () => {
  // A backend that serves every area under /api/v2 with names of its own.
  const paths: AdminApiPaths = {
    login: '/v2/session',
    changePassword: '/v2/me/password',
    partners: '/v2/partners',
    partnerMemberDeals: '/v2/partner-registrations',
    distributors: '/v2/distributors',
    distributorMemberDeals: '/v2/distributor-registrations',
    partnerDeals: '/v2/deals/partner',
    distributorDeals: '/v2/deals/distributor',
    resources: '/v2/content',
    quiz: '/v2/quizzes',
    certifications: '/v2/certs',
    events: '/v2/changes/stream',
  };
  const cases: [string, (api: AdminApi) => Promise<unknown>, string, string, unknown?][] = [
    ['auth.login', (api) => api.auth.login({ email: 'a@b.c', password: 'pw' }), 'POST', '/v2/session', { token: 't', partnerAdmin: {} }],
    ['auth.changePassword', (api) => api.auth.changePassword({ oldPassword: 'o', newPassword: 'n' }), 'POST', '/v2/me/password'],
    ['partners.listPending', (api) => api.partners.listPending(), 'GET', '/v2/partners/pending', []],
    ['partners.listDeals', (api) => api.partners.listDeals(7), 'GET', '/v2/partner-registrations/7', []],
    ['distributors.reject', (api) => api.distributors.reject(3, 'x'), 'POST', '/v2/distributors/3/reject'],
    ['distributors.listDeals', (api) => api.distributors.listDeals(3), 'GET', '/v2/distributor-registrations/3', []],
    ['partnerDeals.updateRemarks', (api) => api.partnerDeals.updateRemarks(4, 'r'), 'POST', '/v2/deals/partner/4/remarks'],
    ['distributorDeals.get', (api) => api.distributorDeals.get(5), 'GET', '/v2/deals/distributor/5', { id: 5 }],
    ['resources.listByType', (api) => api.resources.listByType('SALES'), 'GET', '/v2/content/type/SALES', []],
    ['resources.remove', (api) => api.resources.remove(9), 'DELETE', '/v2/content/9'],
    ['quiz.update', (api) => api.quiz.update('tech', 2, { question: 'q', optionA: 'a', optionB: 'b', optionC: 'c', optionD: 'd', correctOption: 'A', marks: 1 }), 'POST', '/v2/quizzes/tech/2'],
    ['certifications.approve', (api) => api.certifications.approve(6), 'POST', '/v2/certs/6/approve'],
  ];

  it.each(cases)('%s → %s %s', async (_name, call, method, path, answer) => {
    const { api } = setup({ token: freshToken(), paths });
    handler = (_request, response) => reply(response, 200, answer ?? { ok: true });
    await expect(call(api)).resolves.toEqual(answer);
    expect(requests.map((request) => `${request.method} ${request.path}`)).toEqual([`${method} /api${path}`]);
  });

  it('keeps the reference path of every area not overridden', async () => {
    const { api } = setup({ token: freshToken(), paths: { partners: '/v2/partners', quiz: undefined } });
    await api.partners.list();
    await api.quiz.list('sales');
    await api.certifications.list();
    expect(requests.map((request) => request.path)).toEqual(['/api/v2/partners', '/api/partner/admin/quiz/sales', '/api/partner/admin/certifications']);
    expect(DEFAULT_API_PATHS.partners).toBe('/partner/admin/partners');
  });
});

describe("a host app's own sign-in (auth)", () => {
  it("sends the token the host hands over, asked before every call, and none of the host's storage", async () => {
    const storage = memoryStorage();
    storage.setItem('token', 'host-storage-token');
    let current: string | null = 'host-token-1';
    const getToken = vi.fn(async () => current);
    const api = createHttpAdminApi({ baseUrl, auth: { getToken } });

    await api.partners.list();
    current = 'host-token-2';
    await api.partners.list();
    current = null;
    await api.partners.list();
    expect(requests.map((request) => request.headers.authorization)).toEqual(['Bearer host-token-1', 'Bearer host-token-2', undefined]);
    expect(getToken).toHaveBeenCalledTimes(3);
    expect(storage.getItem('token')).toBe('host-storage-token');
  });

  it('tells the host about a 401 and fails with the expired-session message, touching no storage', async () => {
    const onUnauthorized = vi.fn();
    const api = createHttpAdminApi({ baseUrl, auth: { getToken: () => 'stale', onUnauthorized } });
    handler = (_request, response) => reply(response, 401, { message: 'Unauthorized' });

    const error = await rejectionOf(api.partnerDeals.list());
    expect(error).toBeInstanceOf(SessionExpiredError);
    expect((error as Error).message).toBe('Session expired. Please login again.');
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });
});

// --- beyond SPEC 7 ----------------------------------------------------------------------------

describe('a backend of SPEC 7 alone (the default)', () => {
  it('has no history, undo or events: screens find them missing', () => {
    const { api } = setup({ token: freshToken() });
    for (const area of ['partners', 'distributors', 'partnerDeals', 'distributorDeals', 'certifications'] as const) {
      expect(api[area].history, area).toBeUndefined();
      expect(api[area].undo, area).toBeUndefined();
    }
    expect(api.events).toBeUndefined();
  });

  it('sends no If-Match on a write without expectedVersion, and takes whatever a write answers', async () => {
    const { api } = setup({ token: freshToken() });
    for (const body of [undefined, 'OK', { message: 'Deal approved' }, { success: true, data: { id: 1 } }]) {
      handler = (_request, response) => reply(response, 200, body, 'text/plain');
      await expect(api.partnerDeals.approve(1)).resolves.toBeUndefined();
    }
    handler = (_request, response) => reply(response, 200, { id: 1, status: 'approved' });
    await expect(api.partnerDeals.reject(1, 'Duplicate')).resolves.toEqual({ id: 1, status: 'approved' });
    expect(requests.every((request) => request.headers['if-match'] === undefined)).toBe(true);
  });

  it('keeps a 409 without the current record a plain ApiError', async () => {
    const { api } = setup({ token: freshToken() });
    handler = (_request, response) => reply(response, 409, { message: 'Deal is locked' });
    const error = await rejectionOf(api.partnerDeals.approve(1, { expectedVersion: 2 }));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).not.toBeInstanceOf(ConflictError);
    expect(error).toMatchObject({ status: 409, serverMessage: 'Deal is locked' });
  });
});

describe('versions: If-Match and 409', () => {
  it('sends If-Match with the version a write names, on every write', async () => {
    const { api } = setup({ token: freshToken() });
    handler = (_request, response) => reply(response, 200, { id: 7, version: 4 });
    await api.partners.approve(7, { expectedVersion: 3 });
    await api.distributors.reject(7, 'x', { expectedVersion: 3 });
    await api.partners.remove(7, { expectedVersion: 3 });
    await api.distributorDeals.updateRemarks(7, 'r', { expectedVersion: 3 });
    await api.certifications.reject(7, 'r', { expectedVersion: 3 });
    expect(requests.map((request) => [request.method, request.path, request.headers['if-match']])).toEqual([
      ['POST', '/api/partner/admin/partners/7/approve', '"3"'],
      ['POST', '/api/distributor/admin/distributors/7/reject', '"3"'],
      ['DELETE', '/api/partner/admin/partners/7', '"3"'],
      ['POST', '/api/distributor/admin/deals/7/remarks', '"3"'],
      ['POST', '/api/partner/admin/certifications/7/reject', '"3"'],
    ]);
  });

  it('turns a 409 with the current record into a ConflictError carrying it and its latest change', async () => {
    const { api } = setup({ token: freshToken() });
    const change = { id: 41, action: 'reject', toStatus: 'rejected', changedBy: { id: 1, firstName: 'Ada', lastName: 'Lovelace' }, changedAt: '2026-06-30T10:42:00.000Z' };
    handler = (_request, response) => reply(response, 409, { message: 'This deal was changed by Ada Lovelace since you read it.', current: { id: 9, status: 'rejected', version: 5 }, change });
    const error = await rejectionOf(api.partnerDeals.approve(9, { expectedVersion: 4 }));
    expect(error).toBeInstanceOf(ConflictError);
    expect(error).toMatchObject({ status: 409, serverMessage: 'This deal was changed by Ada Lovelace since you read it.', current: { id: 9, status: 'rejected', version: 5 }, change });
  });

  it('keeps a ConflictError whose latest change is missing or malformed, without the change', async () => {
    const { api } = setup({ token: freshToken() });
    handler = (_request, response) => reply(response, 409, { current: { id: 9 }, change: 'someone' });
    const error = await rejectionOf(api.certifications.approve(9, { expectedVersion: 1 }));
    expect(error).toBeInstanceOf(ConflictError);
    expect(error).toMatchObject({ message: 'API error: 409', current: { id: 9 }, change: undefined });
  });
});

describe('history and undo (extensions)', () => {
  it('offers only the extensions it is told the backend has', () => {
    const { api } = setup({ token: freshToken(), extensions: { history: true } });
    expect(typeof api.partnerDeals.history).toBe('function');
    expect(api.partnerDeals.undo).toBeUndefined();
    expect(api.events).toBeUndefined();
    const all = setup({ token: freshToken(), extensions: true }).api;
    expect([typeof all.certifications.history, typeof all.distributors.undo, typeof all.events?.subscribe]).toEqual(['function', 'function', 'function']);
  });

  it('reads a record’s history below its path, and checks it is a list of changes', async () => {
    const { api } = setup({ token: freshToken(), extensions: true });
    const history = [{ id: 2, action: 'undo' }, { id: 1, action: 'reject', reason: 'Duplicate' }];
    handler = (_request, response) => reply(response, 200, history);
    await expect(api.distributors.history!(5)).resolves.toEqual(history);
    expect(requests.at(-1)).toMatchObject({ method: 'GET', path: '/api/distributor/admin/distributors/5/history' });
    handler = (_request, response) => reply(response, 200, [{ action: 'reject' }]);
    await expect(api.partnerDeals.history!(5)).rejects.toBeInstanceOf(InvalidResponseError);
  });

  it('undoes with If-Match of the version the decision produced, and answers the record', async () => {
    const { api } = setup({ token: freshToken(), extensions: true });
    handler = (_request, response) => reply(response, 200, { id: 5, status: 'pending', version: 7 });
    await expect(api.partnerDeals.undo!(5, { expectedVersion: 6 })).resolves.toEqual({ id: 5, status: 'pending', version: 7 });
    expect(requests.at(-1)).toMatchObject({ method: 'POST', path: '/api/partner/admin/deals/5/undo', headers: { 'if-match': '"6"' } });
  });
});

describe('live events (extensions.events)', () => {
  /** The open event streams: a test writes frames into them and ends them. */
  let streams: ServerResponse[] = [];
  const stream = (response: ServerResponse) => {
    response.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8' });
    response.write('event: ready\ndata: {}\n\n');
    streams.push(response);
  };
  const send = (frame: string) => {
    for (const response of streams) if (!response.writableEnded) response.write(frame);
  };
  const change = (id: number, recordId = 5) =>
    `id: ${id}\nevent: change\ndata: ${JSON.stringify({ change: { id, area: 'partnerDeals', recordId, action: 'approve' }, record: { id: recordId, status: 'approved', version: id } })}\n\n`;

  beforeEach(() => {
    streams = [];
  });

  /** Subscribes; `until` waits for a condition on what was heard. */
  function subscribe(api: AdminApi) {
    const controller = new AbortController();
    const events: LiveEvent[] = [];
    const statuses: LiveStatus[] = [];
    const ended = api.events!.subscribe((event) => void events.push(event), { signal: controller.signal, onStatus: (status) => void statuses.push(status) });
    ended.catch(() => {});
    const until = async (done: () => boolean) => {
      for (let waited = 0; !done(); waited += 5) {
        if (waited > 5000) throw new Error(`timed out; heard ${JSON.stringify(events)}, statuses ${statuses.join(', ')}`);
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    };
    return { events, statuses, ended, until, stop: () => controller.abort() };
  }

  const liveSetup = (options: Partial<HttpAdminApiOptions> = {}) =>
    setup({ token: freshToken(), extensions: true, liveEvents: { minRetryMs: 20, maxRetryMs: 80, idleTimeoutMs: 5000 }, ...options });

  it('reads the stream with the bearer token and hands on changes and resyncs, skipping what is malformed', async () => {
    const { api } = liveSetup();
    handler = (_request, response) => stream(response);
    const live = subscribe(api);
    await live.until(() => live.statuses.includes('open'));
    expect(requests[0]).toMatchObject({ method: 'GET', path: '/api/partner/admin/events' });
    expect(requests[0]!.headers).toMatchObject({ accept: 'text/event-stream', authorization: expect.stringMatching(/^Bearer /) });
    send(change(1));
    send('event: change\ndata: {"change":{"area":"partnerDeals"},"record":null}\n\n');
    send('event: change\ndata: not json\n\n');
    send(`event: change\ndata: ${JSON.stringify({ change: { id: 2 }, record: { status: 'no id' } })}\n\n`);
    send(': keep-alive\n\nevent: something-new\ndata: {}\n\nevent: resync\ndata: {}\n\n');
    send(`event: change\ndata: ${JSON.stringify({ change: { id: 3, action: 'remove' }, record: null })}\n\n`);
    await live.until(() => live.events.length === 3);
    expect(live.events).toEqual([
      { type: 'change', change: { id: 1, area: 'partnerDeals', recordId: 5, action: 'approve' }, record: { id: 5, status: 'approved', version: 1 } },
      { type: 'resync' },
      { type: 'change', change: { id: 3, action: 'remove' }, record: null },
    ]);
    live.stop();
    await expect(live.ended).rejects.toMatchObject({ name: 'AbortError' });
    expect(live.statuses).toEqual(['connecting', 'open']);
  });

  it('reconnects when the server ends the stream, with the token as it is then, and says resync', async () => {
    let token = 'host-token-1';
    const api = createHttpAdminApi({ baseUrl, auth: { getToken: () => token }, extensions: true, liveEvents: { minRetryMs: 20, maxRetryMs: 80 } });
    handler = (_request, response) => stream(response);
    const live = subscribe(api);
    await live.until(() => streams.length === 1);
    token = 'host-token-2';
    streams[0]!.end();
    await live.until(() => live.events.some((event) => event.type === 'resync'));
    send(change(4));
    await live.until(() => live.events.length === 2);
    expect(live.events.map((event) => event.type)).toEqual(['resync', 'change']);
    expect(live.statuses).toEqual(['connecting', 'open', 'reconnecting', 'open']);
    expect(requests.map((request) => request.headers.authorization)).toEqual(['Bearer host-token-1', 'Bearer host-token-2']);
    live.stop();
  });

  it('tries again after failures, waiting longer each time, until the server answers', async () => {
    const { api } = liveSetup();
    const at: number[] = [];
    handler = (_request, response) => {
      at.push(Date.now());
      if (at.length <= 3) reply(response, 503, { message: 'Starting up' });
      else stream(response);
    };
    const live = subscribe(api);
    await live.until(() => live.statuses.includes('open'));
    expect(at).toHaveLength(4);
    // 20 ms, 40 ms and 80 ms, each shortened by up to half at random.
    const waits = at.slice(1).map((time, index) => time - at[index]!);
    expect(waits[0]).toBeGreaterThanOrEqual(10);
    expect(waits[2]).toBeGreaterThanOrEqual(40);
    expect(live.events).toEqual([{ type: 'resync' }]);
    live.stop();
  });

  it('counts a silent stream as dropped and reconnects', async () => {
    const { api } = liveSetup({ liveEvents: { minRetryMs: 20, maxRetryMs: 80, idleTimeoutMs: 150 } });
    handler = (_request, response) => stream(response);
    const live = subscribe(api);
    await live.until(() => live.events.some((event) => event.type === 'resync'));
    expect(requests.length).toBeGreaterThanOrEqual(2);
    live.stop();
  });

  it('ends for good on 404 (no events there), without trying again', async () => {
    const { api } = liveSetup();
    handler = (_request, response) => reply(response, 404, { message: 'No such call: GET /api/partner/admin/events' });
    const error = await rejectionOf(api.events!.subscribe(() => {}, { signal: new AbortController().signal }));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, serverMessage: 'No such call: GET /api/partner/admin/events' });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(requests).toHaveLength(1);
  });

  it('ends the session on 401, as every call does', async () => {
    const { api, session, expired } = liveSetup();
    handler = (_request, response) => reply(response, 401, { message: 'Session expired. Please login again.' });
    expect(await rejectionOf(api.events!.subscribe(() => {}, { signal: new AbortController().signal }))).toBeInstanceOf(SessionExpiredError);
    expect(session.read()).toBeNull();
    expect(expired).toHaveBeenCalledTimes(1);
  });

  it('keeps going when a subscriber throws', async () => {
    const { api } = liveSetup();
    handler = (_request, response) => stream(response);
    const reported = vi.spyOn(console, 'error').mockImplementation(() => {});
    const heard: number[] = [];
    const controller = new AbortController();
    api.events!.subscribe(
      (event) => {
        if (event.type !== 'change') return;
        heard.push(Number(event.change.id));
        if (heard.length === 1) throw new Error('a bug in the screen');
      },
      { signal: controller.signal },
    ).catch(() => {});
    for (let waited = 0; streams.length === 0 && waited < 5000; waited += 5) await new Promise((resolve) => setTimeout(resolve, 5));
    send(change(1) + change(2));
    for (let waited = 0; heard.length < 2 && waited < 5000; waited += 5) await new Promise((resolve) => setTimeout(resolve, 5));
    expect(heard).toEqual([1, 2]);
    expect(reported).toHaveBeenCalledWith(expect.objectContaining({ message: 'a bug in the screen' }));
    reported.mockRestore();
    controller.abort();
  });
});

// --- which kind of failure it was ------------------------------------------------------------

describe('the kind of each failure, and the line under the headline that says it', () => {
  const origin = () => new URL(baseUrl).origin;
  const closedPort = async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    return port;
  };

  it('a 404 on a list: the base URL or the paths are wrong', async () => {
    const { api } = setup({ token: freshToken() });
    handler = (_request, response) => reply(response, 404, { message: 'No such call: GET /api/partner/admin/deals' });
    const error = await rejectionOf(api.partnerDeals.list());
    expect(error).toMatchObject({ kind: 'notFound', status: 404, request: { method: 'GET', url: `${baseUrl.replace(/\/$/, '')}/partner/admin/deals` } });
    expect(errorDetail(error)).toBe(`The server at ${origin()} has no /api/partner/admin/deals (404): check baseUrl and paths.`);
  });

  it.each([
    ['partners.listPending', (api: AdminApi) => api.partners.listPending(), '/api/partner/admin/partners/pending'],
    ['resources.listByType', (api: AdminApi) => api.resources.listByType('SALES'), '/api/partner/admin/resources/type/SALES'],
    ['quiz.list', (api: AdminApi) => api.quiz.list('tech'), '/api/partner/admin/quiz/tech'],
    ['certifications.list', (api: AdminApi) => api.certifications.list(), '/api/partner/admin/certifications'],
  ])('%s answered 404 is a wrong address too', async (_name, call, path) => {
    const { api } = setup({ token: freshToken() });
    handler = (_request, response) => reply(response, 404, '<h1>Not Found</h1>', 'text/html');
    const error = await rejectionOf(call(api));
    expect(error).toMatchObject({ kind: 'notFound', message: 'API error: 404' });
    expect(errorDetail(error)).toContain(`has no ${path} (404)`);
  });

  it("a 404 on a record's address: the record is unknown, an ordinary HTTP failure", async () => {
    const { api } = setup({ token: freshToken() });
    handler = (_request, response) => reply(response, 404, { message: 'Partner not found' });
    const withMessage = await rejectionOf(api.partners.get(99));
    expect(withMessage).toMatchObject({ kind: 'http', status: 404, serverMessage: 'Partner not found' });
    // The headline shows the server's message already.
    expect(errorDetail(withMessage)).toBeUndefined();
    handler = (_request, response) => reply(response, 404);
    const bare = await rejectionOf(api.partners.listDeals(99));
    expect(bare).toMatchObject({ kind: 'http', status: 404 });
    expect(errorDetail(bare)).toBe(`The server at ${origin()} answered GET /api/partner/admin/partner-deals/99 with 404.`);
  });

  it('a 500 without a message: the server failed', async () => {
    const { api } = setup({ token: freshToken() });
    handler = (_request, response) => reply(response, 500, '<h1>Internal Server Error</h1>', 'text/html');
    const error = await rejectionOf(api.partnerDeals.list());
    expect(error).toMatchObject({ kind: 'server', status: 500, message: 'API error: 500', serverMessage: undefined });
    expect(errorDetail(error)).toBe(`The server at ${origin()} failed on GET /api/partner/admin/deals (500).`);
  });

  it('a 503 with a message: the server failed, and says why in the headline', async () => {
    const { api } = setup({ token: freshToken() });
    handler = (_request, response) => reply(response, 503, { message: 'Maintenance' });
    const error = await rejectionOf(api.partnerDeals.approve(7));
    expect(error).toMatchObject({ kind: 'server', status: 503, message: 'Maintenance' });
    expect(errorDetail(error)).toBe(`The server at ${origin()} failed on POST /api/partner/admin/deals/7/approve (503).`);
  });

  it('a closed port: the server cannot be reached', async () => {
    const port = await closedPort();
    const { api } = setup({ token: freshToken(), baseUrl: `http://127.0.0.1:${port}/api` });
    const error = await rejectionOf(api.distributorDeals.list());
    expect(error).toMatchObject({ kind: 'network', status: 0, message: 'Network error. Please check your connection and try again.' });
    expect(errorDetail(error)).toBe(`Could not reach the server at http://127.0.0.1:${port}: it is down, or the address is wrong.`);
  });

  it('a time-out, with the time-out it waited', async () => {
    const { api } = setup({ token: freshToken(), timeoutMs: 300 });
    handler = () => undefined;
    const error = await rejectionOf(api.certifications.list());
    expect(error).toBeInstanceOf(TimeoutError);
    expect(error).toMatchObject({ kind: 'timeout', timeoutMs: 300, message: 'Request timed out. Please try again later.' });
    expect(errorDetail(error)).toBe(`The server at ${origin()} did not answer GET /api/partner/admin/certifications within 0.3 s.`);
  });

  it('malformed JSON', async () => {
    const { api } = setup({ token: freshToken() });
    handler = (_request, response) => reply(response, 200, '[{"id": 1,', 'application/json');
    const error = await rejectionOf(api.partners.list());
    expect(error).toBeInstanceOf(InvalidResponseError);
    expect(error).toMatchObject({ kind: 'malformed', status: 200 });
    expect(errorDetail(error)).toBe(
      `The server at ${origin()} answered GET /api/partner/admin/partners with data the API does not describe: check baseUrl and paths.`,
    );
  });

  it('a web page where the API should answer (a base URL that points at the web server)', async () => {
    const { api } = setup({ token: freshToken() });
    handler = (_request, response) => reply(response, 200, '<!doctype html><title>Intranet</title>', 'text/html');
    const error = await rejectionOf(api.quiz.list('sales'));
    // The quiz keeps SPEC 8's exact text as its message; the kind still says what happened.
    expect(error).toMatchObject({ kind: 'malformed', message: 'Invalid data format received from server' });
    expect(errorDetail(error)).toContain('check baseUrl and paths');
  });

  it('a 401: the session ended, with the request the server refused', async () => {
    const { api } = setup({ token: freshToken() });
    handler = (_request, response) => reply(response, 401, { message: 'Unauthorized' });
    const error = await rejectionOf(api.resources.remove(3));
    expect(error).toBeInstanceOf(SessionExpiredError);
    expect(error).toMatchObject({ kind: 'unauthorized', status: 401 });
    expect(errorDetail(error)).toBe(`The server at ${origin()} refused the session for DELETE /api/partner/admin/resources/3 (401).`);
    // An expired token found before the call sends nothing: no request, no line.
    const expired = setup({ token: jwt({ exp: nowSeconds() - 60 }) });
    const before = await rejectionOf(expired.api.partners.list());
    expect(before).toMatchObject({ kind: 'unauthorized', request: undefined });
    expect(errorDetail(before)).toBeUndefined();
  });

  it('a wrong password on sign-in is an ordinary HTTP failure, not an ended session', async () => {
    const { api } = setup();
    handler = (_request, response) => reply(response, 401);
    const error = await rejectionOf(api.auth.login({ email: 'a@b.c', password: 'wrong' }));
    expect(error).toMatchObject({ kind: 'http', status: 401 });
    expect(errorDetail(error)).toBe(`The server at ${origin()} answered POST /api/partner/admin/auth/login with 401.`);
  });

  it('writes the line in the language of the texts it is given', async () => {
    const port = await closedPort();
    const { api } = setup({ token: freshToken(), baseUrl: `http://127.0.0.1:${port}` });
    const error = await rejectionOf(api.partners.list());
    expect(errorDetail(error, de.session)).toBe(`Der Server unter http://127.0.0.1:${port} ist nicht erreichbar: Er läuft nicht, oder die Adresse ist falsch.`);
  });

  it('has no line for failures that did not come from a request', () => {
    expect(errorDetail(new ApiError('Not found', 404, 'Not found'))).toBeUndefined();
    expect(errorDetail(new TypeError('x is not a function'))).toBeUndefined();
    expect(errorDetail(undefined)).toBeUndefined();
  });
});

// --- options ---------------------------------------------------------------------------------

describe('createHttpAdminApi checks its options', () => {
  const valid: HttpAdminApiOptions = { baseUrl: '/api' };
  const thrownBy = (make: () => unknown) => {
    try {
      make();
    } catch (thrown) {
      return thrown;
    }
    throw new Error('expected createHttpAdminApi to throw');
  };

  // No options or no usable base address: thrown where the API is made (docs/deviations.md).
  it.each<[string, unknown, string]>([
    ['no options', undefined, '`options` must be an object; got undefined'],
    ['baseUrl missing', {}, "`baseUrl` must be the API's address: an http(s) URL or a path such as '/api'; got undefined"],
    ['baseUrl not a string', { baseUrl: 8080 }, "`baseUrl` must be the API's address: an http(s) URL or a path such as '/api'; got a number (8080)"],
    ['baseUrl neither a URL nor a path', { baseUrl: 'api.example.com' }, "got 'api.example.com'"],
    ['baseUrl of another scheme', { baseUrl: 'ftp://files.example.com' }, "got 'ftp://files.example.com'"],
  ])('%s: a TypeError naming the option, where the API is made', (_name, options, message) => {
    const error = thrownBy(() => createHttpAdminApi(options as HttpAdminApiOptions));
    expect(error).toBeInstanceOf(TypeError);
    expect((error as Error).message).toMatch(/^createHttpAdminApi: /);
    expect((error as Error).message).toContain(message);
  });

  // The other options are checked when the calls load (issue 33: their messages are not in a first
  // bundle): the API is made, and every call rejects with the TypeError, the first and the next, and
  // sends nothing.
  it.each<[string, unknown, string]>([
    ['timeoutMs of 0', { ...valid, timeoutMs: 0 }, '`timeoutMs` must be a positive number of milliseconds; got a number (0)'],
    ['timeoutMs as text', { ...valid, timeoutMs: '15000' }, "`timeoutMs` must be a positive number of milliseconds; got '15000'"],
    ['timeoutMs not finite', { ...valid, timeoutMs: Infinity }, '`timeoutMs` must be a positive number of milliseconds; got a number (Infinity)'],
    ['paths not an object', { ...valid, paths: '/v2' }, "`paths` must be an object with some of login, changePassword, partners"],
    ['a misspelt area', { ...valid, paths: { partner: '/v2/partners' } }, "`paths.partner` must be an area of the API (login, changePassword, partners, partnerMemberDeals"],
    ['a path without a leading slash', { ...valid, paths: { quiz: 'v2/quiz' } }, "`paths.quiz` must be a path starting with '/'; got 'v2/quiz'"],
    ['a session that is not a store', { ...valid, session: 'localStorage' }, "`session` must be a session store, e.g. createSessionStore(); got 'localStorage'"],
    ['a session store without save', { ...valid, session: { read: () => null, clear: () => {}, isExpired: () => true } }, '`session.save` must be a function; got undefined'],
    ['auth without getToken', { ...valid, auth: { token: 'abc' } }, '`auth.getToken` must be a function; got undefined'],
    ['auth.onUnauthorized that is not a function', { ...valid, auth: { getToken: () => 't', onUnauthorized: true } }, '`auth.onUnauthorized` must be a function; got a boolean'],
    ['onSessionExpired as a path', { ...valid, onSessionExpired: '/login' }, "`onSessionExpired` must be a function; got '/login'"],
    ['fetch that is not a function', { ...valid, fetch: {} }, '`fetch` must be a function; got an object'],
  ])('%s: every call rejects with a TypeError naming the option', async (_name, options, message) => {
    const sent = vi.spyOn(globalThis, 'fetch');
    const api = createHttpAdminApi(options as HttpAdminApiOptions);
    for (const call of [() => api.partners.list(), () => api.partnerDeals.approve(1)]) {
      const error = await rejectionOf(call());
      expect(error).toBeInstanceOf(TypeError);
      expect((error as Error).message).toMatch(/^createHttpAdminApi: /);
      expect((error as Error).message).toContain(message);
    }
    expect(sent).not.toHaveBeenCalled();
    sent.mockRestore();
  });

  it.each<[string, HttpAdminApiOptions]>([
    ['a path', { baseUrl: '/api' }],
    ["the page's own server", { baseUrl: '' }],
    ['an https address with a path', { baseUrl: 'https://api.example.com/v1/' }],
    ['every option', { baseUrl: 'http://localhost:3000', timeoutMs: 500, paths: { quiz: '/q', login: undefined }, auth: { getToken: () => null, onUnauthorized: () => {} }, onSessionExpired: () => {}, fetch: globalThis.fetch, messages: {} }],
  ])('accepts %s', (_name, options) => {
    expect(() => createHttpAdminApi(options)).not.toThrow();
  });
});
