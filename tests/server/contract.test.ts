import {
  ApiError,
  SessionExpiredError,
  createHttpAdminApi,
  createSessionStore,
  type AdminApi,
  type KeyValueStorage,
  type QuizQuestionInput,
  type SessionStore,
} from '../../src/api/index.js';
import { DEMO_EMAIL, DEMO_PASSWORD, removeDataDir, restoreDemoPassword, startServer, type RunningServer } from './support.js';

// The contract between the library's HTTP client and the reference backend: every AdminApi method
// of createHttpAdminApi against the real server, through a real session store.

function memoryStorage(): KeyValueStorage {
  const items = new Map<string, string>();
  return { getItem: (key) => items.get(key) ?? null, setItem: (key, value) => void items.set(key, value), removeItem: (key) => void items.delete(key) };
}

let server: RunningServer;
let session: SessionStore;
let api: AdminApi;
let expiredCalls = 0;

beforeAll(async () => {
  server = await startServer();
  session = createSessionStore({ persistent: memoryStorage(), transient: memoryStorage() });
  api = createHttpAdminApi({ baseUrl: server.apiUrl, session, onSessionExpired: () => void (expiredCalls += 1) });
});

afterAll(async () => {
  await server?.close();
  if (server) await removeDataDir(server.dataDir);
});

const signIn = async () => session.save(await api.auth.login({ email: DEMO_EMAIL, password: DEMO_PASSWORD }), true);

describe('auth', () => {
  it('logs in, and a wrong password is an ApiError with the server message, not an expired session', async () => {
    const login = await api.auth.login({ email: DEMO_EMAIL, password: DEMO_PASSWORD });
    expect(login.partnerAdmin).toMatchObject({ email: DEMO_EMAIL, firstName: 'Ada' });
    const failure = await api.auth.login({ email: DEMO_EMAIL, password: 'wrong' }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).not.toBeInstanceOf(SessionExpiredError);
    expect(failure).toMatchObject({ status: 401, serverMessage: 'Invalid email or password' });
  });

  it('stored in the session, the token authorises calls; a 401 clears the session', async () => {
    await signIn();
    expect(session.isExpired()).toBe(false);
    expect((await api.partners.list()).length).toBeGreaterThan(0);

    const saved = session.read();
    session.save({ token: `${saved?.token}x`, partnerAdmin: saved?.user ?? {} }, true);
    await expect(api.partners.list()).rejects.toBeInstanceOf(SessionExpiredError);
    expect(session.read()).toBeNull();
    expect(expiredCalls).toBe(1);
  });

  it('changes the password and reports a wrong current password with the server message', async () => {
    await signIn();
    await expect(api.auth.changePassword({ oldPassword: 'not-it', newPassword: 'Another-Pass1' })).rejects.toMatchObject({
      status: 400,
      serverMessage: 'Current password is incorrect',
    });
    try {
      await api.auth.changePassword({ oldPassword: DEMO_PASSWORD, newPassword: 'Another-Pass1' });
      // The change ends the session it was made in (the console signs out after it): a 401 clears the session.
      await expect(api.partners.list()).rejects.toMatchObject({ message: 'Session expired. Please login again.' });
      expect(session.read()).toBeNull();
      session.save(await api.auth.login({ email: DEMO_EMAIL, password: 'Another-Pass1' }), true);
      await api.auth.changePassword({ oldPassword: 'Another-Pass1', newPassword: DEMO_PASSWORD });
    } finally {
      // Whatever failed above, the tests after this one sign in with the demo password.
      await restoreDemoPassword(server, 'Another-Pass1');
    }
  });
});

describe.each(['partners', 'distributors'] as const)('%s', (area) => {
  beforeAll(signIn);

  it('lists, gets, lists deals, approves, rejects and removes', async () => {
    const members = await api[area].list();
    const requests = await api[area].listPending();
    const [toAccept, toReject] = requests.filter((member) => member.isApproved === false && member.isActive === true);
    expect(toAccept && toReject).toBeTruthy();

    await api[area].approve(toAccept!.id);
    expect(await api[area].get(toAccept!.id)).toMatchObject({ isApproved: true, isActive: true });
    await expect(api[area].reject(toReject!.id, ' ')).rejects.toMatchObject({ status: 400 });
    await api[area].reject(toReject!.id, 'Not a reseller');
    expect(await api[area].get(toReject!.id)).toMatchObject({ isApproved: false, isActive: false });

    const withDeals = members.find((member) => member.isApproved === true) ?? members[0]!;
    const deals = await api[area].listDeals(withDeals.id);
    expect(Array.isArray(deals)).toBe(true);

    await api[area].remove(toReject!.id);
    await expect(api[area].get(toReject!.id)).rejects.toMatchObject({ status: 404 });
    expect(await api[area].list()).toHaveLength(members.length - 1);
  });
});

