import { ConflictError, SessionExpiredError, createHttpAdminApi, type RecordChange } from '../../src/api/index.js';
import { DEMO_ADMINS } from '../../src/api/memory/demoData.js';
import { closeAfterStreams, listen, liveClient, removeDataDir, runSql, startServer, type RunningServer } from './support.js';

// A team on one reference backend (PGlite in the node project, PostgreSQL in server-pg): every
// change is recorded with who, when, from, to and why; records carry versions and a write that
// names an outdated one gets 409 with what is there now; undo; live events. Two administrators
// sign in: Ada Lovelace and Grace Hopper (the demo team).

type Row = Record<string, unknown> & { id: number; version: number };
type Conflict = { message: string; current: Row; change: RecordChange | null };

const [ADA, GRACE] = DEMO_ADMINS as [(typeof DEMO_ADMINS)[number], (typeof DEMO_ADMINS)[number]];

let server: RunningServer;
let ada: string;
let grace: string;

beforeAll(async () => {
  server = await startServer();
  const signIn = async (admin: typeof ADA) =>
    (await server.call<{ token: string }>('POST', '/partner/admin/auth/login', { json: { email: admin.email, password: admin.password } })).body.token;
  [ada, grace] = [await signIn(ADA), await signIn(GRACE)];
});

let closed = false;
afterAll(async () => {
  if (!closed) await closeAfterStreams(server);
  if (server) await removeDataDir(server.dataDir);
});

const get = <T = Row>(path: string, token = ada) => server.call<T>('GET', path, { token });
const post = <T = Row>(path: string, init: { token?: string; json?: unknown; version?: number | string } = {}) =>
  server.call<T>('POST', path, {
    token: init.token ?? ada,
    ...(init.json === undefined ? {} : { json: init.json }),
    ...(init.version === undefined ? {} : { headers: { 'if-match': typeof init.version === 'number' ? `"${init.version}"` : init.version } }),
  });
const historyOf = async (path: string) => (await get<RecordChange[]>(`${path}/history`)).body;

/** Records of a list that no other test here touches: each test takes its own slice. */
const taken = new Set<string>();
async function take(list: string, count: number, filter: (row: Row) => boolean = () => true): Promise<Row[]> {
  const rows = (await get<Row[]>(list)).body.filter((row) => !taken.has(`${list} ${row.id}`) && filter(row)).slice(0, count);
  for (const row of rows) taken.add(`${list} ${row.id}`);
  expect(rows).toHaveLength(count);
  return rows;
}
const isPending = (row: Row) => row.status !== 'approved' && row.status !== 'rejected' && row.status !== 'APPROVED' && row.status !== 'REJECTED';
const isPendingRequest = (row: Row) => row.isApproved === false && row.isActive === true;

describe('two demo administrators', () => {
  it('both sign in, with their names', async () => {
    for (const admin of [ADA, GRACE]) {
      const answer = await server.call<{ partnerAdmin: unknown }>('POST', '/partner/admin/auth/login', { json: { email: admin.email, password: admin.password } });
      expect(answer.body.partnerAdmin).toEqual({ id: admin.id, email: admin.email, firstName: admin.firstName, lastName: admin.lastName });
    }
  });
});

