import { MIGRATIONS } from '../../examples/server/db.mjs';
import { MAX_FAILURES_PER_PAIR } from '../../examples/server/throttle.mjs';
import { DEMO_ADMINS } from '../../src/api/memory/demoData.js';
import {
  DEMO_EMAIL,
  DEMO_PASSWORD,
  closeAfterStreams,
  databaseUrlFor,
  listen,
  liveClient,
  makeDataDir,
  onPostgres,
  removeDataDir,
  restoreDemoPassword,
  runSql,
  startServer,
  type RunningServer,
} from './support.js';

// Two instances of the reference backend on one PostgreSQL database and one shared files
// directory, as behind a load balancer. Runs in the server-pg project only: PGlite has one writer.

type Row = Record<string, unknown> & { id: number; version: number };
type Conflict = { current: Row; change: { changedBy: { id: number } } | null };

const GRACE = DEMO_ADMINS[1]!;
const signIn = async (server: RunningServer, admin: { email: string; password: string }) =>
  (await server.call<{ token: string }>('POST', '/partner/admin/auth/login', { json: { email: admin.email, password: admin.password } })).body.token;

describe.skipIf(!onPostgres)('two instances on one PostgreSQL database', () => {
  let dataDir: string;
  let a: RunningServer;
  let b: RunningServer;

  beforeAll(async () => {
    dataDir = await makeDataDir({ empty: true });
    const databaseUrl = await databaseUrlFor(dataDir);
    // Started together on an empty database: one migrates and seeds, the other waits for it.
    [a, b] = await Promise.all([startServer({ dataDir, databaseUrl }), startServer({ dataDir, databaseUrl })]);
  });

  afterAll(async () => {
    await closeAfterStreams(a, b);
    await removeDataDir(dataDir);
  });

  it('migrate and seed the database once when they start together', async () => {
    const migrations = await runSql(dataDir, `SELECT "version" FROM schema_migrations ORDER BY "version"`);
    expect(migrations.map((row) => row.version)).toEqual(MIGRATIONS.map((migration) => migration.version));
    expect(await runSql(dataDir, `SELECT count(*)::int AS n FROM admins`)).toEqual([{ n: 2 }]);
    const seeds = await runSql(dataDir, `SELECT "value" FROM settings WHERE "key" = 'seed'`);
    expect(seeds).toHaveLength(1);
  });

  it('accept a token from one on the other, and show each other’s changes', async () => {
    const token = await a.login();
    const onB = await b.call<Row[]>('GET', '/partner/admin/deals', { token });
    expect(onB.status).toBe(200);
    const pending = onB.body.find((deal) => deal.status === 'pending')!;
    expect((await a.call('POST', `/partner/admin/deals/${pending.id}/reject`, { token, json: { reason: 'Duplicate of an earlier deal' } })).status).toBe(200);
    const read = await b.call<Row>('GET', `/partner/admin/deals/${pending.id}`, { token });
    expect(read.body).toMatchObject({ status: 'rejected', rejectionReason: 'Duplicate of an earlier deal', remarks: pending.remarks });
  });

  it('serve through one a file uploaded through the other', async () => {
    const token = await a.login();
    const bytes = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(20_000, 3)]);
    const form = new FormData();
    for (const [name, value] of Object.entries({ title: 'Shared battlecard', resourceType: 'SALES', contentType: 'DATASHEET' })) form.append(name, value);
    form.append('file', new Blob([bytes], { type: 'application/pdf' }), 'battlecard.pdf');
    const created = await a.call<Row>('POST', '/partner/admin/resources', { token, body: form });
    expect(created.status).toBe(200);
    const listedOnB = (await b.call<Row[]>('GET', '/partner/admin/resources/type/SALES', { token })).body.find((resource) => resource.id === created.body.id)!;
    expect(String(listedOnB.url).startsWith(b.apiUrl)).toBe(true);
    const download = await fetch(String(listedOnB.url));
    expect(Buffer.from(await download.arrayBuffer()).equals(bytes)).toBe(true);
    const ranged = await fetch(String(listedOnB.url), { headers: { range: 'bytes=0-7' } });
    expect(ranged.status).toBe(206);
    expect(await ranged.text()).toBe('%PDF-1.4');
  });

  it('end on one the tokens issued before a password change on the other', async () => {
    const older = await a.login();
    const onB = await b.login();
    try {
      const changed = await b.call('POST', '/partner/admin/change-password', { token: onB, json: { oldPassword: DEMO_PASSWORD, newPassword: 'Changed@12345' } });
      expect(changed.status).toBe(200);
      expect(await a.call('GET', '/partner/admin/partners', { token: older })).toMatchObject({ status: 401, body: { message: 'Session expired. Please login again.' } });
      const fresh = await a.login('Changed@12345');
      expect((await b.call('GET', '/partner/admin/partners', { token: fresh })).status).toBe(200);
    } finally {
      // Back, for the test below.
      await restoreDemoPassword(a, 'Changed@12345');
    }
  });

  it('let exactly one of two admins win when they decide at once, on different instances, with the same version', async () => {
    const [ada, grace] = [await a.login(), await signIn(b, GRACE)];
    const deals = (await a.call<Row[]>('GET', '/distributor/admin/deals', { token: ada })).body.filter((deal) => deal.status === 'pending').slice(0, 10);
    const decide = (server: RunningServer, token: string, deal: Row, decision: 'approve' | 'reject') =>
      server.call<Conflict>('POST', `/distributor/admin/deals/${deal.id}/${decision}`, {
        token,
        headers: { 'if-match': `"${deal.version}"` },
        ...(decision === 'reject' ? { json: { reason: 'Duplicate' } } : {}),
      });
    const outcomes = await Promise.all(deals.map((deal) => Promise.all([decide(a, ada, deal, 'approve'), decide(b, grace, deal, 'reject')])));
    for (const [index, [onA, onB]] of outcomes.entries()) {
      expect([onA.status, onB.status].sort(), `deal ${deals[index]!.id}`).toEqual([200, 409]);
      const loser = onA.status === 409 ? onA : onB;
      expect(loser.body.change?.changedBy.id).toBe(onA.status === 409 ? GRACE.id : 1);
      const history = (await b.call<unknown[]>('GET', `/distributor/admin/deals/${deals[index]!.id}/history`, { token: grace })).body;
      expect(history).toHaveLength(1);
    }
  });

  it('deliver a decision made on one to a subscriber on the other within 2 s', async () => {
    const [ada, grace] = [await a.login(), await signIn(b, GRACE)];
    const onB = listen(liveClient(b.apiUrl, grace));
    await onB.opened();
    const deal = (await a.call<Row[]>('GET', '/partner/admin/deals', { token: ada })).body.find((row) => row.status === 'pending')!;
    const started = Date.now();
    expect((await a.call('POST', `/partner/admin/deals/${deal.id}/reject`, { token: ada, json: { reason: 'Outside the territory' } })).status).toBe(200);
    const event = await onB.next((item) => item.type === 'change' && item.change.recordId === deal.id && item.change.area === 'partnerDeals');
    expect(Date.now() - started).toBeLessThan(2000);
    expect(event).toMatchObject({ change: { action: 'reject', changedBy: { id: 1, firstName: 'Ada' } }, record: { status: 'rejected', version: deal.version + 1 } });
    onB.stop();
  });

  it('resync their subscribers when the connection that listens to the database is lost, and go on delivering', async () => {
    const [ada, grace] = [await a.login(), await signIn(b, GRACE)];
    const onB = listen(liveClient(b.apiUrl, grace));
    await onB.opened();
    // The database ends every LISTEN session (both instances'), as on a failover or a restart.
    const ended = await runSql(dataDir, `SELECT pg_terminate_backend("pid") AS ended FROM pg_stat_activity WHERE "query" LIKE 'LISTEN %' AND "datname" = current_database()`);
    expect(ended.length).toBeGreaterThanOrEqual(2);
    await onB.next((event) => event.type === 'resync', 15_000);
    const deal = (await a.call<Row[]>('GET', '/partner/admin/deals', { token: ada })).body.find((row) => row.status === 'pending')!;
    await a.call('POST', `/partner/admin/deals/${deal.id}/approve`, { token: ada });
    await onB.next((event) => event.type === 'change' && event.change.recordId === deal.id && event.change.area === 'partnerDeals');
    onB.stop();
  });

  it('share the sign-in limits: forty wrong passwords fired at both at once get at most the limit of 401s, then 429 on both', async () => {
    const tryPassword = (server: RunningServer, password: string) => server.call<{ message: string }>('POST', '/partner/admin/auth/login', { json: { email: DEMO_EMAIL, password } });
    const answers = await Promise.all(Array.from({ length: 40 }, (_, index) => tryPassword(index % 2 === 0 ? a : b, `guess-${index}`)));
    expect(answers.filter((answer) => answer.status === 401)).toHaveLength(MAX_FAILURES_PER_PAIR);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(40 - MAX_FAILURES_PER_PAIR);
    for (const server of [a, b]) {
      const locked = await tryPassword(server, DEMO_PASSWORD);
      expect(locked.status).toBe(429);
      expect(locked.body.message).toBe('Too many failed sign-in attempts. Please try again in 15 minutes.');
      expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(14 * 60);
    }
  });
});