describe.each(['partnerDeals', 'distributorDeals'] as const)('%s', (area) => {
  beforeAll(signIn);

  it('lists, gets, approves, rejects and updates remarks', async () => {
    const deals = await api[area].list();
    const [a, b] = deals;
    await expect(api[area].approve(a!.id)).resolves.toMatchObject({ id: a!.id, status: 'approved', version: a!.version! + 1 });
    expect((await api[area].get(a!.id)).status).toBe('approved');
    await api[area].reject(b!.id, 'Duplicate registration');
    expect(await api[area].get(b!.id)).toMatchObject({ status: 'rejected', rejectionReason: 'Duplicate registration', remarks: b!.remarks });
    await api[area].updateRemarks(a!.id, 'Expedite');
    expect((await api[area].get(a!.id)).remarks).toBe('Expedite');
    await expect(api[area].get(987654)).rejects.toMatchObject({ status: 404, serverMessage: 'Deal not found' });
  });
});

describe('resources', () => {
  beforeAll(signIn);

  it('uploads with progress, lists, downloads and removes', async () => {
    const bytes = new TextEncoder().encode('%PDF-1.4 contract test');
    const progress: number[] = [];
    await api.resources.upload(
      { file: new Blob([bytes], { type: 'application/pdf' }), fileName: 'contract.pdf', title: 'Contract sheet', resourceType: 'SALES', contentType: 'DATASHEET' },
      { onProgress: ({ percent }) => progress.push(percent) },
    );
    expect(progress.at(-1)).toBe(1);
    const uploaded = (await api.resources.listByType('SALES')).find((resource) => resource.title === 'Contract sheet');
    expect(uploaded).toMatchObject({ contentType: 'DATASHEET', resourceType: 'SALES' });
    const download = await fetch(String(uploaded?.url));
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(bytes);

    await api.resources.remove(uploaded!.id);
    expect((await api.resources.listByType('SALES')).some((resource) => resource.id === uploaded!.id)).toBe(false);
    expect((await fetch(String(uploaded?.url))).status).toBe(404);
  });

  it('tells the upload limit before sending (the optional uploadLimits), and refuses a larger file with 413 as it said', async () => {
    const MB = 1024 * 1024;
    const limit = await startServer({ uploadLimitBytes: MB });
    try {
      const limited = createHttpAdminApi({ baseUrl: limit.apiUrl, session, extensions: { limits: true } });
      session.save(await limited.auth.login({ email: DEMO_EMAIL, password: DEMO_PASSWORD }), true);
      expect(await limited.resources.uploadLimits!()).toEqual({ maxBytes: MB });
      const upload = (bytes: number) =>
        limited.resources.upload({ file: new Blob([new Uint8Array(bytes)]), fileName: 'clip.mp4', title: 'Clip', resourceType: 'LEARNING', contentType: 'TECH_VIDEOS' });
      await upload(MB);
      await expect(upload(MB + 1)).rejects.toMatchObject({ status: 413, serverMessage: 'The file is larger than the upload limit of 1 MB' });
    } finally {
      await limit.close();
      await removeDataDir(limit.dataDir);
      await signIn();
    }
    // The reference backend's default.
    const withLimits = createHttpAdminApi({ baseUrl: server.apiUrl, session, extensions: { limits: true } });
    expect(await withLimits.resources.uploadLimits!()).toEqual({ maxBytes: 25 * MB });
  });
});

describe('quiz', () => {
  beforeAll(signIn);
  const input: QuizQuestionInput = { question: 'Port for HTTPS?', optionA: '80', optionB: '443', optionC: '22', optionD: '25', correctOption: 'B', marks: 1 };

  it.each(['tech', 'sales'] as const)('creates, updates and removes in the %s bank', async (bank) => {
    const before = await api.quiz.list(bank);
    await api.quiz.create(bank, input);
    const created = (await api.quiz.list(bank)).find((question) => question.question === input.question);
    expect(created).toMatchObject({ correctOption: 'Option-B', marks: 1 });
    await api.quiz.update(bank, created!.id, { ...input, correctOption: 'D', marks: 3 });
    expect((await api.quiz.list(bank)).find((question) => question.id === created!.id)).toMatchObject({ correctOption: 'Option-D', marks: 3 });
    await api.quiz.remove(bank, created!.id);
    expect(await api.quiz.list(bank)).toHaveLength(before.length);
    await expect(api.quiz.create(bank, { ...input, marks: 0 })).rejects.toMatchObject({ status: 400 });
  });
});

describe('certifications', () => {
  beforeAll(signIn);

  it('lists, gets the detail, approves and rejects', async () => {
    const list = await api.certifications.list();
    const pending = list.filter((row) => row.status !== 'APPROVED' && row.status !== 'REJECTED');
    const detail = await api.certifications.get(pending[0]!.id);
    expect(detail.certification.id).toBe(pending[0]!.id);
    expect(detail.quiz.length).toBeGreaterThan(0);
    await api.certifications.approve(pending[0]!.id);
    await api.certifications.reject(pending[1]!.id, 'Retake the technical track');
    const after = await api.certifications.list();
    expect(after.find((row) => row.id === pending[0]!.id)?.status).toBe('APPROVED');
    expect(after.find((row) => row.id === pending[1]!.id)).toMatchObject({ status: 'REJECTED', remarks: 'Retake the technical track' });
  });
});
