// "Back is instant": the console against the reference backend with 100,000 partner deals (or
// --deals N), in Chromium. Times how long Partner Deals takes to show its rows on the first visit
// (the whole list downloaded and parsed: the baseline) and when going Back to it from Partners
// (the rows remembered in memory, fetched again behind 'Updating...'), each from the navigation to
// the frame after the first row is in the document. Median of --runs (3).
//   node bench/back.mjs [--deals 100000] [--runs 3]
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
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

const dataDir = await mkdtemp(path.join(tmpdir(), 'partner-console-back-'));
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
let product;
let browser;
try {
  await (await createServer({ dataDir })).close();
  await multiplyPartnerDeals(dataLayout(dataDir).dbDir, DEALS);
  product = await startConsole({ port: 0, dataDir });
  browser = await chromium.launch(chromiumLaunchOptions());
  const firstVisit = [];
  const back = [];
  for (let run = 0; run < RUNS; run++) {
    // A fresh context each run: nothing remembered from the run before.
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(product.url);
    await page.getByLabel('Email').fill('admin@partner-console.dev');
    await page.getByLabel('Password', { exact: true }).fill('Admin@12345');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(/\/partners$/, { timeout: 60_000 });
    await page.getByRole('heading', { level: 1 }).first().waitFor();

    // Timed in the page, from the navigation to the frame after the first deal row is in the
    // document: Playwright's own checks would wait behind the refetch's parsing, which runs later.
    const rowsAfter = (navigate) =>
      page.evaluate(
        (how) =>
          new Promise((resolve) => {
            const started = performance.now();
            const done = () => document.querySelector('[aria-label^="Approve deal"]');
            const observer = new MutationObserver(() => {
              if (!done()) return;
              observer.disconnect();
              requestAnimationFrame(() => resolve(performance.now() - started));
            });
            observer.observe(document.body, { subtree: true, childList: true });
            if (how === 'back') history.back();
            else document.querySelector('a[href="/deals"]').click();
          }),
        navigate,
      );
    await page.locator('a[href="/deals"]').first().waitFor();
    firstVisit.push(Math.round(await rowsAfter('link')));
    await page.getByText('Updating...').waitFor({ state: 'detached' }).catch(() => {});
    await page.getByRole('link', { name: 'Partners' }).first().click();
    await page.getByRole('heading', { level: 1, name: 'Partners' }).waitFor();
    // Let the Partners page settle, as a person would take a moment there.
    await page.waitForTimeout(1000);
    back.push(Math.round(await rowsAfter('back')));
    await context.close();
  }
  console.log(`Partner Deals with ${DEALS.toLocaleString('en-US')} deals, median of ${RUNS} (Chromium, reference backend on this machine)`);
  console.log('| Visit | Rows after | Runs |');
  console.log('| --- | ---: | --- |');
  console.log(`| First visit: the list downloaded and parsed (baseline) | ${median(firstVisit)} ms | ${firstVisit.join(', ')} |`);
  console.log(`| Back from Partners: rows from memory, fetched again behind 'Updating...' | ${median(back)} ms | ${back.join(', ')} |`);
} finally {
  await browser?.close();
  await product?.close();
  await rm(dataDir, { recursive: true, force: true });
}
