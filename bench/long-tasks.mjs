// What the console's long tasks are (issue 33 item 5): the console at DIST against bench/console.mjs's
// SPEC 7 backend with 100,000 deals, signed in on /deals, runs the console bench's interactions
// (`dealInteractions`: search keys, next pages, sorts) under one performance trace (CDP Tracing,
// devtools.timeline and V8's GC categories); for each round it prints every interaction (s search,
// n next page, o sort; ms from the input event to the paint, [longest task] when the probe saw one
// over 50 ms), then every task of the renderer's main thread over 50 ms with the trace events
// inside it by total time (MajorGC and V8.GC_* for a collection), and the page's heap after a
// collection.
//   NODE_ENV=production npx vite build --config examples/console/vite.config.ts --outDir /tmp/c --minify false
//   node bench/long-tasks.mjs --dist=/tmp/c [--rounds=3] [--deals=100000]
// The trace's own work in the page makes full collections more frequent than without it: it says
// what a long task is, not how often one comes (the console bench counts those).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { chromiumLaunchOptions } from '../scripts/chromium.mjs';
import { dealInteractions, openConsoleDeals, probeScript, startBenchConsole } from './console.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const option = (name) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const dist = path.resolve(option('dist') ?? 'examples/console/dist');
const rounds = Number(option('rounds') ?? 3);
const dealCount = Number(option('deals') ?? 100_000);
const LONG_TASK_US = 50_000;
const TRACE_CATEGORIES = 'devtools.timeline,disabled-by-default-devtools.timeline,v8,disabled-by-default-v8.gc,toplevel';

const work = mkdtempSync(path.join(tmpdir(), 'partner-console-long-tasks-'));
const server = await startBenchConsole({ root, work, distDir: dist, dealCount });
const browser = await chromium.launch(chromiumLaunchOptions());
try {
  for (let round = 0; round < rounds; round++) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addInitScript({ content: await probeScript(root, work) });
    const page = await context.newPage();
    page.setDefaultTimeout(120_000);
    await openConsoleDeals(page, server.url);
    const cdp = await context.newCDPSession(page);
    const events = [];
    cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
    const traced = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Tracing.start', { categories: TRACE_CATEGORIES, transferMode: 'ReportEvents' });
    const steps = [];
    for await (const { name, result } of dealInteractions(page)) {
      if (name.startsWith('calibrate')) continue;
      const letter = { search: 's', nextPage: 'n', sort: 'o' }[name] ?? name;
      steps.push(`${letter}${result.ms === null ? '-' : Math.round(result.ms)}${result.longTasks ? `[${Math.round(result.longestTaskMs)}]` : ''}`);
    }
    await cdp.send('Tracing.end');
    await traced;
    await cdp.send('HeapProfiler.collectGarbage');
    const { usedSize } = await cdp.send('Runtime.getHeapUsage');
    console.log(`round ${round + 1}: ${steps.join(' ')} (heap ${(usedSize / 1e6).toFixed(1)} MB)`);
    for (const line of longTasks(events)) console.log(`  ${line}`);
    await context.close();
  }
} finally {
  await browser.close();
  await server.close?.();
}

/** Each task of the renderer's main thread over 50 ms, with the events inside it by total time. */
function longTasks(events) {
  // The renderer's main thread: the one that ran the most script.
  const calls = new Map();
  for (const event of events) if (event.name === 'FunctionCall') calls.set(`${event.pid}:${event.tid}`, (calls.get(`${event.pid}:${event.tid}`) ?? 0) + 1);
  const [main] = [...calls].sort((a, b) => b[1] - a[1])[0] ?? [];
  const complete = events.filter((event) => `${event.pid}:${event.tid}` === main && event.ph === 'X');
  const start = Math.min(...complete.map((event) => event.ts));
  return complete
    .filter((event) => event.name === 'RunTask' && event.dur > LONG_TASK_US)
    .map((task) => {
      const byName = new Map();
      for (const event of complete) {
        if (event === task || event.ts < task.ts || event.ts + event.dur > task.ts + task.dur) continue;
        byName.set(event.name, (byName.get(event.name) ?? 0) + event.dur);
      }
      const inside = [...byName]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 10)
        .map(([name, us]) => `${name} ${(us / 1000).toFixed(1)}`)
        .join(', ');
      return `${(task.dur / 1000).toFixed(1)} ms at ${((task.ts - start) / 1e6).toFixed(1)} s: ${inside}`;
    });
}
