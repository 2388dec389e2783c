// The lists paged on the server (issue 34 items 3, 4 and 6) at three sizes side by side: for each
// of `--deals` (1,000, 100,000 and 1,000,000 by default) a new PostgreSQL database
// (scripts/ensure-postgres.mjs: TEST_DATABASE_URL, or a throw-away local cluster) is seeded with
// DEMO_DEALS=N, and this prints
// - how long the server took until it answered (rows, conflict counts, every list index and the
//   statistics: until the lists can be used), and the CPU time the database and this process spent
//   on it (a figure that load on the machine changes less than the wall time);
// - the median time of list queries over HTTP, each the call the console makes with
//   `extensions.query`: the first rows (the first page), search keystrokes, a column's sort, a
//   status, 'Conflicts only' and a page deep in the list;
// - a search keystroke's two requests as the console sends them once a page shows: its rows
//   (`parts=rows`), then, once they have come, its total and status counts (`parts=counts`), each
//   timed from the keystroke's request to its own answer (the console shows the rows when theirs
//   comes);
// - the page's JavaScript heap in the console (Chromium, server mode) once Partner Deals shows its
//   first rows and after a few pages and searches, each after a forced garbage collection (CDP
//   HeapProfiler.collectGarbage, then Runtime.getHeapUsage);
// - an export of the whole list as CSV, .xls and .xlsx (GET .../export.csv, .xls, .xlsx, streamed in
//   batches): its time, size, and this process's peak resident memory while the server streams it
//   (left out with --export no);
// - EXPLAIN of each query's SQL (the page and the counts, as listQuery.mjs writes them): the index
//   each one reads, and any sequential scan or sort over the table.
// The goals: a million seeded in at most 2 minutes; the first rows and a search keystroke at a
// million within 1 s and within twice the figures at 1,000; the export's memory bounded. The last
// lines answer the second in one line a keystroke: its rows' medians at each size, their ratio to
// the smallest size's, first as the verdict takes them (every size seeded and kept, the database
// quiet, each size's keystrokes in blocks, the sizes in turns: `inTurns`), then each size right
// after its own seed (alone, and beside a count still under way), and the buffers its rows'
// statements read (EXPLAIN ANALYZE: what load does not change).
// - the fixed cost of a request (the first rows alone: an index read of 11 rows, so the time is
//   the HTTP call, the sign-in check, the server's code and the JSON), and each keystroke's rows
//   timed twice: as the console asks them (nothing else under way: its counts follow the rows),
//   and beside a count (an older keystroke's counts, which the server finishes after its request
//   was abandoned, take the cores the rows would have had); the smallest size is timed three
//   times as often (`--base-runs`), as its few milliseconds vary most.
//   node --expose-gc bench/server-query.mjs [--deals 1000,100000,1000000] [--runs 5] [--base-runs 15] [--turns 15] [--export no] [--heap no]
// Timings mean something only on an idle machine; say "measured under load" otherwise (the
// machine's load average is printed at the start and the end of each size).
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { loadListRules } from '../examples/server/compiled.mjs';
import { COUNTING_SETTINGS, countingSettings, createSearchStats, parseListRequest, queryList } from '../examples/server/listQuery.mjs';
import { ensurePostgres } from '../scripts/ensure-postgres.mjs';
import { chromium } from 'playwright-core';
import { buildConsoleIfStale, startConsole } from '../examples/start.mjs';
import { chromiumLaunchOptions } from '../scripts/chromium.mjs';

const option = (name, fallback) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? String(process.argv[index + 1]) : fallback;
};
const SIZES = option('deals', '1000,100000,1000000')
  .split(',')
  .map((size) => Number(size.replaceAll('_', '')));
const RUNS = Number(option('runs', '5'));
/** Runs for the smallest size, the baseline of every ratio: the same measure, more often. */
const BASE_RUNS = Number(option('base-runs', String(RUNS * 3)));
const EXPORT = option('export', 'yes') !== 'no';
const HEAP = option('heap', 'yes') !== 'no';
/** Blocks of each size's keystrokes, the sizes in turns, once all are seeded (`inTurns`). */
const TURNS = Number(option('turns', String(Math.max(RUNS, BASE_RUNS))));
/** The sizes' servers, kept until the end for the keystrokes in turns. @type {Array<{ deals: number, base: string, headers: Record<string, string>, keystrokes: Map<string, { turns?: number }>, close: () => Promise<void> }>} */
const servers = [];

