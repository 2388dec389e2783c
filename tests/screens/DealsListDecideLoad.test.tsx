// A deal decision's code (`decide`, src/hooks/decide.ts: the version sent, this console's own
// writes remembered, the refusals logged) loads by import() on the first decision (issue 33). What
// the list shows when that load fails (a network drop, a new deployment that removed the old
// chunk): the loader is held here, and fails while `chunk.failing` is set, as a browser's import()
// of a chunk that does not arrive.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createMemoryAdminApi } from '../../src/api/memory/createMemoryAdminApi.js';
import type { PartnerDeal } from '../../src/api/types.js';
import { DealsList } from '../../src/screens/DealsList/index.js';
import { expectNoAxeViolations } from '../support/axe.js';
import { renderWithProviders } from '../support/render.js';

const chunk = await vi.hoisted(() => import('../support/heldChunk.js').then(({ heldChunk }) => heldChunk()));
vi.mock('../../src/hooks/decide.js', (importOriginal) => chunk.load(importOriginal));

const deals: PartnerDeal[] = [
  { id: 103, partnerFirstName: 'Alan', partnerLastName: 'Turing', customerCompany: 'Hooli', createdAt: '2026-03-09T10:00:00.000Z', status: 'pending', remarks: '' },
  { id: 104, partnerFirstName: 'Ada', partnerLastName: 'Byron', customerCompany: 'Globex', createdAt: '2026-03-01T10:00:00.000Z', status: 'pending', remarks: '' },
];

const rowOf = (text: RegExp) => screen.getByRole('row', { name: text });
const sent = (api: ReturnType<typeof createMemoryAdminApi>, method: string) => api.control.calls.filter((call) => call.method === method);

describe('DealsList: a decision loaded on the first decision', () => {
  it("says the decision failed and sends nothing while its code does not arrive, keeping a typed reason; the next press, by keyboard too, loads it and decides", async () => {
    chunk.failing = true;
    const api = createMemoryAdminApi({ data: { partnerDeals: deals } });
    const { user } = renderWithProviders(<DealsList api={api} variant="partner" layout="table" />);
    await screen.findAllByRole('button', { name: /^Approve deal/ });
    const requestsBefore = chunk.requests;

    await user.click(within(rowOf(/Alan Turing/)).getByRole('button', { name: /^Approve deal/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to approve deal');
    expect(sent(api, 'partnerDeals.approve')).toEqual([]);
    expect(chunk.requests).toBeGreaterThan(requestsBefore);
    expect(rowOf(/Alan Turing/)).toHaveTextContent('Pending');
    await expectNoAxeViolations();

    await user.click(within(rowOf(/Ada Byron/)).getByRole('button', { name: /^Reject deal/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject Deal' });
    const reason = within(dialog).getByRole('textbox', { name: 'Please provide a reason for rejecting this deal.' });
    await user.type(reason, 'Out of territory');
    await user.click(within(dialog).getByRole('button', { name: 'Reject Deal' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to reject deal');
    expect(reason).toHaveValue('Out of territory');
    expect(sent(api, 'partnerDeals.reject')).toEqual([]);

    // The connection is back: the same button asks for the code again and rejects with the reason typed.
    chunk.failing = false;
    await user.click(within(dialog).getByRole('button', { name: 'Reject Deal' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent(api, 'partnerDeals.reject')).toEqual([{ method: 'partnerDeals.reject', args: [104, 'Out of territory'] }]);

    // And the approve, by keyboard alone. The closing dialog hands the focus on to the next deal's
    // Reject (an effect's cleanup, which may run a moment after the dialog left the page): from
    // there, Shift+Tab to its Approve.
    await waitFor(() => expect(within(rowOf(/Alan Turing/)).getByRole('button', { name: /^Reject deal/ })).toHaveFocus());
    await user.tab({ shift: true });
    expect(within(rowOf(/Alan Turing/)).getByRole('button', { name: /^Approve deal/ })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Deal 103 approved.')).toBeInTheDocument();
    expect(sent(api, 'partnerDeals.approve')).toHaveLength(1);
    await waitFor(() => expect(rowOf(/Alan Turing/)).toHaveTextContent('Approved'));
  });
});
