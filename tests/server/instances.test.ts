import { MIGRATIONS } from '../../examples/server/db.mjs';
import { MAX_FAILURES_PER_PAIR } from '../../examples/server/throttle.mjs';
import { DEMO_EMAIL, DEMO_PASSWORD, databaseUrlFor, makeDataDir, onPostgres, removeDataDir, restoreDemoPassword, runSql, startServer, type RunningServer } from './support.js';

// Two instances of the reference backend on one PostgreSQL database and one shared files
// directory, as behind a load balancer. Runs in the server-pg project only: PGlite has one writer.

type Row = Record<string, unknown> & { id: number };

describe.skipIf(!onPostgres)('two instances on one PostgreSQL database', () => {
  let dataDir: string;
  let a: RunningServer;
  let b: RunningServer;

  beforeAll(async () => {
    dataDir = await makeDataDir();
    const databaseUrl = await databaseUrlFor(dataDir);
    // Started together on an empty database: one migrates and seeds, the other waits for it.
    [a, b] = await Promise.all([startServer({ dataDir, databaseUrl }), startServer({ dataDir, databaseUrl })]);
  });

  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
    await removeDataDir(dataDir);
  });

  it('migrate and seed the database once when they start together', async () => {
    const migrations = await runSql(dataDir, `SELECT "version" FROM schema_migrations ORDER BY "version"`);
    expect(migrations.map((row) => row.version)).toEqual(MIGRATIONS.map((migration) => migration.version));
    expect(await runSql(dataDir, `SELECT count(*)::int AS n FROM admins`)).toEqual([{ n: 1 }]);
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
    expect(read.body).toMatchObject({ status: 'rejected', remarks: 'Duplicate of an earlier deal' });
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

  it('share the sign-in limits: forty wrong passwords fired at both at once get at most the limit of 401s, then 429 on both', async () => {
    const signIn = (server: RunningServer, password: string) => server.call<{ message: string }>('POST', '/partner/admin/auth/login', { json: { email: DEMO_EMAIL, password } });
    const answers = await Promise.all(Array.from({ length: 40 }, (_, index) => signIn(index % 2 === 0 ? a : b, `guess-${index}`)));
    expect(answers.filter((answer) => answer.status === 401)).toHaveLength(MAX_FAILURES_PER_PAIR);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(40 - MAX_FAILURES_PER_PAIR);
    for (const server of [a, b]) {
      const locked = await signIn(server, DEMO_PASSWORD);
      expect(locked.status).toBe(429);
      expect(locked.body.message).toBe('Too many failed sign-in attempts. Please try again in 15 minutes.');
      expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(14 * 60);
    }
  });
});