const postgres = ensurePostgres();
const rules = await loadListRules();
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const load = () => loadavg().map((value) => value.toFixed(1)).join(' ');
const MB = 1024 * 1024;

/** One statement on the server's maintenance database; its rows. @param {string} sql @returns {Promise<any[]>} */
async function administer(sql) {
  const client = new pg.Client({ connectionString: postgres.url });
  await client.connect();
  try {
    return (await client.query(sql)).rows;
  } finally {
    await client.end();
  }
}

/**
 * CPU seconds the local cluster has spent (the postmaster, its live processes and those it has
 * reaped), or null when the server is not this machine's throw-away cluster (TEST_DATABASE_URL).
 */
function clusterCpuSeconds() {
  if (process.env.TEST_DATABASE_URL) return null;
  const pidFile = path.join(tmpdir(), `partner-console-postgres-${process.env.TEST_POSTGRES_PORT ?? 54329}`, 'data', 'postmaster.pid');
  if (!existsSync(pidFile)) return null;
  const postmaster = readFileSync(pidFile, 'utf8').split('\n')[0];
  const ticks = 100; // USER_HZ on Linux
  const stat = (/** @type {string} */ pid) => {
    try {
      // Fields after the command's closing parenthesis: state is field 3, utime 14, stime 15, cutime 16, cstime 17.
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      return { parent: fields[1], own: Number(fields[11]) + Number(fields[12]), reaped: Number(fields[13]) + Number(fields[14]) };
    } catch {
      return null;
    }
  };
  const root = stat(postmaster);
  if (!root) return null;
  let total = root.own + root.reaped;
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    const child = stat(pid);
    if (child?.parent === postmaster) total += child.own;
  }
  return total / ticks;
}
const processCpuSeconds = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e6;
};

/** Each plan node's type, the index it reads and the relation it scans. */
function planNodes(plan, nodes = []) {
  nodes.push({ type: plan['Node Type'], index: plan['Index Name'], relation: plan['Relation Name'], rows: plan['Plan Rows'] });
  for (const child of plan.Plans ?? []) planNodes(child, nodes);
  return nodes;
}

/** What a plan reads, in short: 'Index Scan partner_deals_list_pending_first', and a warning for a sequential scan or a sort. */
function planSummary(plan) {
  const nodes = planNodes(plan);
  const reads = nodes.filter((node) => node.index).map((node) => `${node.type.replace(' Scan', '')} ${node.index}`);
  const warnings = nodes
    .filter((node) => node.type === 'Seq Scan' || node.type === 'Sort' || node.type === 'Incremental Sort')
    .map((node) => (node.type === 'Seq Scan' ? `SEQ SCAN ${node.relation}` : `${node.type.toUpperCase()} of ~${node.rows} rows`));
  return [...new Set([...reads, ...warnings])].join(', ') || nodes.map((node) => node.type).join(' > ');
}

/** The list queries timed, by name: the query string of GET /partner/admin/deals/query. */
function queriesFor(deals) {
  const deepPage = Math.max(1, Math.floor(deals / 10 / 2));
  return {
    'first rows (page 1)': 'page=1&pageSize=10',
    'keystroke "h"': 'page=1&pageSize=10&q=h',
    'keystroke "har"': 'page=1&pageSize=10&q=har',
    'keystroke "harbor l"': 'page=1&pageSize=10&q=harbor%20l',
    'keystroke "mül"': 'page=1&pageSize=10&q=m%C3%BCl',
    // Sorted by a text the search reads, where the matches come together late in the order
    // (docs/performance.md, 'A rare phrase').
    'keystroke "zenith", customer A to Z': 'page=1&pageSize=10&q=zenith&sort=customerCompany',
    'keystroke "mül", by name': 'page=1&pageSize=10&q=m%C3%BCl&sort=name',
    // A pair of letters no deal holds: no trigram, so every search text is read to say so.
    'keystroke "yo", held by none': 'page=1&pageSize=10&q=yo',
    'sort by customer, descending': 'page=1&pageSize=10&sort=-customerCompany',
    'status pending, new to old': 'page=1&pageSize=10&status=pending&sort=newToOld',
    'conflicts only': 'page=1&pageSize=10&conflicts=only',
    'dates: one month': 'page=1&pageSize=10&from=2026-01-01T00:00:00.000Z&to=2026-01-31T23:59:59.999Z',
    'page in the middle': `page=${deepPage}&pageSize=10`,
  };
}

