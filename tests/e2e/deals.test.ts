import { readFile } from 'node:fs/promises';
import { readWorkbook } from '../support/workbook.js';
import type { Locator, Page } from 'playwright-core';
import { SHOTS, setUpSignedInProduct, signIn } from './harness.js';

// The deal lists (SPEC 2.8, 2.9) against the reference backend in Chromium: approve, reject with a
// reason, add and edit a remark, the details dialog, the Excel export, and the phone cards.

const { page, product, browser, serverGet } = setUpSignedInProduct();

/** Opens a deal list from the side navigation, as a user would, and waits for its rows. */
async function openList(target: Page, link: 'Partner Deals' | 'Distributor Deals') {
  await target.getByRole('link', { name: link }).first().click();
  await target.getByRole('button', { name: /^(Approve deal \S+|Deal actions)$/ }).first().waitFor({ timeout: 30_000 });
}

/** The table row whose first cell is the registration number `id`. */
function rowById(id: string): Locator {
  return page().getByRole('row').filter({ has: page().getByRole('cell', { name: id, exact: true }) });
}

/** The registration number of the first row on the page that shows `text`. */
async function firstRowWith(text: string): Promise<string> {
  const row = page().getByRole('row').filter({ hasText: text }).first();
  return (await row.getByRole('cell').nth(1).textContent())!.trim();
}

/**
 * Waits for the re-fetched list after a decision on deal `id`: the row shows its new badge, or it
 * has left the page, as a decided deal goes after the pending ones in the default order.
 */
async function decided(id: string, badge: 'Approved' | 'Rejected') {
  await expect
    .poll(async () => (await rowById(id).count()) === 0 || (await rowById(id).getByText(badge, { exact: true }).count()) > 0, { timeout: 30_000 })
    .toBe(true);
}

/** The deal as the backend now has it. */
function serverDeal(id: string): Promise<{ status?: string; remarks?: string }> {
  return serverGet(`/partner/admin/deals/${id}`);
}

