import { removeDataDir, startServer, storeFor, type RunningServer } from './support.js';

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
