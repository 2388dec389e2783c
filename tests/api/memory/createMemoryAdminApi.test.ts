import { jwtDecode } from 'jwt-decode';
import { ApiError, type QuizQuestionInput } from '../../../src/api/index.js';
import { DEMO_ADMIN, createMemoryAdminApi, generateDemoData } from '../../../src/api/memory/index.js';
import { rejectionOf } from '../../support/rejectionOf.js';

const CLOCK = new Date('2026-07-01T09:00:00.000Z');
const clock = () => CLOCK;

async function expectApiError(promise: Promise<unknown>, status: number, message: string) {
  const error = await rejectionOf(promise);
  expect(error).toBeInstanceOf(ApiError);
  expect(error).toMatchObject({ status, message, serverMessage: message });
}

const question: QuizQuestionInput = {
  question: 'Which protocol encrypts web traffic?',
  optionA: 'HTTP',
  optionB: 'TLS',
  optionC: 'FTP',
  optionD: 'SMTP',
  correctOption: 'B',
  marks: 2,
};

describe('createMemoryAdminApi: data', () => {
  it('serves the generated demo data by default and honours seed and partial data', async () => {
    const api = createMemoryAdminApi();
    expect(await api.partners.list()).toEqual(generateDemoData().partners);
    const seeded = createMemoryAdminApi({ seed: 99, data: { partners: [] } });
    expect(await seeded.partners.list()).toEqual([]);
    expect(await seeded.distributors.list()).toEqual(generateDemoData({ seed: 99 }).distributors);
  });

  it('does not share state with the data it was given', async () => {
    const data = generateDemoData({ counts: { partners: 5 } });
    const api = createMemoryAdminApi({ data: { partners: data.partners } });
    data.partners[1]!.firstName = 'Changed';
    expect((await api.partners.get(2)).firstName).not.toBe('Changed');
    await api.partners.approve(1);
    expect(data.partners[0]).toEqual(generateDemoData({ counts: { partners: 5 } }).partners[0]);
  });

  it('answers with copies: mutating a result does not change the store', async () => {
    const api = createMemoryAdminApi();
    const partners = await api.partners.list();
    partners[0]!.firstName = 'Mallory';
    partners.pop();
    const deal = await api.partnerDeals.get(1);
    deal.status = 'approved-by-hand';
    const detail = await api.certifications.get(1);
    detail.quiz.length = 0;
    const snapshot = api.control.data;
    snapshot.distributors.length = 0;
    expect((await api.partners.list())[0]?.firstName).not.toBe('Mallory');
    expect(await api.partners.list()).toHaveLength(60);
    expect((await api.partnerDeals.get(1)).status).not.toBe('approved-by-hand');
    expect((await api.certifications.get(1)).quiz.length).toBeGreaterThan(0);
    expect(api.control.data.distributors).toHaveLength(25);
  });

  it('answers 404 Not found for unknown ids', async () => {
    const api = createMemoryAdminApi();
    await expectApiError(api.partners.get(999), 404, 'Not found');
    await expectApiError(api.distributors.approve('nope'), 404, 'Not found');
    await expectApiError(api.partners.listDeals(999), 404, 'Not found');
    await expectApiError(api.distributorDeals.get(999), 404, 'Not found');
    await expectApiError(api.partnerDeals.updateRemarks(999, 'x'), 404, 'Not found');
    await expectApiError(api.resources.remove(999), 404, 'Not found');
    await expectApiError(api.quiz.update('tech', 999, question), 404, 'Not found');
    await expectApiError(api.quiz.remove('sales', 999), 404, 'Not found');
    await expectApiError(api.certifications.get(999), 404, 'Not found');
    await expectApiError(api.certifications.approve(999), 404, 'Not found');
  });

  it('accepts ids as numbers or strings', async () => {
    const api = createMemoryAdminApi();
    expect((await api.partners.get('3')).id).toBe(3);
    expect((await api.certifications.get('2')).certification.id).toBe(2);
  });
});

