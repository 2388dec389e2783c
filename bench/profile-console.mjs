// Where an interaction's time goes on the console's /deals (issue 33 item 1): the console at
// DIST against bench/console.mjs's SPEC 7 backend with N deals, signed in on /deals; each
// interaction (next page, sort by 'Customer Company', a search keystroke) is repeated with a
// Chromium CPU profile (CDP Profiler, 100 µs samples) and a performance trace (CDP Tracing,
// devtools.timeline) around it, and the script prints the probe's figures, the main thread's
// time by trace event (script, style, layout, paint, ...) and the self time of the hottest
// functions. Build DIST unminified for names:
//   NODE_ENV=production npx vite build --config examples/console/vite.config.ts --outDir /tmp/c --minify false
//   node bench/profile-console.mjs --dist=/tmp/c [--deals=100000] [--repeat=10]
//     [--only=nextPage|sort|search|calibrateClick|calibrateKey] (the last two: the probe's floor, one text node)
//     [--renders] (components rendered per commit) [--mutations] (DOM changes per interaction, by kind)
// Each interaction's window is also printed by kind (script by what it does: the list engine's
// filter, React's render and commit, emotion, the URL write, GC; the browser's style, layout,
// pre-paint and paint from the trace). The search keys type 'gar', 'mar', 'son' letter by letter
// and delete each letter by letter: no key repeats the needle before it.
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { chromium } from 'playwright-core';
import { chromiumLaunchOptions } from '../scripts/chromium.mjs';
import { openConsoleDeals, probeScript, settleAfterLoad, startBenchConsole } from './console.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const option = (name) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const dist = path.resolve(option('dist') ?? 'examples/console/dist');
const dealCount = Number(option('deals') ?? 100_000);
const repeat = Number(option('repeat') ?? 10);
const only = option('only');
/** --renders: also count the components React rendered in each commit of an interaction (its DevTools hook), by name. */
const renders = process.argv.includes('--renders');
/**
 * --mutations: also record the DOM changes of each interaction (a MutationObserver on the page,
 * load-independent), by batch (one per commit, roughly) and by kind: texts, nodes, and each
 * attribute written, apart those written with the value they had.
 */
const mutations = process.argv.includes('--mutations');
/** --bare: the bench page's DealsList alone (bench/browser/page.tsx, unminified), as `npm run bench -- --only=console` measures it beside the console; --dist is then not read. */
const bare = process.argv.includes('--bare');

const work = mkdtempSync(path.join(tmpdir(), 'partner-console-profile-'));
const server = await startBenchConsole({ root, work, distDir: dist, dealCount });
const browser = await chromium.launch(chromiumLaunchOptions());
const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
await context.addInitScript({ content: await probeScript(root, work) });
if (renders) await context.addInitScript({ content: `(${renderCounter})()` });
if (mutations) await context.addInitScript({ content: `(${mutationCounter})()` });
const page = await context.newPage();
page.setDefaultTimeout(120_000);
const cdp = await context.newCDPSession(page);
await cdp.send('Profiler.enable');

/**
 * Installed before the console's scripts: React reports each commit to the DevTools hook, also in
 * production. A component rendered in a commit is a fiber new in it, or one with React's
 * PerformedWork flag whose props or state are not those it had when last counted (a subtree React
 * skipped keeps its fibers, and their flags, from an earlier commit); DOM elements apart, counted
 * when made. Counts per commit, by name.
 */
