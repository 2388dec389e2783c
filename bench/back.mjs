// "Back is instant": the console against the reference backend with 100,000 partner deals (or
// --deals N), in Chromium. Times how long Partner Deals takes to show its rows on the first visit
// (the whole list downloaded and parsed: the baseline) and when going Back to it from Partners
// (the rows remembered in memory, fetched again behind 'Updating...'), each from the navigation to
// the frame after the first row is in the document. Median of --runs (3).
// Then where the first visit's time goes: in the page, the list request's phases (Resource
// Timing), the JSON parse and what follows until the rows show, and the longest task after them
// (the conflict pass); in Node, before the console starts, the server's parts one by one on the
// same database: the read as rows and their serialisation (how the list was sent before), the
// read as JSON written by the database (how it is sent now), and the compression.
// Both ways the console reads the list: in server mode (what `npm start` gives: the optional
// `query` call, one page asked for) and with SPEC 7 alone (`API_EXTENSIONS=none npm start`: the
// whole list downloaded); --mode server or --mode spec7 measures one of them.
//   node bench/back.mjs [--deals 100000] [--runs 3] [--mode server|spec7]
import { mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import os, { loadavg, tmpdir } from 'node:os';
import { chromium } from 'playwright-core';
import { openDatabase } from '../examples/server/db.mjs';
import { multiplyPartnerDeals } from '../examples/server/bulkData.mjs';
import { createServer, dataLayout } from '../examples/server/server.mjs';
import { startConsole } from '../examples/start.mjs';
import { chromiumLaunchOptions } from '../scripts/chromium.mjs';

const option = (name, fallback) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? Number(process.argv[index + 1]) : fallback;
};
const DEALS = option('deals', 100_000);
const RUNS = option('runs', 3);
const modeIndex = process.argv.indexOf('--mode');
/** The console's two ways to read a list: its name, what /config.json offers, and the list request's path. */
const MODES = [
  { name: 'server', label: "server mode (the optional 'query' call, what npm start gives)", extensions: true, request: /\/partner\/admin\/deals\/query(\?|$)/ },
  { name: 'spec7', label: 'SPEC 7 alone (API_EXTENSIONS=none: the whole list downloaded)', extensions: false, request: /\/partner\/admin\/deals$/ },
].filter((mode) => modeIndex < 0 || mode.name === process.argv[modeIndex + 1]);
const EMAIL = 'admin@partner-console.dev';
const PASSWORD = 'Admin@12345';

/** The phases of the first visit printed, in the order they happen. */
const PHASES = /** @type {const} */ ([
  ['request', 'Click to the list request (route, page chunk)'],
  ['firstByte', 'Request to its first byte (server: database read, JSON, compression begin)'],
  ['body', 'First byte to last (the rest of the database read and compression, transfer)'],
  ['read', 'Last byte to the parse (reading the body into text)'],
  ['parse', 'JSON parse'],
  ['render', 'Parse (server mode: the answer) to the rows in the document, next frame (checks, first render)'],
  ['total', 'Rows after (all of it)'],
  ['afterTask', 'Longest task in the 3 s after the rows (the conflict pass)'],
  ['wire', 'Bytes on the wire (kB)'],
  ['requests', 'List requests made'],
]);

