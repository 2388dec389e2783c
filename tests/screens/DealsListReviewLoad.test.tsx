// A bulk review's decision flow (sorting the picked deals out by state, the question, the reason
// dialog's deals, the reading of a filter's pages: src/hooks/bulkReviewFlow.ts) loads by import()
// with the first pick (issue 33); the selection itself is in the list's first bundle, so the
// checkboxes work from the first render. What the list shows when the flow's load fails (a network
// drop, a new deployment that removed the old chunk): the module's loader is held here, and fails
// while `chunk.failing` is set, as a browser's import() of a chunk that does not arrive.
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createMemoryAdminApi } from '../../src/api/memory/createMemoryAdminApi.js';
import type { PartnerDeal } from '../../src/api/types.js';
import { DealsList } from '../../src/screens/DealsList/index.js';
import { expectNoAxeViolations } from '../support/axe.js';
import { deferred } from '../support/deferred.js';
import { renderWithProviders } from '../support/render.js';

const chunk = await vi.hoisted(() => import('../support/heldChunk.js').then(({ heldChunk }) => heldChunk()));
vi.mock('../../src/hooks/bulkReviewFlow.js', (importOriginal) => chunk.load(importOriginal));

const deals: PartnerDeal[] = [
  { id: 103, partnerFirstName: 'Alan', partnerLastName: 'Turing', customerCompany: 'Hooli', createdAt: '2026-03-09T10:00:00.000Z', status: 'pending', remarks: '' },
  { id: 104, partnerFirstName: 'Ada', partnerLastName: 'Byron', customerCompany: 'Globex', createdAt: '2026-03-01T10:00:00.000Z', status: 'rejected', remarks: '' },
];

describe('DealsList: the bulk review loaded on the first pick', () => {
  it('picks from the first render; a press before the flow arrives shows the decision under way, a failed load keeps every deal picked, and Enter on the same button retries and asks', async () => {
    const arrival = deferred<void>();
    chunk.gate = arrival.promise;
    chunk.failing = true;
    const api = createMemoryAdminApi({ data: { partnerDeals: deals } });
    const { user } = renderWithProviders(<DealsList api={api} variant="partner" layout="table" />);
    await screen.findAllByRole('button', { name: /^Approve deal/ });
    expect(chunk.requests).toBe(0);
    // The selection answers at once, without the flow.
    await user.click(screen.getByRole('checkbox', { name: 'Select Deal 103' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Deal 104' }));
    expect(screen.getByRole('checkbox', { name: 'Select Deal 103' })).toBeChecked();
    // The first pick asks for the flow.
    expect(chunk.requests).toBe(1);
    const bar = await screen.findByRole('region', { name: 'Bulk actions' });
    await user.click(within(bar).getByRole('button', { name: 'Approve selected' }));
    expect(within(bar).getByRole('status')).toHaveTextContent('Approving... 0 of 2');

    // The code does not arrive: nothing was sent, both deals stay picked, and the summary says so.
    arrival.resolve();
    expect(await screen.findByText(/2 failed \(still selected, to try again\):/)).toBeInTheDocument();
    expect(screen.getByText('Deal 103: The request failed')).toBeInTheDocument();
    expect(screen.getByText('Deal 104: The request failed')).toBeInTheDocument();
    expect(api.control.calls.filter((call) => call.method === 'partnerDeals.approve')).toEqual([]);
    expect(screen.getByRole('checkbox', { name: 'Select Deal 103' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Select Deal 104' })).toBeChecked();
    await expectNoAxeViolations();

    // The connection is back: Enter on the same button asks for the code again, which asks about
    // the rejected deal first, as before.
    chunk.failing = false;
    const approve = within(bar).getByRole('button', { name: 'Approve selected' });
    expect(approve).toHaveFocus();
    await user.keyboard('{Enter}');
    const question = await screen.findByRole('dialog');
    expect(question).toHaveTextContent('1 pending deal will be approved.');
    expect(screen.queryByText(/still selected, to try again/)).toBeNull();
    await expectNoAxeViolations();
    await user.click(within(question).getByRole('button', { name: /^Approve/ }));
    expect(await screen.findByText('1 approved.')).toBeInTheDocument();
    expect(api.control.calls.filter((call) => call.method === 'partnerDeals.approve').map((call) => call.args[0])).toEqual([103]);
  });
});