function renderCounter() {
  const seen = new WeakMap();
  const commits = [];
  const nameOf = (fiber) => {
    const type = fiber.type;
    if (typeof type === 'string') return type;
    if (!type) return null;
    return type.displayName || type.name || type.render?.displayName || type.render?.name || type.type?.displayName || type.type?.name || '(anonymous)';
  };
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true, isDisabled: false, renderers: new Map(),
    inject() { return 1; },
    onCommitFiberRoot(_id, root) {
      if (!window.__renderCounting) return;
      const byName = new Map();
      let total = 0;
      let created = 0;
      const visit = (fiber) => {
        for (let f = fiber; f; f = f.sibling) {
          const last = seen.get(f);
          const rendered = (f.alternate === null || (f.flags & 1) === 1) && (!last || last[0] !== f.memoizedProps || last[1] !== f.memoizedState);
          if (rendered) {
            seen.set(f, [f.memoizedProps, f.memoizedState]);
            const name = nameOf(f);
            if (typeof f.type === 'string') {
              // A DOM element: counted when made (its updates carry no PerformedWork flag).
              if (f.alternate === null) created++;
            } else if (name) {
              total++;
              byName.set(name, (byName.get(name) ?? 0) + 1);
            }
          }
          if (f.child) visit(f.child);
        }
      };
      visit(root.current.child);
      commits.push({ total, created, byName: [...byName].sort((a, b) => b[1] - a[1]) });
    },
    onCommitFiberUnmount() {}, onPostCommitFiberRoot() {}, checkDCE() {},
  };
  window.__renderCommits = commits;
}

/** Installed before the console's scripts: `window.__mutations.start()` / `.stop()` around an interaction. */
function mutationCounter() {
  let batches = [];
  let observer = null;
  const describe = (node) => {
    const el = node.nodeType === 1 ? node : node.parentElement;
    if (!el) return '?';
    const data = [...el.attributes].filter((a) => a.name.startsWith('data-')).map((a) => a.name).join(',');
    return `${el.tagName.toLowerCase()}${el.type ? `[${el.type}]` : ''}${data ? `{${data}}` : ''}${el.closest('tbody') ? ' in tbody' : ''}`;
  };
  window.__mutations = {
    start() {
      batches = [];
      observer = new MutationObserver((records) => {
        const kinds = new Map();
        for (const r of records) {
          let kind;
          if (r.type === 'attributes') {
            const now = r.target.getAttribute(r.attributeName);
            kind = `attr ${r.attributeName}${now === r.oldValue ? ' (same value)' : ''} on ${describe(r.target)}`;
          } else if (r.type === 'characterData') kind = `text${r.target.data === r.oldValue ? ' (same value)' : ''} in ${describe(r.target)}`;
          else kind = `nodes +${r.addedNodes.length}/-${r.removedNodes.length} in ${describe(r.target)}`;
          kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
        }
        batches.push({ at: performance.now(), count: records.length, kinds: [...kinds].sort((a, b) => b[1] - a[1]) });
      });
      observer.observe(document.body, { subtree: true, childList: true, characterData: true, characterDataOldValue: true, attributes: true, attributeOldValue: true });
    },
    stop() {
      observer?.takeRecords();
      observer?.disconnect();
      return batches;
    },
  };
}

async function traced(act, prepare, target = 'tbody') {
  await prepare?.();
  const events = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
  await cdp.send('Tracing.start', { categories: 'toplevel,devtools.timeline,disabled-by-default-devtools.timeline,disabled-by-default-devtools.timeline.stack,v8.execute,blink.user_timing', transferMode: 'ReportEvents' });
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  if (renders) await page.evaluate(() => { window.__renderCommits.length = 0; window.__renderCounting = true; });
  await page.evaluate((watched) => window.__probe.arm(watched), target);
  if (mutations) await page.evaluate(() => window.__mutations.start());
  await act();
  const probe = await page.evaluate(() => window.__probe.settle(3000, 100));
  if (mutations) {
    const batches = await page.evaluate(() => window.__mutations.stop());
    console.log(`  DOM changes per batch: ${batches.map((b) => b.count).join(', ')} (all ${batches.reduce((a, b) => a + b.count, 0)})`);
    for (const [i, b] of batches.entries()) console.log(`    batch ${i + 1}: ${b.kinds.slice(0, 30).map(([k, n]) => `${n}× ${k}`).join('; ')}`);
  }
  if (renders) {
    const commits = await page.evaluate(() => { window.__renderCounting = false; return window.__renderCommits.splice(0); });
    console.log(`  commits (components rendered / DOM elements made): ${commits.map((c) => `${c.total} / ${c.created}`).join(', ')}`);
    for (const [i, c] of commits.entries()) console.log(`    commit ${i + 1}: ${c.byName.slice(0, 40).map(([n, k]) => `${n} ${k}`).join(', ')}`);
  }
  const { profile } = await cdp.send('Profiler.stop');
  const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.end');
  await done;
  cdp.removeAllListeners('Tracing.dataCollected');
  return { probe, profile, events };
}