const dataDir = await mkdtemp(path.join(tmpdir(), 'partner-console-back-'));
/** What the bench is doing, on stderr (a run takes minutes on busy cores). @param {string} what */
const progress = (what) => console.error(`${new Date().toISOString().slice(11, 19)} ${what}`);
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
let product;
let browser;
try {
  await (await createServer({ dataDir })).close();
  await multiplyPartnerDeals(dataLayout(dataDir).dbDir, DEALS);
  progress('the server parts');
  const server = await serverParts(dataLayout(dataDir).dbDir);
  browser = await chromium.launch(chromiumLaunchOptions());
  for (const mode of MODES) {
    product = await startConsole({ port: 0, dataDir, extensions: mode.extensions });
    await visits(mode);
    await product.close();
    product = undefined;
  }
  console.log(`The server's parts on their own (Node, the same ${DEALS.toLocaleString('en-US')} deals, one run each; in a request they overlap, as pages stream into the compressor):`);
  console.log('| Part | ms | Bytes |');
  console.log('| --- | ---: | ---: |');
  for (const part of server) console.log(`| ${part.label} | ${part.ms} | ${part.bytes === undefined ? '' : `${(part.bytes / 1e6).toFixed(1)} MB`} |`);
  console.log('');
  console.log(`Load average at the end: ${loadavg().map((value) => value.toFixed(1)).join(', ')} (on ${availableCores()} cores)`);
} finally {
  await browser?.close();
  await product?.close();
  await rm(dataDir, { recursive: true, force: true });
}


/**
 * The first visits and the Back of one mode, printed.
 * @param {(typeof MODES)[number]} mode
 */
async function visits(mode) {
  const firstVisit = [];
  const keptVisit = [];
  const back = [];
  /** @type {Array<Record<string, number>>} */
  const phases = [];
  /** @type {Array<Record<string, number>>} */
  const keptPhases = [];
  for (let run = 0; run < RUNS; run++) {
    // A change to a deal before the run, so its first visit reads the list afresh rather than
    // being sent the answer an earlier run left (listCache.mjs).
    await changeADeal(product.url, run);
    progress(`${mode.name}, run ${run + 1}: first visit after a change`);
    const page = await signedIn(browser);
    firstVisit.push(await rowsAfter(page, 'link'));
    phases.push(await page.evaluate(firstVisitPhases, mode.request.source));
    await page.getByText('Updating...').waitFor({ state: 'detached' }).catch(() => {});
    await page.getByRole('link', { name: 'Partners' }).first().click();
    await page.getByRole('heading', { level: 1, name: 'Partners' }).waitFor();
    // Let the Partners page settle, as a person would take a moment there.
    await page.waitForTimeout(1000);
    progress(`${mode.name}, run ${run + 1}: back`);
    back.push(await rowsAfter(page, 'back'));
    await page.context().close();
    // Another administrator's first visit, the list unchanged since: the kept answer.
    progress(`${mode.name}, run ${run + 1}: first visit, the list unchanged`);
    const other = await signedIn(browser);
    keptVisit.push(await rowsAfter(other, 'link'));
    keptPhases.push(await other.evaluate(firstVisitPhases, mode.request.source));
    await other.context().close();
  }
  console.log(`Partner Deals with ${DEALS.toLocaleString('en-US')} deals, ${mode.label}, median of ${RUNS} (Chromium, reference backend on this machine)`);
  console.log('| Visit | Rows after | Runs |');
  console.log('| --- | ---: | --- |');
  console.log(`| First visit after a change: the list (or its first page) read, compressed, downloaded and parsed | ${median(firstVisit)} ms | ${firstVisit.join(', ')} |`);
  console.log(`| First visit, the list unchanged since someone's last: the kept answer, downloaded and parsed | ${median(keptVisit)} ms | ${keptVisit.join(', ')} |`);
  console.log(`| Back from Partners: rows from memory, fetched again behind 'Updating...' | ${median(back)} ms | ${back.join(', ')} |`);
  console.log('');
  console.log(`Where the first visit's time goes, in the page (median of ${RUNS}, ms from the click on Partner Deals):`);
  console.log('| Phase | After a change | Runs | Unchanged (kept answer) | Runs |');
  console.log('| --- | ---: | --- | ---: | --- |');
  for (const [key, label] of PHASES) {
    const values = phases.map((entry) => entry[key]).filter((value) => value !== undefined);
    const kept = keptPhases.map((entry) => entry[key]).filter((value) => value !== undefined);
    if (values.length === 0 && kept.length === 0) continue;
    console.log(`| ${label} | ${median(values) ?? '–'} | ${values.join(', ')} | ${median(kept) ?? '–'} | ${kept.join(', ')} |`);
  }
  console.log('');
}

