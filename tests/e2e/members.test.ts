import { readFile } from 'node:fs/promises';
import type { Locator } from 'playwright-core';
import { SHOTS, setUpSignedInProduct, signIn } from './harness.js';

// The partner and distributor screens (SPEC 2.4-2.7) against the reference backend in Chromium:
// accept and reject requests, open a partner and one of its deals, remove a distributor, and the
// CSV export of the partners overview. Screenshots of each screen land in /tmp/shots.

const { page, product, browser, serverGet } = setUpSignedInProduct();

interface ServerMember {
  id: number;
  firstName: string;
  lastName: string;
  isApproved: boolean;
  isActive: boolean;
}

/** The table row holding a cell with exactly `name`. */
function rowWith(name: string): Locator {
  return page().getByRole('row').filter({ has: page().getByRole('cell', { name, exact: true }) });
}

/** The first pending request's name, from the server. */
async function pendingNames(): Promise<string[]> {
  const pending = await serverGet<ServerMember[]>('/partner/admin/partners/pending');
  return pending.filter((m) => !m.isApproved && m.isActive).map((m) => `${m.firstName} ${m.lastName}`);
}

describe('partners', () => {
  it('exports the partners overview as CSV: BOM, the SPEC 7 header and one line per partner', async () => {
    await page().getByRole('heading', { name: 'Partners Overview' }).waitFor({ timeout: 30_000 });
    await page().getByRole('row').nth(1).waitFor();
    await page().screenshot({ path: `${SHOTS}/partners-overview-1280.png`, fullPage: true });
    const partners = await serverGet<ServerMember[]>('/partner/admin/partners');
    await page().getByRole('button', { name: 'Export' }).click();
    const [download] = await Promise.all([page().waitForEvent('download'), page().getByRole('menuitem', { name: 'CSV' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^partners_export_\d{4}-\d{2}-\d{2}\.csv$/);
    const text = await readFile((await download.path())!, 'utf8');
    expect(text.startsWith('\uFEFF')).toBe(true);
    const lines = text.slice(1).trim().split(/\r?\n/);
    expect(lines[0]).toBe(
      'ID,First Name,Last Name,Title,Email,Country Code,Phone Number,Position,Company Name,Company Size,Address,Street,City,Country,Is Approved,Is Active,Created At,Updated At',
    );
    expect(lines).toHaveLength(partners.length + 1);
  });

  it("accepts a request: confirmation, success dialog for 2 s, then 'Accepted'", async () => {
    await page().getByRole('button', { name: 'View Partner Requests' }).click();
    await page().waitForURL(/\/partners\/requests$/);
    const [name] = await pendingNames();
    expect(name).toBeTruthy();
    await page().getByRole('button', { name: `Accept ${name}` }).click();
    const confirm = page().getByRole('dialog', { name: 'Accept Partner' });
    await confirm.getByRole('button', { name: 'Accept' }).click();
    const success = page().getByRole('dialog', { name: 'Partner Accepted Successfully!' });
    await success.waitFor();
    await expect(success.getByText('The partner has been notified about your decision.').isVisible()).resolves.toBe(true);
    await success.waitFor({ state: 'detached', timeout: 5_000 });
    await expect(rowWith(name!).getByText('Accepted').isVisible()).resolves.toBe(true);
    await page().screenshot({ path: `${SHOTS}/partner-requests-1280.png`, fullPage: true });
  });

  it('refuses a blank reason, then rejects with a reason', async () => {
    const [name] = await pendingNames();
    await page().getByRole('button', { name: `Reject ${name}` }).click();
    const dialog = page().getByRole('dialog', { name: 'Reject Partner' });
    await dialog.getByLabel('Reason for Rejection*').fill('   ');
    // The button is announced as unavailable (aria-disabled) but stays focusable, so a press explains why.
    const reject = dialog.getByRole('button', { name: 'Reject' });
    expect(await reject.getAttribute('aria-disabled')).toBe('true');
    await reject.focus();
    await page().keyboard.press('Enter');
    await dialog.getByText('Please provide a reason for rejection').waitFor();
    expect(await pendingNames()).toContain(name);
    await dialog.getByLabel('Reason for Rejection*').fill('Not a security reseller');
    await dialog.getByRole('button', { name: 'Reject' }).click();
    const success = page().getByRole('dialog', { name: 'Partner Rejected Successfully!' });
    await success.waitFor();
    await success.waitFor({ state: 'detached', timeout: 5_000 });
    await expect(rowWith(name!).getByText('Rejected').isVisible()).resolves.toBe(true);
    expect(await pendingNames()).not.toContain(name);
  });

  it('opens a partner from the overview, then one of its deals', async () => {
    await page().getByRole('button', { name: 'Back to Partners' }).click();
    await page().waitForURL(/\/partners$/);
    await page().getByRole('cell', { name: 'Leila Schneider', exact: true }).click();
    await page().waitForURL(/\/partners\/2$/);
    await page().getByRole('heading', { name: 'Leila Schneider' }).waitFor();
    const deals = page().getByRole('table', { name: 'Registered Deals' }).getByRole('row');
    await deals.nth(1).waitFor();
    await page().screenshot({ path: `${SHOTS}/partner-review-1280.png`, fullPage: true });
    const dealId = (await deals.nth(1).getByRole('cell').first().textContent())!.trim();
    await deals.nth(1).click();
    const dialog = page().getByRole('dialog', { name: 'Deal Details' });
    await dialog.getByRole('heading', { name: 'Partner Information' }).waitFor({ timeout: 15_000 });
    const deal = await serverGet<{ customerCompany: string }>(`/partner/admin/deals/${dealId}`);
    await dialog.getByText(deal.customerCompany, { exact: true }).first().waitFor();
    await dialog.getByRole('button', { name: 'Close' }).last().click();
    await dialog.waitFor({ state: 'detached' });
  });
});

describe('distributors', () => {
  it('removes a distributor and returns to the list without it', async () => {
    await page().getByRole('link', { name: 'Distributors' }).first().click();
    await page().getByRole('heading', { name: 'Distributors Overview' }).waitFor();
    await page().getByRole('cell', { name: 'Nora Lopez', exact: true }).click();
    await page().waitForURL(/\/distributors\/3$/);
    await page().getByRole('heading', { name: 'Nora Lopez' }).waitFor();
    await page().screenshot({ path: `${SHOTS}/distributor-review-1280.png`, fullPage: true });
    await page().getByRole('button', { name: 'Remove Distributor' }).click();
    const confirm = page().getByRole('dialog', { name: 'Remove Distributor?' });
    await confirm.getByRole('button', { name: 'Remove Distributor' }).click();
    await page().getByRole('dialog', { name: 'Distributor Removed Successfully!' }).waitFor();
    await page().waitForURL(/\/distributors$/, { timeout: 5_000 });
    await page().getByRole('row').nth(1).waitFor();
    await page().getByRole('searchbox', { name: 'Search by name, email, or company' }).fill('Nora Lopez');
    await page().getByText('No distributors found').waitFor();
    const distributors = await serverGet<ServerMember[]>('/distributor/admin/distributors');
    expect(distributors.some((d) => d.id === 3)).toBe(false);
  });
});

describe('on a phone', () => {
  it('shows the overviews, requests and review pages as cards at 375 px', async () => {
    const phone = await browser().newContext({ viewport: { width: 375, height: 812 } });
    try {
      const small = await phone.newPage();
      // A fresh context loads the console from cold; CI's two busy cores can need more than 30 s.
      small.setDefaultTimeout(60_000);
      await signIn(small, product().url);
      await small.waitForURL(/\/partners$/, { timeout: 60_000 });
      await small.getByRole('list', { name: 'Partners Overview' }).waitFor();
      await small.getByText(/\(\d+(-\d+)?\+?\)$/).first().waitFor();
      await small.screenshot({ path: `${SHOTS}/partners-overview-375.png`, fullPage: true });
      await small.getByRole('button', { name: 'View Partner Requests' }).click();
      await small.getByRole('list', { name: 'Partner Requests' }).waitFor();
      await small.screenshot({ path: `${SHOTS}/partner-requests-375.png`, fullPage: true });
      await small.goto(new URL('partners/2', product().url).href);
      await small.getByRole('list', { name: 'Registered Deals' }).waitFor();
      await small.screenshot({ path: `${SHOTS}/partner-review-375.png`, fullPage: true });
      await small.goto(new URL('distributors', product().url).href);
      await small.getByRole('list', { name: 'Distributors Overview' }).getByRole('link').first().waitFor();
      await small.screenshot({ path: `${SHOTS}/distributors-overview-375.png`, fullPage: true });
    } finally {
      await phone.close();
    }
  });
});