describe('createMemoryAdminApi: auth', () => {
  it('logs the demo admin in with a JWT-shaped token that expires one day later', async () => {
    const api = createMemoryAdminApi({ clock });
    const { token, partnerAdmin } = await api.auth.login({ email: ' Admin@Partner-Console.dev ', password: DEMO_ADMIN.password });
    expect(partnerAdmin).toEqual({ id: 1, email: DEMO_ADMIN.email, firstName: 'Ada', lastName: 'Lovelace' });
    expect(token.split('.')).toHaveLength(3);
    expect(token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    const claims = jwtDecode<{ exp: number; email: string }>(token);
    expect(claims.exp).toBe(CLOCK.getTime() / 1000 + 86400);
    expect(claims.email).toBe(DEMO_ADMIN.email);
  });

  it('refuses wrong credentials with 401', async () => {
    const api = createMemoryAdminApi();
    await expectApiError(api.auth.login({ email: DEMO_ADMIN.email, password: 'wrong' }), 401, 'Invalid email or password');
    await expectApiError(api.auth.login({ email: 'someone@else.dev', password: DEMO_ADMIN.password }), 401, 'Invalid email or password');
  });

  it('accepts another administrator given as data', async () => {
    const admin = { id: 7, email: 'ops@example.com', password: 'Secret#123', firstName: 'Grace', lastName: 'Hopper' };
    const api = createMemoryAdminApi({ data: { admin } });
    expect((await api.auth.login({ email: admin.email, password: admin.password })).partnerAdmin.firstName).toBe('Grace');
    await expectApiError(api.auth.login({ email: DEMO_ADMIN.email, password: DEMO_ADMIN.password }), 401, 'Invalid email or password');
  });

  it('changes the password only when the current one is right', async () => {
    const api = createMemoryAdminApi();
    await expectApiError(api.auth.changePassword({ oldPassword: 'wrong', newPassword: 'NewPass#2026' }), 400, 'Current password is incorrect');
    await expectApiError(
      api.auth.changePassword({ oldPassword: DEMO_ADMIN.password, newPassword: 'short' }),
      400,
      'New password must be at least 8 characters long',
    );
    await api.auth.changePassword({ oldPassword: DEMO_ADMIN.password, newPassword: 'NewPass#2026' });
    await expectApiError(api.auth.login({ email: DEMO_ADMIN.email, password: DEMO_ADMIN.password }), 401, 'Invalid email or password');
    await expect(api.auth.login({ email: DEMO_ADMIN.email, password: 'NewPass#2026' })).resolves.toHaveProperty('token');
  });
});

describe.each(['partners', 'distributors'] as const)('createMemoryAdminApi: %s', (area) => {
  it('lists pending and decided requests, and every not-yet-approved member is one', async () => {
    const api = createMemoryAdminApi();
    const all = await api[area].list();
    const requests = await api[area].listPending();
    const pending = requests.filter((member) => member.isApproved === false && member.isActive === true);
    const accepted = requests.filter((member) => member.isApproved === true);
    const rejected = requests.filter((member) => member.isApproved === false && member.isActive === false);
    expect(pending.length).toBeGreaterThan(0);
    expect(accepted.length).toBeGreaterThan(0);
    expect(rejected.length).toBeGreaterThan(0);
    expect(requests.length).toBeLessThan(all.length);
    for (const member of all.filter((candidate) => candidate.isApproved === false)) {
      expect(requests.map((request) => request.id)).toContain(member.id);
    }
  });

  it('accepts a request: approved, active, still listed as a request', async () => {
    const api = createMemoryAdminApi({ clock });
    const [pending] = (await api[area].listPending()).filter((member) => member.isApproved === false && member.isActive === true);
    await api[area].approve(pending!.id);
    const member = await api[area].get(pending!.id);
    expect(member).toMatchObject({ isApproved: true, isActive: true, updatedAt: CLOCK.toISOString() });
    expect((await api[area].listPending()).find((request) => request.id === pending!.id)?.isApproved).toBe(true);
  });

  it('rejects a request only with a reason, then it is neither approved nor active', async () => {
    const api = createMemoryAdminApi();
    const [pending] = (await api[area].listPending()).filter((member) => member.isApproved === false && member.isActive === true);
    await expectApiError(api[area].reject(pending!.id, '   '), 400, 'Reason is required');
    expect((await api[area].get(pending!.id)).isActive).toBe(true);
    await api[area].reject(pending!.id, 'Incomplete company details');
    expect(await api[area].get(pending!.id)).toMatchObject({ isApproved: false, isActive: false });
  });

  it('lists the deals of one member', async () => {
    const api = createMemoryAdminApi();
    const data = api.control.data;
    const deals =
      area === 'partners'
        ? data.partnerDeals.map((deal) => ({ deal, ownerId: deal.partnerId }))
        : data.distributorDeals.map((deal) => ({ deal, ownerId: deal.distributorId }));
    const ownerId = deals[0]?.ownerId;
    const expected = deals.filter((entry) => entry.ownerId === ownerId).map((entry) => entry.deal);
    const listed = await api[area].listDeals(ownerId!);
    expect(listed.length).toBeGreaterThan(0);
    expect(listed).toEqual(expected);
    const withoutDeals = (await api[area].list()).find((member) => member.isApproved === false);
    expect(await api[area].listDeals(withoutDeals!.id)).toEqual([]);
  });

  it('removes a member for good', async () => {
    const api = createMemoryAdminApi();
    await api[area].remove(2);
    await expectApiError(api[area].get(2), 404, 'Not found');
    expect((await api[area].list()).map((member) => member.id)).not.toContain(2);
    await expectApiError(api[area].remove(2), 404, 'Not found');
  });
});

describe.each(['partnerDeals', 'distributorDeals'] as const)('createMemoryAdminApi: %s', (area) => {
  it('approves a deal whatever its status and stamps updatedAt', async () => {
    const api = createMemoryAdminApi({ clock });
    const rejected = (await api[area].list()).find((deal) => deal.status === 'rejected');
    await api[area].approve(rejected!.id);
    expect(await api[area].get(rejected!.id)).toMatchObject({ status: 'approved', updatedAt: CLOCK.toISOString(), remarks: rejected!.remarks });
  });

  it('rejects a deal only with a reason, keeping remarks as they were', async () => {
    const api = createMemoryAdminApi();
    const pending = (await api[area].list()).find((deal) => deal.status === 'PENDING');
    await expectApiError(api[area].reject(pending!.id, ''), 400, 'Reason is required');
    expect((await api[area].get(pending!.id)).status).toBe('PENDING');
    await api[area].reject(pending!.id, 'Duplicate registration');
    expect(await api[area].get(pending!.id)).toMatchObject({ status: 'rejected', remarks: pending!.remarks });
  });

  it('updates remarks with trimmed, non-blank text', async () => {
    const api = createMemoryAdminApi();
    await expectApiError(api[area].updateRemarks(1, ' \n '), 400, 'Remarks are required');
    await api[area].updateRemarks(1, '  Called the customer  ');
    expect((await api[area].get(1)).remarks).toBe('Called the customer');
  });
});

describe('createMemoryAdminApi: resources', () => {
  it('lists resources of one type only', async () => {
    const api = createMemoryAdminApi();
    const learning = await api.resources.listByType('LEARNING');
    expect(learning.length).toBeGreaterThanOrEqual(4);
    expect(learning.every((resource) => resource.resourceType === 'LEARNING')).toBe(true);
    expect(new Set(learning.map((resource) => resource.contentType))).toEqual(new Set(['SALES_VIDEOS', 'TECH_VIDEOS']));
  });

  it('uploads a resource, reporting progress up to 1', async () => {
    const api = createMemoryAdminApi({ clock, assetBaseUrl: 'https://cdn.example.org/' });
    const before = await api.resources.listByType('SALES');
    const progress: number[] = [];
    const file = new Blob(['x'.repeat(1000)], { type: 'application/pdf' });
    await api.resources.upload(
      { file, fileName: 'Q3 battle card.pdf', title: ' Q3 Battle Card ', resourceType: 'SALES', contentType: 'DATASHEET' },
      { onProgress: (event) => progress.push(event.percent) },
    );
    expect(progress.length).toBeGreaterThan(1);
    expect(progress.at(-1)).toBe(1);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    const after = await api.resources.listByType('SALES');
    expect(after).toHaveLength(before.length + 1);
    expect(after.at(-1)).toEqual({
      id: api.control.data.resources.length,
      title: 'Q3 Battle Card',
      createdAt: CLOCK.toISOString(),
      contentType: 'DATASHEET',
      url: 'https://cdn.example.org/uploads/Q3%20battle%20card.pdf',
      resourceType: 'SALES',
    });
  });

  it('refuses an upload without a title', async () => {
    const api = createMemoryAdminApi();
    const upload = { file: new Blob(['x']), fileName: 'a.mp4', title: ' ', resourceType: 'LEARNING', contentType: 'TECH_VIDEOS' } as const;
    await expectApiError(api.resources.upload(upload), 400, 'Title is required');
  });

  it('has no upload limit and no uploadLimits call unless given one, as a backend of SPEC 7 alone', async () => {
    expect(createMemoryAdminApi().resources.uploadLimits).toBeUndefined();
    const api = createMemoryAdminApi({ uploadLimitBytes: 1024 * 1024 });
    expect(await api.resources.uploadLimits!()).toEqual({ maxBytes: 1024 * 1024 });
    const upload = (bytes: number) =>
      api.resources.upload({ file: new Blob([new Uint8Array(bytes)]), fileName: 'clip.mp4', title: 'Clip', resourceType: 'LEARNING', contentType: 'TECH_VIDEOS' });
    await upload(1024 * 1024);
    await expectApiError(upload(1024 * 1024 + 1), 413, 'The file is larger than the upload limit of 1 MB');
    api.control.failNext('resources.uploadLimits', 'malformed');
    await expect(api.resources.uploadLimits!()).rejects.toMatchObject({ name: 'InvalidResponseError' });
    expect(api.control.calls.filter((call) => call.method === 'resources.uploadLimits')).toHaveLength(2);
  });

  it('removes a resource', async () => {
    const api = createMemoryAdminApi();
    const [first] = await api.resources.listByType('MARKETING');
    await api.resources.remove(first!.id);
    expect((await api.resources.listByType('MARKETING')).map((resource) => resource.id)).not.toContain(first!.id);
  });

  it('downloads a demo file for a known address (relative ones too), 404 for others, and records the call', async () => {
    const api = createMemoryAdminApi({
      data: {
        resources: [
          { id: 1, title: 'Deck', url: 'https://files.example.com/deck.pdf', resourceType: 'SALES', contentType: 'PRESENTATION' },
          { id: 2, title: 'Local', url: '/files/local.pdf', resourceType: 'SALES', contentType: 'DATASHEET' },
        ],
      },
    });
    const blob = await api.resources.download!('https://files.example.com/deck.pdf');
    expect(blob).toBeInstanceOf(Blob);
    expect(await blob.text()).toContain('Deck');
    expect(await (await api.resources.download!('http://localhost:3000/files/local.pdf')).text()).toContain('Local');
    await expectApiError(api.resources.download!('https://files.example.com/other.pdf'), 404, 'Not found');
    expect(api.control.calls.filter((call) => call.method === 'resources.download').map((call) => call.args[0])).toEqual([
      'https://files.example.com/deck.pdf',
      'http://localhost:3000/files/local.pdf',
      'https://files.example.com/other.pdf',
    ]);
    api.control.failNext('resources.download', 'network');
    await expect(api.resources.download!('https://files.example.com/deck.pdf')).rejects.toMatchObject({ status: 0 });
  });
});

describe('createMemoryAdminApi: quiz', () => {
  it('creates a question with a new id, Option-X answer and timestamps', async () => {
    const api = createMemoryAdminApi({ clock });
    await api.quiz.create('sales', question);
    const sales = await api.quiz.list('sales');
    expect(sales).toHaveLength(21);
    expect(sales.at(-1)).toEqual({
      id: 21,
      question: question.question,
      optionA: 'HTTP',
      optionB: 'TLS',
      optionC: 'FTP',
      optionD: 'SMTP',
      correctOption: 'Option-B',
      marks: 2,
      createdAt: CLOCK.toISOString(),
      updatedAt: CLOCK.toISOString(),
    });
    expect(await api.quiz.list('tech')).toHaveLength(20);
  });

  it('does not reuse the id of a removed last question', async () => {
    const api = createMemoryAdminApi();
    await api.quiz.remove('tech', 20);
    await api.quiz.create('tech', question);
    expect((await api.quiz.list('tech')).map((entry) => entry.id)).toEqual([...Array.from({ length: 19 }, (_, i) => i + 1), 21]);
  });

  it('updates a question in place', async () => {
    const api = createMemoryAdminApi({ clock });
    await api.quiz.update('tech', 3, { ...question, correctOption: 'D', marks: 3 });
    const updated = (await api.quiz.list('tech')).find((entry) => entry.id === 3);
    expect(updated).toMatchObject({ question: question.question, correctOption: 'Option-D', marks: 3, updatedAt: CLOCK.toISOString() });
  });

  it.each([
    [{ question: '  ' }, 'Question is required'],
    [{ optionA: '' }, 'Option-A is required'],
    [{ optionD: ' ' }, 'Option-D is required'],
    [{ marks: 0 }, 'Marks must be a whole number of at least 1'],
    [{ marks: 1.5 }, 'Marks must be a whole number of at least 1'],
    [{ correctOption: 'E' }, 'Correct option must be one of A, B, C or D'],
  ])('refuses %o with 400 %s', async (change, message) => {
    const api = createMemoryAdminApi();
    const input = { ...question, ...change } as QuizQuestionInput;
    await expectApiError(api.quiz.create('tech', input), 400, message);
    await expectApiError(api.quiz.update('tech', 1, input), 400, message);
    expect(await api.quiz.list('tech')).toEqual(generateDemoData().quiz.tech);
  });

  it('removes a question', async () => {
    const api = createMemoryAdminApi();
    await api.quiz.remove('sales', 5);
    expect((await api.quiz.list('sales')).map((entry) => entry.id)).not.toContain(5);
  });
});

describe('createMemoryAdminApi: certifications', () => {
  it('lists the certification rows of every detail', async () => {
    const api = createMemoryAdminApi();
    const rows = await api.certifications.list();
    expect(rows).toEqual(generateDemoData().certifications.map((detail) => detail.certification));
  });

  it('approves and rejects; rejection needs remarks and stores them', async () => {
    const api = createMemoryAdminApi();
    const pending = (await api.certifications.list()).filter((row) => row.status !== 'APPROVED' && row.status !== 'REJECTED');
    await api.certifications.approve(pending[0]!.id);
    expect((await api.certifications.get(pending[0]!.id)).certification.status).toBe('APPROVED');
    await expectApiError(api.certifications.reject(pending[1]!.id, ''), 400, 'Remarks are required');
    await api.certifications.reject(pending[1]!.id, ' Below the pass mark ');
    expect((await api.certifications.get(pending[1]!.id)).certification).toMatchObject({ status: 'REJECTED', remarks: 'Below the pass mark' });
  });
});
