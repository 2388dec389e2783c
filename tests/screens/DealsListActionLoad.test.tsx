// A deal decision's run (the question before writing over another's change, the Undo offered, the
// failure's text: src/hooks/actionAttempt.ts) loads by import() on the first decision in the deal
// lists (`useLaterAction`, issue 33), beside `decide`. What the list shows while it loads and when
// the load fails (a network drop, a new deployment that removed the old chunk): the chunk's module
// (src/hooks/laterAttempt.ts) is held here; each import of it waits for `chunk.gate` and fails
// while `chunk.failing` is set, as a browser's import() of a chunk that does not arrive.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createMemoryAdminApi } from '../../src/api/memory/createMemoryAdminApi.js';
import type { PartnerDeal } from '../../src/api/types.js';
import { DealsList } from '../../src/screens/DealsList/index.js';
import { expectNoAxeViolations } from '../support/axe.js';
import { deferred } from '../support/deferred.js';
import { renderWithProviders } from '../support/render.js';

const chunk = vi.hoisted(() => ({ failing: false, gate: Promise.resolve() as Promise<unknown>, requests: 0 }));

vi.mock('../../src/hooks/laterAttempt.js', async (importOriginal) => {
  chunk.requests += 1;
  await chunk.gate;
  if (chunk.failing) throw new TypeError('Failed to fetch dynamically imported module: laterAttempt.js');
  return importOriginal();
});

const deals: PartnerDeal[] = [
  { id: 103, partnerFirstName: 'Alan', partnerLastName: 'Turing', customerCompany: 'Hooli', createdAt: '2026-03-09T10:00:00.000Z', status: 'pending', remarks: '' },
  { id: 104, partnerFirstName: 'Ada', partnerLastName: 'Byron', customerCompany: 'Globex', createdAt: '2026-03-01T10:00:00.000Z', status: 'pending', remarks: '' },
];

const rowOf = (text: RegExp) => screen.getByRole('row', { name: text });
const sent = (api: ReturnType<typeof createMemoryAdminApi>, method: string) => api.control.calls.filter((call) => call.method === method);

describe("DealsList: a decision's run loaded on the first decision", () => {
  it('fails the decision and sends nothing while its run does not arrive, keeping a typed reason; Enter on the same button waits for it under the busy state and decides', async () => {
    chunk.failing = true;
    const api = createMemoryAdminApi({ data: { partnerDeals: deals } });
    const { user } = renderWithProviders(<DealsList api={api} variant="partner" layout="table" />);
    await screen.findAllByRole('button', { name: /^Approve deal/ });
    expect(chunk.requests).toBe(0);

    await user.click(within(rowOf(/Alan Turing/)).getByRole('button', { name: /^Approve deal/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to approve deal');
    expect(chunk.requests).toBe(1);
    expect(sent(api, 'partnerDeals.approve')).toEqual([]);
    expect(rowOf(/Alan Turing/)).toHaveTextContent('Pending');
    await expectNoAxeViolations();

    await user.click(within(rowOf(/Ada Byron/)).getByRole('button', { name: /^Reject deal/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject Deal' });
    const reason = within(dialog).getByRole('textbox', { name: 'Please provide a reason for rejecting this deal.' });
    expect(reason).toHaveFocus();
    await user.type(reason, 'Out of territory');
    await user.click(within(dialog).getByRole('button', { name: 'Reject Deal' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to reject deal');
    expect(reason).toHaveValue('Out of territory');
    expect(sent(api, 'partnerDeals.reject')).toEqual([]);
    await expectNoAxeViolations();

    // The connection is back, slowly: Enter on the same button asks for the run again; the
    // dialog is busy until it arrives, then rejects with the reason typed.
    const arrival = deferred<void>();
    chunk.gate = arrival.promise;
    chunk.failing = false;
    const confirm = within(dialog).getByRole('button', { name: 'Reject Deal' });
    expect(confirm).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await within(dialog).findByRole('button', { name: 'Processing...' })).toBeInTheDocument();
    expect(sent(api, 'partnerDeals.reject')).toEqual([]);
    arrival.resolve();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent(api, 'partnerDeals.reject')).toEqual([{ method: 'partnerDeals.reject', args: [104, 'Out of territory'] }]);

    // And the approve, by keyboard: from the next deal's Reject, where the closing dialog puts the
    // focus, Shift+Tab to its Approve.
    await waitFor(() => expect(within(rowOf(/Alan Turing/)).getByRole('button', { name: /^Reject deal/ })).toHaveFocus());
    await user.tab({ shift: true });
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Deal 103 approved')).toBeInTheDocument();
    expect(sent(api, 'partnerDeals.approve')).toHaveLength(1);
  });
});