/** The input's dispatch in the trace (µs) and the probe's paint after it: the window the probe times. */
function windowOf(events, ms) {
  const input = events.find((e) => e.name === 'EventDispatch' && ['click', 'keydown'].includes(e.args?.data?.type));
  if (!input || ms === null) return null;
  return { from: input.ts, to: input.ts + ms * 1000 };
}

/**
 * The probe's window in parts, from the trace: the input's task (the handler and React's render
 * and commit in its microtasks), the wait until the next frame starts (BeginMainThreadFrame),
 * that frame's work (rAF callbacks, style, layout, paint) and the rest (the message after it, the
 * input's delivery before the dispatch).
 */
function phases(events, win, into) {
  const main = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  if (!main || !win) return;
  const on = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X').sort((a, b) => a.ts - b.ts);
  const task = on.find((e) => e.name === 'ThreadControllerImpl::RunTask' && e.ts <= win.from && e.ts + e.dur >= win.from);
  const inputEnd = task ? task.ts + task.dur : win.from;
  // React may also render after the input's task (a passive effect, a scheduled task): tasks until the frame count as script.
  const frame = on.find((e) => (e.name === 'BeginMainThreadFrame' || e.name === 'Animation' || e.name === 'FireAnimationFrame') && e.ts >= inputEnd);
  const tasksBefore = on.filter((e) => e.name === 'ThreadControllerImpl::RunTask' && e.ts > inputEnd && frame && e.ts + e.dur <= frame.ts);
  const frameStart = frame ? frame.ts : win.to;
  const paint = on.filter((e) => e.name === 'Paint' || e.name === 'Commit' || e.name === 'Layerize').find((e) => e.ts >= frameStart);
  const frameEnd = paint ? paint.ts + paint.dur : win.to;
  const add = (k, v) => into.set(k, (into.get(k) ?? 0) + v / 1000);
  // Style and layout forced by script inside the input's task (a read of a size or position after a change).
  const forced = on.filter((e) => (e.name === 'Layout' || e.name === 'UpdateLayoutTree') && e.ts >= win.from && e.ts < inputEnd);
  for (const e of forced) {
    const stack = e.args?.beginData?.stackTrace ?? e.args?.data?.stackTrace ?? [];
    const where = stack.slice(0, 3).map((f) => `${f.functionName || '(anon)'} ${path.basename(f.url ?? '')}:${f.lineNumber}`).join(' < ') || '(no stack)';
    const objects =
      e.name === 'Layout'
        ? ` (${e.args?.beginData?.dirtyObjects ?? '?'} of ${e.args?.beginData?.totalObjects ?? '?'} objects dirty)`
        : ` (${e.args?.elementCount ?? e.args?.endData?.elementCount ?? '?'} elements)`;
    forcedLayouts.set(`${e.name} ${where}${objects}`, (forcedLayouts.get(`${e.name} ${where}${objects}`) ?? 0) + e.dur / 1000);
  }
  add('1 input task (handler, React)', inputEnd - win.from);
  add('2 other tasks before the frame', tasksBefore.reduce((a, e) => a + e.dur, 0));
  add('3 idle until the frame', frameStart - inputEnd - tasksBefore.reduce((a, e) => a + e.dur, 0));
  add('4 the frame (rAF, style, layout, paint)', frameEnd - frameStart);
  add('5 rest (message; delivery)', win.to - frameEnd);
}

/** Forced style and layout inside the input's task, by the script that asked, ms summed over the repeats. */
let forcedLayouts = new Map();

/** Inclusive time per function (each sample counted once per function on its stack), ms, inside `win`. */
function totalTimes(profile, into, win) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  let t = profile.startTime;
  for (let i = 0; i < profile.samples.length; i++) {
    t += profile.timeDeltas[i];
    if (win && (t < win.from || t > win.to)) continue;
    const dt = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    const seen = new Set();
    for (let id = profile.samples[i]; id !== undefined; id = parent.get(id)) {
      const f = byId.get(id).callFrame;
      if (!f.url || f.functionName === '(root)') continue;
      const key = `${f.functionName || '(anon)'} ${path.basename(f.url)}:${f.lineNumber + 1}`;
      if (seen.has(key)) continue;
      seen.add(key);
      into.set(key, (into.get(key) ?? 0) + dt);
    }
  }
}