describe('history', () => {
  it('comes with the demo data: one decision per decided record, by the admins in turn, none for pending ones', async () => {
    const deals = (await get<Row[]>('/partner/admin/deals')).body;
    const rejected = deals.find((deal) => deal.status === 'rejected')!;
    const [change, ...older] = await historyOf(`/partner/admin/deals/${rejected.id}`);
    expect(older).toEqual([]);
    expect(change).toMatchObject({ area: 'partnerDeals', recordId: rejected.id, action: 'reject', fromStatus: 'pending', toStatus: 'rejected', version: 2 });
    expect(change?.reason).toBe(rejected.rejectionReason);
    expect([ADA.id, GRACE.id]).toContain(change?.changedBy?.id);
    expect(rejected.version).toBe(2);
    const pending = deals.find(isPending)!;
    expect(await historyOf(`/partner/admin/deals/${pending.id}`)).toEqual([]);
    expect(pending.version).toBe(1);
    expect((await get('/partner/admin/deals/424242/history')).status).toBe(404);
  });

  it('records each change with who, when, what and why, newest first', async () => {
    const [deal] = await take('/partner/admin/deals', 1, isPending);
    const before = Date.now() - 5000;
    await post(`/partner/admin/deals/${deal!.id}/remarks`, { json: { remarks: 'Checking for conflicting registrations' } });
    await post(`/partner/admin/deals/${deal!.id}/reject`, { token: grace, json: { reason: ' Outside the territory ' } });
    await post(`/partner/admin/deals/${deal!.id}/approve`);
    const history = await historyOf(`/partner/admin/deals/${deal!.id}`);
    expect(history.map((change) => [change.action, change.fromStatus, change.toStatus, change.reason, change.version, change.changedBy?.firstName])).toEqual([
      ['approve', 'rejected', 'approved', null, 4, 'Ada'],
      ['reject', 'pending', 'rejected', 'Outside the territory', 3, 'Grace'],
      ['remarks', 'pending', 'pending', 'Checking for conflicting registrations', 2, 'Ada'],
    ]);
    expect(history[1]?.changedBy).toEqual({ id: GRACE.id, firstName: 'Grace', lastName: 'Hopper' });
    for (const change of history) expect(Date.parse(String(change.changedAt))).toBeGreaterThan(before);
    // The remark survived the rejection; the approval cleared the reason, the history keeps it.
    expect((await get(`/partner/admin/deals/${deal!.id}`)).body).toMatchObject({ status: 'approved', remarks: 'Checking for conflicting registrations', rejectionReason: null, version: 4 });
  });

  it('records sign-up decisions and removals, and keeps a removed member’s history', async () => {
    const [accepted, removed] = await take('/distributor/admin/distributors/pending', 2, isPendingRequest);
    await post(`/distributor/admin/distributors/${accepted!.id}/approve`, { token: grace });
    await post(`/distributor/admin/distributors/${removed!.id}/reject`, { json: { reason: 'Not a reseller' } });
    expect((await server.call('DELETE', `/distributor/admin/distributors/${removed!.id}`, { token: grace })).body).toEqual({ message: 'Distributor removed' });
    expect(await historyOf(`/distributor/admin/distributors/${accepted!.id}`)).toEqual([expect.objectContaining({ action: 'approve', fromStatus: 'pending', toStatus: 'approved' })]);
    expect((await historyOf(`/distributor/admin/distributors/${removed!.id}`)).map((change) => [change.action, change.toStatus, change.reason, change.changedBy?.id])).toEqual([
      ['remove', 'removed', null, GRACE.id],
      ['reject', 'rejected', 'Not a reseller', ADA.id],
    ]);
  });

  it('records certification decisions', async () => {
    const [certification] = await take('/partner/admin/certifications', 1, isPending);
    await post(`/partner/admin/certifications/${certification!.id}/reject`, { json: { remarks: 'Below the pass mark' } });
    expect(await historyOf(`/partner/admin/certifications/${certification!.id}`)).toEqual([
      expect.objectContaining({ area: 'certifications', action: 'reject', fromStatus: 'pending', toStatus: 'rejected', reason: 'Below the pass mark', version: certification!.version + 1 }),
    ]);
  });

});