/**
 * Seeds one size and measures it; the server, its sign-in and its database stay in `servers` for
 * the keystrokes in turns (`inTurns`), closed at the end. @param {number} deals
 * @returns {Promise<{ figures: Map<string, string>, keystrokes: Map<string, { beside: number, alone: number, fixed: number, buffers: number, turns?: number }> }>} the figures by line, and each keystroke's medians for the verdict
 */
async function measure(deals) {
  /** @type {Map<string, string>} */
  const figures = new Map();
  /** Each keystroke's medians as numbers, for the verdict: the rows beside their counts as the server counts, the rows alone. @type {Map<string, { beside: number, alone: number, fixed: number, buffers: number, turns?: number }>} */
  const keystrokes = new Map();
  const runs = deals === Math.min(...SIZES) ? Math.max(RUNS, BASE_RUNS) : RUNS;
  const database = `pc_bench_${process.pid}_${deals}`;
  const dataDir = await mkdtemp(path.join(tmpdir(), 'partner-console-server-query-'));
  let app;
  let pool;
  const close = async () => {
    await pool?.end();
    await app?.close();
    await administer(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`).catch((error) => console.error(`could not drop ${database}: ${error.message}`));
    await rm(dataDir, { recursive: true, force: true });
  };
  let kept = false;
  try {
    console.log(`\n${deals.toLocaleString('en')} partner deals (load average ${load()})`);
    // A UTF-8 character type, as a deployed server's databases have: under the throw-away cluster's
    // C locale, pg_trgm takes a letter outside ASCII for a space, so a needle such as 'mül' would
    // be looked up by its single letters and read nearly every row.
    await administer(`CREATE DATABASE ${database} LOCALE 'C.UTF-8' TEMPLATE template0`).catch(() => administer(`CREATE DATABASE ${database}`));
    const url = new URL(postgres.url);
    url.pathname = `/${database}`;
    const cpuBefore = [clusterCpuSeconds(), processCpuSeconds()];
    const started = performance.now();
    // The console and the reference backend in one server (the console in server mode), as `npm start` runs them.
    app = await startConsole({ port: 0, host: '127.0.0.1', dataDir, databaseUrl: url.href, demoDeals: deals, report: (line) => console.log(`  log: ${line}`) });
    const seconds = (performance.now() - started) / 1000;
    const cluster = cpuBefore[0] === null ? null : /** @type {number} */ (clusterCpuSeconds()) - cpuBefore[0];
    const own = processCpuSeconds() - cpuBefore[1];
    figures.set('seeded until the server answered (s)', seconds.toFixed(1));
    figures.set('  CPU: database + this process (s)', `${cluster === null ? '?' : cluster.toFixed(1)} + ${own.toFixed(1)}`);
    console.log(`  answered after ${seconds.toFixed(1)} s (goal for 1,000,000: 120 s)`);

    const base = `${app.url}api`;
    const login = await fetch(`${base}/partner/admin/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@partner-console.dev', password: 'Admin@12345' }),
    });
    const { token } = await login.json();
    const headers = { authorization: `Bearer ${token}` };

    // The SQL of each query, as listQuery.mjs writes it, recorded on a connection of our own for EXPLAIN.
    pool = new pg.Pool({ connectionString: url.href, max: 2 });
    // The lists' samples of words texts, as the server keeps them (the same sample: TABLESAMPLE ... REPEATABLE), taken off the record.
    const searchStats = createSearchStats((sql, params) => /** @type {pg.Pool} */ (pool).query(sql, params));
    await searchStats.of('partner_deals');
    const plans = new Map();
    // One untimed round first: the connections, the server's code and the database's caches warm.
    for (const query of Object.values(queriesFor(deals))) await (await fetch(`${base}/partner/admin/deals/query?${query}`, { headers })).arrayBuffer();
    /** One call's time to its whole answer. @param {string} query */
    const timed = async (query) => {
      const begun = performance.now();
      const answer = await fetch(`${base}/partner/admin/deals/query?${query}`, { headers });
      await answer.arrayBuffer();
      if (!answer.ok) throw new Error(`${query}: ${answer.status}`);
      return performance.now() - begun;
    };
    // The fixed cost of a request: the first rows alone, whose database work is an index read of 11
    // rows at any size (EXPLAIN below), so what is left is the call, the sign-in check, the server's
    // code and 10 rows of JSON. A keystroke's time above it is what its search costs.
    const fixedTimes = [];
    for (let run = 0; run < runs * 2; run++) fixedTimes.push(await timed('page=1&pageSize=10&parts=rows'));
    const fixed = median(fixedTimes);
    figures.set("a request's fixed cost: the first rows alone (ms)", fixed.toFixed(1));
    console.log(`  a request's fixed cost (the first rows alone): ${fixed.toFixed(1)} ms, median of ${runs * 2}`);
    for (const [name, query] of Object.entries(queriesFor(deals))) {
      const times = [];
      let total = 0;
      for (let run = 0; run < runs; run++) {
        const begun = performance.now();
        const answer = await fetch(`${base}/partner/admin/deals/query?${query}`, { headers });
        const body = await answer.json();
        times.push(performance.now() - begun);
        if (!answer.ok) throw new Error(`${name}: ${answer.status} ${JSON.stringify(body)}`);
        total = body.total;
      }
      figures.set(`${name} (ms)`, `${median(times).toFixed(1)} (${total.toLocaleString('en')})`);
      /** @type {Array<{ sql: string, params: unknown[] }>} */
      const statements = [];
      const recording = { query: async (sql, params = []) => (statements.push({ sql, params }), pool.query(sql, params)), searchStats };
      await queryList(recording, 'partnerDeals', '*', parseListRequest('partnerDeals', Object.fromEntries(new URLSearchParams(query)), rules));
      const explained = [];
      for (const { sql, params } of statements) {
        const { rows } = await pool.query(`EXPLAIN (FORMAT JSON) ${sql}`, params);
        const kind = sql.includes('FROM list_counts') ? 'counts kept' : sql.includes('count(*)') ? 'counts' : 'page';
        explained.push(`${kind}: ${planSummary(rows[0]['QUERY PLAN'][0].Plan)}`);
      }
      plans.set(name, explained);
      console.log(`  ${name.padEnd(30)} ${median(times).toFixed(1).padStart(8)} ms  (${total.toLocaleString('en')} rows)`);
      if (name.startsWith('keystroke')) await keystrokeParts(name, query);
    }

    /**
     * A keystroke's rows, then its counts, asked as the console asks them, each timed from the
     * rows' request to its own answer; with EXPLAIN ANALYZE of the rows' SQL (the index it reads,
     * the rows it looked at).
     * @param {string} name @param {string} query
     */
    async function keystrokeParts(name, query) {
      const times = { alone: [], counts: [] };
      let found = '';
      for (let run = 0; run < runs; run++) {
        const asked = await askAsTheConsole(base, headers, query);
        times.alone.push(asked.rows);
        times.counts.push(asked.counts);
        found = `${asked.page.rows.length} rows${asked.page.more ? ', more' : ''}`;
      }
      /** @type {Array<{ sql: string, params: unknown[] }>} */
      const statements = [];
      const recording = { query: async (sql, params = []) => (statements.push({ sql, params }), pool.query(sql, params)), searchStats };
      await queryList(recording, 'partnerDeals', '*', parseListRequest('partnerDeals', Object.fromEntries(new URLSearchParams(`${query}&parts=rows`)), rules));
      const analysed = [];
      /** The rows' buffers (shared, hit and read, planning included): what they read, whatever the load. */
      let rowBuffers = 0;
      for (const { sql, params } of statements) {
        const { rows } = await pool.query(`EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) ${sql}`, params);
        const [plan] = rows[0]['QUERY PLAN'];
        const buffers = ['Shared Hit Blocks', 'Shared Read Blocks'].reduce((sum, field) => sum + (plan.Plan[field] ?? 0) + (plan.Planning?.[field] ?? 0), 0);
        rowBuffers += buffers;
        analysed.push(`${planSummary(plan.Plan)} (${plan['Execution Time'].toFixed(1)} ms in the database, ${buffers} buffers)`);
      }
      figures.set(`${name}: its rows' statements, buffers (EXPLAIN ANALYZE)`, `${rowBuffers} (${statements.length})`);
      plans.set(`${name}, rows alone (EXPLAIN ANALYZE)`, analysed);
      // The counts' SQL, as the server runs it (in a transaction under COUNTING_SETTINGS).
      /** @type {Array<{ sql: string, params: unknown[] }>} */
      const counted = [];
      const countRecorder = { query: async (sql, params = []) => (counted.push({ sql, params }), pool.query(sql, params)), searchStats };
      await queryList(countRecorder, 'partnerDeals', '*', parseListRequest('partnerDeals', Object.fromEntries(new URLSearchParams(`${query}&parts=counts`)), rules));
      const client = await pool.connect();
      /** The counts' SQL on the bench's own connection, under `settings`. @param {string} settings @param {string} [explain] */
      const countOn = async (settings, explain = '') => {
        const answers = [];
        await client.query('BEGIN');
        try {
          await client.query(settings);
          for (const { sql, params } of counted) answers.push((await client.query(`${explain}${sql}`, params)).rows);
        } finally {
          await client.query('COMMIT');
        }
        return answers;
      };
      try {
        // Its EXPLAIN ANALYZE: the time in the database, the processes (a parallel worker's), the
        // buffers and any JIT, which load changes less than a wall time.
        const countPlans = (await countOn(COUNTING_SETTINGS, 'EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) ')).map((rows) => {
          const [plan] = rows[0]['QUERY PLAN'];
          const workers = JSON.stringify(plan.Plan).match(/"Workers Launched":(\d+)/)?.[1] ?? '0';
          const buffers = `${plan.Plan['Shared Hit Blocks'] ?? 0} hit, ${plan.Plan['Shared Read Blocks'] ?? 0} read`;
          const jit = plan.JIT ? `, JIT ${plan.JIT.Timing.Total.toFixed(1)} ms` : '';
          return `${planSummary(plan.Plan)} (${plan['Execution Time'].toFixed(1)} ms in the database, ${workers} parallel workers, buffers ${buffers}${jit})`;
        });
        if (countPlans.length > 0) plans.set(`${name}, counts alone (EXPLAIN ANALYZE, as the server runs them)`, countPlans);
        // The rows beside counts with one parallel worker and with none (the server's), in turns in
        // the same runs: the counts run here, on the bench's connection, as the server would run them.
        if (counted.length > 0) {
          const beside = { 1: { rows: [], counts: [] }, 0: { rows: [], counts: [] } };
          for (let run = 0; run < runs; run++) {
            for (const workers of /** @type {const} */ ([1, 0])) {
              const begun = performance.now();
              await Promise.all([
                timed(`${query}&parts=rows`).then((time) => beside[workers].rows.push(time)),
                countOn(countingSettings(workers)).then(() => beside[workers].counts.push(performance.now() - begun)),
              ]);
            }
          }
          const pair = (/** @type {'rows' | 'counts'} */ part) => `${median(beside[1][part]).toFixed(1)} / ${median(beside[0][part]).toFixed(1)}`;
          figures.set(`${name}: rows beside counts of 1 / 0 parallel workers (ms)`, pair('rows'));
          figures.set(`${name}: those counts, 1 / 0 parallel workers (ms)`, pair('counts'));
          keystrokes.set(name, { beside: median(beside[0].rows), alone: median(times.alone), fixed, buffers: rowBuffers });
          console.log(`    rows beside counts of 1 / 0 parallel workers: ${pair('rows')} ms; the counts ${pair('counts')} ms`);
        }
      } finally {
        client.release();
      }
      figures.set(`${name}: its rows, as the console asks them (ms)`, `${median(times.alone).toFixed(1)} (${found})`);
      figures.set(`${name}: the same above the fixed cost (ms)`, (median(times.alone) - fixed).toFixed(1));
      figures.set(`${name}: its counts, asked after its rows (ms from the rows' request)`, median(times.counts).toFixed(1));
      console.log(
        `    rows ${median(times.alone).toFixed(1).padStart(8)} ms as the console asks them (${found}); its counts after them ${median(times.counts).toFixed(1).padStart(8)} ms from the rows' request`,
      );
    }

    if (HEAP) {
      const [first, after] = await consoleHeap(app.url);
      figures.set("the page's JavaScript heap, first rows (MB)", (first / MB).toFixed(1));
      figures.set("the page's JavaScript heap, after pages and searches (MB)", (after / MB).toFixed(1));
      console.log(`  the page's JavaScript heap: ${(first / MB).toFixed(1)} MB at the first rows, ${(after / MB).toFixed(1)} MB after pages and searches`);
    }

    if (EXPORT) await exportAll();
    console.log(`  plans (EXPLAIN of the page and the counts):`);
    for (const [name, explained] of plans) console.log(`    ${name}: ${explained.join('; ')}`);
    console.log(`  load average after: ${load()}`);
    servers.push({ deals, base, headers, keystrokes, close });
    kept = true;
    return { figures, keystrokes };

    // The exports of every deal: time, size, and this process's peak memory while each streams.
    async function exportAll() {
      for (const extension of ['csv', 'xls', 'xlsx']) {
        global.gc?.();
        const rssBefore = process.memoryUsage().rss;
        let peak = rssBefore;
        const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
        const begun = performance.now();
        const answer = await fetch(`${base}/partner/admin/deals/export.${extension}`, { headers });
        if (!answer.ok) throw new Error(`export: ${answer.status} ${await answer.text()}`);
        let bytes = 0;
        let lines = 0;
        for await (const chunk of answer.body) {
          bytes += chunk.length;
          if (extension === 'csv') for (let at = chunk.indexOf(10); at !== -1; at = chunk.indexOf(10, at + 1)) lines++;
          peak = Math.max(peak, process.memoryUsage().rss);
        }
        const exportSeconds = (performance.now() - begun) / 1000;
        clearInterval(sampler);
        const rows = extension === 'csv' ? `, ${(lines - 1).toLocaleString('en')} rows` : '';
        figures.set(`export of every deal as .${extension} (s)`, `${exportSeconds.toFixed(1)} (${(bytes / MB).toFixed(0)} MB${rows})`);
        figures.set(`  peak RSS while exporting .${extension} (MB)`, `${(peak / MB).toFixed(0)} (+${((peak - rssBefore) / MB).toFixed(0)})`);
        console.log(`  export .${extension}: ${exportSeconds.toFixed(1)} s, ${(bytes / MB).toFixed(0)} MB${rows}, peak RSS ${(peak / MB).toFixed(0)} MB (+${((peak - rssBefore) / MB).toFixed(0)} MB)`);
      }
    }
  } finally {
    if (!kept) await close();
  }
}

