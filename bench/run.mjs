// `npm run bench`: performance figures of the list engine, the list screens and the exports, each
// as median and p95 over repeated runs for 1k, 10k and 100k records, beside a straightforward
// baseline doing the same work (bench/baselines.ts), with the ratio baseline / ours.
//
//   npm run bench                        everything (about 3-5 minutes on two cores)
//   npm run bench -- --sizes=1000,10000  other data sizes
//   npm run bench -- --only=engine       only the Node part (or --only=browser, --only=console, --only=live)
//   npm run bench -- --only=live         only the live updates on 100,000 deals (--live-size, --live-interval, --live-rounds)
//   npm run bench -- --only=console      only the console route beside the bare DealsList (bench/console.mjs),
//                                        each with the probe's calibration (a click and a key, one text node),
//                                        --console-deals=N (100000), --console-rounds=R (2),
//                                        --console-dist=DIR another console build as the baseline
//   npm run bench -- --out=bench.md      also write the table (markdown) to a file
//
// The TypeScript sources are bundled on the fly with esbuild: bench/node.ts for Node (run with
// --expose-gc, so every repetition starts after a garbage collection) and bench/browser/page.tsx
// for Chromium, driven through playwright-core. Targets are reported, not asserted: a search
// keystroke on 100k records reaches the rows within 16 ms in Chromium, an export of 100k deals
// takes under 2 s without blocking input for more than 100 ms at a time, and as an Excel workbook
// (.xlsx) under 3 s, likewise.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { chromium } from 'playwright-core';
import { chromiumLaunchOptions } from '../scripts/chromium.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const option = (name) => process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
const sizes = (option('sizes') ?? '1000,10000,100000').split(',').map(Number);
const only = option('only');
const outFile = option('out');
/** Partner deals in the console route's measurement, and how many times it runs (in turns with --console-dist's build). */
const consoleDeals = Number(option('console-deals') ?? 100_000);
const otherConsoleDist = option('console-dist');
const consoleRounds = Number(option('console-rounds') ?? 2);

/** Repetitions per size: fewer for bigger data sets, to keep the whole run within minutes. */
const repetitions = (n) => (n <= 1000 ? { engine: 30, keys: 5, mounts: 5, exports: 5 } : n <= 10_000 ? { engine: 10, keys: 4, mounts: 3, exports: 3 } : { engine: 3, keys: 3, mounts: 2, exports: 2 });

const SEARCH_WORD = 'garcia';
const PLACEHOLDER = 'Search by name, email, or company';
const DEALS_PLACEHOLDER = 'Search by partner, company, or registration number';

const work = mkdtempSync(path.join(tmpdir(), 'partner-console-bench-'));
const started = performance.now();
/** @type {import('./stats.js').BenchRow[]} */
const results = [];
const loadBefore = loadavg()[0];

// The summaries come from bench/stats.ts, the same code the Node half uses.
await build({ entryPoints: [path.join(root, 'bench/stats.ts')], bundle: true, platform: 'node', format: 'esm', outfile: path.join(work, 'stats.mjs'), logLevel: 'warning' });
const { summarise } = await import(pathToFileURL(path.join(work, 'stats.mjs')).href);

async function benchNode() {
  console.log('list engine (Node)…');
  const bundle = path.join(work, 'node.mjs');
  await build({ entryPoints: [path.join(root, 'bench/node.ts')], bundle: true, platform: 'node', format: 'esm', outfile: bundle, logLevel: 'warning' });
  const out = path.join(work, 'engine.json');
  const plan = JSON.stringify({ sizes: sizes.map((n) => [n, repetitions(n).engine]) });
  const child = spawnSync(process.execPath, ['--expose-gc', bundle, plan, out], { stdio: 'inherit' });
  if (child.status !== 0) throw new Error(`the Node benchmark exited with ${child.status}`);
  results.push(...JSON.parse(readFileSync(out, 'utf8')));
}

const PAGE_HTML = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>bench</title>
<script>
  // React reports every commit to this hook (as to the DevTools extension), also in production.
  window.__benchCommits = { times: [], lastRoot: null };
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true, isDisabled: false, renderers: new Map(),
    inject() { return 1; },
    onCommitFiberRoot(_id, root) { window.__benchCommits.times.push(performance.now()); window.__benchCommits.lastRoot = root; },
    onCommitFiberUnmount() {}, onPostCommitFiberRoot() {}, checkDCE() {},
  };
