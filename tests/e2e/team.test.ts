import type { BrowserContext, Page } from 'playwright-core';
import { DEMO_ADMINS } from '../../src/api/memory/demoData.js';
import { openPartnerDealsAs, setUpTeam } from './harness.js';

// Two administrators on two instances of the reference backend sharing one PostgreSQL database, as
// a team runs it behind a load balancer: Ada Lovelace on one, Grace Hopper on the other, each in a
// browser context of her own. What one decides, the other's open list shows without loading it
// again (Server-Sent Events, fanned out across the instances by LISTEN/NOTIFY); a decision from a
// view that missed it is asked about before it overwrites anything, and one both press at once is
// written once, the other told who made it; an Undo puts it back; the history shows every step.

const [ADA, GRACE] = DEMO_ADMINS as unknown as [{ email: string; password: string }, { email: string; password: string }];
/** A pending deal of the demo data ('Under Review'). */
const DEAL = 2;
/** How soon the other administrator's open list must show a decision (issue 30). */
const LIVE_WITHIN_MS = 2000;

const team = setUpTeam('team');

/** Opens Partner Deals on `url` signed in as `admin`, in a page of its own. */
async function partnerDeals(page: Page, url: string, admin: { email: string; password: string }) {
  await openPartnerDealsAs(page, url, admin);
  // Sorted by registration number, so the deal stays on the first page whatever its status
  // (by default pending deals come first, and a list fetched again after a decision moves it down).
  await page.getByRole('columnheader', { name: 'Registration Number' }).getByRole('button').click();
  await page.waitForURL(/\/deals\?sort=id$/);
  await page.getByRole('button', { name: `Approve deal ${DEAL}` }).waitFor();
}

/** The deal's row (its registration number's cell, then the row around it). */
const rowOf = (page: Page, id: number) => page.getByRole('row').filter({ has: page.getByRole('button', { name: `Approve deal ${id}` }) });

/** Runs `work` with a browser context for Ada and one for Grace, closed after it. */
async function asTwoAdmins(work: (ada: BrowserContext, grace: BrowserContext) => Promise<void>) {
  const browser = team.browser();
  const ada = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const grace = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    await work(ada, grace);
  } finally {
    await ada.close();
    await grace.close();
  }
}

/** Opens a deal's Deal Details by its registration number's cell (the first cell holds the row's selection box) and returns its History region. */
async function historyOf(page: Page, id: number) {
  await rowOf(page, id).getByRole('cell', { name: String(id), exact: true }).click();
  return page.getByRole('dialog', { name: 'Deal Details' }).getByRole('region', { name: 'History' });
}