describe('versions and If-Match', () => {
  it('lists and details carry the version, details send it as ETag, and every change raises it by one', async () => {
    const [deal] = await take('/distributor/admin/deals', 1, isPending);
    const detail = await get(`/distributor/admin/deals/${deal!.id}`);
    expect(detail.body.version).toBe(deal!.version);
    expect(detail.headers.get('etag')).toBe(`"${deal!.version}"`);
    const changed = await post(`/distributor/admin/deals/${deal!.id}/remarks`, { json: { remarks: 'Call back' }, version: deal!.version });
    expect(changed).toMatchObject({ status: 200, body: { version: deal!.version + 1, remarks: 'Call back' } });
    expect(changed.headers.get('etag')).toBe(`"${deal!.version + 1}"`);
  });

  it('answers a write with an outdated version 409 with the record as it is now and who changed it, and writes nothing', async () => {
    const [deal] = await take('/partner/admin/deals', 1, isPending);
    const rejected = await post(`/partner/admin/deals/${deal!.id}/reject`, { token: grace, json: { reason: 'Duplicate' }, version: deal!.version });
    expect(rejected.status).toBe(200);
    const late = await post<Conflict>(`/partner/admin/deals/${deal!.id}/approve`, { version: deal!.version });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe('This deal was changed by Grace Hopper since you read it.');
    expect(late.body.current).toMatchObject({ id: deal!.id, status: 'rejected', rejectionReason: 'Duplicate', version: deal!.version + 1 });
    expect(late.body.change).toMatchObject({ action: 'reject', toStatus: 'rejected', changedBy: { id: GRACE.id, firstName: 'Grace', lastName: 'Hopper' } });
    expect(Date.parse(String(late.body.change?.changedAt))).toBeGreaterThan(Date.now() - 60_000);
    expect((await get(`/partner/admin/deals/${deal!.id}`)).body).toMatchObject({ status: 'rejected', version: deal!.version + 1 });
    expect(await historyOf(`/partner/admin/deals/${deal!.id}`)).toHaveLength(1);
    // "Approve anyway": the second yes sends the version the 409 showed.
    expect((await post(`/partner/admin/deals/${deal!.id}/approve`, { version: late.body.current.version })).body).toMatchObject({ status: 'approved' });
  });

  it.each([
    { area: 'partners', list: '/partner/admin/partners/pending', root: '/partner/admin/partners', filter: isPendingRequest, approved: { isApproved: true } },
    { area: 'certifications', list: '/partner/admin/certifications', root: '/partner/admin/certifications', filter: isPending, approved: { status: 'APPROVED' } },
  ])('guards $area decisions the same way', async ({ list, root, filter, approved }) => {
    const [record] = await take(list, 1, filter);
    expect((await post(`${root}/${record!.id}/approve`, { token: grace, version: record!.version })).body).toMatchObject(approved);
    const late = await post<Conflict>(`${root}/${record!.id}/reject`, { json: { reason: 'x', remarks: 'x' }, version: record!.version });
    expect(late.status).toBe(409);
    expect(late.body.current).toMatchObject({ id: record!.id, version: record!.version + 1, ...approved });
  });

  it('keeps SPEC 7 without If-Match (and with If-Match: *), and refuses an If-Match that names no version', async () => {
    const [deal] = await take('/partner/admin/deals', 1, isPending);
    await post(`/partner/admin/deals/${deal!.id}/approve`, { token: grace });
    expect((await post(`/partner/admin/deals/${deal!.id}/reject`, { json: { reason: 'Changed my mind' } })).body).toMatchObject({ status: 'rejected' });
    expect((await post(`/partner/admin/deals/${deal!.id}/approve`, { version: '*' })).body).toMatchObject({ status: 'approved' });
    expect((await post(`/partner/admin/deals/${deal!.id}/approve`, { version: 'W/"4"' })).body).toMatchObject({ version: 5 });
    for (const bad of ['"abc"', '"1", "2"', 'yesterday']) {
      expect(await post(`/partner/admin/deals/${deal!.id}/approve`, { version: bad })).toMatchObject({ status: 400, body: { message: 'If-Match must name one version, e.g. If-Match: "3"' } });
    }
  });

  it('lets exactly one of two admins deciding at once with the same version win; the other gets 409 naming the winner', async () => {
    const deals = await take('/partner/admin/deals', 8, isPending);
    const outcomes = await Promise.all(
      deals.map(async (deal) => {
        const [byAda, byGrace] = await Promise.all([
          post<Conflict>(`/partner/admin/deals/${deal.id}/approve`, { version: deal.version }),
          post<Conflict>(`/partner/admin/deals/${deal.id}/reject`, { token: grace, json: { reason: 'Duplicate' }, version: deal.version }),
        ]);
        return { deal, byAda, byGrace };
      }),
    );
    for (const { deal, byAda, byGrace } of outcomes) {
      expect([byAda.status, byGrace.status].sort()).toEqual([200, 409]);
      const [winner, loser] = byAda.status === 200 ? [ADA, byGrace] : [GRACE, byAda];
      expect(loser.body.change?.changedBy?.id).toBe(winner.id);
      const history = await historyOf(`/partner/admin/deals/${deal.id}`);
      expect(history).toHaveLength(1);
      expect(history[0]?.changedBy?.id).toBe(winner.id);
    }
  });
});

