import { DEFAULT_UPLOAD_LIMIT_BYTES } from '../../examples/server/server.mjs';
import { signToken } from '../../examples/server/auth.mjs';
import { DEMO_EMAIL, DEMO_PASSWORD, makeDataDir, removeDataDir, restoreDemoPassword, runSql, startServer, storeFor, type RunningServer } from './support.js';

// The reference backend over real HTTP: one server (fresh temporary data directory, demo seed)
// for the whole file. Tests change records, so each picks records no other test touches.

type Row = Record<string, unknown> & { id: number };

let server: RunningServer;
let token: string;
const UPLOAD_LIMIT = 256 * 1024;

/** The server's token signing key, to make tokens that are well signed but expired. */
let signingKey: Buffer;

beforeAll(async () => {
  // Started once to create the key, which is read while no server holds the database (PGlite has one writer).
  const dataDir = await makeDataDir();
  await (await startServer({ dataDir })).close();
  const [setting] = await runSql(dataDir, `SELECT "value" FROM settings WHERE "key" = 'tokenSecret'`);
  signingKey = Buffer.from(String(setting?.value), 'hex');
  server = await startServer({ dataDir, uploadLimitBytes: UPLOAD_LIMIT });
  token = await server.login();
});

afterAll(async () => {
  await server?.close();
  if (server) await removeDataDir(server.dataDir);
});

const get = <T = Row>(apiPath: string) => server.call<T>('GET', apiPath, { token });
const post = <T = Row>(apiPath: string, json?: unknown) => server.call<T>('POST', apiPath, json === undefined ? { token } : { token, json });
const del = <T = Row>(apiPath: string) => server.call<T>('DELETE', apiPath, { token });

function expectMessage(answer: { status: number; body: unknown }, status: number, message?: string | RegExp) {
  expect(answer.status).toBe(status);
  const body = answer.body as { message?: unknown };
  expect(typeof body.message).toBe('string');
  if (message) expect(body.message).toMatch(message);
}