describe('Partner Deals', () => {
  beforeAll(async () => {
    await openList(page(), 'Partner Deals');
  });

  it('shows the list at 1280 px', async () => {
    await page().getByRole('heading', { level: 1, name: 'Partner Deals' }).waitFor();
    expect(await page().getByRole('row').count()).toBe(11);
    await page().screenshot({ path: `${SHOTS}/deals-partner-1280.png`, fullPage: true });
  });

  it('approves a pending deal with one request, even on a double click', async () => {
    const id = await firstRowWith('Pending');
    const approvals: string[] = [];
    page().on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith(`/deals/${id}/approve`)) approvals.push(request.url());
    });
    await rowById(id).getByRole('button', { name: /^Approve deal/ }).dblclick();
    await decided(id, 'Approved');
    expect(approvals).toHaveLength(1);
    expect((await serverDeal(id)).status?.toLowerCase()).toBe('approved');
  });

  it('rejects a deal with a reason', async () => {
    const id = await firstRowWith('Pending');
    await rowById(id).getByRole('button', { name: /^Reject deal/ }).click();
    const dialog = page().getByRole('dialog', { name: 'Reject Deal' });
    await dialog.getByPlaceholder('Reason for rejection...').fill('Outside the registered territory');
    await page().screenshot({ path: `${SHOTS}/deals-reject-dialog-1280.png` });
    await dialog.getByRole('button', { name: 'Reject Deal' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await decided(id, 'Rejected');
    expect((await serverDeal(id)).status?.toLowerCase()).toBe('rejected');
  });

  it('adds a remark, then edits it', async () => {
    const id = (await page().getByRole('row').filter({ has: page().getByRole('button', { name: 'Add remark' }) }).first().getByRole('cell').nth(1).textContent())!.trim();
    await rowById(id).getByRole('button', { name: 'Add remark' }).click();
    let dialog = page().getByRole('dialog', { name: 'Update Remarks' });
    const text = dialog.getByPlaceholder('Enter new remarks...');
    expect(await text.inputValue()).toBe('');
    await text.fill('Call the customer in Q3');
    await dialog.getByRole('button', { name: 'Update Remarks' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await rowById(id).getByText('Call the customer in Q3').waitFor();

    await rowById(id).getByRole('button', { name: 'Edit remark' }).click();
    dialog = page().getByRole('dialog', { name: 'Update Remarks' });
    expect(await dialog.getByPlaceholder('Enter new remarks...').inputValue()).toBe('Call the customer in Q3');
    await page().screenshot({ path: `${SHOTS}/deals-remarks-dialog-1280.png` });
    await dialog.getByPlaceholder('Enter new remarks...').fill('Customer confirmed for Q3');
    await dialog.getByRole('button', { name: 'Update Remarks' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await rowById(id).getByText('Customer confirmed for Q3').waitFor();
    expect((await serverDeal(id)).remarks).toBe('Customer confirmed for Q3');
  });

  it('opens the details of a deal from its row', async () => {
    // The approved deals, through the status filter: the default order shows the pending ones first.
    await page().getByRole('group', { name: 'Status' }).locator('label').filter({ hasText: /^Approved/ }).click();
    await page().waitForURL(/\/deals\?status=approved$/);
    const id = await firstRowWith('Approved');
    await rowById(id).getByRole('cell').nth(2).click();
    const dialog = page().getByRole('dialog', { name: 'Deal Details' });
    await dialog.getByRole('heading', { name: 'Partner Information' }).waitFor();
    for (const section of ['Customer Information', 'Address Information', 'Vendor Team Information', 'Deal Information', 'MDF Information', 'Additional Information', 'Date Information']) {
      expect(await dialog.getByRole('heading', { name: section }).count()).toBe(1);
    }
    await page().screenshot({ path: `${SHOTS}/deals-details-1280.png` });
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page().getByRole('group', { name: 'Status' }).locator('label').filter({ hasText: /^All/ }).click();
    await page().waitForURL(/\/deals$/);
  });

  it('exports the filtered rows as an Excel file with the 36 deal columns, written by the server; the selected rows by the browser', async () => {
    // Cells: the checkbox, the registration number, the partner, the customer company.
    // The company without its 'Possible conflict (N)' mark.
    const company = (await page().getByRole('row').nth(1).getByRole('cell').nth(3).textContent())!.replace(/Possible conflict \(\d+\)$/, '').trim();
    await page().getByRole('searchbox', { name: 'Search by partner, company, or registration number' }).fill(company);
    // Filtered once every row but the header shows the company (the unfiltered first page has it too).
    const tableRows = page().getByRole('row');
    await expect.poll(async () => (await tableRows.count()) - (await tableRows.filter({ hasText: company }).count())).toBe(1);
    const visible = await page().getByRole('row').count() - 1;
    // The filtered rows must fit on one page for the count to be the whole filtered set.
    expect(await page().getByRole('button', { name: 'Next page' }).isDisabled()).toBe(true);
    // The filter's files come from the server (the list is paged there): the page reads no rows for them.
    const pagesRead: string[] = [];
    const asked = (request: { url: () => string }) => void (/\/deals\/query\?/.test(request.url()) && pagesRead.push(request.url()));
    page().on('request', asked);
    const fileOf = (url: string) => {
      const address = new URL(url);
      return `${address.pathname} q=${address.searchParams.get('q')} title=${address.searchParams.get('title')} ticket=${address.searchParams.has('ticket')}`;
    };

    await page().getByRole('button', { name: 'Export' }).click();
    const [download] = await Promise.all([page().waitForEvent('download'), page().getByRole('menuitem', { name: 'Excel', exact: true }).click()]);
    expect(download.suggestedFilename()).toMatch(/^deals_export_\d{4}-\d{2}-\d{2}\.xls$/);
    const html = await readFile((await download.path())!, 'utf8');
    const rows = html.match(/<tr[\s>][\s\S]*?<\/tr>/g) ?? [];
    expect((rows[0]!.match(/<th[\s>]/g) ?? []).length).toBe(36);
    expect(rows.length - 1).toBe(visible);
    for (const row of rows.slice(1)) expect(row).toContain(company.replace(/&/g, '&amp;'));

    // The same rows as an Excel workbook, read back by exceljs.
    await page().getByRole('button', { name: 'Export' }).click();
    const [workbook] = await Promise.all([page().waitForEvent('download'), page().getByRole('menuitem', { name: 'Excel workbook (.xlsx)' }).click()]);
    expect(workbook.suggestedFilename()).toMatch(/^deals_export_\d{4}-\d{2}-\d{2}\.xlsx$/);
    const sheet = await readWorkbook(await readFile((await workbook.path())!));
    expect(sheet.name).toBe('Partner Deals');
    expect(sheet.getRow(1).cellCount).toBe(36);
    expect(sheet.rowCount - 1).toBe(visible);
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    for (let r = 2; r <= sheet.rowCount; r++) {
      const row = sheet.getRow(r);
      expect(row.getCell(header.indexOf('Customer Company') + 1).value).toBe(company);
      expect(typeof row.getCell(header.indexOf('Registration Number') + 1).value).toBe('number');
      expect(row.getCell(header.indexOf('Created At') + 1).value).toBeInstanceOf(Date);
    }
    page().off('request', asked);
    expect([fileOf(download.url()), fileOf(workbook.url())]).toEqual([
      `/api/partner/admin/deals/export.xls q=${company} title=Partner Deals ticket=true`,
      `/api/partner/admin/deals/export.xlsx q=${company} title=Partner Deals ticket=true`,
    ]);
    expect(pagesRead).toEqual([]);

    // The selected rows are the page's: the browser writes them, compressing in a worker of the built console.
    await page().getByRole('table').getByRole('checkbox').nth(1).check();
    const workers: string[] = [];
    const started = (worker: { url: () => string }) => workers.push(worker.url());
    page().on('worker', started);
    await page().getByRole('button', { name: 'Export' }).click();
    const [selected] = await Promise.all([page().waitForEvent('download'), page().getByRole('menuitem', { name: 'Excel workbook (.xlsx): selected rows (1)' }).click()]);
    page().off('worker', started);
    expect(workers.filter((url) => url.startsWith('blob:')).length).toBeGreaterThan(0);
    const one = await readWorkbook(await readFile((await selected.path())!));
    expect(one.rowCount).toBe(2);
    expect(one.getRow(2).getCell(header.indexOf('Customer Company') + 1).value).toBe(company);
    await page().getByRole('button', { name: 'Clear selection' }).click();
    await page().getByRole('searchbox').fill('');
  });
});

describe('Distributor Deals', () => {
  it("shows the distributor variant with its own texts", async () => {
    await openList(page(), 'Distributor Deals');
    await page().getByRole('heading', { level: 1, name: 'Deals', exact: true }).waitFor();
    expect(await page().getByRole('columnheader', { name: 'Distributor Name' }).count()).toBe(1);
    expect(await page().getByRole('searchbox', { name: 'Search by distributor, company, or registration number' }).count()).toBe(1);
    await page().screenshot({ path: `${SHOTS}/deals-distributor-1280.png`, fullPage: true });
  });
});

describe('on a 375 px phone', () => {
  it('shows cards with an action menu that closes on a click elsewhere', async () => {
    const phone = await browser().newContext({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });
    try {
      const mobile = await phone.newPage();
      await signIn(mobile, product().url);
      await mobile.waitForURL(/\/partners$/, { timeout: 60_000 });
      await mobile.goto(new URL('deals', product().url).href);
      const triggers = mobile.getByRole('button', { name: 'Deal actions' });
      await triggers.first().waitFor({ timeout: 30_000 });
      expect(await mobile.getByRole('table').count()).toBe(0);
      expect(await triggers.count()).toBe(10);
      await mobile.screenshot({ path: `${SHOTS}/deals-partner-375.png`, fullPage: true });

      await triggers.first().click();
      const menu = mobile.getByRole('menu');
      await menu.waitFor();
      expect(await menu.getByRole('menuitem').allTextContents()).toEqual(['Approve Deal', 'Reject Deal']);
      await mobile.screenshot({ path: `${SHOTS}/deals-mobile-menu-375.png` });
      await mobile.getByRole('heading', { level: 1, name: 'Partner Deals' }).click();
      await menu.waitFor({ state: 'hidden' });

      await triggers.nth(1).click();
      await mobile.getByRole('menuitem', { name: 'Reject Deal' }).click();
      await mobile.getByRole('dialog', { name: 'Reject Deal' }).waitFor();
      await mobile.screenshot({ path: `${SHOTS}/deals-reject-dialog-375.png` });
      await mobile.getByRole('button', { name: 'Cancel' }).click();

      await mobile.getByRole('listitem').filter({ has: triggers.first() }).first().click({ position: { x: 20, y: 90 } });
      await mobile.getByRole('dialog', { name: 'Deal Details' }).getByRole('heading', { name: 'Partner Information' }).waitFor();
      await mobile.screenshot({ path: `${SHOTS}/deals-details-375.png` });
    } finally {
      await phone.close();
    }
  });
});

describe('the Undo bar after a decision', () => {
  // Scrolled to the end of a list, an admin clearing a queue goes on with the pager: the bar that
  // offers the last decision back must leave it free, at every width (UndoBar: it takes its room at
  // the end of the page, held at the bottom of the view while the page scrolls).
  // 320 px is a narrow window, not a phone: on a 320 px phone the deal cards are 344 px wide (their
  // phone numbers do not wrap), and Chromium then lays out fixed elements in a 344×688 viewport,
  // so the bar (as any dialog) sits partly below the visible 640 px: a defect of the cards' own.
  for (const { width, height, phone, keyboard } of [
    { width: 1280, height: 720, phone: false, keyboard: true },
    { width: 390, height: 844, phone: true, keyboard: false },
    { width: 320, height: 640, phone: false, keyboard: false },
  ]) {
    it(`covers no part of the pager at ${width}×${height}${keyboard ? ', and is reached and dismissed by keyboard' : ''}`, async () => {
      const cards = width < 768;
      const context = await browser().newContext({ viewport: { width, height }, ...(phone ? { isMobile: true, hasTouch: true } : {}) });
      try {
        const view = await context.newPage();
        await signIn(view, product().url);
        await view.waitForURL(/\/partners$/, { timeout: 60_000 });
        await view.goto(new URL('deals?status=pending', product().url).href);
        if (cards) {
          await view.getByRole('button', { name: 'Deal actions' }).first().click();
          await view.getByRole('menuitem', { name: 'Approve Deal' }).click();
        } else {
          await view.getByRole('button', { name: /^Approve deal/ }).first().click();
        }
        const bar = view.getByRole('region', { name: 'Last decision' });
        await bar.waitFor({ timeout: 30_000 });
        // The pointer on the bar holds it (its 10 s stand still), as it would a user reading it.
        await bar.hover();
        await view.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        const pager = view.getByRole('navigation', { name: 'Pagination' });
        await expect.poll(() => view.evaluate(() => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1)).toBe(true);
        await view.screenshot({ path: `${SHOTS}/deals-undo-bar-${width}.png` });
        const [barBox, pagerBox] = [await bar.boundingBox(), await pager.boundingBox()];
        expect(barBox, 'the bar is on screen').not.toBeNull();
        expect(pagerBox, 'the pager is on screen').not.toBeNull();
        const overlaps = barBox!.x < pagerBox!.x + pagerBox!.width && pagerBox!.x < barBox!.x + barBox!.width && barBox!.y < pagerBox!.y + pagerBox!.height && pagerBox!.y < barBox!.y + barBox!.height;
        expect(overlaps, `bar ${JSON.stringify(barBox)} over the pager ${JSON.stringify(pagerBox)}`).toBe(false);
        // And a click on any of its buttons and choices reaches it: nothing lies over their centres.
        const covered = await pager.evaluate((nav) =>
          Array.from(nav.querySelectorAll('button, select'))
            .filter((control) => {
              const box = control.getBoundingClientRect();
              const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
              return !hit || !control.contains(hit);
            })
            .map((control) => control.getAttribute('aria-label') ?? control.textContent),
        );
        expect(covered).toEqual([]);
        if (keyboard) {
          // By keyboard: from the pager's last control, Tab reaches the bar's Undo and Dismiss;
          // dismissed, the bar gives the focus back where it came from.
          const pageChoice = pager.getByRole('combobox').last();
          await pageChoice.focus();
          await view.keyboard.press('Tab');
          await expect.poll(() => view.evaluate(() => document.activeElement?.textContent)).toBe('Undo');
          await view.keyboard.press('Tab');
          await view.keyboard.press('Enter');
          await bar.waitFor({ state: 'detached' });
          expect(await pageChoice.evaluate((element) => element === document.activeElement)).toBe(true);
        }
      } finally {
        await context.close();
      }
    });
  }
});
