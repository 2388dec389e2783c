import path from 'node:path';
import { openDatabase, type Database } from '../../examples/server/db.mjs';
import {
  MAX_FAILURES_PER_PAIR,
  createDatabaseThrottle,
  createLoginThrottle,
  throttledMessage,
  type Admission,
  type LoginThrottle,
  type ThrottleLimits,
} from '../../examples/server/throttle.mjs';
import { DEMO_EMAIL, DEMO_PASSWORD, databaseUrlFor, makeDataDir, onPostgres, removeDataDir, startServer, type RunningServer } from './support.js';

// The sign-in limits: counted before the password check, so concurrent guesses cannot slip past
// them; per account and address, so a flood from one address cannot lock the owner out elsewhere;
// an account under attack from many addresses slowed to one check a second, not locked. The same
// cases run against the memory throttle (PGlite's) and the database throttle, on PGlite here and on
// PostgreSQL in the server-pg project, and over HTTP against a started server, whose demo accounts
// keep the product's hash cost (`realHashCost`, support.ts DataDirOptions): the waits and limits
// are tested against sign-ins as slow as the product's.

const admitted = (admission: Admission) => admission.admitted;
const refusal = (admission: Admission) => (admission.admitted ? null : { seconds: admission.retryAfterSeconds, reason: admission.reason });

/** The mutation audit's case, on a throttle whose limit per account and address is 3: 2 failures, a success, 1 more failure, and the next attempt is still admitted. */
async function expectSuccessToClear(throttle: LoginThrottle, account: string, address: string) {
  for (let attempt = 0; attempt < 2; attempt++) expect(admitted(await throttle.admit(account, address))).toBe(true);
  const success = await throttle.admit(account, address);
  if (!success.admitted) throw new Error('refused too early');
  await success.succeeded();
  expect(admitted(await throttle.admit(account, address))).toBe(true);
  expect(admitted(await throttle.admit(account, address))).toBe(true);
}

describe('the memory throttle, on a clock of its own', () => {
  let now = 0;
  const throttle = (limits: ThrottleLimits = {}) => createLoginThrottle({ windowMs: 60_000, maxPerPair: 3, maxPerAddress: 5, slowAfter: 4, slowIntervalMs: 1000, maxWaitMs: 3000, ...limits, now: () => now });
  beforeEach(() => {
    now = 0;
  });

  it('refuses an account from one address past its limit, for the rest of the window, and no one else', async () => {
    const limits = throttle();
    for (let attempt = 0; attempt < 3; attempt++) expect(admitted(await limits.admit('Ada@Example.com', '10.0.0.1'))).toBe(true);
    expect(refusal(await limits.admit('ada@example.com ', '10.0.0.1'))).toEqual({ seconds: 60, reason: 'failures' });
    // The same account from another address, and another account from the same one, go on.
    expect(admitted(await limits.admit('ada@example.com', '10.0.0.2'))).toBe(true);
    expect(admitted(await limits.admit('bob@example.com', '10.0.0.1'))).toBe(true);
    now = 30_000;
    expect(refusal(await limits.admit('ada@example.com', '10.0.0.1'))).toEqual({ seconds: 30, reason: 'failures' });
    now = 60_001;
    expect(admitted(await limits.admit('ada@example.com', '10.0.0.1'))).toBe(true);
  });

  it('refuses an address past its limit over all accounts', async () => {
    const limits = throttle();
    for (let attempt = 0; attempt < 5; attempt++) expect(admitted(await limits.admit(`user${attempt}@example.com`, '10.0.0.1'))).toBe(true);
    expect(refusal(await limits.admit('new@example.com', '10.0.0.1'))).toEqual({ seconds: 60, reason: 'failures' });
    expect(admitted(await limits.admit('new@example.com', '10.0.0.2'))).toBe(true);
  });

  it('clears the earlier failures on a success: limit − 1 failures, a success, one more failure, and it is still admitted', async () => {
    await expectSuccessToClear(throttle(), 'ada@example.com', '10.0.0.1');
  });

  it('slows an account that failed from many addresses: one check a second, 429 beyond the longest wait', async () => {
    const limits = throttle();
    for (let address = 0; address < 4; address++) expect(await limits.admit('ada@example.com', `10.0.1.${address}`)).toMatchObject({ admitted: true, waitMs: 0 });
    const waits: Array<number | null> = [];
    for (let address = 10; address < 16; address++) {
      const admission = await limits.admit('ada@example.com', `10.0.1.${address}`);
      waits.push(admission.admitted ? admission.waitMs : null);
    }
    expect(waits).toEqual([0, 1000, 2000, 3000, null, null]);
    expect(refusal(await limits.admit('ada@example.com', '10.0.2.1'))).toEqual({ seconds: 1, reason: 'busy' });
    now = 2500;
    expect(await limits.admit('ada@example.com', '10.0.2.1')).toMatchObject({ admitted: true, waitMs: 1500 });
    // Another account is not slowed.
    expect(await limits.admit('bob@example.com', '10.0.2.1')).toMatchObject({ admitted: true, waitMs: 0 });
  });

  it('says when to try again', () => {
    expect(throttledMessage(61)).toBe('Too many failed sign-in attempts. Please try again in 2 minutes.');
    expect(throttledMessage(60)).toBe('Too many failed sign-in attempts. Please try again in 1 minute.');
    expect(throttledMessage(3, 'busy')).toBe('This account is receiving many sign-in attempts. Please try again in 3 seconds.');
  });
});

