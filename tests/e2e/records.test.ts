import type { Page } from 'playwright-core';
import { SHOTS, fillSignIn, setUpSignedInProduct } from './harness.js';

// Records with their own address (issue 31 item 6) in Chromium against the reference backend:
// Deal Details opens at /deals/:id over the list, a reload keeps it open, a copied link opens it
// in another tab, Back closes it, and Previous/Next deal replace the entry; a sign-up request opens
// the member's review page, with Accept and Reject for a pending one and the reason of a rejected one.

const { page, context, serverGet } = setUpSignedInProduct();

const historyLength = () => page().evaluate(() => history.length);

/** The registration number Deal Details shows, once it has loaded. */
async function dealShown(on: Page = page()): Promise<string> {
  const label = on.getByRole('dialog', { name: 'Deal Details' }).getByText(/^Registration Number:/);
  await label.waitFor({ timeout: 30_000 });
  return (await label.locator('strong').textContent())!.trim();
}

describe('Deal Details has its own address', () => {
  it('opens at /deals/:id over the list, keeps the list’s query, and steps in place', async () => {
    await page().getByRole('link', { name: 'Partner Deals' }).click();
    await page().waitForURL(/\/deals$/);
    await page().getByRole('button', { name: /^Approve deal / }).first().waitFor({ timeout: 30_000 });
    await page().getByRole('searchbox').pressSequentially('a', { delay: 30 });
    await page().waitForURL(/\/deals\?q=a$/);
    const row = page().locator('tbody tr').first();
    const id = (await row.locator('td').nth(1).textContent())!.trim();
    const before = await historyLength();
    await row.locator('td').nth(1).click();
    await page().waitForURL((url) => url.pathname === `/deals/${id}` && url.search === '?q=a');
    expect(await dealShown()).toBe(id);
    expect(await historyLength()).toBe(before + 1);
    await page().screenshot({ path: `${SHOTS}/deal-details-at-address-1280.png` });

    // Next deal replaces the entry: Back still closes the dialog.
    await page().getByRole('dialog', { name: 'Deal Details' }).getByRole('button', { name: 'Next deal' }).click();
    await page().waitForURL((url) => url.pathname !== `/deals/${id}` && url.pathname.startsWith('/deals/'));
    const next = new URL(page().url()).pathname.replace('/deals/', '');
    expect(await dealShown()).toBe(next);
    expect(await historyLength()).toBe(before + 1);

    await page().reload();
    expect(await dealShown()).toBe(next);
    expect(new URL(page().url()).search).toBe('?q=a');

    await page().goBack();
    await page().waitForURL((url) => url.pathname === '/deals' && url.search === '?q=a');
    await page().getByRole('dialog', { name: 'Deal Details' }).waitFor({ state: 'hidden' });
    expect(await page().getByRole('searchbox').inputValue()).toBe('a');
  });

  it('opens a copied link on the deal in another tab, after signing in there; Close shows the list', async () => {
    const deals = await serverGet<{ id: number }[]>('/partner/admin/deals');
    const id = String(deals[7]!.id);
    const link = new URL(`/deals/${id}`, page().url()).href;
    const other = await context().newPage();
    try {
      await other.goto(link);
      await fillSignIn(other);
      await other.waitForURL(link);
      expect(await dealShown(other)).toBe(id);
      await other.getByRole('dialog', { name: 'Deal Details' }).getByRole('button', { name: 'Close' }).click();
      await other.waitForURL((url) => url.pathname === '/deals');
      await other.getByRole('dialog', { name: 'Deal Details' }).waitFor({ state: 'hidden' });
      await other.getByRole('heading', { level: 1, name: 'Partner Deals' }).waitFor();
    } finally {
      await other.close();
    }
  });

  it('approves from Deal Details at its address; the list behind it shows the new status', async () => {
    const deals = await serverGet<{ id: number; status?: string }[]>('/partner/admin/deals');
    const pending = deals.find((deal) => deal.status?.toLowerCase() === 'pending')!;
    // The deal's own link, with the list searched for it behind the dialog (100 rows a page, so the
    // approved deal stays on the first page when pending deals come first).
    const query = `?q=${pending.id}&perPage=100`;
    await page().goto(new URL(`/deals/${pending.id}${query}`, page().url()).href);
    expect(await dealShown()).toBe(String(pending.id));
    const dialog = page().getByRole('dialog', { name: 'Deal Details' });
    await dialog.getByRole('button', { name: 'Approve Deal' }).click();
    await dialog.getByText(`Deal ${pending.id} approved`).waitFor();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await page().waitForURL((url) => url.pathname === '/deals' && url.search === query);
    const row = page().getByRole('row').filter({ has: page().getByRole('cell', { name: String(pending.id), exact: true }) });
    await row.getByText('Approved', { exact: true }).waitFor();
    const now = await serverGet<{ status?: string }>(`/partner/admin/deals/${pending.id}`);
    expect(now.status?.toLowerCase()).toBe('approved');
  });
});