</script></head><body><div id="root"></div><script type="module" src="/page.js"></script></body></html>`;

let pageScript;
/** The bench page's script (bench/browser/page.tsx), bundled once. */
async function benchPageScript() {
  if (pageScript) return pageScript;
  const bundle = path.join(work, 'page.js');
  await build({
    entryPoints: [path.join(root, 'bench/browser/page.tsx')],
    bundle: true,
    platform: 'browser',
    format: 'esm',
    target: 'es2022',
    jsx: 'automatic',
    jsxImportSource: '@emotion/react',
    define: { 'process.env.NODE_ENV': '"production"' },
    minify: true,
    outfile: bundle,
    logLevel: 'warning',
  });
  pageScript = readFileSync(bundle, 'utf8');
  return pageScript;
}

/** Routes http://bench.localhost/ of `target` (a page or a context) to the bench page. */
async function serveBenchPage(target) {
  const script = await benchPageScript();
  await target.route('http://bench.localhost/**', (route) =>
    route.fulfill(
      route.request().url().endsWith('/page.js')
        ? { contentType: 'text/javascript', body: script }
        : { contentType: 'text/html', body: PAGE_HTML },
    ),
  );
}

async function benchBrowser() {
  console.log('Chromium…');
  await benchPageScript();
  const browser = await chromium.launch(chromiumLaunchOptions());
  const browserVersion = browser.version();
  try {
    for (const n of sizes) {
      const reps = repetitions(n);
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: false });
      const page = await context.newPage();
      page.setDefaultTimeout(120_000);
      await serveBenchPage(page);
      const errors = [];
      page.on('pageerror', (error) => errors.push(error));
      await page.goto('http://bench.localhost/');
      await page.waitForFunction(() => 'bench' in window);
      const loadMs = await page.evaluate((count) => window.bench.load(count), n);
      const sizeStarted = performance.now();
      const group = 'list screen (Chromium)';

      // First render once the data arrives.
      const firstRender = async (kind) => {
        const samples = [];
        for (let r = 0; r < reps.mounts; r++) samples.push((await page.evaluate((k) => window.bench.mount(k), kind)).firstRenderMs);
        return summarise(samples);
      };
      const partnersScreen = await firstRender('partners-screen');
      const partnersEngine = await firstRender('partners-engine');
      const partnersNaive = await firstRender('partners-naive');
      const dealsScreen = await firstRender('deals-screen');
      const dealsNaive = await firstRender('deals-naive');
      const naiveNote = 'baseline: ListView over a naive filter (builds no index)';
      const dealsNaiveNote = 'baseline: every deal made a row (toDealRow) on arrival, ListView over a naive filter';
      results.push(
        { group, task: 'first render: PartnersOverview (data → rows)', n, ours: partnersScreen, baseline: partnersNaive, note: naiveNote },
        { group, task: 'first render: ListView + useListController (data → rows)', n, ours: partnersEngine, baseline: partnersNaive, note: naiveNote },
        { group, task: 'first render: DealsList (data → rows)', n, ours: dealsScreen, baseline: dealsNaive, note: dealsNaiveNote },
      );

      // Search keystrokes: keydown → the rows answer the new text.
      const keystrokes = async (kind, placeholder = PLACEHOLDER) => {
        await page.evaluate((k) => window.bench.mount(k), kind);
        // A person reads the list for a moment before typing; the index is prepared meanwhile.
        await page.waitForTimeout(1000);
        const box = page.getByPlaceholder(placeholder);
        const rows = [];
        const echo = [];
        for (let r = 0; r < reps.keys; r++) {
          await box.click();
          if (r > 0) {
            await page.evaluate(() => window.bench.arm());
            await page.keyboard.press('Control+A');
            await page.evaluate(() => window.bench.arm());
            await page.keyboard.press('Backspace');
            await page.evaluate(() => window.bench.settle());
          }
          for (const letter of SEARCH_WORD) {
            await page.evaluate(() => window.bench.arm());
            await page.keyboard.press(letter);
            const timing = await page.evaluate(() => window.bench.settle());
            rows.push(timing.rowsMs);
            echo.push(timing.echoMs);
          }
          const shown = await box.inputValue();
          if (shown !== SEARCH_WORD) throw new Error(`${kind}: the search box reads '${shown}'`);
        }
        return { rows: summarise(rows), echo: summarise(echo) };
      };
      const screenKeys = await keystrokes('partners-screen');
      const engineKeys = await keystrokes('partners-engine');
      const naiveKeys = await keystrokes('partners-naive');
      const dealKeys = await keystrokes('deals-screen', DEALS_PLACEHOLDER);
      const naiveDealKeys = await keystrokes('deals-naive', DEALS_PLACEHOLDER);
      const echoNote = (keys) => `box echo ${fmt(keys.echo.median)} / ${fmt(keys.echo.p95)} ms`;
      results.push(
        { group, task: `search keystroke → rows: PartnersOverview ('${SEARCH_WORD}')`, n, ours: screenKeys.rows, baseline: naiveKeys.rows, note: echoNote(screenKeys) },
        { group, task: `search keystroke → rows: ListView + useListController`, n, ours: engineKeys.rows, baseline: naiveKeys.rows, note: echoNote(engineKeys) },
        { group, task: `search keystroke → rows: DealsList ('${SEARCH_WORD}')`, n, ours: dealKeys.rows, baseline: naiveDealKeys.rows, note: echoNote(dealKeys) },
      );
      await page.evaluate(() => window.bench.unmount());

      // Exports of every row: chunked builders (+ Blob) against one synchronous concatenation.
      for (const dataset of ['partners', 'deals']) {
        for (const format of ['csv', 'xls', 'xlsx', 'print']) {
          const runs = async (impl) => {
            // One untimed run over a few rows first, so the timed ones run compiled code.
            await page.evaluate(([d, f, i]) => window.bench.exportRun(d, f, i, 500), [dataset, format, impl]);
            const samples = [];
            const blocks = [];
            const gaps = [];
            const longTasks = [];
            const longestTasks = [];
            const count = format === 'print' && n >= 100_000 ? 1 : reps.exports;
            for (let r = 0; r < count; r++) {
              const result = await page.evaluate(([d, f, i]) => window.bench.exportRun(d, f, i), [dataset, format, impl]);
              samples.push(result.ms);
              blocks.push(result.longestBlockMs);
              gaps.push(result.inputGapMs);
              longTasks.push(result.longTasks);
              longestTasks.push(result.longestTaskMs);
            }
            return { time: summarise(samples), block: summarise(blocks), gap: summarise(gaps), longTasks: Math.max(...longTasks), longestTask: Math.max(...longestTasks) };
          };
          const chunked = await runs('chunked');
          const naive = await runs('naive');
          const tasks = (run) => (run.longTasks ? `, ${run.longTasks} long tasks, longest ${fmt(run.longestTask)} ms` : ', no long task');
          results.push({
            group: 'export (Chromium)',
            task: `${format === 'print' ? 'print page' : format.toUpperCase()}: ${dataset} (${dataset === 'partners' ? 18 : 36} columns)`,
            n,
            ours: chunked.time,
            baseline: naive.time,
            note:
              format === 'xlsx'
                ? `input waits at most ${fmt(chunked.gap.median)} ms (p95 ${fmt(chunked.gap.p95)})${tasks(chunked)}; baseline: write-excel-file's one-shot call, input waits ${fmt(naive.gap.median)} ms${tasks(naive)}`
                : `longest block ${fmt(chunked.block.median)} ms (p95 ${fmt(chunked.block.p95)})${chunked.longTasks ? `, ${chunked.longTasks} long tasks` : ''}; the baseline blocks throughout`,
          });
        }
      }
      // The workbook again in a page that holds only the data: no list screens, their indexes or
      // the garbage of the exports before.
      {
        const fresh = await context.newPage();
        fresh.setDefaultTimeout(120_000);
        fresh.on('pageerror', (error) => errors.push(error));
        await serveBenchPage(fresh);
        await fresh.goto('http://bench.localhost/');
        await fresh.waitForFunction(() => 'bench' in window);
        await fresh.evaluate((count) => window.bench.load(count), n);
        await fresh.evaluate(() => window.bench.exportRun('deals', 'xlsx', 'chunked', 500));
        const samples = [];
        const gaps = [];
        for (let r = 0; r < reps.exports; r++) {
          const result = await fresh.evaluate(() => window.bench.exportRun('deals', 'xlsx', 'chunked'));
          samples.push(result.ms);
          gaps.push(result.inputGapMs);
        }
        const gap = summarise(gaps);
        results.push({
          group: 'export (Chromium)',
          task: 'XLSX: deals (36 columns), in a page holding only the data',
          n,
          ours: summarise(samples),
          note: `input waits at most ${fmt(gap.median)} ms (p95 ${fmt(gap.p95)})`,
        });
        await fresh.close();
      }
      if (errors.length > 0) throw errors[0];
      await context.close();
      console.log(`  ${n} records: data generated in ${(loadMs / 1000).toFixed(1)} s, measured in ${((performance.now() - sizeStarted) / 1000).toFixed(1)} s`);
    }
  } finally {
    await browser.close();
  }
  return browserVersion;
}

