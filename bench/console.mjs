// The console route in the bench (`npm run bench -- --only=console`): the real examples/console,
// built as `npm start` builds it (production, vite), against a small backend served here that has
// SPEC section 7 and nothing more (no history, undo or live events), with 100,000 partner deals of
// bench/data.ts; signed in, on /deals (Partner Deals). Each interaction is timed by the probe
// (bench/browser/probe.ts) from the input event to the paint of the changed rows, with the long
// tasks from the event until the page is quiet again. The same interactions run on the bare
// DealsList of the bench page, timed by the same probe, so the two read side by side.
//
//   --console-dist=DIR   also measure another build of the console (e.g. one made from main with
//                        `npx vite build --config examples/console/vite.config.ts --outDir DIR`),
//                        alternating with this checkout's build: an A/B in one run, as its baseline
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const DEALS_PLACEHOLDER = 'Search by partner, company, or registration number';
/** Typed letter by letter, each then cleared with Backspace: every key changes the rows shown. */
const SEARCH_WORDS = ['gar', 'mar', 'son'];
const SORT_HEADER = 'Customer Company';

const TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json', '.svg': 'image/svg+xml', '.png': 'image/png', '.ico': 'image/x-icon', '.woff2': 'font/woff2' };

/**
 * The bench's data (bench/data.ts, bundled into `work`) with `dealCount` partners and partner
 * deals, served by `startSpec7Console` with the console at `distDir`: what the scripts that look
 * into the console's interactions measure against (profile-console.mjs, long-tasks.mjs).
 */
export async function startBenchConsole({ root, work, distDir, dealCount }) {
  const dataBundle = path.join(work, 'data.mjs');
  await build({ entryPoints: [path.join(root, 'bench/data.ts')], bundle: true, platform: 'node', format: 'esm', outfile: dataBundle, logLevel: 'warning' });
  const { benchData } = await import(pathToFileURL(dataBundle).href);
  const { partners, partnerDeals } = benchData(dealCount, dealCount);
  return startSpec7Console({ distDir, partners, deals: partnerDeals });
}

/**
 * The console's files from `distDir` and a backend of SPEC 7 alone under /api: sign-in (any
 * e-mail and password), the partner and deal lists and a record of each, and the deal decisions
 * (approve, reject, remarks) kept in memory. Everything else SPEC 7 names answers an empty list
 * or 404: the /deals route never calls it.
 * @param {{ distDir: string, partners: object[], deals: object[] }} options
 */
