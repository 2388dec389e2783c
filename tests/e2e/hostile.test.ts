import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import type { Download, Locator, Page } from 'playwright-core';
import { isStrictNumber } from '../../src/export/index.js';
import { readWorkbook, sheetCells } from '../support/workbook.js';
import { SHOTS, setUpSignedInProduct } from './harness.js';

// The hostile sweep: the product started with the hostile data set (XSS payloads that set
// window.__pwned, spreadsheet formulas, 10,000-character, RTL and astral text, nulls, javascript:
// and data: URLs), every screen visited at 1280 and 375 px, every dialog kind opened and every
// export run. Nothing may run (window.__pwned, alerts, page errors), exports must be neutralised,
// and the key controls must stay reachable. Screenshots: /tmp/shots/hostile-*.png.

/** Every alert/confirm/prompt any page raised, and every uncaught page error. */
const dialogs: string[] = [];
const pageErrors: string[] = [];

function watch(target: Page) {
  target.on('dialog', (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss().catch(() => {});
  });
  target.on('pageerror', (error) => pageErrors.push(`${target.url()}: ${error.message}`));
}

const { page, product, context } = setUpSignedInProduct({
  hostile: true,
  stubPrint: true,
  prepare: (opened) => {
    opened.on('page', watch);
  },
});

afterEach(async () => {
  await expectUnharmed();
});

/** No page of the context (popups included) ran a payload, raised a dialog or threw. */
async function expectUnharmed(): Promise<void> {
  for (const open of context().pages()) {
    if (open.isClosed()) continue;
    expect(await open.evaluate(() => (window as { __pwned?: unknown }).__pwned), open.url()).toBeUndefined();
    expect(await open.locator('img[src="x"], iframe[srcdoc], a[href^="javascript:" i]').count(), open.url()).toBe(0);
  }
  expect(dialogs).toEqual([]);
  expect(pageErrors).toEqual([]);
}

interface Screen {
  name: string;
  path: string;
  heading: string;
  /** The list has an Export menu. */
  exports?: boolean;
}

const SCREENS: Screen[] = [
  { name: 'partners', path: 'partners', heading: 'Partners Overview', exports: true },
  { name: 'partner-requests', path: 'partners/requests', heading: 'Partner Requests' },
  { name: 'distributors', path: 'distributors', heading: 'Distributors Overview', exports: true },
  { name: 'distributor-requests', path: 'distributors/requests', heading: 'Distributor Requests' },
  { name: 'partner-deals', path: 'deals', heading: 'Partner Deals', exports: true },
  { name: 'distributor-deals', path: 'distributor-deals', heading: 'Deals', exports: true },
  { name: 'resources', path: 'resources', heading: 'Resources Overview' },
  { name: 'quiz', path: 'quiz', heading: 'Quiz Overview' },
  { name: 'certificates', path: 'certificates', heading: 'Certifications', exports: true },
];

/** Opens a route and waits until its list has loaded (no 'Loading...' left). */
async function visit(target: Page, path: string, heading: string): Promise<void> {
  await target.goto(new URL(path, product().url).href);
  await target.getByRole('heading', { level: 1, name: heading, exact: true }).waitFor({ timeout: 30_000 });
  await expect.poll(() => target.getByText(/^Loading\b/).count(), { timeout: 30_000 }).toBe(0);
}

/** The control can be scrolled to, is inside the viewport's width, and would take a click. */
async function expectReachable(target: Page, control: Locator, label: string): Promise<void> {
  await control.scrollIntoViewIfNeeded({ timeout: 10_000 });
  await control.click({ trial: true, timeout: 10_000 });
  const box = await control.boundingBox();
  const width = target.viewportSize()!.width;
  expect(box, label).not.toBeNull();
  expect(box!.x, `${label}: left edge`).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width, `${label}: right edge`).toBeLessThanOrEqual(width + 1);
}

