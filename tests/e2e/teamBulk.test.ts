import type { Page } from 'playwright-core';
import { DEMO_ADMINS } from '../../src/api/memory/demoData.js';
import type { PartnerDeal, RecordChange } from '../../src/api/types.js';
import { openPartnerDealsAs, setUpTeam } from './harness.js';

// A bulk decision over a filter the server pages (issue 34 item 1), with real concurrency: two
// instances of the reference backend on one PostgreSQL database, Ada Lovelace on one and Grace
// Hopper on the other, each in a browser context of her own. Ada filters Partner Deals to the
// pending ones, picks 'Select all N' and approves them all; while her decision runs, Grace rejects
// one deal of Ada's filter on the other instance. Grace's rejection must stand (Ada's approval of
// that deal carries the version Ada's set read, so the server refuses it), Ada's summary names
// the deal, every other deal of the filter is approved, and each record's history says who
// decided it.
//
// Ada's approval of that one deal is held in her browser until Grace's rejection is through, so
// the race is lost the same way every run: the rejection lands after Ada's set was read and
// after her last look at the deal's page, before her approval reaches the server, which is the
// window a version check exists for. Every other request of both runs as it comes, at once.

const [ADA, GRACE] = DEMO_ADMINS as unknown as [{ id: number; email: string; password: string }, { id: number; email: string; password: string }];
const REASON = 'Registered by another partner first';

const team = setUpTeam('bulk');

/** A GET on the page's own backend (`/api` + `path`) with its session token: what the server now holds. */
const serverGet = <T,>(page: Page, path: string) =>
  page.evaluate(async (target) => {
    const token = sessionStorage.getItem('token') ?? localStorage.getItem('token');
    const response = await fetch(`/api${target}`, { headers: { Authorization: `Bearer ${token}` } });
    if (!response.ok) throw new Error(`GET ${target}: ${response.status}`);
    return response.json();
  }, path) as Promise<T>;

/** Opens Partner Deals on `url` signed in as `admin`, filtered to the pending deals. */
async function pendingDeals(page: Page, url: string, admin: { email: string; password: string }) {
  await openPartnerDealsAs(page, url, admin);
  // A click on the choice's pill (its radio button is drawn by the pill).
  await page.getByRole('group', { name: 'Status' }).locator('label').filter({ hasText: /^Pending/ }).click();
  await page.waitForURL(/\/deals\?status=pending$/);
  await page.getByRole('button', { name: /^Approve deal \d+$/ }).first().waitFor();
}

const decisionsOf = (history: RecordChange[]) => history.filter((change) => change.action === 'approve' || change.action === 'reject').map((change) => `${change.action} by ${change.changedBy?.id}`);