/** Self time per function (name, file:line) in ms, of the samples inside `win`. */
function selfTimes(profile, into, win) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  let t = profile.startTime;
  for (let i = 0; i < profile.samples.length; i++) {
    t += profile.timeDeltas[i];
    if (win && (t < win.from || t > win.to)) continue;
    const node = byId.get(profile.samples[i]);
    const dt = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    const f = node.callFrame;
    if (f.functionName === '(idle)' || f.functionName === '(program)') continue;
    const key = `${f.functionName || '(anon)'} ${path.basename(f.url)}:${f.lineNumber + 1}`;
    into.set(key, (into.get(key) ?? 0) + dt);
  }
}

/**
 * The script's self time in the window by kind (issue 33 item 1's attribution), from the CPU
 * profile: each sample goes to the first kind found walking its stack from the leaf to the root
 * (emotion's serialising, hashing and inserting of css; the list engine's filter, counts and page
 * pick; the URL's write), else to React's commit or render by the root-most React entry on the
 * stack (the components' own code counts in the render), else to passive effects, else "other
 * script" (handlers, the probe, the scheduler). GC is V8's "(garbage collector)" node.
 */
const EMOTION = new Set(['serializeStyles', 'murmur2', 'handleInterpolation', 'createStringFromObject', 'insertStyles', 'registerStyles', 'getRegisteredStyles', 'Insertion', 'createEmotionProps', 'withEmotionCache', 'compile', 'serialize', 'stringify', 'prefixer', 'tokenize', 'parse', 'ruleset', 'declaration', 'insert', 'processStyleName', 'processStyleValue', 'css', 'cx', 'merge', 'getLabelFromStackTrace', 'useInsertionEffectAlwaysWithSyncFallback']);
const ENGINE = new Set(['query', 'scanBlocks', 'searchPositions', 'rowsContaining', 'matchedFor', 'filteredFor', 'countStatuses', 'filterByStatus', 'pickPage', 'orderOf', 'keepMask', 'applySort', 'sortPositions', 'filteredRowsOf', 'normaliseNeedle', 'filterByRange', 'countsOf']);
const URL_WRITE = new Set(['pushState', 'replaceState', 'navigate', 'setSearchParams', 'createSearchParams', 'writeListUrl', 'listStateToSearch']);
const COMMIT = /^(commitRoot|commitRootImpl|flushMutationEffects|flushLayoutEffects|commitMutationEffects|commitLayoutEffects)$/;
const RENDER = /^(renderRootSync|renderRootConcurrent|workLoopSync|workLoopConcurrent|workLoopConcurrentByScheduler|performUnitOfWork)$/;
const PASSIVE = /^(flushPassiveEffects|flushPassiveEffectsImpl|commitPassiveMountEffects|commitPassiveUnmountEffects)$/;
function categorised(profile, into, win) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const memo = new Map();
  const kindOf = (leaf) => {
    if (memo.has(leaf)) return memo.get(leaf);
    const names = [];
    for (let id = leaf; id !== undefined; id = parent.get(id)) names.push(byId.get(id).callFrame.functionName);
    let kind = null;
    if (names[0] === '(garbage collector)') kind = 'GC (profile)';
    for (const n of names) {
      if (kind) break;
      if (EMOTION.has(n)) kind = 'emotion (serialise, hash, insert css)';
      else if (ENGINE.has(n)) kind = 'filter / counts / page pick (list engine)';
      else if (URL_WRITE.has(n)) kind = 'URL write';
    }
    if (!kind) {
      // The root-most React entry decides: a render inside a commit's effect counts as commit work.
      for (let k = names.length - 1; k >= 0 && !kind; k--) {
        if (COMMIT.test(names[k])) kind = 'React commit (DOM writes, effects)';
        else if (RENDER.test(names[k])) kind = 'React render (components included)';
        else if (PASSIVE.test(names[k])) kind = 'React passive effects';
      }
    }
    kind ??= 'other script (handlers, scheduler, probe)';
    memo.set(leaf, kind);
    return kind;
  };
  let t = profile.startTime;
  for (let i = 0; i < profile.samples.length; i++) {
    t += profile.timeDeltas[i];
    if (win && (t < win.from || t > win.to)) continue;
    const f = byId.get(profile.samples[i]).callFrame;
    if (f.functionName === '(idle)' || f.functionName === '(program)' || f.functionName === '(root)') continue;
    const dt = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    const kind = kindOf(profile.samples[i]);
    into.set(kind, (into.get(kind) ?? 0) + dt);
  }
}