/**
 * The console route beside the bare screen (bench/console.mjs): the three interactions of issue 33
 * on Partner Deals with `consoleDeals` deals, in the console (router, URL list state, AppShell)
 * and on the bench page's DealsList alone, timed by the same probe. With --console-dist, that
 * build of the console is measured too, in turns with this checkout's, as the baseline.
 */
async function benchConsole() {
  console.log(`console route (Chromium), ${consoleDeals.toLocaleString('en-US')} deals…`);
  const dataBundle = path.join(work, 'data.mjs');
  await build({ entryPoints: [path.join(root, 'bench/data.ts')], bundle: true, platform: 'node', format: 'esm', outfile: dataBundle, logLevel: 'warning' });
  const { benchData } = await import(pathToFileURL(dataBundle).href);
  const { partners, partnerDeals } = benchData(consoleDeals, consoleDeals);
  const { buildConsoleIfStale, CONSOLE_DIST } = await import('../examples/start.mjs');
  await buildConsoleIfStale();
  const { interleavedInteractions, openConsoleDeals, probeScript, settleAfterLoad, startSpec7Console } = await import('./console.mjs');
  const probe = await probeScript(root, work);
  const builds = [{ name: 'this checkout', distDir: CONSOLE_DIST }, ...(otherConsoleDist ? [{ name: 'baseline', distDir: path.resolve(otherConsoleDist) }] : [])];
  const servers = await Promise.all(builds.map((b) => startSpec7Console({ distDir: b.distDir, partners, deals: partnerDeals })));
  const browser = await chromium.launch(chromiumLaunchOptions());
  const browserVersion = browser.version();
  /** @type {Record<string, Record<string, { samples: number[], longTasks: number, longestTaskMs: number, held: number, longestHeldMs: number, unchanged: number }>>} */
  const figures = {};
  /** By page: the heartbeat's holds over 50 ms over whole runs (the pauses between interactions included), and the runs' seconds. */
  const wholeRuns = {};
  const add = (who, { run, ...interactions }) => {
    const whole = (wholeRuns[who] ??= { holdsMs: [], seconds: 0 });
    whole.holdsMs.push(...run.holdsMs);
    whole.seconds += run.seconds;
    for (const [name, entry] of Object.entries(interactions)) {
      const into = ((figures[who] ??= {})[name] ??= { samples: [], longTasks: 0, longestTaskMs: 0, held: 0, longestHeldMs: 0, unchanged: 0 });
      into.samples.push(...entry.samples);
      into.longTasks += entry.longTasks;
      into.longestTaskMs = Math.max(into.longestTaskMs, entry.longestTaskMs);
      into.held += entry.held;
      into.longestHeldMs = Math.max(into.longestHeldMs, entry.longestHeldMs);
      into.unchanged += entry.unchanged;
    }
  };
  /** By build: the keys pressed during the first visit to /deals (bench/console.mjs, `keysWhileLoading`). */
  const firstVisits = {};
  const contexts = [];
  const errors = [];
  const fresh = async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: false });
    contexts.push(context);
    await context.addInitScript({ content: probe });
    const page = await context.newPage();
    page.setDefaultTimeout(120_000);
    page.on('pageerror', (error) => errors.push(error));
    page.on('crash', () => errors.push(new Error(`the page crashed: ${page.url()}`)));
    return page;
  };
  try {
    for (let round = 0; round < consoleRounds; round++) {
      // Every page open at once, the interactions taken in turns (interleavedInteractions).
      const bare = await fresh();
      await serveBenchPage(bare);
      await bare.goto('http://bench.localhost/');
      await bare.waitForFunction(() => 'bench' in window);
      await bare.evaluate((count) => window.bench.load(count), consoleDeals);
      await bare.evaluate(() => window.bench.mount('deals-screen'));
      await settleAfterLoad(bare);
      const consoles = [];
      for (const [i, b] of builds.entries()) {
        const page = await fresh();
        const visit = await openConsoleDeals(page, servers[i].url, { pressKeys: true });
        const into = (firstVisits[b.name] ??= { waits: [], toPaint: [], holdsMs: [], seconds: [] });
        into.waits.push(...visit.keys.map((key) => key.wait));
        into.toPaint.push(...visit.keys.map((key) => key.toPaint));
        into.holdsMs.push(...visit.holdsMs);
        into.seconds.push(visit.seconds);
        consoles.push(page);
      }
      const [bareRun, ...consoleRuns] = await interleavedInteractions([bare, ...consoles]);
      add('bare', bareRun);
      for (const [i, b] of builds.entries()) add(b.name, consoleRuns[i]);
      if (errors.length > 0) throw errors[0];
      await Promise.all(contexts.splice(0).map((context) => context.close()));
    }
  } finally {
    await browser.close();
    await Promise.all(servers.map((s) => s.close()));
  }
  const group = 'console route (Chromium)';
  const label = {
    calibrateKey: "calibration: a key in a text field → one text node painted (the probe's floor for a keystroke: no list, no React)",
    search: "search keystroke (each letter of 'gar', 'mar', 'son', then Backspace) → rows painted",
    calibrateClick: "calibration: a click → one text node painted (the probe's floor for a click, timed from its click: no list, no React)",
    nextPage: 'next page → rows painted',
    sort: "sort by a header ('Customer Company') → rows painted",
  };
  const tasks = (entry) =>
    `long tasks ${entry.longTasks}${entry.longTasks ? `, longest ${fmt(entry.longestTaskMs)} ms` : ''}; held over 50 ms ${entry.held}${entry.held ? `, longest ${fmt(entry.longestHeldMs)} ms` : ''}${entry.unchanged ? `; ${entry.unchanged} left the rows unchanged` : ''}`;
  for (const name of Object.keys(label)) {
    const bare = figures.bare[name];
    const ours = figures['this checkout'][name];
    const other = figures.baseline?.[name];
    results.push({ group, task: `${label[name]}: DealsList alone`, n: consoleDeals, ours: summarise(bare.samples), baseline: null, note: tasks(bare) });
    results.push({
      group,
      task: `${label[name]}: console /deals`,
      n: consoleDeals,
      ours: summarise(ours.samples),
      baseline: other ? summarise(other.samples) : null,
      note: `${tasks(ours)}${other ? `; baseline (${otherConsoleDist}): ${tasks(other)}` : ''}`,
    });
  }
  // Item 5 over whole runs: V8's collection of the list's heap comes between interactions as
  // often as during one, and the longtask observer does not report it (bench/browser/probe.ts).
  const whole = (who) => `${wholeRuns[who].holdsMs.length} in ${wholeRuns[who].seconds.toFixed(0)} s of interactions`;
  const heldTask = 'main thread held over 50 ms (the heartbeat: any task, V8\'s collections included), whole runs with the pauses between interactions: hold lengths';
  results.push({ group, task: `${heldTask}: DealsList alone`, n: consoleDeals, ours: summarise(wholeRuns.bare.holdsMs), baseline: null, note: whole('bare') });
  results.push({
    group,
    task: `${heldTask}: console /deals`,
    n: consoleDeals,
    ours: summarise(wholeRuns['this checkout'].holdsMs),
    baseline: wholeRuns.baseline ? summarise(wholeRuns.baseline.holdsMs) : null,
    note: `${whole('this checkout')}${wholeRuns.baseline ? `; baseline: ${whole('baseline')}` : ''}`,
  });
  // Item 5 during the load: a key pressed while the list arrives, parses, renders and finds its conflicts.
  const visit = (who) => {
    const v = firstVisits[who];
    return `${v.toPaint.length} keys over ${v.seconds.length} visits (fewer when the page is held: a key is pressed once the last one is taken); the longest to paint ${fmt(Math.max(...v.toPaint))} ms; a key's wait for its listener: median ${fmt(summarise(v.waits).median)}, longest ${fmt(Math.max(...v.waits))} ms; held over 50 ms ${v.holdsMs.length}${v.holdsMs.length ? `, longest ${fmt(Math.max(...v.holdsMs))} ms` : ''}; rows after ${v.seconds.map((s) => s.toFixed(1)).join(', ')} s`;
  };
  results.push({
    group,
    task: 'first visit: a key pressed every 40 ms from the click on Partner Deals until 2 s after the rows show → its paint: console /deals',
    n: consoleDeals,
    ours: summarise(firstVisits['this checkout'].toPaint),
    baseline: firstVisits.baseline ? summarise(firstVisits.baseline.toPaint) : null,
    note: `${visit('this checkout')}${firstVisits.baseline ? `; baseline: ${visit('baseline')}` : ''}`,
  });
  return browserVersion;
}