describe('auth', () => {
  it('signs in with the demo credentials and returns a token and the admin', async () => {
    const answer = await server.call<{ token: string; partnerAdmin: Row }>('POST', '/partner/admin/auth/login', {
      json: { email: DEMO_EMAIL, password: DEMO_PASSWORD },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.token.split('.')).toHaveLength(3);
    expect(answer.body.partnerAdmin).toEqual({ id: 1, firstName: 'Ada', lastName: 'Lovelace', email: DEMO_EMAIL });
    const claims = JSON.parse(Buffer.from(answer.body.token.split('.')[1] ?? '', 'base64url').toString());
    expect(claims.exp - claims.iat).toBe(8 * 60 * 60);
  });

  it('refuses a wrong password and an unknown e-mail with the same 401', async () => {
    const wrong = await server.call('POST', '/partner/admin/auth/login', { json: { email: DEMO_EMAIL, password: 'nope-nope' } });
    const unknown = await server.call('POST', '/partner/admin/auth/login', { json: { email: 'who@example.com', password: DEMO_PASSWORD } });
    expectMessage(wrong, 401, 'Invalid email or password');
    expect(unknown).toMatchObject({ status: 401, body: wrong.body });
  });

  it('answers 401 without a token, with a malformed one and with a forged signature', async () => {
    expectMessage(await server.call('GET', '/partner/admin/partners'), 401);
    expectMessage(await server.call('GET', '/partner/admin/partners', { token: 'not-a-jwt' }), 401);
    const [header, payload] = token.split('.');
    const forged = `${header}.${payload}.${Buffer.from('forged-signature-of-32-bytes!!!!').toString('base64url')}`;
    expectMessage(await server.call('GET', '/partner/admin/partners', { token: forged }), 401);
    const otherClaims = Buffer.from(JSON.stringify({ sub: '1', exp: 4_000_000_000 })).toString('base64url');
    expectMessage(await server.call('GET', '/partner/admin/partners', { token: `${header}.${otherClaims}.${token.split('.')[2]}` }), 401);
  });

  it("answers 401 'Session expired' to a well-signed token whose time is up, and to one signed with another key", async () => {
    const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as Record<string, unknown>;
    const { iat: _iat, exp: _exp, ...identity } = claims;
    const partners = (bearer: string) => server.call('GET', '/partner/admin/partners', { token: bearer });
    // The same admin and password fingerprint, signed with the server's own key: accepted while
    // its time runs, refused from the second it ends.
    const fresh = signToken(identity, signingKey, { ttlSeconds: 60 });
    expect((await partners(fresh)).status).toBe(200);
    const expired = signToken(identity, signingKey, { ttlSeconds: 60, now: Date.now() - 61_000 });
    expectMessage(await partners(expired), 401, 'Session expired. Please login again.');
    const endsNow = signToken(identity, signingKey, { ttlSeconds: 1, now: Date.now() - 1000 });
    expectMessage(await partners(endsNow), 401, 'Session expired. Please login again.');
    // Right claims, valid for hours, signed with a key that is not the server's.
    const otherKey = signToken(identity, Buffer.alloc(32, 7), { ttlSeconds: 3600 });
    expectMessage(await partners(otherKey), 401, 'Session expired. Please login again.');
    // Unsigned ('alg: none') with the right claims.
    const [, payload] = fresh.split('.');
    const none = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${payload}.`;
    expectMessage(await partners(none), 401, 'Session expired. Please login again.');
  });

  it('changes the password: checks the current one and the minimum length', async () => {
    expectMessage(await post('/partner/admin/change-password', { oldPassword: 'wrong-one', newPassword: 'LongEnough1' }), 400, 'Current password is incorrect');
    expectMessage(await post('/partner/admin/change-password', { oldPassword: DEMO_PASSWORD, newPassword: 'short' }), 400, /at least 8 characters/);
    expectMessage(await post('/partner/admin/change-password', { oldPassword: DEMO_PASSWORD }), 400, 'newPassword is required');

    expectMessage(await post('/partner/admin/change-password', { oldPassword: DEMO_PASSWORD, newPassword: '          ' }), 400, 'New password must not be blank');
    expectMessage(await post('/partner/admin/change-password', { oldPassword: DEMO_PASSWORD, newPassword: DEMO_PASSWORD }), 400, 'New password must be different from the current password');

    try {
      expect((await post('/partner/admin/change-password', { oldPassword: DEMO_PASSWORD, newPassword: 'N3w-Passw0rd' })).status).toBe(200);
      await expect(server.login()).rejects.toThrow(/401/);
      // Every token issued before the change has ended, this session's own included.
      expectMessage(await get('/partner/admin/partners'), 401, 'Session expired. Please login again.');
      const newToken = await server.login('N3w-Passw0rd');
      expect((await server.call('GET', '/partner/admin/partners', { token: newToken })).status).toBe(200);
      const back = await server.call('POST', '/partner/admin/change-password', { token: newToken, json: { oldPassword: 'N3w-Passw0rd', newPassword: DEMO_PASSWORD } });
      expect(back.status).toBe(200);
      expect((await server.call('GET', '/partner/admin/partners', { token: newToken })).status).toBe(401);
    } finally {
      await restoreDemoPassword(server, 'N3w-Passw0rd');
      token = await server.login();
    }
  });
});

describe.each([
  { programme: 'partners', root: '/partner/admin/partners', deals: '/partner/admin/partner-deals', owner: 'partnerId', label: 'Partner' },
  { programme: 'distributors', root: '/distributor/admin/distributors', deals: '/distributor/admin/distributor-deals', owner: 'distributorId', label: 'Distributor' },
])('$programme', ({ root, deals, owner, label }) => {
  const pendingOnes = async () => (await get<Row[]>(`${root}/pending`)).body.filter((member) => member.isApproved === false && member.isActive === true);

  it('lists every member and the sign-up requests, pending and decided', async () => {
    const all = await get<Row[]>(root);
    expect(all.status).toBe(200);
    expect(all.body.length).toBeGreaterThan(10);
    expect(Object.keys(all.body[0] ?? {})).toEqual(expect.arrayContaining(['id', 'firstName', 'lastName', 'email', 'companyName', 'isApproved', 'isActive', 'createdAt']));
    expect(all.body[0]).not.toHaveProperty('signupRequest');
    const requests = (await get<Row[]>(`${root}/pending`)).body;
    const states = new Set(requests.map((member) => (member.isApproved ? 'accepted' : member.isActive ? 'pending' : 'rejected')));
    expect(states).toEqual(new Set(['accepted', 'pending', 'rejected']));
    expect(requests.length).toBeLessThan(all.body.length);
  });

  it('gets one member and its deals, and 404s for unknown ids', async () => {
    const deal = (await get<Row[]>(root.startsWith('/partner') ? '/partner/admin/deals' : '/distributor/admin/deals')).body[0] as Row;
    const memberId = deal[owner] as number;
    const member = await get(`${root}/${memberId}`);
    expect(member.status).toBe(200);
    expect(member.body.id).toBe(memberId);
    const memberDeals = await get<Row[]>(`${deals}/${memberId}`);
    expect(memberDeals.body.length).toBeGreaterThan(0);
    expect(memberDeals.body.every((row) => row[owner] === memberId)).toBe(true);
    for (const id of ['99999', 'abc', '0', '-1', '1.5', '99999999999999999999']) {
      expectMessage(await get(`${root}/${id}`), 404, `${label} not found`);
    }
    expectMessage(await get(`${deals}/99999`), 404);
  });

  it('accepts a request: approved, still on the requests list', async () => {
    const [request] = await pendingOnes();
    const answer = await post(`${root}/${request?.id}/approve`);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ id: request?.id, isApproved: true, isActive: true });
    const after = (await get<Row[]>(`${root}/pending`)).body.find((member) => member.id === request?.id);
    expect(after).toMatchObject({ isApproved: true, isActive: true });
  });

  it('rejects a request only with a reason, then shows it rejected', async () => {
    const [, request] = await pendingOnes();
    expectMessage(await post(`${root}/${request?.id}/reject`, { reason: '   ' }), 400, 'reason must not be blank');
    expectMessage(await post(`${root}/${request?.id}/reject`, {}), 400, 'reason is required');
    expectMessage(await post(`${root}/${request?.id}/reject`, { reason: 42 }), 400, 'reason must be a string');
    expect((await get(`${root}/${request?.id}`)).body).toMatchObject({ isApproved: false, isActive: true });

    const answer = await post(`${root}/${request?.id}/reject`, { reason: '  Incomplete company details  ' });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ isApproved: false, isActive: false, rejectionReason: 'Incomplete company details' });
    expectMessage(await post(`${root}/99999/reject`, { reason: 'x' }), 404);
  });

  it('removes a member for good', async () => {
    const all = (await get<Row[]>(root)).body;
    const victim = all[all.length - 1] as Row;
    const answer = await del<{ message: string }>(`${root}/${victim.id}`);
    expect(answer.status).toBe(200);
    expect(answer.body.message).toMatch(/removed/);
    expectMessage(await get(`${root}/${victim.id}`), 404);
    expectMessage(await del(`${root}/${victim.id}`), 404);
    expect((await get<Row[]>(root)).body).toHaveLength(all.length - 1);
  });
});

describe.each([
  { programme: 'partner deals', root: '/partner/admin/deals' },
  { programme: 'distributor deals', root: '/distributor/admin/deals' },
])('$programme', ({ root }) => {
  it('approves, rejects with a reason (kept apart from the remark) and sets remarks', async () => {
    const list = (await get<Row[]>(root)).body;
    const [first, second, third] = list.filter((deal) => deal.status !== 'approved' && deal.status !== 'rejected' && typeof deal.remarks === 'string' && deal.remarks.length > 3);
    const approved = await post(`${root}/${first?.id}/approve`);
    expect(approved).toMatchObject({ status: 200, body: { id: first?.id, status: 'approved' } });
    expect(Date.parse(String(approved.body.updatedAt))).toBeGreaterThan(Date.now() - 60_000);

    expectMessage(await post(`${root}/${second?.id}/reject`, { reason: '' }), 400, 'reason must not be blank');
    // The reason does not replace the remark someone typed: the deal carries both.
    expect((await post(`${root}/${second?.id}/reject`, { reason: 'Duplicate registration' })).body).toMatchObject({
      status: 'rejected',
      rejectionReason: 'Duplicate registration',
      remarks: second?.remarks,
    });
    expect((await get(`${root}/${second?.id}`)).body).toMatchObject({ rejectionReason: 'Duplicate registration', remarks: second?.remarks });
    // Decided deals are not blocked from further action (SPEC 4); an approval clears the reason.
    expect((await post(`${root}/${second?.id}/approve`)).body).toMatchObject({ status: 'approved', rejectionReason: null, remarks: second?.remarks });

    expectMessage(await post(`${root}/${third?.id}/remarks`, { remarks: ' \n ' }), 400, 'remarks must not be blank');
    expectMessage(await post(`${root}/${third?.id}/remarks`, { remarks: ['a'] }), 400, 'remarks must be a string');
    expect((await post(`${root}/${third?.id}/remarks`, { remarks: 'Call the customer on Monday' })).body).toMatchObject({
      remarks: 'Call the customer on Monday',
    });
    expect((await get(`${root}/${third?.id}`)).body).toMatchObject({ remarks: 'Call the customer on Monday' });
  });

  it('404s for unknown deals', async () => {
    expectMessage(await get(`${root}/424242`), 404, 'Deal not found');
    expectMessage(await post(`${root}/424242/approve`), 404, 'Deal not found');
    expectMessage(await post(`${root}/424242/remarks`, { remarks: 'x' }), 404, 'Deal not found');
  });
});

describe('certifications', () => {
  it('lists submissions and returns the detail with the answers', async () => {
    const list = (await get<Row[]>('/partner/admin/certifications')).body;
    expect(list.length).toBeGreaterThan(5);
    const detail = await get<{ certification: Row; quiz: Row[] }>(`/partner/admin/certifications/${list[0]?.id}`);
    expect(detail.body.certification).toEqual(list[0]);
    expect(detail.body.quiz.length).toBe(list[0]?.totalQuestions);
    expect(Object.keys(detail.body.quiz[0] ?? {})).toEqual(['id', 'question', 'optionA', 'optionB', 'optionC', 'optionD', 'correctOption', 'selectedOption']);
  });

  it('approves, and rejects only with remarks', async () => {
    const pending = (await get<Row[]>('/partner/admin/certifications')).body.filter((row) => row.status !== 'APPROVED' && row.status !== 'REJECTED');
    expect((await post(`/partner/admin/certifications/${pending[0]?.id}/approve`)).body).toMatchObject({ status: 'APPROVED' });
    expectMessage(await post(`/partner/admin/certifications/${pending[1]?.id}/reject`, { remarks: '  ' }), 400);
    expectMessage(await post(`/partner/admin/certifications/${pending[1]?.id}/reject`, { reason: 'wrong field' }), 400, 'remarks is required');
    expect((await post(`/partner/admin/certifications/${pending[1]?.id}/reject`, { remarks: 'Below the pass mark' })).body).toMatchObject({
      status: 'REJECTED',
      remarks: 'Below the pass mark',
    });
    expectMessage(await get('/partner/admin/certifications/31337'), 404, 'Certification not found');
  });
});

describe('quiz', () => {
  const question = { question: 'What does MFA add?', optionA: 'A second factor', optionB: 'Speed', optionC: 'Colour', optionD: 'Nothing', correctOption: 'A', marks: 2 };

  it('creates, updates and deletes questions in each bank, reading the answer back as Option-X', async () => {
    for (const bank of ['tech', 'sales']) {
      const before = (await get<Row[]>(`/partner/admin/quiz/${bank}`)).body;
      const created = await post(`/partner/admin/quiz/${bank}`, question);
      expect(created.status).toBe(200);
      expect(created.body).toMatchObject({ ...question, correctOption: 'Option-A' });
      expect((await get<Row[]>(`/partner/admin/quiz/${bank}`)).body).toHaveLength(before.length + 1);

      const updated = await post(`/partner/admin/quiz/${bank}/${created.body.id}`, { ...question, question: 'Edited?', correctOption: 'Option-C', marks: 5 });
      expect(updated.body).toMatchObject({ id: created.body.id, question: 'Edited?', correctOption: 'Option-C', marks: 5 });

      expect((await del(`/partner/admin/quiz/${bank}/${created.body.id}`)).status).toBe(200);
      expect((await get<Row[]>(`/partner/admin/quiz/${bank}`)).body).toHaveLength(before.length);
      expectMessage(await del(`/partner/admin/quiz/${bank}/${created.body.id}`), 404, 'Question not found');
    }
  });

  it('validates the question payload', async () => {
    expectMessage(await post('/partner/admin/quiz/tech', { ...question, marks: 0 }), 400, 'marks must be at least 1');
    expectMessage(await post('/partner/admin/quiz/tech', { ...question, marks: '2' }), 400, 'marks must be a integer');
    expectMessage(await post('/partner/admin/quiz/tech', { ...question, marks: 1.5 }), 400, 'marks must be a integer');
    expectMessage(await post('/partner/admin/quiz/tech', { ...question, correctOption: 'E' }), 400, /correctOption must be one of/);
    expectMessage(await post('/partner/admin/quiz/tech', { ...question, optionC: ' ' }), 400, 'optionC must not be blank');
    const { optionD: _optionD, ...withoutD } = question;
    expectMessage(await post('/partner/admin/quiz/tech', withoutD), 400, 'optionD is required');
    expectMessage(await post('/partner/admin/quiz/tech/77777', question), 404, 'Question not found');
    expectMessage(await get('/partner/admin/quiz/marketing'), 404);
  });
});

describe('resources', () => {
  const upload = (file: Blob, fileName: string, fields: Record<string, string> = { title: 'Battlecard', resourceType: 'SALES', contentType: 'DATASHEET' }) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append('file', file, fileName);
    return server.call<Row>('POST', '/partner/admin/resources', { token, body: form });
  };
  const storedFiles = async () => (await (await storeFor(server.dataDir)).list()).map((file) => file.name);

  it('lists each group with URLs of files this server serves', async () => {
    for (const type of ['LEARNING', 'SALES', 'MARKETING']) {
      const list = (await get<Row[]>(`/partner/admin/resources/type/${type}`)).body;
      expect(list.length).toBeGreaterThan(0);
      expect(list.every((resource) => resource.resourceType === type && String(resource.url).startsWith(`${server.apiUrl}/files/`))).toBe(true);
    }
    const [video] = (await get<Row[]>('/partner/admin/resources/type/LEARNING')).body;
    const response = await fetch(String(video?.url));
    expect(response.headers.get('content-type')).toBe('video/mp4');
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.subarray(4, 8).toString()).toBe('ftyp');
    expectMessage(await get('/partner/admin/resources/type/OTHER'), 400);
  });

  it('stores an upload and serves the same bytes back under a sanitised name', async () => {
    const bytes = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(50_000, 7)]);
    const created = await upload(new Blob([bytes], { type: 'application/pdf' }), 'C:\\Users\\me\\Q3 battle card.PDF');
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ title: 'Battlecard', resourceType: 'SALES', contentType: 'DATASHEET' });
    expect(String(created.body.url)).toMatch(/\/api\/files\/[0-9a-f-]{36}\.pdf$/);
    expect((await get<Row[]>('/partner/admin/resources/type/SALES')).body.map((row) => row.id)).toContain(created.body.id);

    const download = await fetch(String(created.body.url));
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer()).equals(bytes)).toBe(true);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(download.headers.get('content-disposition')).toBe(`inline; filename="Q3 battle card.pdf"; filename*=UTF-8''Q3%20battle%20card.pdf`);
    expect(download.headers.get('x-content-type-options')).toBe('nosniff');
    const attachment = await fetch(`${created.body.url}?download=1`);
    expect(attachment.headers.get('content-disposition')).toMatch(/^attachment;/);
    await attachment.arrayBuffer();

    const ranged = await fetch(String(created.body.url), { headers: { range: 'bytes=0-7' } });
    expect(ranged.status).toBe(206);
    expect(await ranged.text()).toBe('%PDF-1.4');
  });

  it('never lets the client name pick the path', async () => {
    const before = await storedFiles();
    const created = await upload(new Blob(['root:x:0:0']), '../../etc/passwd');
    expect(created.status).toBe(200);
    const added = (await storedFiles()).filter((name) => !before.includes(name));
    expect(added).toEqual([expect.stringMatching(/^[0-9a-f-]{36}\.bin$/)]);
    const download = await fetch(String(created.body.url));
    expect(download.headers.get('content-type')).toBe('application/octet-stream');
    expect(download.headers.get('content-disposition')).toMatch(/^attachment; filename="passwd\.bin"/);
    expect(await download.text()).toBe('root:x:0:0');

    const html = await upload(new Blob(['<script>window.__pwned=1</script>']), 'page.html');
    expect(String(html.body.url)).toMatch(/\.bin$/);

    for (const name of ['..%2F..%2Fetc%2Fpasswd', '..%2Fdb%2FPG_VERSION', 'server.lock', added[0]?.replace('.bin', '.pdf')]) {
      expectMessage(await server.call('GET', `/files/${name}`), 404);
    }
  });

  it('rejects bad uploads with a 4xx and leaves no file behind', async () => {
    const before = await storedFiles();
    expectMessage(await upload(new Blob([Buffer.alloc(UPLOAD_LIMIT + 1)]), 'big.mp4'), 413, /upload limit/);
    expectMessage(await upload(new Blob(['x']), 'a.pdf', { title: ' ', resourceType: 'SALES', contentType: 'DATASHEET' }), 400, 'title is required');
    expectMessage(await upload(new Blob(['x']), 'a.pdf', { title: 'T', resourceType: 'OTHER', contentType: 'DATASHEET' }), 400, /resourceType/);
    expectMessage(await upload(new Blob(['x']), 'a.pdf', { title: 'T', resourceType: 'SALES', contentType: 'NOPE' }), 400, /contentType/);
    expectMessage(await upload(new Blob([]), 'empty.pdf'), 400, 'The file is empty');
    const noFile = new FormData();
    noFile.append('title', 'T');
    expectMessage(await server.call('POST', '/partner/admin/resources', { token, body: noFile }), 400, 'Please select a file to upload');
    expectMessage(
      await server.call('POST', '/partner/admin/resources', {
        token,
        headers: { 'content-type': 'multipart/form-data; boundary=xyz' },
        body: '--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\nunterminated',
      }),
      400,
    );
    expectMessage(await post('/partner/admin/resources', { title: 'not multipart' }), 415);
    expect(await storedFiles()).toEqual(before);
  });

  it('deletes a resource together with its file', async () => {
    const created = await upload(new Blob(['temporary']), 'temp.txt');
    const storedName = String(created.body.url).split('/').pop() ?? '';
    expect(await storedFiles()).toContain(storedName);
    expect(await (await fetch(String(created.body.url))).text()).toBe('temporary');
    expect((await del(`/partner/admin/resources/${created.body.id}`)).status).toBe(200);
    expect(await storedFiles()).not.toContain(storedName);
    expectMessage(await server.call('GET', `/files/${storedName}`), 404);
    expectMessage(await del(`/partner/admin/resources/${created.body.id}`), 404, 'Resource not found');
  });

  it('tells a signed-in client the upload limit before it sends (GET .../resources/limits, not in SPEC 7)', async () => {
    expect(await server.call('GET', '/partner/admin/resources/limits', { token })).toMatchObject({ status: 200, body: { maxBytes: UPLOAD_LIMIT } });
    expectMessage(await server.call('GET', '/partner/admin/resources/limits'), 401);
  });

  it('defaults to a 25 MB upload limit', () => {
    expect(DEFAULT_UPLOAD_LIMIT_BYTES).toBe(25 * 1024 * 1024);
  });
});

describe('bad requests', () => {
  const bodyRoutes = [
    '/partner/admin/change-password',
    '/partner/admin/partners/1/reject',
    '/distributor/admin/distributors/1/reject',
    '/partner/admin/deals/1/reject',
    '/partner/admin/deals/1/remarks',
    '/distributor/admin/deals/1/reject',
    '/distributor/admin/deals/1/remarks',
    '/partner/admin/quiz/tech',
    '/partner/admin/quiz/sales/1',
    '/partner/admin/certifications/1/reject',
  ];
  const rawBodies = ['{bad json', '', 'null', '[]', '"text"', '42', '{"reason":{"$ne":1},"remarks":null,"oldPassword":[],"newPassword":1}', '{"__proto__":{"x":1}}'];

  it('answers every malformed body with a 4xx and a message, never a 500', async () => {
    for (const route of bodyRoutes) {
      for (const raw of rawBodies) {
        const answer = await server.call('POST', route, { token, headers: { 'content-type': 'application/json' }, body: raw });
        expect(answer.status, `${route} with ${raw}`).toBeGreaterThanOrEqual(400);
        expect(answer.status, `${route} with ${raw}`).toBeLessThan(500);
        expect(typeof (answer.body as { message?: unknown }).message, `${route} with ${raw}`).toBe('string');
      }
    }
  });

  it('answers unknown routes and foreign content types with a JSON 4xx', async () => {
    expectMessage(await get('/partner/admin/unknown'), 404);
    expectMessage(await server.call('POST', '/partner/admin/deals/1/remarks', { token, headers: { 'content-type': 'text/plain' }, body: 'remarks' }), 400);
    expectMessage(await server.call('POST', '/partner/admin/deals/1/remarks', { token, headers: { 'content-type': 'application/xml' }, body: '<remarks/>' }), 415);
    expectMessage(await server.call('POST', '/partner/admin/deals/1/remarks', { token, headers: { 'content-type': 'application/json' }, body: `{"remarks":"${'x'.repeat(1_100_000)}"}` }), 413);
  });

  it('sends no caching headers that would keep data in shared caches', async () => {
    const answer = await get('/partner/admin/partners');
    expect(answer.headers.get('cache-control')).toBe('no-store');
  });
});