describe('two administrators on two instances', () => {
  it('see each other’s decisions live, are asked before overwriting one, can undo, and the history shows every step', async () => {
    const [a, b] = team.instances();
    await asTwoAdmins(async (ada, grace) => {
      const adaPage = await ada.newPage();
      const gracePage = await grace.newPage();
      // A second tab of Grace's that hears nothing live (its event stream is refused): the view
      // of someone who loaded the list before Ada decided.
      const stalePage = await grace.newPage();
      await stalePage.route('**/partner/admin/events', (route) => route.abort());
      // Grace's live tab has its stream open (the server answered its headers) before Ada decides.
      // A stream never ends, so it never shows in Resource Timing: its response is awaited instead.
      const graceStream = gracePage.waitForResponse((response) => response.url().endsWith('/partner/admin/events') && response.ok(), { timeout: 90_000 });
      await Promise.all([partnerDeals(adaPage, a.url, ADA), partnerDeals(gracePage, b.url, GRACE), partnerDeals(stalePage, b.url, GRACE)]);
      await graceStream;

      // Ada rejects the pending deal on instance A.
      await adaPage.getByRole('button', { name: `Reject deal ${DEAL}` }).click();
      const dialog = adaPage.getByRole('dialog', { name: 'Reject Deal' });
      await dialog.getByRole('textbox').fill('Registered by another partner first');
      await dialog.getByRole('button', { name: 'Reject Deal' }).click();
      await dialog.waitFor({ state: 'detached' });
      const decided = Date.now();

      // Grace's open list on instance B shows it, without loading the list again.
      const lists: string[] = [];
      gracePage.on('request', (request) => request.method() === 'GET' && /\/partner\/admin\/deals$/.test(request.url()) && lists.push(request.url()));
      await rowOf(gracePage, DEAL).getByText('Rejected by Ada L. just now').waitFor({ timeout: LIVE_WITHIN_MS });
      console.log(`team e2e: Ada's decision reached Grace's open list on the other instance ${Date.now() - decided} ms after Ada's dialog closed`);
      expect(lists).toEqual([]);

      // Grace approves the same deal from the tab that missed it: asked first, with Ada's decision named.
      await stalePage.getByRole('button', { name: `Approve deal ${DEAL}` }).click();
      const question = stalePage.getByRole('dialog', { name: 'Changed by someone else' });
      await question.waitFor();
      expect(await question.textContent()).toMatch(/Rejected by Ada Lovelace at \d{1,2}:\d{2}\s?[AP]M\. Approve anyway\?/);
      await question.getByRole('button', { name: 'Approve anyway' }).click();
      await question.waitFor({ state: 'detached' });
      // Ada's list hears Grace's approval.
      await rowOf(adaPage, DEAL).getByText('Approved by Grace H. just now').waitFor({ timeout: LIVE_WITHIN_MS });

      // Grace undoes her approval within the 10 seconds: the deal is Ada's rejection again.
      const bar = stalePage.getByRole('region', { name: 'Last decision' });
      await bar.getByText(`Deal ${DEAL} approved.`).waitFor();
      await bar.getByRole('button', { name: 'Undo' }).click();
      await bar.getByText('Undone.').waitFor();
      await rowOf(adaPage, DEAL).getByText('Undone by Grace H. just now').waitFor({ timeout: LIVE_WITHIN_MS });

      // The history, in Ada's Deal Details: every step, newest first.
      const history = await historyOf(adaPage, DEAL);
      await history.getByText('Undone by Grace Hopper').waitFor();
      const steps = await history.getByRole('listitem').allTextContents();
      expect(steps.slice(0, 3).map((step) => step.replace(/(Hopper|Lovelace).*/, '$1'))).toEqual([
        'Undone by Grace Hopper',
        'Approved by Grace Hopper',
        'Rejected by Ada Lovelace',
      ]);
      expect(steps[0]).toContain('Approved → Rejected');
      expect(steps[2]).toContain('Reason: Registered by another partner first');
    });
  });

  it('press Approve on the same deal at once: one approval is written, and the other is told who made it, not asked', async () => {
    const [a, b] = team.instances();
    await asTwoAdmins(async (ada, grace) => {
      const adaPage = await ada.newPage();
      const gracePage = await grace.newPage();
      await Promise.all([partnerDeals(adaPage, a.url, ADA), partnerDeals(gracePage, b.url, GRACE)]);
      // The first pending deal of the page other than the first test's.
      const pendingRow = adaPage.getByRole('row').filter({ hasText: 'Pending' }).filter({ hasNot: adaPage.getByRole('cell', { name: String(DEAL), exact: true }) }).first();
      const id = Number((await pendingRow.getByRole('button', { name: /^Approve deal \d+$/ }).getAttribute('aria-label'))!.replace('Approve deal ', ''));
      await Promise.all([adaPage, gracePage].map((page) => page.getByRole('button', { name: `Approve deal ${id}` }).click()));
      const said = await Promise.all(
        [adaPage, gracePage].map(async (page) => {
          const bar = page.getByRole('region', { name: 'Last decision' });
          await bar.getByText(new RegExp(`^Deal ${id} (approved|was already approved by .+)\\.$`)).waitFor();
          return (await bar.getByRole('status').textContent())!;
        }),
      );
      const [made, told] = said[0] === `Deal ${id} approved.` ? [0, 1] : [1, 0];
      expect(said[made]).toBe(`Deal ${id} approved.`);
      expect(said[told]).toMatch(new RegExp(`^Deal ${id} was already approved by ${made === 0 ? 'Ada Lovelace' : 'Grace Hopper'} at \\d{1,2}:\\d{2}\\s?[AP]M\\.$`));
      for (const page of [adaPage, gracePage]) expect(await page.getByRole('dialog').count()).toBe(0);
      // One approval in the history, by the one whose press was written.
      const history = await historyOf(adaPage, id);
      await history.getByText(/^Approved by /).first().waitFor();
      const steps = (await history.getByRole('listitem').allTextContents()).filter((step) => step.startsWith('Approved by'));
      expect(steps).toHaveLength(1);
      expect(steps[0]).toContain(made === 0 ? 'Ada Lovelace' : 'Grace Hopper');
    });
  });
});