/**
 * Live updates on a long list (`--only=live`, also part of the full run): DealsList over
 * `--live-size` deals (default 100,000) with the memory API's live events, typing the search word
 * without and then with another administrator deciding a deal every `--live-interval` ms (default
 * 200). Keystroke → the commit showing the rows the list settles on, and → the frame after it,
 * side by side, with the longest task seen while typing. Self-contained (its own page handle).
 */
async function benchLive() {
  const n = Number(option('live-size') ?? 100_000);
  const interval = Number(option('live-interval') ?? 200);
  const rounds = Number(option('live-rounds') ?? 5);
  console.log(`live updates on ${n.toLocaleString('en-US')} deals (Chromium)…`);
  const browser = await chromium.launch(chromiumLaunchOptions());
  const browserVersion = browser.version();
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: false });
    const page = await context.newPage();
    page.setDefaultTimeout(120_000);
    const errors = [];
    page.on('pageerror', (error) => errors.push(error));
    await serveBenchPage(page);
    await page.goto('http://bench.localhost/');
    await page.waitForFunction(() => 'liveBench' in window);
    await page.evaluate((count) => window.bench.load(count), n);
    await page.evaluate(() => window.liveBench.mount());
    // The index is prepared and the conflicts found while a person reads the list.
    await page.waitForTimeout(3000);
    const box = page.getByPlaceholder(DEALS_PLACEHOLDER);
    const typing = async (everyMs) => {
      await page.evaluate((ms) => window.liveBench.start(ms), everyMs);
      const rows = [];
      const frames = [];
      for (let r = 0; r < rounds; r++) {
        await box.click();
        await page.keyboard.press('Control+A');
        await page.keyboard.press('Backspace');
        await page.waitForTimeout(300);
        for (const letter of SEARCH_WORD) {
          await page.evaluate(() => window.liveBench.arm());
          await page.keyboard.press(letter);
          const timing = await page.evaluate(() => window.liveBench.settle());
          rows.push(timing.rowsMs);
          frames.push(timing.frameMs);
        }
        const shown = await box.inputValue();
        if (shown !== SEARCH_WORD) throw new Error(`live: the search box reads '${shown}'`);
      }
      const seen = await page.evaluate(() => window.liveBench.stop());
      return { rows: summarise(rows), frames: summarise(frames), ...seen };
    };
    const quietRun = await typing(0);
    const liveRun = await typing(interval);
    if (errors.length > 0) throw errors[0];
    if (liveRun.decisions === 0) throw new Error('live: no decision was made');
    const longest = (run) => (run.longTasks.length ? `${run.longTasks.length} long task${run.longTasks.length === 1 ? '' : 's'}, longest ${fmt(Math.max(...run.longTasks))} ms` : 'no long task');
    const call = summarise(liveRun.callMs);
    const group = 'live updates (Chromium)';
    results.push(
      {
        group,
        task: `search keystroke → rows: DealsList ('${SEARCH_WORD}'), live change every ${interval} ms vs none`,
        n,
        ours: liveRun.rows,
        baseline: quietRun.rows,
        note: `with live: ${liveRun.decisions} changes heard, ${longest(liveRun)}, the other admin's call (memory API, same page, call to answer) ${fmt(call.median)} / ${fmt(call.p95)} ms; without: ${longest(quietRun)}; budget 16.7 ms median (baseline column: without live updates)`,
      },
      {
        group,
        task: `search keystroke → painted frame: DealsList ('${SEARCH_WORD}'), live change every ${interval} ms vs none`,
        n,
        ours: liveRun.frames,
        baseline: quietRun.frames,
        note: 'the requestAnimationFrame after the answer commit (baseline column: without live updates)',
      },
    );
    await context.close();
  } finally {
    await browser.close();
  }
  return browserVersion;
}

