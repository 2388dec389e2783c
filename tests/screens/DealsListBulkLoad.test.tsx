// A bulk decision's run (the queue, the workers, the summary: src/hooks/bulkRun.ts) loads by
// import() once a row is picked (issue 33). What the list shows while it loads, and when the load
// fails (a network drop, a new deployment that removed the old chunk). The module's loader is
// held here: each import of it waits for `chunk.gate` and fails while `chunk.failing` is set, as a
// browser's import() of a chunk that does not arrive.
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createMemoryAdminApi } from '../../src/api/memory/createMemoryAdminApi.js';
import type { PartnerDeal } from '../../src/api/types.js';
import { DealsList } from '../../src/screens/DealsList/index.js';
import { expectNoAxeViolations } from '../support/axe.js';
import { deferred } from '../support/deferred.js';
import { renderWithProviders } from '../support/render.js';

const chunk = await vi.hoisted(() => import('../support/heldChunk.js').then(({ heldChunk }) => heldChunk()));
vi.mock('../../src/hooks/bulkRun.js', (importOriginal) => chunk.load(importOriginal));

const deals: PartnerDeal[] = [
  { id: 103, partnerFirstName: 'Alan', partnerLastName: 'Turing', customerCompany: 'Hooli', createdAt: '2026-03-09T10:00:00.000Z', status: 'pending', remarks: '' },
  { id: 104, partnerFirstName: 'Ada', partnerLastName: 'Byron', customerCompany: 'Globex', createdAt: '2026-03-01T10:00:00.000Z', status: 'pending', remarks: '' },
];

describe('DealsList: the bulk decision loaded on the first pick', () => {
  it('shows the decision under way while its code loads; a failed load keeps every deal picked for another try, and the retry decides them', async () => {
    const arrival = deferred<void>();
    chunk.gate = arrival.promise;
    chunk.failing = true;
    const api = createMemoryAdminApi({ data: { partnerDeals: deals } });
    const { user } = renderWithProviders(<DealsList api={api} variant="partner" />);
    await screen.findAllByRole('button', { name: /^Approve deal/ });
    expect(chunk.requests).toBe(0);
    await user.click(screen.getByRole('checkbox', { name: 'Select Deal 103' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Deal 104' }));
    // The first pick asks for the run's code.
    expect(chunk.requests).toBe(1);
    const bar = await screen.findByRole('region', { name: 'Bulk actions' });
    const approve = within(bar).getByRole('button', { name: 'Approve selected' });
    await user.click(approve);
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

    // The connection is back: the same button asks for the code again and decides both.
    const before = chunk.requests;
    chunk.failing = false;
    await user.click(within(bar).getByRole('button', { name: 'Approve selected' }));
    expect(await screen.findByText('2 approved.')).toBeInTheDocument();
    expect(chunk.requests).toBeGreaterThan(before);
    expect(api.control.calls.filter((call) => call.method === 'partnerDeals.approve').map((call) => call.args[0])).toEqual([103, 104]);
  });
});