/** Main thread time per top-level trace event name between the input and the probe's paint. */
function timeline(events, into, win) {
  const main = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  if (!main) return;
  const on = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && e.dur && (!win || (e.ts >= win.from && e.ts <= win.to)));
  const top = on.filter((e) => e.name === 'ThreadControllerImpl::RunTask' || e.name === 'RunTask');
  into.set('#busy (tasks)', (into.get('#busy (tasks)') ?? 0) + top.reduce((a, e) => a + Math.min(e.dur, win ? win.to - e.ts : e.dur), 0) / 1000);
  if (win) into.set('#window', (into.get('#window') ?? 0) + (win.to - win.from) / 1000);
  const names = ['EventDispatch', 'FunctionCall', 'TimerFire', 'FireAnimationFrame', 'RunMicrotasks', 'UpdateLayoutTree', 'Layout', 'PrePaint', 'Paint', 'Layerize', 'UpdateLayer', 'CompositeLayers', 'Commit', 'HitTest', 'ParseHTML', 'MajorGC', 'MinorGC', 'V8.GC_SCAVENGER', 'v8.execute'];
  for (const e of on) if (names.includes(e.name)) into.set(e.name, (into.get(e.name) ?? 0) + e.dur / 1000);
  // What layout had to do (load-independent): the layout objects it found dirty, of how many.
  // What style recalculation had to do (load-independent): the elements whose style it computed.
  for (const e of on.filter((x) => x.name === 'UpdateLayoutTree')) {
    into.set('#style: elements', (into.get('#style: elements') ?? 0) + (e.args?.elementCount ?? e.args?.endData?.elementCount ?? 0));
  }
  for (const e of on.filter((x) => x.name === 'Layout')) {
    into.set('#layout: dirty objects', (into.get('#layout: dirty objects') ?? 0) + (e.args?.beginData?.dirtyObjects ?? 0));
    into.set('#layout: of objects', (into.get('#layout: of objects') ?? 0) + (e.args?.beginData?.totalObjects ?? 0));
  }
  const frames = events.filter((e) => e.name === 'BeginFrame' || e.name === 'DrawFrame');
  into.set('#frames', (into.get('#frames') ?? 0) + frames.length);
}

const header = page.getByRole('columnheader', { name: 'Customer Company' }).getByRole('button');
const box = page.getByPlaceholder('Search by partner, company, or registration number');
const next = page.getByRole('button', { name: 'Next page' });
const SEARCH_KEYS = ['gar', 'mar', 'son'].flatMap((word) => [...word, ...[...word].map(() => 'Backspace')]);