/** In the page, before its scripts: times each JSON.parse of a long text (the list) and keeps the long tasks. */
function recordParses() {
  const parse = JSON.parse;
  /** @type {Array<{ start: number, end: number }>} */
  const parses = [];
  /** @type {PerformanceEntry[]} */
  const tasks = [];
  Object.assign(window, { __parses: parses, __tasks: tasks });
  JSON.parse = function timedParse(text, reviver) {
    const start = performance.now();
    const value = parse(text, reviver);
    if (typeof text === 'string' && text.length > 1_000_000) parses.push({ start, end: performance.now() });
    return value;
  };
  new PerformanceObserver((list) => tasks.push(...list.getEntries())).observe({ type: 'longtask', buffered: true });
}

/**
 * In the page, after the first visit's rows: its phases, relative to the click (`__visit`). The
 * list request is the one `requestPattern` matches: with SPEC 7 alone the whole list, whose parse
 * is timed; in server mode the first page, too short to time its parse (read and parse are left out).
 * @param {string} requestPattern
 */
async function firstVisitPhases(requestPattern) {
  const { started, shown } = /** @type {{ started: number, shown: number }} */ (/** @type {any} */ (window).__visit);
  await new Promise((resolve) => setTimeout(resolve, 3000));
  const parse = /** @type {Array<{ start: number, end: number }>} */ (/** @type {any} */ (window).__parses).filter((entry) => entry.start >= started)[0];
  const pattern = new RegExp(requestPattern);
  const requests = /** @type {PerformanceResourceTiming[]} */ (performance.getEntriesByType('resource')).filter(
    (entry) => pattern.test(entry.name) && entry.startTime >= started,
  );
  // The list request whose answer was shown: the last one that ended before the parse, or before
  // the rows when nothing long was parsed (a request given up on, by a time-out, also has an entry).
  const request = requests.filter((entry) => entry.responseEnd <= (parse ? parse.start : shown)).at(-1);
  const tasks = /** @type {PerformanceEntry[]} */ (/** @type {any} */ (window).__tasks).filter((task) => task.startTime >= shown);
  if (!request) return {};
  const round = (/** @type {number} */ value) => Math.round(value);
  return {
    request: round(request.requestStart - started),
    firstByte: round(request.responseStart - request.requestStart),
    body: round(request.responseEnd - request.responseStart),
    ...(parse ? { read: round(parse.start - request.responseEnd), parse: round(parse.end - parse.start) } : {}),
    render: round(shown - (parse ? parse.end : request.responseEnd)),
    total: round(shown - started),
    afterTask: round(Math.max(0, ...tasks.map((task) => task.duration))),
    wire: round(request.transferSize / 1000),
    requests: requests.length,
  };
}

/**
 * The server's parts for the partner deal list, one at a time on the database in `dbDir` (no
 * server open on it): as rows and serialised (before), as JSON from the database (now), and that
 * JSON compressed as the server compresses answers (brotli quality 4) and with gzip.
 * @param {string} dbDir
 */