describe('undo', () => {
  it('puts a deal back as it was, as a step of its own, only with the version the decision produced', async () => {
    const [deal] = await take('/partner/admin/deals', 1, (row) => isPending(row) && typeof row.remarks === 'string' && row.remarks.length > 3);
    const rejected = await post(`/partner/admin/deals/${deal!.id}/reject`, { json: { reason: 'Duplicate' } });
    expect(await post(`/partner/admin/deals/${deal!.id}/undo`)).toMatchObject({ status: 428 });
    expect((await post(`/partner/admin/deals/${deal!.id}/undo`, { version: deal!.version })).status).toBe(409);
    const undone = await post(`/partner/admin/deals/${deal!.id}/undo`, { version: rejected.body.version });
    expect(undone.status).toBe(200);
    expect(undone.body).toMatchObject({ status: deal!.status, remarks: deal!.remarks, rejectionReason: null, version: rejected.body.version + 1 });
    const [undo, reject] = await historyOf(`/partner/admin/deals/${deal!.id}`);
    expect(undo).toMatchObject({ action: 'undo', fromStatus: 'rejected', toStatus: 'pending', undoes: reject?.id, version: rejected.body.version + 1 });
    expect(reject).toMatchObject({ action: 'reject', reason: 'Duplicate' });
  });

  it('never overwrites a later decision by someone else', async () => {
    const [deal] = await take('/distributor/admin/deals', 1, isPending);
    const approved = await post(`/distributor/admin/deals/${deal!.id}/approve`);
    await post(`/distributor/admin/deals/${deal!.id}/reject`, { token: grace, json: { reason: 'Customer withdrew' } });
    const late = await post<Conflict>(`/distributor/admin/deals/${deal!.id}/undo`, { version: approved.body.version });
    expect(late.status).toBe(409);
    expect(late.body).toMatchObject({ current: { status: 'rejected' }, change: { action: 'reject', changedBy: { id: GRACE.id } } });
    expect((await get(`/distributor/admin/deals/${deal!.id}`)).body.status).toBe('rejected');
  });

  it('puts a member’s sign-up back to pending, on the requests list still, and undoes a seeded decision', async () => {
    const [member] = await take('/partner/admin/partners/pending', 1, isPendingRequest);
    const accepted = await post(`/partner/admin/partners/${member!.id}/approve`);
    expect((await post(`/partner/admin/partners/${member!.id}/undo`, { version: accepted.body.version })).body).toMatchObject({ isApproved: false, isActive: true });
    expect((await get<Row[]>('/partner/admin/partners/pending')).body.some((row) => row.id === member!.id)).toBe(true);
    const [decided] = await take('/partner/admin/certifications', 1, (row) => row.status === 'APPROVED');
    expect((await post(`/partner/admin/certifications/${decided!.id}/undo`, { version: decided!.version })).body).toMatchObject({ status: 'PENDING' });
  });

  it('answers 409 when there is nothing to undo', async () => {
    const [deal] = await take('/partner/admin/deals', 1, isPending);
    expect(await post<Conflict>(`/partner/admin/deals/${deal!.id}/undo`, { version: deal!.version })).toMatchObject({
      status: 409,
      body: { message: 'This deal has no change to undo.', current: { id: deal!.id }, change: null },
    });
  });
});