/** The search box, Export and the pager of a list screen are all within reach; the page never scrolls sideways. */
async function expectControlsReachable(target: Page, screen: Screen): Promise<void> {
  const overflow = await target.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, `${screen.name}: the page scrolls sideways`).toBeLessThanOrEqual(1);
  await expectReachable(target, target.getByRole('searchbox').first(), `${screen.name}: search box`);
  if (screen.exports) await expectReachable(target, target.getByRole('button', { name: 'Export', exact: true }), `${screen.name}: Export`);
  const next = target.getByRole('button', { name: 'Next page' });
  if ((await next.count()) > 0 && (await next.isEnabled())) await expectReachable(target, next, `${screen.name}: Next page`);
  if (target.viewportSize()!.width < 768) {
    await expectReachable(target, target.getByRole('button', { name: 'Open navigation' }), `${screen.name}: navigation`);
    // No card's content sticks out of the card.
    const escaping = await target.evaluate(() =>
      [...document.querySelectorAll('ul[role="list"] > li')].flatMap((card) => {
        const edge = card.getBoundingClientRect().right;
        return [...card.querySelectorAll('*')]
          .filter((element) => element.getBoundingClientRect().right > edge + 1)
          .map((element) => `${element.tagName}: ${(element.textContent ?? '').slice(0, 40)}`);
      }),
    );
    expect(escaping, `${screen.name}: content wider than its card`).toEqual([]);
  }
}

/** A CSV's fields (RFC 4180: quoted fields may hold commas, quotes and line breaks). */
function csvCells(text: string): string[] {
  const cells: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',' || char === '\n') {
      cells.push(field);
      field = '';
    } else if (char === '\r' && text[i + 1] === '\n') continue;
    else field += char;
  }
  if (field) cells.push(field);
  return cells;
}

const FORMULA_START = /^(?:[=+\-@\t\r]|\s+[=+\-@])/;

/** A cell an untyped reader runs: a formula start, unless it is a plain number or a lone '-'. */
const runs = (cell: string) => FORMULA_START.test(cell) && !isStrictNumber(cell) && cell !== '-';

function expectNoFormula(cells: string[], label: string): void {
  expect(cells.filter(runs), `${label}: cells a spreadsheet would run`).toEqual([]);
}

