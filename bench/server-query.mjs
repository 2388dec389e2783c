// The lists paged on the server (issue 34) at size: `DEMO_DEALS=N` seeds a new PostgreSQL
// database (scripts/ensure-postgres.mjs: TEST_DATABASE_URL, or a throw-away local cluster) with N
// partner deals and the rest in proportion, and this prints how long that took (rows, conflict
// counts, every list index and the statistics: until the lists can be used), then the median time
// of some list queries over HTTP, each the same call the console makes with `extensions.query`:
// the first page, a search keystroke, a column's sort, a status, 'Conflicts only' and a page deep
// in the list. The goal (issue 34 item 3): a million in at most 2 minutes on this machine.
//   node bench/server-query.mjs [--deals 1000000] [--runs 5]
// Timings mean something only on an idle machine; say "measured under load" otherwise.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createServer } from '../examples/server/server.mjs';
import { ensurePostgres } from '../scripts/ensure-postgres.mjs';

const option = (name, fallback) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? Number(String(process.argv[index + 1]).replaceAll('_', '')) : fallback;
};
const DEALS = option('deals', 1_000_000);
const RUNS = option('runs', 5);

const postgres = ensurePostgres();
const database = `pc_bench_${process.pid}`;
const administer = async (sql) => {
  const client = new pg.Client({ connectionString: postgres.url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
};
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const dataDir = await mkdtemp(path.join(tmpdir(), 'partner-console-server-query-'));
let app;
try {
  await administer(`CREATE DATABASE ${database}`);
  const url = new URL(postgres.url);
  url.pathname = `/${database}`;
  const started = performance.now();
  app = await createServer({ dataDir, databaseUrl: url.href, demoDeals: DEALS, report: (line) => console.log(line) });
  const seconds = (performance.now() - started) / 1000;
  console.log(`DEMO_DEALS=${DEALS.toLocaleString('en')} on PostgreSQL: the server answered after ${seconds.toFixed(1)} s (goal for 1,000,000: 120 s).`);

  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${app.server.address().port}/api`;
  const login = await fetch(`${base}/partner/admin/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@partner-console.dev', password: 'Admin@12345' }),
  });
  const { token } = await login.json();
  const deepPage = Math.max(1, Math.floor(DEALS / 10 / 2));
  const queries = {
    'first page': 'page=1&pageSize=10',
    'search "harbor l"': 'page=1&pageSize=10&q=harbor%20l',
    'search "mül"': 'page=1&pageSize=10&q=m%C3%BCl',
    'sort by customer, descending': 'page=1&pageSize=10&sort=-customerCompany',
    'status pending, new to old': 'page=1&pageSize=10&status=pending&sort=newToOld',
    'conflicts only': 'page=1&pageSize=10&conflicts=only',
    [`page ${deepPage.toLocaleString('en')}`]: `page=${deepPage}&pageSize=10`,
  };
  console.log(`\nGET /partner/admin/deals/query, median of ${RUNS} (ms):`);
  for (const [name, query] of Object.entries(queries)) {
    const times = [];
    let total = 0;
    for (let run = 0; run < RUNS; run++) {
      const begun = performance.now();
      const answer = await fetch(`${base}/partner/admin/deals/query?${query}`, { headers: { authorization: `Bearer ${token}` } });
      const body = await answer.json();
      times.push(performance.now() - begun);
      if (!answer.ok) throw new Error(`${name}: ${answer.status} ${JSON.stringify(body)}`);
      total = body.total;
    }
    console.log(`  ${name.padEnd(32)} ${median(times).toFixed(1).padStart(8)}   (${total.toLocaleString('en')} rows)`);
  }
} finally {
  await app?.close();
  await administer(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`).catch((error) => console.error(`could not drop ${database}: ${error.message}`));
  await rm(dataDir, { recursive: true, force: true });
  postgres.stop();
}