/**
 * A keystroke as the console asks it: its rows, then, once they have come, its counts; each
 * part's time from the rows' request to its own whole answer (read before it is parsed), and the
 * rows' answer.
 * @param {string} base @param {Record<string, string>} headers @param {string} query
 * @returns {Promise<{ rows: number, counts: number, page: { rows: unknown[], more?: boolean } }>}
 */
async function askAsTheConsole(base, headers, query) {
  const begun = performance.now();
  const times = { rows: 0, counts: 0 };
  let page = { rows: [] };
  for (const part of /** @type {const} */ (['rows', 'counts'])) {
    const answer = await fetch(`${base}/partner/admin/deals/query?${query}&parts=${part}`, { headers });
    const text = await answer.text();
    times[part] = performance.now() - begun;
    if (!answer.ok) throw new Error(`${query} ${part}: ${answer.status} ${text}`);
    if (part === 'rows') page = JSON.parse(text);
  }
  return { ...times, page };
}

/**
 * Each keystroke's rows at every size in turns, the verdict's measure: once every size is seeded
 * and the database is quiet (a CHECKPOINT, no autovacuum worker and no other statement under
 * way), blocks of each size in turns (ascending, then descending order), each block every
 * keystroke once untimed and once timed, each as the console asks it (its rows, timed, then its
 * counts). Measured one size after the other, a million's keystrokes came right after its seed,
 * with the database still writing it out, and the smallest size's in a server process that had
 * not yet seeded a million: the two sizes' figures differed by their moments as much as by their
 * size. In turns both meet the same moments; in blocks, neither is timed right after the other
 * size's requests took its pages out of the cluster's shared buffers.
 * @param {Array<{ deals: number, base: string, headers: Record<string, string>, keystrokes: Map<string, { turns?: number }> }>} servers
 */
