// Server mode's 'Select all N' when the bulk decision's run (src/hooks/bulkRun.ts, loaded by
// import() on the first pick, issue 33) does not arrive: the decision over the filter loads it
// before it reads the filter's pages, so a failed load ends there, as a read that failed, and the
// filter stays picked for another try. The module's loader is held here: each import of it fails
// while `chunk.failing` is set, as a browser's import() of a chunk that does not arrive.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createMemoryAdminApi } from '../../src/api/memory/createMemoryAdminApi.js';
import { normaliseDealStatus } from '../../src/domain/dealRow.js';
import { listPages } from '../../src/list/index.js';
import { DealsList } from '../../src/screens/DealsList/index.js';
import { renderWithProviders } from '../support/render.js';

const chunk = await vi.hoisted(() => import('../support/heldChunk.js').then(({ heldChunk }) => heldChunk({ failing: true })));
vi.mock('../../src/hooks/bulkRun.js', (importOriginal) => chunk.load(importOriginal));

const slow = { timeout: 30_000 };

describe("Deals in server mode: 'Select all N' when the bulk decision's code does not load", () => {
  it('says the selection could not be read, sends nothing and keeps the filter picked; the next press decides every deal of it', async () => {
    const api = createMemoryAdminApi({ listPages, counts: { partnerDeals: 40 } });
    const pending = (await api.partnerDeals.list()).filter((deal) => normaliseDealStatus(deal.status) === 'pending');
    const { user } = renderWithProviders(<DealsList api={api} variant="partner" layout="table" />);
    await screen.findAllByRole('button', { name: /^Approve deal/ }, slow);
    await user.click(screen.getByRole('radio', { name: /^Pending/ }));
    await waitFor(() => expect(screen.getByText(`1–10 of ${pending.length}`)).toBeInTheDocument(), slow);
    await user.click(within(screen.getByRole('table')).getAllByRole('checkbox')[1]!);
    await user.click(await screen.findByRole('button', { name: `Select all ${pending.length}` }, slow));
    const bar = screen.getByRole('region', { name: 'Bulk actions' });
    await user.click(within(bar).getByRole('button', { name: 'Approve selected' }));

    expect(await screen.findByText(/The selection could not be read: The request failed\./, undefined, slow)).toBeInTheDocument();
    expect(api.control.calls.filter((call) => call.method === 'partnerDeals.approve')).toEqual([]);
    expect(within(bar).getByText(`${pending.length} selected`)).toBeInTheDocument();

    const before = chunk.requests;
    chunk.failing = false;
    await user.click(within(bar).getByRole('button', { name: 'Approve selected' }));
    expect(await screen.findByText(`${pending.length} approved.`, undefined, slow)).toBeInTheDocument();
    expect(chunk.requests).toBeGreaterThan(before);
    const approved = api.control.calls.filter((call) => call.method === 'partnerDeals.approve').map((call) => String(call.args[0]));
    expect(approved.sort()).toEqual(pending.map((deal) => String(deal.id)).sort());
  }, 120_000);
});
