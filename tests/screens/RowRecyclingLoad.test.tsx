// The deal list's rows are kept by position on a page step (`recycleRows`); the code that works
// out which row element each record takes (src/components/DataTable/rowRecycling.ts) loads by
// import() when such a table first mounts (issue 33). It only makes a step quicker, so a load that
// fails (a network drop, a new deployment that removed the old chunk) shows nothing: the list pages
// as a list without `recycleRows` does, each step making new rows, and the next deal list asks for
// the code again. The loader is held here and fails while `chunk.failing` is set, as a browser's
// import() of a chunk that does not arrive.
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createMemoryAdminApi } from '../../src/api/memory/createMemoryAdminApi.js';
import { loadRowRecycling } from '../../src/components/DataTable/DataTable.js';
import { DealsList } from '../../src/screens/DealsList/index.js';
import { expectNoAxeViolations } from '../support/axe.js';
import { numberedDeals } from '../support/numberedDeals.js';
import { renderWithProviders } from '../support/render.js';

const chunk = await vi.hoisted(() => import('../support/heldChunk.js').then(({ heldChunk }) => heldChunk()));
vi.mock('../../src/components/DataTable/rowRecycling.js', (importOriginal) => chunk.load(importOriginal));

const deals = numberedDeals(25);

/** Deal n's row. */
const rowOf = (n: number) => screen.findByRole('row', { name: new RegExp(`Name ${n} Company ${n}\\b`) });

/** Presses 'Next page' by keyboard. */
async function nextPageByKeyboard(user: ReturnType<typeof renderWithProviders>['user']) {
  screen.getByRole('button', { name: 'Next page' }).focus();
  await user.keyboard('{Enter}');
}

describe('DealsList: the row keys of recycleRows, loaded on first mount', () => {
  it('pages as before when the code does not arrive, making new rows, and the next list asks for it again and keeps its rows by position', async () => {
    chunk.failing = true;
    const api = createMemoryAdminApi({ data: { partnerDeals: deals } });
    const first = renderWithProviders(<DealsList api={api} variant="partner" layout="table" />);
    const deal1 = await rowOf(1);
    expect(chunk.requests).toBe(1);

    // Without the code: no message, nothing broken; the next page's deals come in rows of their own.
    await nextPageByKeyboard(first.user);
    const deal11 = await rowOf(11);
    expect(deal11).not.toBe(deal1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next page' })).toHaveFocus();
    await expectNoAxeViolations();
    first.unmount();

    // The connection is back: the next deal list asks again, and its page step keeps the rows.
    chunk.failing = false;
    const second = renderWithProviders(<DealsList api={api} variant="partner" layout="table" />);
    const again = await rowOf(1);
    await waitFor(() => expect(chunk.requests).toBe(2));
    // The same load the list started (not another request): until it is in, a step makes new rows.
    await act(() => loadRowRecycling());
    expect(chunk.requests).toBe(2);
    await nextPageByKeyboard(second.user);
    expect(await rowOf(11)).toBe(again);
    expect(screen.getByRole('button', { name: 'Next page' })).toHaveFocus();
    await expectNoAxeViolations();
  });
});