describe('a sign-up request opens its details', () => {
  it('opens a pending request’s review page from the list, accepts it there, and Back returns to the requests', async () => {
    await page().goto(new URL('/partners/requests', page().url()).href);
    const accept = page().getByRole('button', { name: /^Accept / }).first();
    await accept.waitFor({ timeout: 30_000 });
    const name = (await accept.getAttribute('aria-label'))!.replace(/^Accept /, '');
    await page().getByRole('link', { name, exact: true }).click();
    await page().waitForURL(/\/partners\/\d+$/);
    await page().getByRole('heading', { name }).waitFor();
    const request = page().getByRole('region', { name: 'Sign-up request' });
    await request.getByText('Waiting for a decision.').waitFor();
    await page().screenshot({ path: `${SHOTS}/request-details-pending-1280.png` });
    await request.getByRole('button', { name: 'Accept' }).click();
    await page().getByRole('dialog', { name: 'Accept Partner' }).getByRole('button', { name: 'Accept' }).click();
    await page().getByRole('dialog', { name: 'Partner Accepted Successfully!' }).waitFor();
    await request.waitFor({ state: 'detached' });
    const id = new URL(page().url()).pathname.replace('/partners/', '');
    expect(await serverGet<{ isApproved?: boolean }>(`/partner/admin/partners/${id}`)).toMatchObject({ isApproved: true });
    await page().getByRole('dialog', { name: 'Partner Accepted Successfully!' }).waitFor({ state: 'hidden' });
    await page().getByRole('button', { name: 'Back to Partners' }).click();
    await page().waitForURL(/\/partners\/requests$/);
  });

  it('shows a rejected request’s reason on its page, opened from the requests list', async () => {
    const requests = await serverGet<{ id: number; email?: string; isApproved?: boolean; isActive?: boolean; rejectionReason?: string | null }[]>('/partner/admin/partners/pending');
    const rejected = requests.find((member) => !member.isApproved && member.isActive === false && member.rejectionReason && member.email);
    expect(rejected, 'a rejected request with a reason in the demo data').toBeDefined();
    await page().goto(new URL(`/partners/requests?q=${encodeURIComponent(rejected!.email!)}`, page().url()).href);
    const row = page().locator('tbody tr').filter({ hasText: 'Rejected' }).first();
    await row.waitFor({ timeout: 30_000 });
    // The row itself opens, by keyboard too.
    await row.focus();
    await page().keyboard.press('Enter');
    await page().waitForURL(new RegExp(`/partners/${rejected!.id}$`));
    const request = page().getByRole('region', { name: 'Sign-up request' });
    await request.getByText(`Reason for rejection: ${rejected!.rejectionReason}`).waitFor();
    expect(await request.getByRole('button').count()).toBe(0);
  });
});
