// Server mode's print page (issue 34 item 1): a print page is made in the browser from every row
// of the filter, so a filter the server pages may be far too large for one (a million deals). A
// print of more than PRINT_LIMIT rows is refused with a text saying what to do, before a window
// opens or a row is read; a smaller filter prints as before. The memory API answers the query with
// the list engine (`listPages`).
import { screen, waitFor, within } from '@testing-library/react';
import { createMemoryAdminApi } from '../../src/api/memory/createMemoryAdminApi.js';
import { PRINT_LIMIT } from '../../src/hooks/useExportAction.js';
import { MessagesProvider } from '../../src/i18n/index.js';
import { de } from '../../src/i18n/locales/de.js';
import { listPages } from '../../src/list/index.js';
import { DealsList } from '../../src/screens/DealsList/index.js';
import { renderWithProviders } from '../support/render.js';

const slow = { timeout: 60_000 };
const DEALS = PRINT_LIMIT + 1;

/** A print window that keeps what is written to it. */
function printWindow() {
  const popup = { html: '', closed: false, focus: vi.fn(), print: vi.fn(), close: vi.fn(), document: { open: () => {}, close: () => {}, write: (text: string) => void (popup.html += text) } };
  return popup;
}

afterEach(() => vi.restoreAllMocks());

describe('Deals in server mode: the print page of the filter', () => {
  it(`refuses a filter of more than ${PRINT_LIMIT} rows before opening a window or reading a row, and prints a narrower one`, async () => {
    const api = createMemoryAdminApi({ listPages, counts: { partnerDeals: DEALS } });
    const open = vi.spyOn(window, 'open');
    const { user } = renderWithProviders(<DealsList api={api} variant="partner" layout="table" />);
    await screen.findAllByRole('button', { name: /^Approve deal/ }, slow);
    const pageReads = () => api.control.calls.filter((call) => call.method === 'partnerDeals.query' && (call.args[0] as { pageSize: number }).pageSize === 100).length;

    await user.click(screen.getByRole('button', { name: 'Export' }));
    await user.click(await screen.findByRole('menuitem', { name: 'PDF' }));
    expect(
      await screen.findByText(`A print page holds at most 5,000 rows, and these filters match ${DEALS.toLocaleString('en-US')}. Narrow the filters, or export as CSV or Excel.`),
    ).toBeInTheDocument();
    expect(open).not.toHaveBeenCalled();
    expect(pageReads()).toBe(0);

    // Narrowed to the pending deals, the filter prints: every page read, one section a deal.
    await user.click(screen.getByRole('radio', { name: /^Pending/ }));
    const pending = (await api.partnerDeals.query!({ page: 1, pageSize: 10, status: 'pending' })).total;
    expect(pending).toBeLessThanOrEqual(PRINT_LIMIT);
    await waitFor(() => expect(screen.getByText(`1–10 of ${pending.toLocaleString('en-US')}`)).toBeInTheDocument(), slow);
    const popup = printWindow();
    open.mockReturnValue(popup as unknown as Window);
    await user.click(screen.getByRole('button', { name: 'Export' }));
    await user.click(await screen.findByRole('menuitem', { name: 'PDF' }));
    await waitFor(() => expect(popup.print).toHaveBeenCalled(), slow);
    expect(popup.html.match(/<section>/g)).toHaveLength(pending);
    expect(pageReads()).toBe(Math.ceil(pending / 100));
  }, 120_000);

  it('says so in German', async () => {
    const api = createMemoryAdminApi({ listPages, counts: { partnerDeals: DEALS } });
    const { user } = renderWithProviders(
      <MessagesProvider locale="de-DE" messages={de}>
        <DealsList api={api} variant="partner" layout="table" />
      </MessagesProvider>,
    );
    await screen.findByText(/^1–10 von 5\.001$/, undefined, slow);
    await user.click(screen.getByRole('button', { name: de.list.export }));
    await user.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'PDF' }));
    expect(await screen.findByText(/^Eine Druckseite fasst höchstens 5\.000 Zeilen, diese Filter treffen 5\.001\./)).toBeInTheDocument();
  }, 120_000);
});