function expectSafeCsv(text: string, label: string): void {
  const cells = csvCells(text.replace(/^\uFEFF/, ''));
  expect(cells.length).toBeGreaterThan(10);
  expectNoFormula(cells, label);
  // The payloads are there, as text, neutralised where a spreadsheet would run them.
  expect(cells.some((cell) => /^'[=+\-@\t\r]/.test(cell)), `${label}: neutralised payloads`).toBe(true);
}

const XLS_TAGS = new Set(['html', 'head', 'meta', 'title', 'style', 'body', 'table', 'caption', 'thead', 'tbody', 'tr', 'th', 'td', 'br']);

function decodeEntities(text: string): string {
  return text.replace(/&(lt|gt|quot|#39|amp);/g, (_, name: string) => ({ lt: '<', gt: '>', quot: '"', '#39': "'", amp: '&' })[name]!);
}

function expectSafeXls(html: string, label: string): void {
  expect(html).not.toMatch(/<script/i);
  expect(html).not.toMatch(/<img/i);
  const tags = [...html.matchAll(/<\/?([a-zA-Z][\w-]*)([^>]*)>/g)];
  expect(tags.length).toBeGreaterThan(10);
  for (const [tag, name, attributes] of tags) {
    expect(XLS_TAGS.has(name!.toLowerCase()), `${label}: unexpected element ${tag}`).toBe(true);
    expect(attributes, `${label}: event handler in ${tag}`).not.toMatch(/\son[a-z]+\s*=/i);
  }
  const cells = [...html.matchAll(/<t[dh]([^>]*)>([\s\S]*?)<\/t[dh]>/g)].map(([, attributes, content]) => ({ text: /\sclass="?t"?(\s|$)/.test(attributes!), content: decodeEntities(content!) }));
  // Text cells (the text format) show what they hold and run nothing; every other cell is a number or a date.
  expectNoFormula(cells.filter((cell) => !cell.text).map((cell) => cell.content), label);
  expect(cells.some((cell) => cell.text && /^[=+\-@]/.test(cell.content)), `${label}: payloads kept as text`).toBe(true);
}

async function expectSafeXlsx(file: string, label: string): Promise<void> {
  const cells = sheetCells(await readWorkbook(await readFile(file)));
  expect(cells.length).toBeGreaterThan(10);
  expect(cells.filter((cell) => cell.type === ExcelJS.ValueType.Formula || cell.formula !== undefined), `${label}: formula cells`).toEqual([]);
  expect(cells.some((cell) => typeof cell.value === 'string' && /^[=+\-@]/.test(cell.value)), `${label}: payloads kept as text`).toBe(true);
}

async function expectSafePrintPage(popup: Page, label: string): Promise<void> {
  await popup.getByText(/Total items/).waitFor({ timeout: 60_000 });
  expect(await popup.locator('script').count(), `${label}: script elements`).toBe(0);
  expect(await popup.locator('meta[http-equiv="Content-Security-Policy"]').count(), `${label}: CSP meta`).toBe(1);
  expect(await popup.locator('img, iframe, svg, object, embed').count(), `${label}: embedded content`).toBe(0);
  expect(await popup.evaluate(() => (window as { __pwned?: unknown }).__pwned)).toBeUndefined();
}

async function downloadFile(menuItem: 'CSV' | 'Excel' | 'Excel workbook (.xlsx)'): Promise<string> {
  await page().getByRole('button', { name: 'Export', exact: true }).click();
  const [file] = await Promise.all([page().waitForEvent('download', { timeout: 60_000 }), page().getByRole('menuitem', { name: menuItem, exact: true }).click()]);
  return (await file.path())!;
}

async function download(menuItem: 'CSV' | 'Excel'): Promise<string> {
  return readFile(await downloadFile(menuItem), 'utf8');
}

async function printPage(): Promise<Page> {
  await page().getByRole('button', { name: 'Export', exact: true }).click();
  const [popup] = await Promise.all([context().waitForEvent('page', { timeout: 60_000 }), page().getByRole('menuitem', { name: 'PDF' }).click()]);
  return popup;
}

const shot = (target: Page, name: string) => target.screenshot({ path: `${SHOTS}/hostile-${name}.png` });

async function closeDialog(dialog: Locator): Promise<void> {
  await page().keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached', timeout: 10_000 });
}

/** Opens the first deal of Partner Deals (a table row or a card), checks its details dialog and closes it. */
async function openDealDetails(row: string, shotName: string): Promise<void> {
  await visit(page(), 'deals', 'Partner Deals');
  await page().locator(row).first().click();
  const dialog = page().getByRole('dialog', { name: 'Deal Details' });
  await dialog.getByText('Deal Information').waitFor({ timeout: 30_000 });
  await shot(page(), shotName);
  await expectReachable(page(), dialog.getByRole('button', { name: 'Close' }), 'deal details: Close');
  await closeDialog(dialog);
}

describe('every screen at 1280 px', () => {
  for (const screen of SCREENS) {
    it(`${screen.name}: renders the hostile data as text with its controls in reach`, async () => {
      await visit(page(), screen.path, screen.heading);
      await shot(page(), `${screen.name}-1280`);
      await expectControlsReachable(page(), screen);
    });
  }

  it('the header shows the hostile administrator name as text', async () => {
    await visit(page(), 'partners', 'Partners Overview');
    const banner = page().getByRole('banner');
    await expect.poll(() => banner.textContent()).toContain('<img src=');
    await banner.getByRole('button', { name: /<img src=x onerror/ }).click();
    await page().getByRole('menu').getByText('<img src=x onerror="window.__pwned=1"> مرحبا 🚀').waitFor();
    await shot(page(), 'account-menu-1280');
    await page().keyboard.press('Escape');
  });
});

describe('every export is neutralised', () => {
  for (const screen of SCREENS.filter((candidate) => candidate.exports)) {
    it(`${screen.name}: CSV, Excel, the Excel workbook and the PDF print page`, async () => {
      await visit(page(), screen.path, screen.heading);
      expectSafeCsv(await download('CSV'), `${screen.name}.csv`);
      expectSafeXls(await download('Excel'), `${screen.name}.xls`);
      await expectSafeXlsx(await downloadFile('Excel workbook (.xlsx)'), `${screen.name}.xlsx`);
      const popup = await printPage();
      await expectSafePrintPage(popup, `${screen.name} print page`);
      await expectUnharmed();
      await popup.close();
    });
  }
});

/** A row of a table, or a card of a list shown as cards, that opens its record. */
const ROW_OR_CARD = 'tbody tr[tabindex], li[tabindex]';

describe('every dialog kind', () => {
  it('deal details from a deal list', async () => {
    await openDealDetails('tbody tr[tabindex]', 'deal-details-1280');
  });

  for (const variant of [
    { name: 'partner', list: 'partners', heading: 'Partners Overview', review: 'Partner Review', exportTitle: 'Export Partner Data' },
    { name: 'distributor', list: 'distributors', heading: 'Distributors Overview', review: 'Distributor Review', exportTitle: 'Export Distributor Data' },
  ]) {
    it(`${variant.name} review: its deals, a deal's details and the export dialog with every format`, async () => {
      await visit(page(), variant.list, variant.heading);
      // A row, or a card: hostile names can make the table wider than the page, and a list then
      // shows cards rather than scroll sideways.
      await page().locator(ROW_OR_CARD).first().click();
      await page().getByRole('heading', { level: 1, name: variant.review }).waitFor({ timeout: 30_000 });
      await expect.poll(() => page().getByText(/^Loading\b/).count(), { timeout: 30_000 }).toBe(0);
      await shot(page(), `${variant.name}-review-1280`);
      await expectReachable(page(), page().getByRole('button', { name: `Remove ${variant.name === 'partner' ? 'Partner' : 'Distributor'}` }), 'remove');
      const dealRow = page().locator(ROW_OR_CARD).first();
      expect(await dealRow.count()).toBe(1);
      if ((await dealRow.count()) > 0) {
        await dealRow.click();
        const details = page().getByRole('dialog', { name: 'Deal Details' });
        await details.getByText('Deal Information').waitFor({ timeout: 30_000 });
        await closeDialog(details);
      }

      await page().getByRole('button', { name: 'Export', exact: true }).click();
      const dialog = page().getByRole('dialog', { name: variant.exportTitle });
      await dialog.waitFor();
      await shot(page(), `${variant.name}-review-export-1280`);
      await dialog.getByRole('checkbox', { name: 'Excel', exact: true }).check();
      await dialog.getByRole('checkbox', { name: 'Excel workbook (.xlsx)' }).check();
      await dialog.getByRole('checkbox', { name: 'PDF' }).check();
      const downloads: Download[] = [];
      const collect = (file: Download) => downloads.push(file);
      page().on('download', collect);
      const [popup] = await Promise.all([context().waitForEvent('page', { timeout: 60_000 }), dialog.getByRole('button', { name: 'Export', exact: true }).click()]);
      await expectSafePrintPage(popup, `${variant.name} review print page`);
      await expect.poll(() => downloads.length, { timeout: 60_000 }).toBe(3);
      page().off('download', collect);
      // Named after the member (the hostile name made safe for file systems), one file per format.
      const named = new RegExp(`^${variant.name}_[^/\\\\:*?"<>|\\s]+_\\d{4}-\\d{2}-\\d{2}\\.(csv|xls|xlsx)$`);
      for (const file of downloads) expect(file.suggestedFilename()).toMatch(named);
      expect(downloads.map((file) => file.suggestedFilename().split('.').pop()).sort()).toEqual(['csv', 'xls', 'xlsx']);
      for (const file of downloads) {
        const path = (await file.path())!;
        const name = file.suggestedFilename();
        if (name.endsWith('.csv')) expectSafeCsv(await readFile(path, 'utf8'), name);
        else if (name.endsWith('.xls')) expectSafeXls(await readFile(path, 'utf8'), name);
        else await expectSafeXlsx(path, name);
      }
      await expectUnharmed();
      await popup.close();
    });
  }

  it('request accept and reject dialogs, cancelled', async () => {
    await visit(page(), 'partners/requests', 'Partner Requests');
    await page().getByRole('button', { name: /^Accept / }).first().click();
    const accept = page().getByRole('dialog', { name: 'Accept Partner' });
    await accept.waitFor();
    await accept.getByRole('button', { name: 'Cancel' }).click();
    await accept.waitFor({ state: 'detached' });
    await page().getByRole('button', { name: /^Reject / }).first().click();
    const reject = page().getByRole('dialog', { name: 'Reject Partner' });
    await reject.getByRole('textbox').fill('<img src=x onerror="window.__pwned=1">');
    await shot(page(), 'request-reject-1280');
    await reject.getByRole('button', { name: 'Cancel' }).click();
    await reject.waitFor({ state: 'detached' });
  });

  it('resource detail modals, a javascript: URL among them: nothing opens or runs', async () => {
    await visit(page(), 'resources', 'Resources Overview');
    const pagesBefore = context().pages().length;
    let refused = 0;
    for (const [tab, inUrl] of [
      ['Learning Videos', /\/resources$/],
      ['Sales Resources', /\/resources\?tab=SALES$/],
      ['Marketing Resources', /\/resources\?tab=MARKETING$/],
    ] as const) {
      await page().getByRole('tab', { name: tab }).click();
      await expect.poll(() => page().getByText(/^Loading\b/).count(), { timeout: 30_000 }).toBe(0);
      // The tab is in the URL (?tab=...), written after the rows are painted: from there on
      // nothing may navigate.
      await page().waitForURL(inUrl);
      const urlBefore = page().url();
      const rows = page().locator('tbody tr[tabindex]');
      const count = Math.min(await rows.count(), 4);
      for (let index = 0; index < count; index += 1) {
        await rows.nth(index).click();
        const dialog = page().getByRole('dialog');
        await dialog.waitFor();
        if ((await dialog.getByText(/unsafe address/).count()) > 0) {
          refused += 1;
          if (refused === 1) await shot(page(), 'resource-unsafe-url-1280');
          // Download refuses too, and nothing navigates or opens.
          await dialog.getByRole('button', { name: 'Download' }).click();
          await dialog.getByRole('alert').first().waitFor();
        }
        expect(await dialog.locator('a[href]:not([href^="http:"]):not([href^="https:"])').count()).toBe(0);
        await closeDialog(dialog);
      }
      expect(page().url()).toBe(urlBefore);
    }
    expect(refused).toBeGreaterThan(0);
    expect(context().pages().length).toBe(pagesBefore);
  });

  it('certification detail', async () => {
    await visit(page(), 'certificates', 'Certifications');
    await page().getByRole('button', { name: /^View Details for / }).first().click();
    const dialog = page().getByRole('dialog');
    await dialog.getByText('Submitted By').waitFor({ timeout: 30_000 });
    await shot(page(), 'certification-detail-1280');
    await closeDialog(dialog);
  });

  it('quiz edit dialog', async () => {
    await visit(page(), 'quiz', 'Quiz Overview');
    await page().getByRole('button', { name: /^Edit question/ }).first().click();
    const dialog = page().getByRole('dialog', { name: 'Edit Technical Quiz' });
    await dialog.waitFor();
    await shot(page(), 'quiz-edit-1280');
    await expectReachable(page(), dialog.getByRole('button', { name: 'Save Changes' }), 'quiz edit: Save Changes');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
  });
});

describe('every screen at 375 px', () => {
  beforeAll(async () => {
    await page().setViewportSize({ width: 375, height: 812 });
  });

  for (const screen of SCREENS) {
    it(`${screen.name}: cards with the controls in reach`, async () => {
      await visit(page(), screen.path, screen.heading);
      await shot(page(), `${screen.name}-375`);
      await expectControlsReachable(page(), screen);
    });
  }

  it('deal details on a phone', async () => {
    await openDealDetails('ul[role="list"] > li[tabindex]', 'deal-details-375');
  });
});
