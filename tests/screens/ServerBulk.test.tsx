// Server mode's bulk review (issue 34 item 1): with the list query a screen holds only the page
// shown, and 'Select all N' picks every record the filter matches on the server. A decision reads
// the filter's pages through `query` (ids and versions only), decides each record once with the
// version it was read with, leaves records outside the filter alone, skips and counts one that no
// longer matches, and names one another admin changed first. The memory API answers the query with
// the list engine (`listPages`) over a few hundred deals.
import { composeStories } from '@storybook/react-vite';
import { screen, waitFor, within } from '@testing-library/react';
import { createMemoryAdminApi, type MemoryAdminApi } from '../../src/api/memory/createMemoryAdminApi.js';
import type { Deal } from '../../src/api/types.js';
import { normaliseDealStatus } from '../../src/domain/dealRow.js';
import { listPages } from '../../src/list/index.js';
import { DealsList } from '../../src/screens/DealsList/index.js';
import * as dealsListStories from '../../src/screens/DealsList/DealsList.stories.js';
import { renderWithProviders } from '../support/render.js';

/**
 * A few hundred decisions, each re-rendering the list: minutes on a busy machine. The bulk bar is
 * a part loaded by import() (preloaded once the list is idle): after the first row is picked, a
 * test waits for its 'Select all N' to arrive, as a user does.
 */
const slow = { timeout: 90_000 };
const LONG = 180_000;
const DEALS = 320;
const stateOf = (deal: Deal) => normaliseDealStatus(deal.status);
const approvedIds = (api: MemoryAdminApi) => api.control.calls.filter((call) => call.method === 'partnerDeals.approve').map((call) => String(call.args[0]));

async function pendingFilter() {
  const api = createMemoryAdminApi({ listPages, counts: { partnerDeals: DEALS } });
  const before = await api.partnerDeals.list();
  const rendered = renderWithProviders(<DealsList api={api} variant="partner" layout="table" />);
  await screen.findAllByRole('button', { name: /^Approve deal/ }, slow);
  await rendered.user.click(screen.getByRole('radio', { name: /^Pending/ }));
  const pending = before.filter((deal) => stateOf(deal) === 'pending');
  await waitFor(() => expect(screen.getByText(`1–10 of ${pending.length}`)).toBeInTheDocument(), slow);
  return { api, before, pending, ...rendered };
}