describe(`the database throttle, on ${onPostgres ? 'PostgreSQL' : 'PGlite'}`, () => {
  // One database for the group (PGlite has one writer: the second instance is PostgreSQL's); each
  // test uses accounts and addresses of its own.
  let dataDir: string;
  let database: Database;
  let second: Database | undefined;

  beforeAll(async () => {
    dataDir = await makeDataDir({ realHashCost: true });
    const url = await databaseUrlFor(dataDir);
    database = await openDatabase(url ? { url } : { directory: path.join(dataDir, 'db') });
    if (url) second = await openDatabase({ url });
  });
  afterAll(async () => {
    await Promise.all([database?.close(), second?.close()]);
    await removeDataDir(dataDir);
  });

  const fireAtOnce = (throttles: LoginThrottle[], count: number, account: string, address: (index: number) => string) =>
    Promise.all(Array.from({ length: count }, (_, index) => throttles[index % throttles.length]!.admit(account, address(index))));

  it('admits at most the limit of forty attempts fired at once for one account and address', async () => {
    const throttle = createDatabaseThrottle(database);
    const answers = await fireAtOnce([throttle], 40, DEMO_EMAIL, () => '203.0.113.9');
    expect(answers.filter(admitted)).toHaveLength(MAX_FAILURES_PER_PAIR);
    for (const answer of answers.filter((entry) => !entry.admitted)) expect(refusal(answer)).toMatchObject({ reason: 'failures', seconds: expect.any(Number) });
    expect(Math.min(...answers.map((answer) => refusal(answer)?.seconds ?? Infinity))).toBeGreaterThan(14 * 60);
    // Another address is admitted for the same account.
    expect(admitted(await throttle.admit(DEMO_EMAIL, '198.51.100.7'))).toBe(true);
  });

  it.skipIf(!onPostgres)('admits at most the limit when the attempts are spread over two instances on one database', async () => {
    const throttles = [createDatabaseThrottle(database), createDatabaseThrottle(second!)];
    const answers = await fireAtOnce(throttles, 40, 'both@example.com', () => '203.0.113.9');
    expect(answers.filter(admitted)).toHaveLength(MAX_FAILURES_PER_PAIR);
  });

  it('clears the earlier failures on a success: limit − 1 failures, a success, one more failure, and it is still admitted', async () => {
    await expectSuccessToClear(createDatabaseThrottle(database, { maxPerPair: 3 }), 'cleared@example.com', '10.0.3.1');
  });

  it('refuses an address past its limit over all accounts, and takes back the count of a success', async () => {
    const throttle = createDatabaseThrottle(database, { maxPerAddress: 4 });
    for (let attempt = 0; attempt < 3; attempt++) expect(admitted(await throttle.admit(`user${attempt}@example.com`, '10.0.4.1'))).toBe(true);
    const success = await throttle.admit('owner@example.com', '10.0.4.1');
    if (!success.admitted) throw new Error('refused too early');
    await success.succeeded();
    expect(admitted(await throttle.admit('new@example.com', '10.0.4.1'))).toBe(true);
    expect(refusal(await throttle.admit('other@example.com', '10.0.4.1'))).toMatchObject({ reason: 'failures' });
  });

  it('slows an account that failed from many addresses: turns a fixed interval apart, 429 (busy) beyond the longest wait', async () => {
    const throttle = createDatabaseThrottle(database, { slowAfter: 4, slowIntervalMs: 1000, maxWaitMs: 3000 });
    for (let address = 0; address < 4; address++) expect(await throttle.admit('slowed@example.com', `10.0.1.${address}`)).toMatchObject({ admitted: true, waitMs: 0 });
    const answers = await fireAtOnce([throttle], 8, 'slowed@example.com', (index) => `10.0.2.${index}`);
    const waits = answers.filter(admitted).map((answer) => (answer.admitted ? answer.waitMs : 0)).sort((a, b) => a - b);
    // Four turns (now, +1 s, +2 s, +3 s), less the few milliseconds the attempts took to arrive.
    expect(waits).toHaveLength(4);
    waits.forEach((wait, index) => expect(Math.abs(wait - index * 1000)).toBeLessThan(500));
    expect(answers.filter((answer) => !answer.admitted).map(refusal)).toEqual(Array(4).fill({ seconds: 1, reason: 'busy' }));
  });
});