async function inTurns(servers) {
  const begun = performance.now();
  await administer('CHECKPOINT');
  let busy = 1;
  while (busy > 0 && performance.now() - begun < 300_000) {
    [{ busy }] = await administer(
      "SELECT count(*)::int AS busy FROM pg_stat_activity WHERE pid <> pg_backend_pid() AND (backend_type = 'autovacuum worker' OR (backend_type = 'client backend' AND state = 'active'))",
    );
    if (busy > 0) await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  global.gc?.();
  console.log(
    `\nIn turns: the database quiet after ${((performance.now() - begun) / 1000).toFixed(1)} s${busy > 0 ? ` (still ${busy} busy after 300 s)` : ''}; each size's keystrokes in blocks, ${servers.map(({ deals }) => deals.toLocaleString('en')).join(' and ')} in turns, ${TURNS} blocks each (load average ${load()})`,
  );
  const keystrokes = Object.entries(queriesFor(0)).filter(([name]) => name.startsWith('keystroke'));
  /** One keystroke at one size as the console asks it; the rows' time. @param {{ base: string, headers: Record<string, string> }} server @param {string} query */
  const ask = async ({ base, headers }, query) => (await askAsTheConsole(base, headers, query)).rows;
  /** @type {Map<string, number[][]>} the rows' times by keystroke, one array a size */
  const times = new Map(keystrokes.map(([name]) => [name, servers.map(() => [])]));
  /** The untimed passes' rows, the first keystrokes after the other size's block, one array a size. @type {number[][]} */
  const firsts = servers.map(() => []);
  for (let turn = 0; turn < TURNS; turn++) {
    const order = servers.map((_, index) => index);
    if (turn % 2 === 1) order.reverse();
    for (const index of order) {
      // A block of this size: every keystroke untimed, then every keystroke timed. The untimed pass
      // takes what the other size's block left: its database pages out of PostgreSQL's shared
      // buffers (one cluster holds both sizes' databases; a million's counts read hundreds of
      // thousands of rows), which no server of one size meets.
      for (const [, query] of keystrokes) firsts[index].push(await ask(servers[index], query));
      for (const [name, query] of keystrokes) times.get(name)?.[index].push(await ask(servers[index], query));
    }
  }
  console.log(`  (the untimed pass at the start of each block: ${firsts.map((values) => median(values).toFixed(1)).join(' / ')} ms at the median)`);
  for (const [name, bySize] of times) {
    bySize.forEach((values, index) => {
      const figures = servers[index].keystrokes.get(name);
      if (figures) figures.turns = median(values);
    });
    console.log(`  ${name.padEnd(40)} ${bySize.map((values) => median(values).toFixed(1)).join(' / ')} ms`);
  }
  console.log(`  load average after: ${load()}`);
}

/**
 * The console's JavaScript heap on Partner Deals (server mode): signed in, the first rows shown,
 * then after three pages, a search typed and cleared and another page; each after a forced GC.
 * @param {string} url the console
 * @returns {Promise<[number, number]>} bytes used at the first rows, and after
 */
async function consoleHeap(url) {
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    page.setDefaultTimeout(120_000);
    await page.goto(url);
    await page.getByLabel('Email').fill('admin@partner-console.dev');
    await page.getByLabel('Password', { exact: true }).fill('Admin@12345');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(/\/partners$/);
    await page.locator('a[href="/deals"]').first().click();
    const rows = page.locator('[aria-label^="Approve deal"]').first();
    await rows.waitFor();
    const cdp = await context.newCDPSession(page);
    const heap = async () => {
      await cdp.send('HeapProfiler.collectGarbage');
      return /** @type {{ usedSize: number }} */ (await cdp.send('Runtime.getHeapUsage')).usedSize;
    };
    /** Until the list has its answer (rows and counts): no 'Updating...' left. */
    const settled = async () => {
      await page.waitForTimeout(400);
      await page.getByText('Updating...').waitFor({ state: 'hidden' });
    };
    const first = await heap();
    for (let next = 0; next < 3; next++) {
      await page.getByRole('button', { name: 'Next page' }).first().click();
      await settled();
    }
    const search = page.getByRole('searchbox').first();
    await search.pressSequentially('har', { delay: 80 });
    await settled();
    await search.fill('');
    await settled();
    await search.pressSequentially('h', { delay: 80 });
    await settled();
    await page.getByRole('button', { name: 'Next page' }).first().click();
    await settled();
    await rows.waitFor();
    return [first, await heap()];
  } finally {
    await browser.close();
  }
}

