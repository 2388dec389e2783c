// A list's date range panel (src/components/DateRangeFilter/DateRangePanel.tsx: its two dates, Clear
// and Apply, the outside click) loads by import() when the filter first opens (issue 33); the
// button is there at once. What a user sees while it loads and when it does not arrive (a network
// drop, a new deployment that removed the old chunk): the loader is held here, waits while
// `chunk.gate` has not settled, and fails while `chunk.failing` is, as a browser's import() of a
// chunk that does not arrive.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createMemoryAdminApi } from '../../src/api/memory/createMemoryAdminApi.js';
import type { PartnerDeal } from '../../src/api/types.js';
import { DealsList } from '../../src/screens/DealsList/index.js';
import { expectNoAxeViolations } from '../support/axe.js';
import { renderWithProviders } from '../support/render.js';

const chunk = await vi.hoisted(() => import('../support/heldChunk.js').then(({ heldChunk }) => heldChunk()));
vi.mock('../../src/components/DateRangeFilter/DateRangePanel.js', (importOriginal) => chunk.load(importOriginal));

const deals: PartnerDeal[] = [
  { id: 103, partnerFirstName: 'Alan', partnerLastName: 'Turing', customerCompany: 'Hooli', createdAt: '2026-03-09T10:00:00.000Z', status: 'pending', remarks: '' },
  { id: 104, partnerFirstName: 'Ada', partnerLastName: 'Byron', customerCompany: 'Globex', createdAt: '2026-03-01T10:00:00.000Z', status: 'pending', remarks: '' },
];

const failed = 'The date range filter could not be loaded. Please try again.';

describe('DealsList: the date range panel loaded on the first opening', () => {
  it('says the filter could not be loaded and keeps the list when its code does not arrive; the next press by keyboard loads it, opens it with the focus on Start Date, and applies as before', async () => {
    chunk.failing = true;
    const api = createMemoryAdminApi({ data: { partnerDeals: deals } });
    const { user } = renderWithProviders(<DealsList api={api} variant="partner" layout="table" />);
    await screen.findByRole('cell', { name: 'Alan Turing' });
    // The button is in the first paint, before any panel code.
    const trigger = screen.getByRole('button', { name: 'Select Date Range' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');

    // A click: the code does not come, the panel stays closed and says so under its button.
    await user.click(trigger);
    expect(await screen.findByRole('alert')).toHaveTextContent(failed);
    expect(screen.queryByRole('group', { name: 'Select Date Range' })).not.toBeInTheDocument();
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(trigger).toHaveFocus();
    expect(screen.getByRole('cell', { name: 'Ada Byron' })).toBeInTheDocument();
    await expectNoAxeViolations();

    // The connection is back, but slow: Enter on the button asks again; nothing shows until the
    // code arrives, then the panel opens with the focus on Start Date.
    let arrive = () => {};
    chunk.gate = new Promise<void>((resolve) => (arrive = resolve));
    chunk.failing = false;
    const before = chunk.requests;
    await user.keyboard('{Enter}');
    expect(screen.queryByText(failed)).not.toBeInTheDocument();
    await waitFor(() => expect(chunk.requests).toBeGreaterThan(before));
    expect(screen.queryByRole('group', { name: 'Select Date Range' })).not.toBeInTheDocument();
    arrive();
    chunk.gate = Promise.resolve();
    await screen.findByRole('group', { name: 'Select Date Range' });
    expect(screen.getByLabelText('Start Date')).toHaveFocus();
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expectNoAxeViolations();

    // From here on, as it always was: Apply filters the list and returns the focus to the button.
    fireEvent.change(screen.getByLabelText('Start Date'), { target: { value: '2026-03-05' } });
    fireEvent.change(screen.getByLabelText('End Date'), { target: { value: '2026-03-10' } });
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'Ada Byron' })).not.toBeInTheDocument());
    expect(screen.getByRole('cell', { name: 'Alan Turing' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mar 5, 2026 - Mar 10, 2026' })).toHaveFocus();

    // Opened again, the panel shows in the press's own commit: the code is there now.
    await user.keyboard('{Enter}');
    expect(screen.getByLabelText('Start Date')).toHaveValue('2026-03-05');
    expect(screen.getByLabelText('Start Date')).toHaveFocus();
  });
});