async function serverParts(dbDir) {
  const db = await openDatabase(dbDir);
  try {
    const timed = async (/** @type {() => Promise<any>} */ work) => {
      const started = performance.now();
      const value = await work();
      return { value, ms: Math.round(performance.now() - started) };
    };
    const rows = await timed(() => db.deals.list('partner'));
    const serialised = await timed(async () => JSON.stringify(rows.value));
    rows.value = null;
    // Also runs on a checkout from before the list came from the database as JSON, for an A/B.
    if (!('listJson' in db.deals)) {
      return [
        { label: 'Before: database read as rows (objects)', ms: rows.ms },
        { label: 'Before: serialisation of the rows (JSON.stringify)', ms: serialised.ms, bytes: serialised.value.length },
      ];
    }
    const json = await timed(() => text(db.deals.listJson('partner').body));
    if (json.value !== serialised.value) throw new Error('The JSON from the database differs from the serialised rows');
    serialised.value = null;
    const body = Buffer.from(json.value);
    const brotli = await timed(() =>
      promisify(brotliCompress)(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
    );
    const gzipped = await timed(() => promisify(gzip)(body));
    return [
      { label: 'Before: database read as rows (objects)', ms: rows.ms },
      { label: 'Before: serialisation of the rows (JSON.stringify)', ms: serialised.ms, bytes: body.length },
      { label: 'Now: database read as JSON (row_to_json, pages of 5,000, streamed)', ms: json.ms, bytes: body.length },
      { label: 'Compression, brotli quality 4 (what the server sends to browsers)', ms: brotli.ms, bytes: brotli.value.length },
      { label: 'Compression, gzip level 6 (for comparison)', ms: gzipped.ms, bytes: gzipped.value.length },
    ];
  } finally {
    await db.close();
  }
}

function availableCores() {
  return os.availableParallelism();
}

/**
 * A fresh browser context (nothing remembered from before) signed in on Partners.
 * @param {import('playwright-core').Browser} browser
 */
async function signedIn(browser) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.addInitScript(recordParses);
  await page.goto(/** @type {{ url: string }} */ (product).url);
  await page.getByLabel('Email').fill(EMAIL);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(/\/partners$/, { timeout: 60_000 });
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.locator('a[href="/deals"]').first().waitFor();
  return page;
}

/**
 * Timed in the page, from the navigation to the frame after the first deal row is in the
 * document: Playwright's own checks would wait behind the refetch's parsing, which runs later.
 * @param {import('playwright-core').Page} page
 * @param {'link' | 'back'} how
 */
async function rowsAfter(page, how) {
  const ms = await withinMinutes(3, page.evaluate(
    (navigate) =>
      new Promise((resolve) => {
        const started = performance.now();
        const done = () => document.querySelector('[aria-label^="Approve deal"]');
        const observer = new MutationObserver(() => {
          if (!done()) return;
          observer.disconnect();
          requestAnimationFrame(() => {
            const shown = performance.now();
            Object.assign(window, { __visit: { started, shown } });
            resolve(shown - started);
          });
        });
        observer.observe(document.body, { subtree: true, childList: true });
        if (navigate === 'back') history.back();
        else /** @type {HTMLElement} */ (document.querySelector('a[href="/deals"]')).click();
      }),
    how,
  ));
  return Math.round(/** @type {number} */ (ms));
}

/**
 * `work`, or a failure after `minutes`: a page that never shows its rows stops the bench.
 * @template T
 * @param {number} minutes
 * @param {Promise<T>} work
 * @returns {Promise<T>}
 */
function withinMinutes(minutes, work) {
  /** @type {NodeJS.Timeout | undefined} */
  let timer;
  const late = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`No rows after ${minutes} minutes`)), minutes * 60_000);
  });
  return /** @type {Promise<T>} */ (Promise.race([work, late]).finally(() => clearTimeout(timer)));
}

/**
 * Sets a remark on the first partner deal through the API, which raises the list's version.
 * @param {string} url the console's address (the API under /api)
 * @param {number} run
 */
async function changeADeal(url, run) {
  const api = new URL('/api/partner/admin/', url);
  const login = await fetch(new URL('auth/login', api), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: EMAIL, password: PASSWORD }) });
  const { token } = /** @type {{ token: string }} */ (await login.json());
  const changed = await fetch(new URL('deals/1/remarks', api), {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ remarks: `Checked again before bench run ${run + 1}` }),
  });
  if (!changed.ok) throw new Error(`Changing a deal failed: ${changed.status}`);
}
