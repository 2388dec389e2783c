import { SCRYPT_COST } from '../../examples/server/auth.mjs';
import { LOW_TEST_COST } from './template.js';
import { DEMO_EMAIL, DEMO_PASSWORD, makeDataDir, removeDataDir, runSql, startServer, storeFor, type RunningServer } from './support.js';

// The seeded copies most server tests start over (tests/server/template.ts, makeDataDir in
// support.ts): each is a database of its own, with the seed's data and files and a signing key
// of its own, so that no test sees what another changed or signs in with another's token.

type Row = Record<string, unknown> & { id: number };

let first: RunningServer;
let second: RunningServer;

beforeAll(async () => {
  [first, second] = await Promise.all([startServer(), startServer()]);
});

afterAll(async () => {
  await Promise.all([first?.close(), second?.close()]);
  await Promise.all([first, second].map((server) => server && removeDataDir(server.dataDir)));
});

it('gives each copy the seed with its files, and its own data', async () => {
  const [tokenA, tokenB] = [await first.login(), await second.login()];
  const pendingOf = async (server: RunningServer, token: string) =>
    (await server.call<Row[]>('GET', '/partner/admin/deals', { token })).body.filter((deal) => deal.status === 'pending');
  const [pendingA, pendingB] = [await pendingOf(first, tokenA), await pendingOf(second, tokenB)];
  expect(pendingA.length).toBeGreaterThan(0);
  expect(pendingB.map((deal) => deal.id)).toEqual(pendingA.map((deal) => deal.id));

  const dealId = pendingA[0]!.id;
  expect((await first.call('POST', `/partner/admin/deals/${dealId}/remarks`, { token: tokenA, json: { remarks: 'Only in the first copy' } })).status).toBe(200);
  expect((await first.call<Row>('GET', `/partner/admin/deals/${dealId}`, { token: tokenA })).body.remarks).toBe('Only in the first copy');
  expect((await second.call<Row>('GET', `/partner/admin/deals/${dealId}`, { token: tokenB })).body.remarks).not.toBe('Only in the first copy');

  // The seed's files came with the copy (on S3, into the copy's own bucket) and are served.
  const resources = (await second.call<Row[]>('GET', '/partner/admin/resources/type/LEARNING', { token: tokenB })).body;
  const stored = resources.filter((resource) => String(resource.url).includes('/api/files/'));
  expect(stored.length).toBeGreaterThan(0);
  expect((await fetch(String(stored[0]!.url))).status).toBe(200);
  expect((await (await storeFor(second.dataDir)).list()).map((file) => file.name)).toContain(String(stored[0]!.url).split('/').pop());
});

it('gives each copy a signing key of its own: a token of one is refused by the other', async () => {
  const token = await first.login();
  expect((await first.call('GET', '/partner/admin/partners', { token })).status).toBe(200);
  expect((await second.call('GET', '/partner/admin/partners', { token })).status).toBe(401);
});

it('stores the demo accounts at a low cost by default, and at the product\'s with realHashCost', async () => {
  const costsOf = async (dataDir: string) =>
    (await runSql(dataDir, `SELECT "email", "passwordHash" FROM admins ORDER BY "id"`)).map((row) => [row.email, String(row.passwordHash).split('$').slice(1, 4).map(Number)]);
  const [low, real] = await Promise.all([makeDataDir(), makeDataDir({ realHashCost: true })]);
  try {
    const lowCost = [LOW_TEST_COST.N, LOW_TEST_COST.r, LOW_TEST_COST.p];
    const realCost = [SCRYPT_COST.N, SCRYPT_COST.r, SCRYPT_COST.p];
    expect(await costsOf(low)).toEqual([
      ['admin@partner-console.dev', lowCost],
      ['grace@partner-console.dev', lowCost],
    ]);
    expect(await costsOf(real)).toEqual([
      ['admin@partner-console.dev', realCost],
      ['grace@partner-console.dev', realCost],
    ]);
    // The low-cost hash is of the same password: the demo password signs in, another does not.
    const server = await startServer({ dataDir: low });
    try {
      expect((await server.call('POST', '/partner/admin/auth/login', { json: { email: DEMO_EMAIL, password: DEMO_PASSWORD } })).status).toBe(200);
      expect((await server.call('POST', '/partner/admin/auth/login', { json: { email: DEMO_EMAIL, password: `${DEMO_PASSWORD}!` } })).status).toBe(401);
    } finally {
      await server.close();
    }
  } finally {
    await Promise.all([removeDataDir(low), removeDataDir(real)]);
  }
});
