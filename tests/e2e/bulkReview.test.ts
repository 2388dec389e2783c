import { setUpSignedInProduct } from './harness.js';

// Bulk review in Chromium against the reference backend: pick deals with the keyboard, approve
// them in one go (one request per deal, at most four at a time; decided ones asked about first and
// left alone), then reject others with one reason.

const { page, serverGet } = setUpSignedInProduct();

interface ServerDeal {
  id: number;
  status: string;
  rejectionReason?: string | null;
}

describe('bulk review', () => {
  it('approves the picked deals with one request each, then rejects others with one reason for all', async () => {
    const decisions: string[] = [];
    page().on('request', (request) => {
      if (request.method() === 'POST' && /\/deals\/\d+\/(approve|reject)$/.test(request.url())) decisions.push(new URL(request.url()).pathname);
    });
    await page().getByRole('link', { name: 'Partner Deals' }).click();
    await page().waitForURL(/\/deals$/);
    // By registration number (the default order puts the pending deals first), so deals 1 to 5
    // are on the first page and stay in their places as they are decided.
    await page().getByRole('columnheader', { name: 'Registration Number' }).getByRole('button').click();
    await page().waitForURL(/\/deals\?sort=id$/);
    // The keyboard alone: tab to the first row's box, Space picks it. Deal 1 is approved already,
    // 2 and 4 wait for a decision.
    const first = page().getByRole('checkbox', { name: 'Select Deal 1', exact: true });
    await first.focus();
    await page().keyboard.press('Space');
    await page().getByRole('checkbox', { name: 'Select Deal 2', exact: true }).check();
    await page().getByRole('checkbox', { name: 'Select Deal 4', exact: true }).check();
    const bar = page().getByRole('region', { name: 'Bulk actions' });
    await expect(bar.getByRole('status').textContent()).resolves.toBe('3 selected');
    await bar.getByRole('button', { name: 'Approve selected' }).click();
    // Asked first: the approved deal is named and left alone.
    const question = page().getByRole('dialog', { name: 'Approve selected' });
    // The question comes from the decision flow, loaded by import() with the first pick: awaited,
    // as allTextContents does not wait for it (an empty list while the flow arrives).
    await question.waitFor();
    expect(await question.getByRole('listitem').allTextContents()).toEqual(['2 pending deals will be approved.', '1 approved deal stays as it is.']);
    await question.getByRole('button', { name: 'Approve 2' }).click();
    await page().getByText('2 approved.', { exact: true }).waitFor();
    expect(decisions.sort()).toEqual(['/api/partner/admin/deals/2/approve', '/api/partner/admin/deals/4/approve']);
    const deals = await serverGet<ServerDeal[]>('/partner/admin/deals');
    expect(deals.filter((deal) => [1, 2, 4].includes(deal.id)).map((deal) => deal.status.toLowerCase())).toEqual(['approved', 'approved', 'approved']);
    // One Undo for both, beside the summary.
    await page().getByRole('region', { name: 'Last decision' }).getByText('You approved 2.').waitFor();

    decisions.length = 0;
    await page().getByRole('checkbox', { name: 'Select Deal 5', exact: true }).check();
    await page().getByRole('checkbox', { name: 'Select Deal 6', exact: true }).check();
    await page().getByRole('button', { name: 'Reject selected' }).click();
    const dialog = page().getByRole('dialog', { name: 'Reject 2 selected' });
    await dialog.getByRole('textbox').fill('Registered twice');
    await dialog.getByRole('button', { name: 'Reject Deal' }).click();
    await page().getByText('2 rejected.', { exact: true }).waitFor();
    expect(decisions.sort()).toEqual(['/api/partner/admin/deals/5/reject', '/api/partner/admin/deals/6/reject']);
    const after = await serverGet<ServerDeal[]>('/partner/admin/deals');
    expect(after.filter((deal) => [5, 6].includes(deal.id)).map((deal) => deal.status.toLowerCase())).toEqual(['rejected', 'rejected']);
  });
});