describe('Deals in server mode: a bulk decision over the filter', () => {
  it("'Select all N' picks every pending deal of the filter; approving decides each once, none outside it, page by page", async () => {
    const { api, before, pending, user } = await pendingFilter();
    // More than one page of the set (100 rows a request), far more than the page shown.
    expect(pending.length).toBeGreaterThan(100);
    await user.click(within(screen.getByRole('table')).getAllByRole('checkbox')[1]!);
    await user.click(await screen.findByRole('button', { name: `Select all ${pending.length}` }, slow));
    const bar = screen.getByRole('region', { name: 'Bulk actions' });
    expect(within(bar).getByText(`${pending.length} selected`)).toBeInTheDocument();
    await user.click(within(bar).getByRole('button', { name: 'Approve selected' }));
    expect(await screen.findByText(`${pending.length} approved.`, undefined, slow)).toBeInTheDocument();
    const ids = approvedIds(api);
    expect([...ids].sort()).toEqual(pending.map((deal) => String(deal.id)).sort());
    expect(new Set(ids).size).toBe(ids.length);
    const after = new Map((await api.partnerDeals.list()).map((deal) => [String(deal.id), deal]));
    for (const deal of before) expect(stateOf(after.get(String(deal.id))!)).toBe(stateOf(deal) === 'pending' ? 'approved' : stateOf(deal));
    // The whole list was never fetched by the screen; the set came from pages of the query.
    expect(api.control.calls.filter((call) => call.method === 'partnerDeals.list')).toHaveLength(2);
    const pageSizes = api.control.calls.filter((call) => call.method === 'partnerDeals.query').map((call) => (call.args[0] as { pageSize: number }).pageSize);
    expect(Math.max(...pageSizes)).toBe(100);
  }, LONG);

  it('names a deal another admin changed first and leaves it, skips and counts one that left the filter, while the decision runs', async () => {
    const { api, pending, user } = await pendingFilter();
    await user.click(within(screen.getByRole('table')).getAllByRole('checkbox')[1]!);
    await user.click(await screen.findByRole('button', { name: `Select all ${pending.length}` }, slow));
    // The filter's first page is read last: two of its deals are changed while the later pages are decided.
    const firstPage = await api.partnerDeals.query!({ page: 1, pageSize: 100, search: '', sort: 'default', status: 'pending', range: null });
    const [remarked, rejected] = [firstPage.rows[0]!, firstPage.rows[1]!];
    api.control.delay('partnerDeals.approve', 20);
    await user.click(screen.getByRole('button', { name: 'Approve selected' }));
    await screen.findByText(/^Approving\.\.\. \d+ of/, undefined, slow);
    const other = api.control.as(2);
    await Promise.all([other.partnerDeals.updateRemarks(remarked.id, 'Checked by phone'), other.partnerDeals.reject(rejected.id, 'Duplicate')]);
    const summary = (await screen.findByText(new RegExp(`^${pending.length - 2} approved\\.`), undefined, slow)).closest('[role="status"]')!;
    expect(summary).toHaveTextContent('1 changed by someone else');
    expect(summary).toHaveTextContent('1 no longer matched the filter and were left as they are.');
    expect(summary).toHaveTextContent(`Deal ${remarked.id}`);
    const after = new Map((await api.partnerDeals.list()).map((deal) => [String(deal.id), deal]));
    expect(stateOf(after.get(String(remarked.id))!)).toBe('pending');
    expect(stateOf(after.get(String(rejected.id))!)).toBe('rejected');
    expect(approvedIds(api).filter((id) => id === String(rejected.id))).toHaveLength(0);
  }, LONG);

  it('asks before overwriting decided deals of the filter, with the counts, and Cancel stops a decision with the rest left alone', async () => {
    const api = createMemoryAdminApi({ listPages, counts: { partnerDeals: DEALS } });
    const before = await api.partnerDeals.list();
    const { user } = renderWithProviders(<DealsList api={api} variant="partner" layout="table" />);
    await screen.findAllByRole('button', { name: /^Approve deal/ }, slow);
    await user.click(within(screen.getByRole('table')).getAllByRole('checkbox')[1]!);
    await user.click(await screen.findByRole('button', { name: `Select all ${before.length}` }, slow));
    await user.click(screen.getByRole('button', { name: 'Approve selected' }));
    const dialog = await screen.findByRole('dialog', {}, slow);
    const count = (state: string) => before.filter((deal) => stateOf(deal) === state).length;
    expect(dialog).toHaveTextContent(`${count('pending')} pending deals will be approved.`);
    expect(dialog).toHaveTextContent(`${count('approved')} approved deals stay as they are.`);
    api.control.delay('partnerDeals.approve', 50);
    await user.click(within(dialog).getByRole('button', { name: `Approve ${count('pending')}` }));
    await screen.findByText(/^Approving\.\.\. [1-9]\d* of/, undefined, slow);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText(/Cancelled: the rest were left as they are\./, undefined, slow)).toBeInTheDocument();
    const decided = approvedIds(api).length;
    expect(decided).toBeGreaterThan(0);
    expect(decided).toBeLessThan(count('pending'));
    const after = await api.partnerDeals.list();
    expect(after.filter((deal) => stateOf(deal) === 'rejected')).toHaveLength(count('rejected'));
  }, LONG);

  it('the story: the progress of a decision over the filter, with its Cancel', async () => {
    const { ServerModeSelectAllProgress: Story } = composeStories(dealsListStories);
    const { user } = renderWithProviders(<Story />);
    const api = Story.args.api as MemoryAdminApi;
    await screen.findAllByRole('button', { name: /^Approve deal/ }, slow);
    const pending = (await api.partnerDeals.query!({ page: 1, pageSize: 10, status: 'pending' })).total;
    await user.click(screen.getByRole('radio', { name: /^Pending/ }));
    await waitFor(() => expect(screen.getByText(`1–10 of ${pending}`)).toBeInTheDocument(), slow);
    await user.click(within(screen.getByRole('table')).getAllByRole('checkbox')[1]!);
    await user.click(await screen.findByRole('button', { name: `Select all ${pending}` }, slow));
    api.control.delay('partnerDeals.approve', 'never');
    await user.click(screen.getByRole('button', { name: 'Approve selected' }));
    expect(await screen.findByText(`Approving... 0 of ${pending}`, undefined, slow)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText(/Cancelled: the rest were left as they are\./, undefined, slow)).toBeInTheDocument();
  }, LONG);
});