export async function startSpec7Console({ distDir, partners, deals }) {
  const byId = new Map(deals.map((deal) => [String(deal.id), deal]));
  let dealsJson = null;
  const json = (response, status, body) => {
    const text = typeof body === 'string' ? body : JSON.stringify(body);
    response.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
    response.end(text);
  };
  const readBody = (request) =>
    new Promise((resolve) => {
      let text = '';
      request.on('data', (piece) => (text += piece));
      request.on('end', () => resolve(text ? JSON.parse(text) : {}));
    });
  const api = async (request, response, route) => {
    const { method } = request;
    if (method === 'POST' && route === '/partner/admin/auth/login') {
      const { email } = await readBody(request);
      return json(response, 200, { token: `bench-token-${Date.now()}`, partnerAdmin: { id: 1, firstName: 'Bench', lastName: 'Admin', email } });
    }
    if (request.headers.authorization?.startsWith('Bearer bench-token-') !== true) return json(response, 401, { message: 'Unauthorized' });
    if (method === 'GET' && route === '/partner/admin/deals') return json(response, 200, (dealsJson ??= JSON.stringify(deals)));
    if (method === 'GET' && route === '/partner/admin/partners') return json(response, 200, partners);
    const deal = /^\/partner\/admin\/deals\/(\d+)(\/approve|\/reject|\/remarks)?$/.exec(route);
    if (deal && byId.has(deal[1])) {
      const record = byId.get(deal[1]);
      if (method === 'GET' && !deal[2]) return json(response, 200, record);
      if (method === 'POST' && deal[2]) {
        const body = await readBody(request);
        if (deal[2] === '/approve') record.status = 'APPROVED';
        if (deal[2] === '/reject') record.status = 'REJECTED';
        if (deal[2] === '/remarks') record.remark = String(body.remarks ?? '');
        dealsJson = null;
        return json(response, 200, record);
      }
    }
    if (method === 'GET' && /^\/(partner|distributor)\/admin\/[a-z-]+(\/pending|\/type\/[A-Z]+|\/sales|\/tech)?$/.test(route)) return json(response, 200, []);
    return json(response, 404, { message: 'Not found' });
  };
  const server = createServer(async (request, response) => {
    try {
      const { pathname } = new URL(request.url ?? '/', 'http://bench');
      if (pathname.startsWith('/api/')) return await api(request, response, pathname.slice(4));
      if (pathname === '/config.json') return json(response, 200, { apiBaseUrl: '/api', extensions: false });
      const file = path.extname(pathname) ? path.join(distDir, path.normalize(pathname)) : path.join(distDir, 'index.html');
      const body = await readFile(file).catch(() => null);
      if (!body) return json(response, 404, { message: 'Not found' });
      response.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
      response.end(body);
    } catch (error) {
      json(response, 500, { message: String(error) });
    }
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${server.address().port}/`, close: () => new Promise((resolve) => server.close(resolve)) };
}

/** The probe (bench/browser/probe.ts), bundled once, as a script for `addInitScript`. */
export async function probeScript(root, work) {
  const outfile = path.join(work, 'probe.js');
  await build({ entryPoints: [path.join(root, 'bench/browser/probe.ts')], bundle: true, platform: 'browser', format: 'iife', target: 'es2022', outfile, logLevel: 'warning' });
  return readFile(outfile, 'utf8');
}

/**
 * One interaction, timed by the probe: `act` presses or clicks. Returns the probe's figures.
 * @param {import('playwright-core').Page} page
 * @param {() => Promise<void>} act
 */
async function timed(page, act, target = 'tbody') {
  await page.evaluate((watched) => window.__probe.arm(watched), target);
  await act();
  return page.evaluate(() => window.__probe.settle());
}

/** The calibration box's text node (bench/browser/probe.ts, `installCalibration`). */
const CALIBRATION_OUTPUT = '#bench-calibration output';

/**
 * The probe's floor on this page: a click on the calibration box's button and a key in its text
 * field, each changing one text node from a plain listener (no list work, no React), timed as the
 * rows are. What they take is in every figure of the page besides its own work.
 * @param {import('playwright-core').Page} page
 */
async function* calibration(page) {
  await page.evaluate(() => window.__probe.installCalibration());
  yield { name: 'calibrateClick', result: await timed(page, () => page.locator('#bench-calibration button').click(), CALIBRATION_OUTPUT) };
  await page.locator('#bench-calibration input').focus();
  yield { name: 'calibrateKey', result: await timed(page, () => page.keyboard.press('x'), CALIBRATION_OUTPUT) };
}

/**
 * The three interactions of issue 33 on a deals list that shows its rows, as an async generator
 * that yields after each timed one (`{ name, result }`), so several pages can take turns: a search
 * keystroke (each letter of a few short words, and the Backspace that clears the box), the next
 * page (`clicks` times) and a sort by a header (`clicks` times, each click turning the order).
 * Among them, every few interactions, the calibration's click and key (`calibration`).
 * @param {import('playwright-core').Page} page
 */
export async function* dealInteractions(page, { words = SEARCH_WORDS, clicks = 15, calibrateEvery = 3 } = {}) {
  const box = page.getByPlaceholder(DEALS_PLACEHOLDER);
  for (const word of words) {
    yield* calibration(page);
    await box.click();
    for (const letter of word) yield { name: 'search', result: await timed(page, () => page.keyboard.press(letter)) };
    const shown = await box.inputValue();
    if (shown !== word) throw new Error(`the search box reads '${shown}'`);
    await box.press('Control+A');
    yield { name: 'search', result: await timed(page, () => page.keyboard.press('Backspace')) };
  }
  const next = page.getByRole('button', { name: 'Next page' });
  for (let r = 0; r < clicks; r++) {
    if (r % calibrateEvery === 0) yield* calibration(page);
    yield { name: 'nextPage', result: await timed(page, () => next.click()) };
  }
  const header = page.getByRole('columnheader', { name: SORT_HEADER }).getByRole('button');
  for (let r = 0; r < clicks; r++) {
    if (r % calibrateEvery === 0) yield* calibration(page);
    yield { name: 'sort', result: await timed(page, () => header.click()) };
  }
}

/**
 * Runs `dealInteractions` on every page in turns, one interaction each, so a machine whose load
 * changes meanwhile weighs on all alike; returns each page's figures: the samples of each
 * interaction (rows unchanged left out and counted), its long tasks and the longest, the
 * heartbeat's holds of the main thread over 50 ms and the longest (bench/browser/probe.ts), and
 * under `run` the holds over the whole run, the pauses between interactions included.
 * @param {import('playwright-core').Page[]} pages
 */
export async function interleavedInteractions(pages, options) {
  const runs = pages.map((page) => dealInteractions(page, options));
  const figures = pages.map(() => ({}));
  const started = await Promise.all(pages.map((page) => page.evaluate(() => performance.now())));
  for (let done = false; !done; ) {
    done = true;
    for (const [i, run] of runs.entries()) {
      const step = await run.next().catch(async (error) => {
        const shot = path.join(tmpdir(), `bench-console-${i}.png`);
        await pages[i].screenshot({ path: shot }).catch(() => {});
        throw new Error(`page ${i} (${pages[i].url()}): ${error.message} (screenshot ${shot})`);
      });
      if (step.done) continue;
      done = false;
      const { name, result } = step.value;
      const entry = (figures[i][name] ??= { samples: [], longTasks: 0, longestTaskMs: 0, held: 0, longestHeldMs: 0, unchanged: 0 });
      if (result.ms === null) entry.unchanged++;
      else entry.samples.push(result.ms);
      entry.longTasks += result.longTasks;
      entry.longestTaskMs = Math.max(entry.longestTaskMs, result.longestTaskMs);
      entry.held += result.held;
      entry.longestHeldMs = Math.max(entry.longestHeldMs, result.longestHeldMs);
    }
  }
  for (const [i, page] of pages.entries()) figures[i].run = await page.evaluate((from) => window.__probe.heldSince(from), started[i]);
  return figures;
}

/**
 * Signs in to the console at `url` and opens Partner Deals from the menu; resolves once the rows
 * show and the page finished the work that follows a load (conflicts, the search index). With
 * `pressKeys`, presses keys meanwhile and resolves with what they waited (`keysWhileLoading`).
 * @param {import('playwright-core').Page} page
 */
export async function openConsoleDeals(page, url, { pressKeys = false } = {}) {
  await page.goto(`${url}login`);
  await page.getByLabel('Email').fill('admin@bench.example');
  await page.getByLabel('Password', { exact: true }).fill('bench-password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(/\/partners$/, { timeout: 60_000 });
  const firstVisit = pressKeys ? await keysWhileLoading(page) : undefined;
  if (!pressKeys) {
    await page.locator('a[href="/deals"]').first().click();
    await page.locator(FIRST_DEAL).first().waitFor({ timeout: 120_000 });
  }
  await settleAfterLoad(page);
  return firstVisit;
}

/** A deal's row, not the loading row: its Approve button. */
const FIRST_DEAL = '[aria-label^="Approve deal"]';
/** How often a key is pressed while the list loads, and for how long after its rows show, ms. */
const KEY_EVERY_MS = 40;
const KEYS_AFTER_ROWS_MS = 2000;

/**
 * Clicks Partner Deals and presses Shift every `KEY_EVERY_MS` until `KEYS_AFTER_ROWS_MS` after the
 * rows show (the body arriving and parsing, the first render, the conflicts after it), as someone
 * who goes on working while a long list loads. Returns each key's wait (its event's time stamp to
 * its listener) and its time to the next paint (a frame, then a task: after the paint), ms, the
 * seconds to the rows, and the heartbeat's holds over 50 ms in that time (bench/browser/probe.ts).
 * @param {import('playwright-core').Page} page
 */
async function keysWhileLoading(page) {
  const from = await page.evaluate(() => {
    window.__keys = [];
    addEventListener(
      'keydown',
      (event) => {
        const wait = performance.now() - event.timeStamp;
        requestAnimationFrame(() => setTimeout(() => window.__keys.push({ wait, toPaint: performance.now() - event.timeStamp }), 0));
      },
      true,
    );
    return performance.now();
  });
  await page.locator('a[href="/deals"]').first().click();
  let rowsAt = 0;
  const rows = page
    .locator(FIRST_DEAL)
    .first()
    .waitFor({ timeout: 120_000 })
    .then(() => (rowsAt = Date.now()));
  while (!rowsAt || Date.now() - rowsAt < KEYS_AFTER_ROWS_MS) {
    await page.keyboard.press('Shift');
    await page.waitForTimeout(KEY_EVERY_MS);
  }
  await rows;
  await page.waitForTimeout(100); // the last key's paint
  return page.evaluate((since) => ({ keys: window.__keys, ...window.__probe.heldSince(since) }), from);
}

/**
 * Waits for the work that follows a list's first rows (the conflicts, the search index and the
 * column orders, prepared in idle time): a person reads the list for a moment before acting.
 * @param {import('playwright-core').Page} page
 */
export async function settleAfterLoad(page) {
  await page.evaluate(() => window.__probe.quiet());
  await page.waitForTimeout(3000);
  await page.evaluate(() => window.__probe.quiet());
}