describe('over HTTP, from several addresses behind a trusted proxy', () => {
  let server: RunningServer;

  beforeAll(async () => {
    server = await startServer({ trustProxy: ['127.0.0.1'], loginLimits: { slowIntervalMs: 200, maxWaitMs: 1000 }, realHashCost: true });
  });
  afterAll(async () => {
    await server?.close();
    if (server) await removeDataDir(server.dataDir);
  });

  const signIn = (from: string, password: string, email = DEMO_EMAIL) =>
    server.call<{ message?: string; token?: string }>('POST', '/partner/admin/auth/login', { json: { email, password }, headers: { 'x-forwarded-for': from } });

  it('answers forty concurrent wrong passwords with at most the limit of 401s, the rest 429; the owner still signs in from another address', async () => {
    const answers = await Promise.all(Array.from({ length: 40 }, (_, index) => signIn('203.0.113.1', `guess-${index}`)));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(MAX_FAILURES_PER_PAIR);
    expect(statuses.filter((status) => status === 429)).toHaveLength(40 - MAX_FAILURES_PER_PAIR);
    const refused = answers.find((answer) => answer.status === 429)!;
    expect(refused.body.message).toBe('Too many failed sign-in attempts. Please try again in 15 minutes.');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(14 * 60);
    // Even the right password is refused from the flooding address, but not from the owner's.
    expect((await signIn('203.0.113.1', DEMO_PASSWORD)).status).toBe(429);
    expect((await signIn('198.51.100.7', DEMO_PASSWORD)).status).toBe(200);
  });

  it('lets a success clear the failures: limit − 1 wrong passwords, the right one, one more wrong one, and the right one is still accepted', async () => {
    for (let attempt = 0; attempt < MAX_FAILURES_PER_PAIR - 1; attempt++) expect((await signIn('192.0.2.10', `wrong-${attempt}`)).status).toBe(401);
    expect((await signIn('192.0.2.10', DEMO_PASSWORD)).status).toBe(200);
    expect((await signIn('192.0.2.10', 'wrong-again')).status).toBe(401);
    expect((await signIn('192.0.2.10', DEMO_PASSWORD)).status).toBe(200);
  });

  it('slows, rather than locks, an account flooded from many addresses: the owner gets in from another one', async () => {
    const email = 'someone@partner-console.dev';
    const started = performance.now();
    const answers = await Promise.all(Array.from({ length: 40 }, (_, index) => signIn(`198.18.0.${index}`, `guess-${index}`, email)));
    const elapsedMs = performance.now() - started;
    const checked = answers.filter((answer) => answer.status === 401).length;
    const busy = answers.filter((answer) => answer.status === 429);
    expect(checked + busy.length).toBe(40);
    expect(busy.length).toBeGreaterThan(0);
    expect(busy[0]!.body.message).toMatch(/^This account is receiving many sign-in attempts\. Please try again in \d+ seconds?\.$/);
    // Ten unslowed checks, then at most one per 200 ms while the flood lasted (and the 1 s queue).
    expect(checked).toBeGreaterThanOrEqual(10);
    expect(checked).toBeLessThanOrEqual(10 + 1 + Math.ceil((elapsedMs + 1000) / 200));
    // The demo admin, flooded the same way, signs in from an address of its own.
    await Promise.all(Array.from({ length: 20 }, (_, index) => signIn(`198.18.1.${index}`, `guess-${index}`)));
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect((await signIn('198.51.100.8', DEMO_PASSWORD)).status).toBe(200);
  });
});
