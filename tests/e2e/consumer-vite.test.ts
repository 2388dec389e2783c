// The library as a user receives it: packed (npm pack), installed into a fresh Vite + React app
// that has its own emotion theme, page styles and localStorage keys (examples/vite-consumer),
// type-checked under strict TypeScript, built by Vite and run in Chromium.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { installConsumerApp, serveFolder, type ConsumerApp } from '../consumers/consumerApp.js';
import { launchBrowser } from './harness.js';

let app: ConsumerApp;
let server: Awaited<ReturnType<typeof serveFolder>>;
let browser: Browser;
let page: Page;
const problems: string[] = [];

beforeAll(async () => {
  app = await installConsumerApp('vite-consumer');
  // The README's embedding pattern must compile under strict TypeScript against the published types.
  app.run('npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']);
  app.run('npx', ['vite', 'build', '--logLevel', 'warn']);
  server = await serveFolder(path.join(app.dir, 'dist'));
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  await page.goto(server.url);
}, 600_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
  app?.remove();
});

it('installs the packed library with its peers from the host app', () => {
  const installed = JSON.parse(readFileSync(path.join(app.dir, 'node_modules/partner-console/package.json'), 'utf8')) as { version: string };
  expect(installed.version).toMatch(/^\d+\.\d+\.\d+/);
});

it('renders the screen with its rows, in the host page, without a provider', async () => {
  await page.getByRole('heading', { name: 'Partners Overview' }).waitFor();
  const rows = page.getByRole('table').getByRole('row');
  await expect.poll(() => rows.count()).toBe(11); // the header and ten rows (the page size)
  // The host's heading keeps the host's emotion theme; the host's page styles are untouched.
  expect(await page.getByRole('heading', { name: 'Host intranet' }).evaluate((element) => getComputedStyle(element).color)).toBe('rgb(200, 60, 0)');
  expect(await page.evaluate(() => [getComputedStyle(document.body).margin, getComputedStyle(document.body).backgroundColor])).toEqual([
    '20px',
    'rgb(255, 250, 240)',
  ]);
});

it('searches', async () => {
  const search = page.getByRole('searchbox', { name: 'Search by name, email, or company' });
  await search.fill('zzzz-no-such-partner');
  await page.getByText('No partners found').waitFor();
  await search.fill('');
  await expect.poll(() => page.getByRole('table').getByRole('row').count()).toBe(11);
});

it('opens a dialog and closes it with the keyboard', async () => {
  await page.getByRole('button', { name: 'View Partner Requests' }).click();
  const dialog = page.getByRole('dialog', { name: 'Deal Details' });
  await dialog.waitFor();
  await dialog.getByRole('button', { name: 'Close' }).last().waitFor();
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  expect(await page.getByTestId('opened').textContent()).toBe('none');
});

it("leaves the host's own localStorage keys alone, and logs no error", async () => {
  expect(await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('user')])).toEqual(['host-jwt', '{"name":"Host User"}']);
  expect(problems).toEqual([]);
});