/**
 * The goal's answer in one line per keystroke: its rows as the console asks them (alone, its
 * counts after), the median over the runs at each size, and each larger size's ratio to the
 * smallest, 'met' when at most 2; then the same for its rows beside a count under way (counted as
 * the server counts, COUNTING_SETTINGS).
 * @param {Array<{ keystrokes: Map<string, { beside: number, alone: number, fixed: number, buffers: number, turns?: number }> }>} results
 */
function verdict(results) {
  if (results.length < 2) return;
  const [base, ...larger] = results;
  const sizes = SIZES.map((size) => size.toLocaleString('en'));
  for (const [measure, label] of /** @type {const} */ ([
    ['turns', 'rows as the console asks them, each size\'s in blocks, the sizes in turns once all are seeded and the database is quiet (the goal\'s verdict), median ms'],
    ['alone', 'rows as the console asks them (its counts after), each size right after its seed, median ms'],
    ['beside', 'rows beside a count under way (an older keystroke\'s, the server finishing it), median ms'],
    ['buffers', "rows' statements, buffers hit and read (EXPLAIN ANALYZE: load-independent)"],
  ])) {
    console.log(`\nWithin 2x of ${sizes[0]}? A keystroke's ${label}, at ${sizes.join(' / ')}, and the ratio:`);
    for (const [name, figures] of base.keystrokes) {
      const values = results.map(({ keystrokes }) => keystrokes.get(name)?.[measure]);
      if (values.some((value) => value === undefined)) continue;
      const ratios = larger.map(({ keystrokes }) => /** @type {number} */ (keystrokes.get(name)?.[measure]) / figures[measure]);
      const met = ratios.every((ratio) => ratio <= 2);
      console.log(
        `  ${name.replace('keystroke ', '').padEnd(26)} ${values.map((value) => value?.toFixed(measure === 'buffers' ? 0 : 1)).join(' / ').padStart(16)}  ${ratios.map((ratio) => `${ratio.toFixed(2)}x`).join(' / ')}  ${met ? 'met' : 'NOT MET'}`,
      );
    }
  }
  console.log(`  (a request's fixed cost, the first rows alone: ${results.map(({ keystrokes }) => [...keystrokes.values()][0]?.fixed.toFixed(1) ?? '?').join(' / ')} ms)`);
}

try {
  // The console's build, if it is older than its sources, before anything is timed.
  if (HEAP) await buildConsoleIfStale();
  const results = [];
  for (const size of SIZES) results.push(await measure(size));
  if (servers.length > 1) await inTurns(servers);
  console.log(`\nSide by side, median of ${RUNS} (of ${Math.max(RUNS, BASE_RUNS)} at ${Math.min(...SIZES).toLocaleString('en')}; ms unless said; rows found in brackets):\n`);
  console.log(`| | ${SIZES.map((size) => size.toLocaleString('en')).join(' | ')} |`);
  console.log(`| --- | ${SIZES.map(() => '---:').join(' | ')} |`);
  for (const line of results[0].figures.keys()) console.log(`| ${line.trim()} | ${results.map(({ figures }) => figures.get(line) ?? '').join(' | ')} |`);
  verdict(results);
} finally {
  for (const server of servers) await server.close();
  postgres.stop();
}
