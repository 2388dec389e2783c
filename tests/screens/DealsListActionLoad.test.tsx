// The deal list's approve runs by code loaded on the first decision (issue 33,
// src/screens/DealsList/decisionCode.ts: the run with its question before writing over another's
// change and its Undo offer, and where the keyboard goes after a decision). What the list shows
// when that load fails (a network drop, a new deployment that removed the old chunk): the module's
// loader is held here, and fails while `chunk.failing` is set, as a browser's import() of a chunk
// that does not arrive.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createMemoryAdminApi } from '../../src/api/memory/createMemoryAdminApi.js';
import type { PartnerDeal } from '../../src/api/types.js';
import { DealsList } from '../../src/screens/DealsList/index.js';
import { expectNoAxeViolations } from '../support/axe.js';
import { renderWithProviders } from '../support/render.js';

const chunk = vi.hoisted(() => ({ failing: false, requests: 0 }));

vi.mock('../../src/screens/DealsList/decisionCode.js', async (importOriginal) => {
  chunk.requests += 1;
  if (chunk.failing) throw new TypeError('Failed to fetch dynamically imported module: decisionCode.js');
  return importOriginal();
});

const deals: PartnerDeal[] = [
  { id: 103, partnerFirstName: 'Alan', partnerLastName: 'Turing', customerCompany: 'Hooli', createdAt: '2026-03-09T10:00:00.000Z', status: 'pending', remarks: '' },
  { id: 104, partnerFirstName: 'Ada', partnerLastName: 'Byron', customerCompany: 'Globex', createdAt: '2026-03-01T10:00:00.000Z', status: 'pending', remarks: '' },
];

const rowOf = (text: RegExp) => screen.getByRole('row', { name: text });
const sent = (api: ReturnType<typeof createMemoryAdminApi>, method: string) => api.control.calls.filter((call) => call.method === method);

describe("DealsList: the approve's code loaded on the first decision", () => {
  it('says the approve failed and sends nothing while its code does not arrive; Enter on the same button loads it, approves and moves the keyboard on', async () => {
    chunk.failing = true;
    const api = createMemoryAdminApi({ data: { partnerDeals: deals } });
    const { user } = renderWithProviders(<DealsList api={api} variant="partner" layout="table" />);
    await screen.findAllByRole('button', { name: /^Approve deal/ });
    const requestsBefore = chunk.requests;

    const approve = within(rowOf(/Alan Turing/)).getByRole('button', { name: /^Approve deal/ });
    await user.click(approve);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to approve deal');
    expect(chunk.requests).toBeGreaterThan(requestsBefore);
    expect(sent(api, 'partnerDeals.approve')).toEqual([]);
    expect(rowOf(/Alan Turing/)).toHaveTextContent('Pending');
    // Nothing is left busy: the same button can be pressed again.
    await waitFor(() => expect(approve).not.toHaveAttribute('aria-busy'));
    await expectNoAxeViolations();

    // The connection is back: the same button, by keyboard, asks for the code again and approves.
    chunk.failing = false;
    approve.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(sent(api, 'partnerDeals.approve')).toHaveLength(1));
    expect(await screen.findByText('Deal 103 approved.')).toBeInTheDocument();
    await waitFor(() => expect(rowOf(/Alan Turing/)).toHaveTextContent('Approved'));
    expect(screen.queryByText('Failed to approve deal')).toBeNull();
    // The keyboard goes on to the next deal that waits for a decision, as before.
    await waitFor(() => expect(within(rowOf(/Ada Byron/)).getByRole('button', { name: /^Approve deal/ })).toHaveFocus());
  });
});
