// Server mode's 'Select all N' when a bulk review's decision flow (src/hooks/bulkReviewFlow.ts,
// loaded by import() with the first pick, issue 33) does not arrive: picking the filter goes
// through the flow, so a failed load says the selection could not be read and leaves the rows
// picked one by one as they were; Enter on the same button asks for the flow again and picks the
// filter. The module's loader is held here: each import of it fails while `chunk.failing` is set,
// as a browser's import() of a chunk that does not arrive.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createMemoryAdminApi } from '../../src/api/memory/createMemoryAdminApi.js';
import { normaliseDealStatus } from '../../src/domain/dealRow.js';
import { listPages } from '../../src/list/index.js';
import { DealsList } from '../../src/screens/DealsList/index.js';
import { expectNoAxeViolations } from '../support/axe.js';
import { renderWithProviders } from '../support/render.js';

const chunk = await vi.hoisted(() => import('../support/heldChunk.js').then(({ heldChunk }) => heldChunk({ failing: true })));
vi.mock('../../src/hooks/bulkReviewFlow.js', (importOriginal) => chunk.load(importOriginal));

const slow = { timeout: 30_000 };

describe("Deals in server mode: 'Select all N' when the bulk review's flow does not load", () => {
  it('says the selection could not be read and keeps the one row picked; Enter on the same button picks the filter, which is then approved', async () => {
    const api = createMemoryAdminApi({ listPages, counts: { partnerDeals: 40 } });
    const pending = (await api.partnerDeals.list()).filter((deal) => normaliseDealStatus(deal.status) === 'pending');
    const { user } = renderWithProviders(<DealsList api={api} variant="partner" layout="table" />);
    await screen.findAllByRole('button', { name: /^Approve deal/ }, slow);
    await user.click(screen.getByRole('radio', { name: /^Pending/ }));
    await waitFor(() => expect(screen.getByText(`1–10 of ${pending.length}`)).toBeInTheDocument(), slow);
    await user.click(within(screen.getByRole('table')).getAllByRole('checkbox')[1]!);
    const selectAll = await screen.findByRole('button', { name: `Select all ${pending.length}` }, slow);
    await user.click(selectAll);

    expect(await screen.findByText(/The selection could not be read: The request failed\./, undefined, slow)).toBeInTheDocument();
    const bar = screen.getByRole('region', { name: 'Bulk actions' });
    expect(within(bar).getByText('1 selected')).toBeInTheDocument();
    await expectNoAxeViolations();

    const before = chunk.requests;
    chunk.failing = false;
    expect(selectAll).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await within(bar).findByText(`${pending.length} selected`, undefined, slow)).toBeInTheDocument();
    expect(chunk.requests).toBeGreaterThan(before);
    expect(screen.queryByText(/The selection could not be read/)).toBeNull();
    await user.click(within(bar).getByRole('button', { name: 'Approve selected' }));
    expect(await screen.findByText(`${pending.length} approved.`, undefined, slow)).toBeInTheDocument();
    const approved = api.control.calls.filter((call) => call.method === 'partnerDeals.approve').map((call) => String(call.args[0]));
    expect(approved.sort()).toEqual(pending.map((deal) => String(deal.id)).sort());
  }, 120_000);
});