describe('live events', () => {
  const clientOf = (token: string) => liveClient(server.apiUrl, token);

  it('streams another admin’s decision within 2 s, with the change and the record as it is now', async () => {
    const live = listen(clientOf(ada));
    await live.opened();
    const [deal] = await take('/partner/admin/deals', 1, isPending);
    const started = Date.now();
    await clientOf(grace).partnerDeals.reject(deal!.id, 'Duplicate', { expectedVersion: deal!.version });
    const event = await live.next((item) => item.type === 'change' && item.change.recordId === deal!.id);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(event).toMatchObject({
      type: 'change',
      change: { area: 'partnerDeals', action: 'reject', fromStatus: 'pending', toStatus: 'rejected', reason: 'Duplicate', changedBy: { id: GRACE.id, firstName: 'Grace' } },
      record: { id: deal!.id, status: 'rejected', version: deal!.version + 1 },
    });
    live.stop();
    await expect(live.ended).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('streams removals with no record, and every area', async () => {
    const live = listen(clientOf(grace));
    await live.opened();
    const [member] = await take('/partner/admin/partners/pending', 1, isPendingRequest);
    const [certification] = await take('/partner/admin/certifications', 1, isPending);
    await server.call('DELETE', `/partner/admin/partners/${member!.id}`, { token: ada });
    await post(`/partner/admin/certifications/${certification!.id}/approve`);
    expect(await live.next((event) => event.type === 'change' && event.change.area === 'partners' && event.change.recordId === member!.id)).toMatchObject({
      change: { action: 'remove', toStatus: 'removed' },
      record: null,
    });
    expect(await live.next((event) => event.type === 'change' && event.change.area === 'certifications')).toMatchObject({ record: { id: certification!.id, status: 'APPROVED' } });
    live.stop();
  });

  it('reconnects after the server drops the stream, says resync, and hears what comes after', async () => {
    const live = listen(clientOf(ada));
    await live.opened();
    // Every open connection of the server cut at once, as when a proxy or the network drops them.
    server.app.server.closeAllConnections();
    await live.next((event) => event.type === 'resync', 5000);
    expect(live.statuses).toEqual(['connecting', 'open', 'reconnecting', 'open']);
    const [deal] = await take('/distributor/admin/deals', 1, isPending);
    await post(`/distributor/admin/deals/${deal!.id}/approve`, { token: grace });
    await live.next((event) => event.type === 'change' && event.change.area === 'distributorDeals' && event.change.recordId === deal!.id);
    live.stop();
  });

  it('is an uncompressed, uncached event stream behind the bearer check', async () => {
    expect((await fetch(`${server.apiUrl}/partner/admin/events`)).status).toBe(401);
    const controller = new AbortController();
    const response = await fetch(`${server.apiUrl}/partner/admin/events`, {
      headers: { authorization: `Bearer ${ada}`, 'accept-encoding': 'br, gzip' },
      signal: controller.signal,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(response.headers.get('cache-control')).toBe('no-store');
    const reader = response.body!.getReader();
    expect(new TextDecoder().decode((await reader.read()).value)).toBe('event: ready\ndata: {}\n\n');
    controller.abort();
  });

  it('ends a subscription for good when the session has ended', async () => {
    const expired = vi.fn();
    const api = createHttpAdminApi({ baseUrl: server.apiUrl, auth: { getToken: () => 'not-a-token', onUnauthorized: expired }, extensions: true });
    await expect(api.events!.subscribe(() => {}, { signal: new AbortController().signal })).rejects.toBeInstanceOf(SessionExpiredError);
    expect(expired).toHaveBeenCalledTimes(1);
  });

  it('makes the http client’s writes answer the record and fail with ConflictError on 409', async () => {
    const [deal] = await take('/partner/admin/deals', 1, isPending);
    const api = clientOf(ada);
    const approved = await api.partnerDeals.approve(deal!.id, { expectedVersion: deal!.version });
    expect(approved).toMatchObject({ id: deal!.id, status: 'approved', version: deal!.version + 1 });
    const error = await clientOf(grace).partnerDeals.reject(deal!.id, 'Late', { expectedVersion: deal!.version }).catch((failure: unknown) => failure);
    expect(error).toBeInstanceOf(ConflictError);
    expect(error).toMatchObject({ status: 409, current: { status: 'approved' }, change: { changedBy: { firstName: 'Ada', lastName: 'Lovelace' } } });
    const undone = await api.partnerDeals.undo!(deal!.id, { expectedVersion: deal!.version + 1 });
    expect(undone).toMatchObject({ status: deal!.status, version: deal!.version + 2 });
    expect((await api.partnerDeals.history!(deal!.id)).map((change) => change.action)).toEqual(['undo', 'approve']);
  });
});

describe('the history in the database', () => {
  // Last: PGlite has one writer, so the server closes before the test opens its database.
  it('refuses to alter or delete a change, whoever asks', async () => {
    const [deal] = await take('/partner/admin/deals', 1, isPending);
    await post(`/partner/admin/deals/${deal!.id}/approve`);
    await closeAfterStreams(server);
    closed = true;
    for (const statement of [`UPDATE changes SET "reason" = 'rewritten'`, 'DELETE FROM changes', 'TRUNCATE changes']) {
      await expect(runSql(server.dataDir, statement), statement).rejects.toThrow('the history of changes is append-only');
    }
    expect(await runSql(server.dataDir, `SELECT "action" FROM changes WHERE "area" = 'partnerDeals' AND "recordId" = $1`, [deal!.id])).toEqual([{ action: 'approve' }]);
  });
});