describe('a bulk decision over the filter, while another administrator decides on another instance', () => {
  it("keeps the other administrator's rejection, names it in the summary, approves the rest, and the history says who decided each", async () => {
    const [a, b] = team.instances();
    const ada = await team.browser().newContext({ viewport: { width: 1280, height: 900 } });
    const grace = await team.browser().newContext({ viewport: { width: 1280, height: 900 } });
    try {
      const adaPage = await ada.newPage();
      const gracePage = await grace.newPage();
      await Promise.all([pendingDeals(adaPage, a.url, ADA), pendingDeals(gracePage, b.url, GRACE)]);

      // The filter as the server holds it: more deals than a page shows, fewer than a query page reads.
      const filter = await serverGet<{ rows: PartnerDeal[]; total: number }>(adaPage, '/partner/admin/deals/query?page=1&pageSize=100&status=pending');
      expect(filter.total).toBeGreaterThan(10);
      expect(filter.rows).toHaveLength(filter.total);
      const before = await serverGet<PartnerDeal[]>(adaPage, '/partner/admin/deals');
      const pendingIds = new Set(filter.rows.map((deal) => Number(deal.id)));
      // Grace's choice: a deal of the filter on her first page.
      // (The registration number is a row's second cell, after its selection box.)
      const target = await gracePage.getByRole('table', { name: 'Partner Deals' }).locator('tbody tr').first().evaluate((row) => Number(row.children[1]?.textContent));
      expect(pendingIds.has(target)).toBe(true);

      // Grace rejects it on instance B the moment Ada's approval of it leaves Ada's browser.
      let graceRejected: Promise<void> | undefined;
      const graceRejects = async () => {
        await gracePage.getByRole('button', { name: `Reject deal ${target}` }).click();
        const dialog = gracePage.getByRole('dialog', { name: 'Reject Deal' });
        await dialog.getByRole('textbox').fill(REASON);
        await dialog.getByRole('button', { name: 'Reject Deal' }).click();
        await dialog.waitFor({ state: 'detached' });
      };
      const approvals: number[] = [];
      let inFlight = 0;
      let mostAtOnce = 0;
      adaPage.on('request', (request) => {
        const decided = /\/partner\/admin\/deals\/(\d+)\/approve$/.exec(request.url());
        if (request.method() !== 'POST' || !decided) return;
        approvals.push(Number(decided[1]));
        mostAtOnce = Math.max(mostAtOnce, ++inFlight);
      });
      adaPage.on('requestfinished', (request) => /\/approve$/.test(request.url()) && inFlight--);
      adaPage.on('requestfailed', (request) => /\/approve$/.test(request.url()) && inFlight--);
      await ada.route(`**/api/partner/admin/deals/${target}/approve`, async (route) => {
        graceRejected ??= graceRejects();
        await graceRejected;
        await route.continue();
      });

      // Ada: 'Select all N' over the filter, then approve.
      await adaPage.getByRole('table', { name: 'Partner Deals' }).getByRole('checkbox').nth(1).check();
      await adaPage.getByRole('button', { name: `Select all ${filter.total}` }).click();
      const bar = adaPage.getByRole('region', { name: 'Bulk actions' });
      await bar.getByText(`${filter.total} selected`).waitFor();
      await bar.getByRole('button', { name: 'Approve selected' }).click();

      // Ada's summary: all but one approved; Grace's deal named as changed by someone else, not overwritten.
      const summary = adaPage.getByRole('status').filter({ hasText: new RegExp(`^${filter.total - 1} approved\\.`) });
      await summary.waitFor({ timeout: 90_000 });
      const summaryText = await summary.textContent();
      expect(summaryText).toContain('1 changed by someone else (still selected, not overwritten):');
      expect(summaryText).toContain(`Deal ${target}`);
      expect(graceRejected).toBeDefined();
      // Each deal once, several at a time (the decision runs in parallel with Grace's).
      expect([...approvals].sort((x, y) => x - y)).toEqual([...pendingIds].sort((x, y) => x - y));
      expect(mostAtOnce).toBeGreaterThan(1);

      // What the server holds: Grace's rejection kept, every other deal of the filter approved, the rest untouched.
      const after = new Map((await serverGet<PartnerDeal[]>(gracePage, '/partner/admin/deals')).map((deal) => [Number(deal.id), deal]));
      expect(after.get(target)).toMatchObject({ status: 'rejected', rejectionReason: REASON });
      for (const deal of before) {
        const now = after.get(Number(deal.id))!;
        if (Number(deal.id) === target) continue;
        if (pendingIds.has(Number(deal.id))) expect([deal.id, now.status]).toEqual([deal.id, 'approved']);
        else expect([deal.id, now.status, now.version]).toEqual([deal.id, deal.status, deal.version]);
      }
      // The history says who decided each: Grace alone for hers, Ada for each of the others.
      expect(decisionsOf(await serverGet<RecordChange[]>(adaPage, `/partner/admin/deals/${target}/history`))).toEqual([`reject by ${GRACE.id}`]);
      const histories = await Promise.all(
        [...pendingIds].filter((id) => id !== target).map(async (id) => [id, decisionsOf(await serverGet<RecordChange[]>(gracePage, `/partner/admin/deals/${id}/history`))] as const),
      );
      for (const [id, decisions] of histories) expect([id, decisions]).toEqual([id, [`approve by ${ADA.id}`]]);
      // And Ada's Deal Details says so in words.
      await adaPage.goto(new URL(`deals/${target}`, a.url).href);
      const history = adaPage.getByRole('dialog', { name: 'Deal Details' }).getByRole('region', { name: 'History' });
      await history.getByText('Rejected by Grace Hopper').waitFor();
      expect(await history.getByText(/Approved by/).count()).toBe(0);
    } finally {
      await ada.close();
      await grace.close();
    }
  });
});