if (bare) {
  const pageJs = path.join(work, 'page.js');
  await build({ entryPoints: [path.join(root, 'bench/browser/page.tsx')], bundle: true, platform: 'browser', format: 'esm', target: 'es2022', jsx: 'automatic', jsxImportSource: '@emotion/react', define: { 'process.env.NODE_ENV': '"production"' }, minify: false, outfile: pageJs, logLevel: 'warning' });
  const script = readFileSync(pageJs, 'utf8');
  // The page reads the commit log bench/run.mjs's page installs (React's DevTools hook), unless --renders installed its own.
  const hook = renders ? '' : '<script>window.__benchCommits = { times: [], lastRoot: null }; window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = { supportsFiber: true, isDisabled: false, renderers: new Map(), inject() { return 1; }, onCommitFiberRoot(_id, root) { window.__benchCommits.times.push(performance.now()); window.__benchCommits.lastRoot = root; }, onCommitFiberUnmount() {}, onPostCommitFiberRoot() {}, checkDCE() {} };</script>';
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>bench</title>${hook}</head><body><div id="root"></div><script type="module" src="/page.js"></script></body></html>`;
  await page.route('http://bench.localhost/**', (route) => route.fulfill(route.request().url().endsWith('/page.js') ? { contentType: 'text/javascript', body: script } : { contentType: 'text/html', body: html }));
  await page.goto('http://bench.localhost/');
  await page.waitForFunction(() => 'bench' in window);
  await page.evaluate((count) => window.bench.load(count), dealCount);
  await page.evaluate(() => window.bench.mount('deals-screen'));
  await settleAfterLoad(page);
} else await openConsoleDeals(page, server.url);
const interactions = {
  nextPage: () => next.click(),
  sort: () => header.click(),
  // A word typed letter by letter, then deleted letter by letter (as the bench types): no key
  // repeats the needle of the key before it ('g', 'ga', 'gar', 'ga', 'g', '', 'm', ...).
  search: (i) => page.keyboard.press(SEARCH_KEYS[i % SEARCH_KEYS.length]),
  // The probe's floor (bench/console.mjs's calibration): one text node changed by a plain listener.
  calibrateClick: () => page.locator('#bench-calibration button').click(),
  calibrateKey: () => page.keyboard.press('x'),
};
const installCalibration = () => page.evaluate(() => window.__probe.installCalibration());
const prepare = {
  search: () => box.focus(),
  calibrateClick: installCalibration,
  calibrateKey: async () => {
    await installCalibration();
    await page.locator('#bench-calibration input').focus();
  },
};
const watched = { calibrateClick: '#bench-calibration output', calibrateKey: '#bench-calibration output' };
for (const [name, act] of Object.entries(interactions)) {
  if (only && only !== name) continue;
  const selvesRuns = [];
  const timesRuns = [];
  const totalRuns = [];
  const phaseRuns = [];
  const kindRuns = [];
  const ms = [];
  for (let r = 0; r < repeat; r++) {
    const { probe, profile, events } = await traced(() => act(r), () => prepare[name]?.(), watched[name]);
    ms.push(probe.ms);
    const win = windowOf(events, probe.ms);
    selfTimes(profile, (selvesRuns[r] = new Map()), win);
    totalTimes(profile, (totalRuns[r] = new Map()), win);
    timeline(events, (timesRuns[r] = new Map()), win);
    categorised(profile, (kindRuns[r] = new Map()), win);
    phases(events, win, (phaseRuns[r] = new Map()));
  }
  const sorted = ms.filter((m) => m !== null).sort((a, b) => a - b);
  console.log(`\n== ${name}: probe ms (profiled, so slower): median ${sorted[Math.floor(sorted.length / 2)]?.toFixed(1)}, all ${ms.map((m) => m?.toFixed(1)).join(' ')}`);
  // The median of each figure over the repeats: under load a few repeats take several times the rest.
  const medianOf = (runs) => {
    const keys = new Set(runs.flatMap((m) => [...m.keys()]));
    return new Map([...keys].map((k) => {
      const v = runs.map((m) => m.get(k) ?? 0).sort((a, b) => a - b);
      return [k, v[Math.floor(v.length / 2)] * repeat];
    }));
  };
  const selves = medianOf(selvesRuns);
  console.log('  style and layout forced inside the input task, per interaction (ms, mean), by who asked:');
  for (const [k, v] of [...forcedLayouts].sort((a, b) => b[1] - a[1]).slice(0, 8)) console.log(`    ${(v / repeat).toFixed(2).padStart(7)}  ${k}`);
  forcedLayouts = new Map();
  console.log('  the window in parts (trace), each repeat:');
  for (const [r, m] of phaseRuns.entries()) if (m) console.log(`    ${String(ms[r]?.toFixed(1)).padStart(6)} = ${[...m].map(([k, v]) => `${k.slice(2)} ${v.toFixed(1)}`).join(' + ')}`);
  const times = medianOf(timesRuns);
  // The window's work by kind, mean over the repeats (means add up; medians of parts do not):
  // script from the profile by kind, the browser's rendering from the trace.
  {
    // Over the repeats at or under the median window (the outliers of the load left out, as below).
    const cut = [...ms].filter((m) => m !== null).sort((a, b) => a - b)[Math.floor(ms.filter((m) => m !== null).length / 2)];
    const keptRuns = (runs) => runs.filter((_, r) => ms[r] !== null && ms[r] <= cut);
    const mean = (runs, k) => keptRuns(runs).reduce((a, m) => a + (m?.get(k) ?? 0), 0) / keptRuns(runs).length;
    const rows = [];
    for (const k of new Set(kindRuns.flatMap((m) => [...m.keys()]))) rows.push([`script: ${k}`, mean(kindRuns, k)]);
    const traced = { 'Recalculate Style (UpdateLayoutTree)': ['UpdateLayoutTree'], Layout: ['Layout'], 'Pre-paint': ['PrePaint'], 'Paint, Layerize, Commit': ['Paint', 'Layerize', 'Commit'], 'hit test': ['HitTest'], 'GC (trace: MinorGC, MajorGC)': ['MinorGC', 'MajorGC'] };
    for (const [label, names] of Object.entries(traced)) rows.push([label, names.reduce((a, n) => a + mean(timesRuns, n), 0)]);
    const busy = mean(timesRuns, '#busy (tasks)');
    const windowMs = mean(timesRuns, '#window');
    // Shares of the kinds' sum: a layout forced from script is also the calling function's samples,
    // and the frame's work is not all inside the tasks counted as busy.
    const sum = rows.reduce((a, [, v]) => a + v, 0);
    console.log(`  the window by kind, mean of the ${keptRuns(ms).length} repeats at or under the median (ms and share of their sum ${sum.toFixed(2)}; window ${windowMs.toFixed(2)}, main thread busy ${busy.toFixed(2)}; the profile's GC is the script's, the trace's may overlap it):`);
    for (const [label, v] of rows.sort((a, b) => b[1] - a[1])) console.log(`    ${v.toFixed(2).padStart(7)}  ${(100 * v / sum).toFixed(0).padStart(3)} %  ${label}`);
  }
  console.log('  main thread per interaction, median of the repeats (trace, ms, between the input and the probe\'s paint):');
  for (const [k, v] of [...times].sort((a, b) => b[1] - a[1])) console.log(`    ${k.padEnd(22)} ${(v / repeat).toFixed(2)}`);
  console.log('  self time per interaction, median of the repeats (profile, ms, same window), top 30:');
  const total = [...medianOf(selvesRuns.map((m) => new Map([['all', [...m.values()].reduce((a, b) => a + b, 0)]]))).values()][0] ?? 0;
  console.log(`    (all script) ${(total / repeat).toFixed(2)}`);
  for (const [k, v] of [...selves].sort((a, b) => b[1] - a[1]).slice(0, 30)) console.log(`    ${(v / repeat).toFixed(2).padStart(7)}  ${k}`);
  // Inclusive, summed over the repeats at or under the median time (the outliers of the load left out).
  const median = sorted[Math.floor(sorted.length / 2)];
  const totals = new Map();
  let kept = 0;
  for (const [r, m] of totalRuns.entries()) {
    if (ms[r] === null || ms[r] > median) continue;
    kept++;
    for (const [k, v] of m) totals.set(k, (totals.get(k) ?? 0) + v);
  }
  console.log(`  inclusive time per interaction (profile, ms, mean of the ${kept} repeats at or under the median), top 60:`);
  for (const [k, v] of [...totals].sort((a, b) => b[1] - a[1]).slice(0, 60)) console.log(`    ${(v / kept).toFixed(2).padStart(7)}  ${k}`);
  console.log('  of them components and hooks (names starting with a capital or use), top 40:');
  for (const [k, v] of [...totals].filter(([k]) => /^([A-Z]|use)/.test(k)).sort((a, b) => b[1] - a[1]).slice(0, 40)) console.log(`    ${(v / kept).toFixed(2).padStart(7)}  ${k}`);
}
await browser.close();
await server.close();