function fmt(ms) {
  if (!Number.isFinite(ms)) return '–';
  if (ms < 1) return ms.toFixed(3);
  if (ms < 10) return ms.toFixed(2);
  if (ms < 100) return ms.toFixed(1);
  return ms.toFixed(0);
}

function table(rows) {
  const lines = [
    '| Figure | Records | Ours median | Ours p95 | Baseline median | Baseline p95 | Baseline / ours | Note |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
  ];
  const order = (row) => [row.group, row.task];
  const sorted = [...rows].sort((a, b) => {
    const [ga, ta] = order(a);
    const [gb, tb] = order(b);
    return ga === gb ? (ta === tb ? a.n - b.n : rows.indexOf(a) - rows.indexOf(b)) : rows.indexOf(a) - rows.indexOf(b);
  });
  // Group by task, sizes ascending, in the order the tasks first appeared.
  const tasks = [...new Set(rows.map((row) => `${row.group}\u0000${row.task}`))];
  for (const key of tasks) {
    for (const row of sorted.filter((r) => `${r.group}\u0000${r.task}` === key).sort((a, b) => a.n - b.n)) {
      const ratio = row.baseline ? row.baseline.median / row.ours.median : NaN;
      lines.push(
        `| ${row.group}: ${row.task} | ${row.n.toLocaleString('en-US')} | ${fmt(row.ours.median)} | ${fmt(row.ours.p95)} | ${row.baseline ? fmt(row.baseline.median) : '–'} | ${row.baseline ? fmt(row.baseline.p95) : '–'} | ${Number.isFinite(ratio) ? `${ratio >= 10 ? ratio.toFixed(0) : ratio.toFixed(1)}×` : '–'} | ${row.note ?? ''} |`,
      );
    }
  }
  return lines.join('\n');
}

function machine(browserVersion) {
  const model = (() => {
    try {
      return /model name\s*:\s*(.*)/.exec(readFileSync('/proc/cpuinfo', 'utf8'))?.[1] ?? cpus()[0]?.model;
    } catch {
      return cpus()[0]?.model;
    }
  })();
  return `${cpus().length} cores (${model}), Node ${process.version}, Chromium ${browserVersion ?? '(not run)'}, load average ${loadBefore.toFixed(1)} before / ${loadavg()[0].toFixed(1)} after`;
}

try {
  if (!only || only === 'engine') await benchNode();
  let browserVersion = !only || only === 'browser' ? await benchBrowser() : undefined;
  if (!only || only === 'console') browserVersion = await benchConsole();
  if (!only || only === 'live') browserVersion = await benchLive();
  const report = [
    `Times in ms, median and p95 over repeated runs; "baseline / ours" compares the medians.`,
    `Machine: ${machine(browserVersion)}. Total bench time ${((performance.now() - started) / 1000).toFixed(0)} s.`,
    '',
    table(results),
  ].join('\n');
  console.log(`\n${report}`);
  if (outFile) writeFileSync(outFile, `${report}\n`);
} finally {
  rmSync(work, { recursive: true, force: true });
}
