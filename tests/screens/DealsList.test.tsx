import { composeStories } from '@storybook/react-vite';
import { act, screen, waitFor, within } from '@testing-library/react';
import { storyApi } from '../../.storybook/fixtures.js';
import { ApiError } from '../../src/api/errors.js';
import { createMemoryAdminApi, type MemoryAdminApi, type MemoryAdminApiOptions, type MemoryMethod } from '../../src/api/memory/createMemoryAdminApi.js';
import type { DistributorDeal, PartnerDeal, Variant } from '../../src/api/types.js';
import type { DataTableLayout } from '../../src/components/DataTable/index.js';
import { defaultTheme } from '../../src/theme/index.js';
import { toDealRow } from '../../src/domain/dealRow.js';
import { DealsList } from '../../src/screens/DealsList/index.js';
import { de } from '../../src/i18n/locales/de.js';
import { expectNoAxeViolations } from '../support/axe.js';
import { captureDownloads } from '../support/downloads.js';
import { numberedDeals } from '../support/numberedDeals.js';
import { renderWithProviders } from '../support/render.js';
import { themedStyle } from '../support/themedStyle.js';

// The row derivation, counted: it behaves as it does unmocked.
vi.mock('../../src/domain/dealRow.js', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../src/domain/dealRow.js')>();
  return { ...actual, toDealRow: vi.fn(actual.toDealRow) };
});

const partnerDeals: PartnerDeal[] = [
  {
    id: 101,
    partnerFirstName: 'Ada',
    partnerLastName: 'Byron',
    customerCompany: 'Globex',
    createdAt: '2026-03-01T10:00:00.000Z',
    dmCountryCode: '+44',
    dmPhoneNumber: '7700900123',
    dmEmail: 'buyer@globex.com',
    isExistingCustomer: true,
    status: 'APPROVED',
    remarks: 'Strong fit',
  },
  {
    id: 102,
    partnerFirstName: 'Grace',
    partnerLastName: 'Hopper',
    customerCompany: 'Initech',
    createdAt: '2026-03-05T10:00:00.000Z',
    isExistingCustomer: false,
    status: 'rejected',
    remarks: '-',
  },
  { id: 103, partnerFirstName: 'Alan', partnerLastName: 'Turing', customerCompany: null, createdAt: '2026-03-09T10:00:00.000Z', status: 'Under Review', remarks: '' },
];

const distributorDeals: DistributorDeal[] = [
  { id: 201, distributorName: 'Northwind Supply', distributorFirstName: 'Jo', distributorLastName: 'Lee', customerCompany: 'Umbrella', createdAt: '2026-02-01T10:00:00.000Z', status: 'pending', remarks: null },
  { id: 202, distributorFirstName: 'Sam', distributorLastName: 'Ode', customerCompany: 'Hooli', createdAt: '2026-02-03T10:00:00.000Z', status: 'approved', remarks: 'Renewal' },
];

function setup({ variant = 'partner' as Variant, layout = 'table' as DataTableLayout, api = createMemoryAdminApi({ data: { partnerDeals, distributorDeals } }) } = {}) {
  const view = renderWithProviders(<DealsList api={api} variant={variant} layout={layout} />);
  return { ...view, api };
}

const callsOf = (api: MemoryAdminApi, method: MemoryMethod) => api.control.calls.filter((call) => call.method === method);
const rowOf = (text: RegExp) => screen.getByRole('row', { name: text });
/** The row's data cells, after its selection checkbox. */
const cellsOf = (row: HTMLElement) => within(row).getAllByRole('cell').slice(1).map((cell) => cell.textContent);

async function loaded() {
  await screen.findAllByRole('button', { name: /^Approve deal/ });
}

describe('DealsList', () => {
  it('shows the partner texts and columns (SPEC 2.8)', async () => {
    setup();
    expect(screen.getByRole('status')).toHaveTextContent('Loading partner deals...');
    await loaded();
    expect(screen.getByRole('heading', { level: 1, name: 'Partner Deals' })).toBeInTheDocument();
    expect(screen.getByText('View, track, and manage deals registered in your programme.')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search by partner, company, or registration number' })).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').slice(1).map((th) => th.textContent)).toEqual([
      'Registration Number',
      'Partner Name',
      'Customer Company',
      'Registration Date',
      'Customer Contact',
      'Existing',
      'Status',
      'Remark',
      'Actions',
    ]);
    expect(screen.getByRole('button', { name: /^Sort By/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Select Date Range' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export' })).toBeInTheDocument();
  });

  it('shows the distributor texts, names and calls', async () => {
    const { api } = setup({ variant: 'distributor' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading deals...');
    await loaded();
    expect(screen.getByRole('heading', { level: 1, name: 'Deals' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search by distributor, company, or registration number' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Distributor Name' })).toBeInTheDocument();
    // distributorName when sent, else first plus last.
    expect(cellsOf(rowOf(/Umbrella/)).slice(0, 2)).toEqual(['201', 'Northwind Supply']);
    expect(cellsOf(rowOf(/Hooli/)).slice(0, 2)).toEqual(['202', 'Sam Ode']);
    // Beside the list, the memory API's live events are listened to (an extension beyond SPEC 7).
    expect(api.control.calls.map((call) => call.method).filter((method) => method !== 'events.subscribe')).toEqual(['distributorDeals.list']);
  });

  it('shows each row as SPEC 3 derives it', async () => {
    setup();
    await loaded();
    expect(cellsOf(rowOf(/Ada Byron/))).toEqual(['101', 'Ada Byron', 'Globex', 'Mar 1, 2026', '+44 7700900123', 'Yes', 'Approved', 'Strong fit', '']);
    expect(cellsOf(rowOf(/Grace Hopper/))).toEqual(['102', 'Grace Hopper', 'Initech', 'Mar 5, 2026', '-', 'No', 'Rejected', '', '']);
    expect(cellsOf(rowOf(/Alan Turing/))).toEqual(['103', 'Alan Turing', '-', 'Mar 9, 2026', '-', '-', 'Pending', '', '']);
  });

  it('colours the badges: approved green, rejected red, anything else yellow', async () => {
    setup();
    await loaded();
    const colour = (text: string) => themedStyle(within(screen.getByRole('table')).getByText(text), 'color');
    expect(colour('Approved')).toBe(defaultTheme.status.success.text);
    expect(colour('Rejected')).toBe(defaultTheme.status.danger.text);
    expect(colour('Pending')).toBe(defaultTheme.status.warning.text);
  });

  it("offers 'Edit remark' for a remark and 'Add remark' for an empty or '-' one", async () => {
    setup();
    await loaded();
    expect(within(rowOf(/Ada Byron/)).getByRole('button', { name: 'Edit remark' })).toBeInTheDocument();
    expect(within(rowOf(/Grace Hopper/)).getByRole('button', { name: 'Add remark' })).toBeInTheDocument();
    expect(within(rowOf(/Alan Turing/)).getByRole('button', { name: 'Add remark' })).toBeInTheDocument();
  });

  it('shows approve and reject on every row, decided deals included (SPEC 4)', async () => {
    setup();
    await loaded();
    for (const name of [/Ada Byron/, /Grace Hopper/, /Alan Turing/]) {
      expect(within(rowOf(name)).getByRole('button', { name: /^Approve deal/ })).toBeEnabled();
      expect(within(rowOf(name)).getByRole('button', { name: /^Reject deal/ })).toBeEnabled();
    }
  });

  it('searches the registration number, the partner name and the customer company only', async () => {
    const { user } = setup();
    await loaded();
    const search = screen.getByRole('searchbox');
    const names = () => screen.getAllByRole('row').slice(1).map((row) => cellsOf(row)[1]);
    await user.type(search, '102');
    await waitFor(() => expect(names()).toEqual(['Grace Hopper']));
    await user.clear(search);
    await user.type(search, 'TURING');
    await waitFor(() => expect(names()).toEqual(['Alan Turing']));
    await user.clear(search);
    await user.type(search, 'globex');
    await waitFor(() => expect(names()).toEqual(['Ada Byron']));
    await user.clear(search);
    await user.type(search, 'buyer@');
    expect(await screen.findByText('No partner deals found.')).toBeInTheDocument();
  });

  it("shows 'No partner deals found.' / 'No deals found.' for empty lists", async () => {
    setup({ api: createMemoryAdminApi({ data: { partnerDeals: [] } }) });
    expect(await screen.findByText('No partner deals found.')).toBeInTheDocument();
  });

  it("shows 'No deals found.' for an empty distributor list", async () => {
    setup({ variant: 'distributor', api: createMemoryAdminApi({ data: { distributorDeals: [] } }) });
    expect(await screen.findByText('No deals found.')).toBeInTheDocument();
  });

  it('shows the fetch error and loads again on Try Again', async () => {
    const api = createMemoryAdminApi({ data: { partnerDeals } });
    api.control.failNext('partnerDeals.list');
    const { user } = setup({ api });
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred while fetching deals data');
    expect(screen.queryByText('No partner deals found.')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    await loaded();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('approves with one request per double click, then re-fetches the list', async () => {
    const { user, api } = setup();
    await loaded();
    api.control.delay('partnerDeals.approve', 300);
    await user.dblClick(within(rowOf(/Alan Turing/)).getByRole('button', { name: /^Approve deal/ }));
    await waitFor(() => expect(callsOf(api, 'partnerDeals.list')).toHaveLength(2));
    expect(callsOf(api, 'partnerDeals.approve')).toEqual([{ method: 'partnerDeals.approve', args: [103] }]);
    await waitFor(() => expect(rowOf(/Alan Turing/)).toHaveTextContent('Approved'));
  });

  it("confirms a one-click approve with a polite 'Deal 103 approved' that goes after a few seconds, against a backend without Undo", async () => {
    const { user } = setup({ api: createMemoryAdminApi({ data: { partnerDeals, distributorDeals }, extensions: false }) });
    await loaded();
    await user.click(within(rowOf(/Alan Turing/)).getByRole('button', { name: 'Approve deal 103' }));
    const notice = await screen.findByText('Deal 103 approved');
    expect(notice).toHaveAttribute('role', 'status');
    await waitFor(() => expect(screen.queryByText('Deal 103 approved')).not.toBeInTheDocument(), { timeout: 7000 });
  }, 10_000);

  it('says an approve the backend can undo once, in the Undo bar, not a second time beside the toolbar', async () => {
    const { user } = setup();
    await loaded();
    await user.click(within(rowOf(/Alan Turing/)).getByRole('button', { name: 'Approve deal 103' }));
    const said = await screen.findByText('Deal 103 approved.');
    expect(screen.getByRole('button', { name: 'Undo' })).toBeInTheDocument();
    const regions = [...document.querySelectorAll('[role="status"], [aria-live]')].filter((region) => /Deal 103 approved/.test(region.textContent ?? ''));
    expect(regions).toHaveLength(1);
    expect(regions[0]).toContainElement(said);
  });

  describe('rows derived on demand', () => {
    const blobs = captureDownloads();
    // 25 deals, ids 1 to 25 in server order: three pages.
    const many = numberedDeals(25);
    const ids = () => screen.getAllByRole('row').slice(1).map((row) => cellsOf(row)[0]);

    it("derives a deal's row when it is first shown or exported, once per load", async () => {
      vi.mocked(toDealRow).mockClear();
      const { user, api } = setup({ api: createMemoryAdminApi({ data: { partnerDeals: many } }) });
      await loaded();
      expect(toDealRow).toHaveBeenCalledTimes(10);
      await user.click(screen.getByRole('button', { name: 'Next page' }));
      await waitFor(() => expect(ids()[0]).toBe('11'));
      await user.click(screen.getByRole('button', { name: 'Previous page' }));
      await waitFor(() => expect(ids()[0]).toBe('1'));
      expect(toDealRow).toHaveBeenCalledTimes(20);
      // The export covers every deal: it derives the five never shown (21 to 25).
      await user.click(screen.getByRole('button', { name: 'Export' }));
      await user.click(await screen.findByRole('menuitem', { name: 'CSV' }));
      await waitFor(() => expect(blobs).toHaveLength(1));
      const lines = (await blobs[0]!.text()).replace(/^\uFEFF/, '').trim().split(/\r?\n/);
      expect(lines.slice(1).map((line) => Number(line.split(',')[0]))).toEqual(many.map((deal) => deal.id));
      expect(toDealRow).toHaveBeenCalledTimes(25);
      // Keystrokes only look rows up: 'name 1' matches 1 and 10 to 19.
      await user.type(screen.getByRole('searchbox'), 'name 1');
      await waitFor(() => expect(ids()).toEqual(['1', '10', '11', '12', '13', '14', '15', '16', '17', '18']));
      expect(toDealRow).toHaveBeenCalledTimes(25);
      // The server's answer to the approval, patched in at once, derives its own row alone (the
      // list stays the one loaded); the re-fetch after it is a new list, which derives the rows it
      // shows afresh, and only those. React may render the two together (10 rows) or one after the
      // other (1 + 10); deriving every deal again would be 25 a list. The approved deal goes after
      // the pending ones, the next pending one moves up.
      await user.click(within(rowOf(/Name 13/)).getByRole('button', { name: /^Approve deal/ }));
      await waitFor(() => expect(callsOf(api, 'partnerDeals.list')).toHaveLength(2));
      await waitFor(() => expect(ids()).toEqual(['1', '10', '11', '12', '14', '15', '16', '17', '18', '19']));
      expect([35, 36]).toContain(vi.mocked(toDealRow).mock.calls.length);
    });
  });

  it("shows the next page's deals in the same rows, each with only its own state: no busy approve, conflict mark or remark of the deal before", async () => {
    // Deal 1 has a remark, a possible conflict (deal 25 names the same company) and, below, an
    // approve under way; deal 11, in its place on the next page, has none of them.
    const many = numberedDeals(25, (i) => ({
      remarks: i === 0 ? 'Call back in May' : '',
      ...(i === 0 || i === 24 ? { customerCompany: 'Shared Company', dmCountryCode: '+44', dmEmail: `buyer${i}@shared.example` } : {}),
    }));
    const { user, api } = setup({ api: createMemoryAdminApi({ data: { partnerDeals: many } }) });
    await loaded();
    api.control.delay('partnerDeals.approve', 'never');
    const first = rowOf(/Name 1 Shared Company/);
    await user.click(within(first).getByRole('button', { name: 'Approve deal 1' }));
    expect(within(first).getByRole('button', { name: 'Approve deal 1' })).toHaveAttribute('aria-busy', 'true');
    expect(within(first).getByText('Possible conflict (1)')).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: 'Edit remark' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    const row = await screen.findByRole('row', { name: /Name 11 Company 11/ });
    // The same element, kept by position (recycleRows), now deal 11's alone.
    expect(row).toBe(first);
    expect(within(row).getByRole('button', { name: 'Approve deal 11' })).not.toHaveAttribute('aria-busy');
    expect(within(row).queryByText(/Possible conflict/)).toBeNull();
    expect(within(row).queryByText('Call back in May')).toBeNull();
    expect(within(row).getByRole('button', { name: 'Add remark' })).toBeInTheDocument();
    expect(within(row).getByRole('checkbox', { name: 'Select Deal 11' })).not.toBeChecked();
  });

  it('keeps the old rows on screen while re-fetching', async () => {
    const { user, api } = setup();
    await loaded();
    api.control.delay('partnerDeals.list', 'never');
    await user.click(within(rowOf(/Alan Turing/)).getByRole('button', { name: /^Approve deal/ }));
    await waitFor(() => expect(callsOf(api, 'partnerDeals.list')).toHaveLength(2));
    expect(screen.queryByText('Loading partner deals...')).toBeNull();
    expect(screen.getAllByRole('row')).toHaveLength(4);
    // The tick stays busy until the fresh list is in, so a late second click sends nothing.
    expect(within(rowOf(/Alan Turing/)).getByRole('button', { name: /^Approve deal/ })).toHaveAttribute('aria-busy', 'true');
  });

  it("shows 'Failed to approve deal' or the server's message, and can dismiss it", async () => {
    const { user, api } = setup();
    await loaded();
    api.control.failNext('partnerDeals.approve');
    await user.click(within(rowOf(/Ada Byron/)).getByRole('button', { name: /^Approve deal/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to approve deal');
    expect(callsOf(api, 'partnerDeals.list')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).toBeNull();
    api.control.failNext('partnerDeals.approve', new ApiError('Deal is locked', 409, 'Deal is locked'));
    await user.click(within(rowOf(/Ada Byron/)).getByRole('button', { name: /^Approve deal/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Deal is locked');
  });

  describe('Reject Deal dialog', () => {
    async function openReject(name = /Ada Byron/) {
      const view = setup();
      await loaded();
      await view.user.click(within(rowOf(name)).getByRole('button', { name: /^Reject deal/ }));
      const dialog = screen.getByRole('dialog', { name: 'Reject Deal' });
      const reason = within(dialog).getByRole('textbox', { name: 'Please provide a reason for rejecting this deal.' });
      return { ...view, dialog, reason, confirm: () => within(dialog).getByRole('button', { name: 'Reject Deal' }) };
    }

    it('asks for a reason with the texts of SPEC 2.8', async () => {
      const { dialog, reason } = await openReject();
      expect(reason).toHaveAttribute('placeholder', 'Reason for rejection...');
      expect(reason).toHaveFocus();
      expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
      expect(within(dialog).getByRole('button', { name: 'Reject Deal' })).toBeInTheDocument();
      await expectNoAxeViolations(document.body);
    });

    it('needs a non-blank reason: nothing is sent for spaces', async () => {
      const { user, reason, confirm, api, dialog } = await openReject();
      expect(confirm()).toHaveAttribute('aria-disabled', 'true');
      await user.type(reason, '   ');
      await user.click(confirm());
      expect(within(dialog).getByRole('alert')).toHaveTextContent('Please provide a reason for rejection');
      expect(callsOf(api, 'partnerDeals.reject')).toEqual([]);
    });

    it("reads 'Processing...' while the request runs", async () => {
      const { user, reason, confirm, api, dialog } = await openReject();
      api.control.delay('partnerDeals.reject', 'never');
      await user.type(reason, 'Duplicate registration');
      await user.click(confirm());
      expect(within(dialog).getByRole('button', { name: 'Processing...' })).toHaveAttribute('aria-busy', 'true');
      expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    });

    it('sends the trimmed reason once per double click, then closes and re-fetches', async () => {
      const { user, reason, confirm, api } = await openReject(/Alan Turing/);
      api.control.delay('partnerDeals.reject', 300);
      await user.type(reason, '  Duplicate registration  ');
      await user.dblClick(confirm());
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(callsOf(api, 'partnerDeals.reject')).toEqual([{ method: 'partnerDeals.reject', args: [103, 'Duplicate registration'] }]);
      await waitFor(() => expect(callsOf(api, 'partnerDeals.list')).toHaveLength(2));
      await waitFor(() => expect(rowOf(/Alan Turing/)).toHaveTextContent('Rejected'));
    });

    it("keeps the reason and shows 'Failed to reject deal' on failure", async () => {
      const { user, reason, confirm, api, dialog } = await openReject();
      api.control.failNext('partnerDeals.reject');
      await user.type(reason, 'Out of territory');
      await user.click(confirm());
      expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to reject deal');
      expect(reason).toHaveValue('Out of territory');
      expect(callsOf(api, 'partnerDeals.list')).toHaveLength(1);
    });

    it('starts empty again after Cancel, with no old error', async () => {
      const { user, reason, confirm, api, dialog } = await openReject();
      api.control.failNext('partnerDeals.reject');
      await user.type(reason, 'Out of territory');
      await user.click(confirm());
      await within(dialog).findByRole('alert');
      await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      await user.click(within(rowOf(/Ada Byron/)).getByRole('button', { name: /^Reject deal/ }));
      const again = screen.getByRole('dialog', { name: 'Reject Deal' });
      expect(within(again).getByRole('textbox')).toHaveValue('');
      expect(within(again).queryByRole('alert')).toBeNull();
    });
  });

  describe('Update Remarks dialog', () => {
    async function openRemarks(name: RegExp, button: 'Edit remark' | 'Add remark') {
      const view = setup();
      await loaded();
      await view.user.click(within(rowOf(name)).getByRole('button', { name: button }));
      const dialog = screen.getByRole('dialog', { name: 'Update Remarks' });
      const text = within(dialog).getByRole('textbox', { name: 'Please enter the new remarks for this deal.' });
      return { ...view, dialog, text, confirm: () => within(dialog).getByRole('button', { name: 'Update Remarks' }) };
    }

    it('is prefilled with the current remark', async () => {
      const { text, dialog } = await openRemarks(/Ada Byron/, 'Edit remark');
      expect(text).toHaveValue('Strong fit');
      expect(text).toHaveAttribute('placeholder', 'Enter new remarks...');
      expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
      await expectNoAxeViolations(document.body);
    });

    it("starts empty for a '-' remark", async () => {
      const { text } = await openRemarks(/Grace Hopper/, 'Add remark');
      expect(text).toHaveValue('');
    });

    it('needs non-blank text', async () => {
      const { user, text, confirm, api, dialog } = await openRemarks(/Ada Byron/, 'Edit remark');
      await user.clear(text);
      await user.type(text, '  ');
      await user.click(confirm());
      expect(within(dialog).getByRole('alert')).toHaveTextContent('Please enter the remarks');
      expect(callsOf(api, 'partnerDeals.updateRemarks')).toEqual([]);
    });

    it("reads 'Updating...' while the request runs", async () => {
      const { user, confirm, api, dialog } = await openRemarks(/Ada Byron/, 'Edit remark');
      api.control.delay('partnerDeals.updateRemarks', 'never');
      await user.click(confirm());
      expect(within(dialog).getByRole('button', { name: 'Updating...' })).toHaveAttribute('aria-busy', 'true');
    });

    it('sends the trimmed text once per double click, then re-fetches and shows the remark with an edit icon', async () => {
      const { user, text, confirm, api } = await openRemarks(/Grace Hopper/, 'Add remark');
      api.control.delay('partnerDeals.updateRemarks', 300);
      await user.type(text, ' Call back in Q3 ');
      await user.dblClick(confirm());
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(callsOf(api, 'partnerDeals.updateRemarks')).toEqual([{ method: 'partnerDeals.updateRemarks', args: [102, 'Call back in Q3'] }]);
      await waitFor(() => expect(rowOf(/Grace Hopper/)).toHaveTextContent('Call back in Q3'));
      expect(within(rowOf(/Grace Hopper/)).getByRole('button', { name: 'Edit remark' })).toBeInTheDocument();
      expect(callsOf(api, 'partnerDeals.list')).toHaveLength(2);
    });

    it("keeps the text and shows 'Failed to update remarks' on failure", async () => {
      const { user, text, confirm, api, dialog } = await openRemarks(/Ada Byron/, 'Edit remark');
      api.control.failNext('partnerDeals.updateRemarks');
      await user.type(text, ' and renewed');
      await user.click(confirm());
      expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to update remarks');
      expect(text).toHaveValue('Strong fit and renewed');
    });
  });

  describe('Deal Details', () => {
    it('opens for the clicked row and closes again', async () => {
      const { user, api } = setup();
      await loaded();
      await user.click(within(rowOf(/Ada Byron/)).getByText('Globex'));
      const dialog = await screen.findByRole('dialog', { name: 'Deal Details' });
      expect(await within(dialog).findByRole('link', { name: 'buyer@globex.com' })).toHaveAttribute('href', 'mailto:buyer@globex.com');
      expect(callsOf(api, 'partnerDeals.get')).toEqual([{ method: 'partnerDeals.get', args: [101] }]);
      await user.click(within(dialog).getByRole('button', { name: 'Close' }));
      expect(screen.queryByRole('dialog')).toBeNull();
    });

    it('opens from the keyboard', async () => {
      const { user } = setup();
      await loaded();
      rowOf(/Grace Hopper/).focus();
      await user.keyboard('{Enter}');
      expect(await screen.findByRole('dialog', { name: 'Deal Details' })).toBeInTheDocument();
    });

    it('does not open from the action and remark buttons', async () => {
      const { user, api } = setup();
      await loaded();
      const row = rowOf(/Alan Turing/);
      await user.click(within(row).getByRole('button', { name: /^Approve deal/ }));
      await user.click(within(row).getByRole('button', { name: 'Add remark' }));
      expect(screen.getByRole('dialog', { name: 'Update Remarks' })).toBeInTheDocument();
      expect(screen.queryByRole('dialog', { name: 'Deal Details' })).toBeNull();
      expect(callsOf(api, 'partnerDeals.get')).toEqual([]);
    });
  });

  describe('small screens', () => {
    const findCards = async () => within(await screen.findByRole('list', { name: 'Partner Deals' })).getAllByRole('listitem');

    it('shows cards with the same data and an action menu', async () => {
      const { user, api } = setup({ layout: 'cards' });
      const cards = await findCards();
      expect(cards).toHaveLength(3);
      // The pending deal (103) comes first; then the others in the server's order.
      expect(cards[0]).toHaveTextContent('#103');
      const card = cards[1]!;
      for (const text of ['101', 'Ada Byron', 'Globex', 'Mar 1, 2026', '+44 7700900123', 'Yes', 'Approved', 'Strong fit']) {
        expect(card).toHaveTextContent(text);
      }
      await user.click(within(card).getByRole('button', { name: 'Deal actions' }));
      const menu = await screen.findByRole('menu');
      expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Approve Deal', 'Reject Deal']);
      await user.click(within(menu).getByRole('menuitem', { name: 'Approve Deal' }));
      await waitFor(() => expect(callsOf(api, 'partnerDeals.approve')).toHaveLength(1));
      expect(screen.queryByRole('dialog', { name: 'Deal Details' })).toBeNull();
    });

    it('closes the action menu on a click elsewhere', async () => {
      const { user } = setup({ layout: 'cards' });
      const [card] = await findCards();
      await user.click(within(card!).getByRole('button', { name: 'Deal actions' }));
      expect(await screen.findByRole('menu')).toBeInTheDocument();
      await user.click(screen.getByRole('heading', { level: 1 }));
      expect(screen.queryByRole('menu')).toBeNull();
    });

    it("opens the Reject Deal dialog from the menu's 'Reject Deal'", async () => {
      const { user } = setup({ layout: 'cards' });
      const [, card] = await findCards();
      await user.click(within(card!).getByRole('button', { name: 'Deal actions' }));
      await user.click(await screen.findByRole('menuitem', { name: 'Reject Deal' }));
      expect(screen.getByRole('dialog', { name: 'Reject Deal' })).toBeInTheDocument();
      await expectNoAxeViolations(document.body);
    });
  });

  it('passes axe', async () => {
    setup();
    await loaded();
    await expectNoAxeViolations(document.body);
  });
});

describe('bulk review', () => {
  const box = (name: string) => screen.getByRole('checkbox', { name: `Select Deal ${name}` });
  const bar = () => screen.getByRole('region', { name: 'Bulk actions' });

  it('names each row checkbox and shows the bar with the count once a row is picked', async () => {
    const { user } = setup();
    await loaded();
    expect(screen.queryByRole('region', { name: 'Bulk actions' })).not.toBeInTheDocument();
    await user.click(box('101'));
    await user.click(box('103'));
    expect(within(bar()).getByRole('status')).toHaveTextContent('2 selected');
    await user.click(within(bar()).getByRole('button', { name: 'Clear selection' }));
    expect(screen.queryByRole('region', { name: 'Bulk actions' })).not.toBeInTheDocument();
  });

  it('picks the page with the header box, and every filtered row with Select all', async () => {
    const many = Array.from({ length: 25 }, (_, i) => ({ ...partnerDeals[2]!, id: i + 1 }));
    const { user } = setup({ api: createMemoryAdminApi({ data: { partnerDeals: many } }) });
    await loaded();
    await user.click(screen.getByRole('checkbox', { name: 'Select every row on this page' }));
    expect(within(bar()).getByRole('status')).toHaveTextContent('10 selected');
    await user.click(within(bar()).getByRole('button', { name: 'Select all 25' }));
    expect(within(bar()).getByRole('status')).toHaveTextContent('25 selected');
    expect(within(bar()).queryByRole('button', { name: /^Select all/ })).not.toBeInTheDocument();
  });

  it("picks the rows of the page shown with the header box, after a page step and a search (the box is kept while it shows the same)", async () => {
    const { user } = setup({ api: createMemoryAdminApi({ data: { partnerDeals: numberedDeals(25) } }) });
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select every row on this page' }));
    expect(within(bar()).getByRole('status')).toHaveTextContent('10 selected');
    expect(box('11')).toBeChecked();
    await user.click(within(bar()).getByRole('button', { name: 'Clear selection' }));
    await user.type(screen.getByRole('searchbox'), '2');
    await user.click(screen.getByRole('checkbox', { name: 'Select every row on this page' }));
    const shown = within(screen.getByRole('table')).getAllByRole('checkbox', { name: /^Select Deal/ });
    expect(within(bar()).getByRole('status')).toHaveTextContent(`${shown.length} selected`);
    for (const one of shown) expect(one).toBeChecked();
  });

  it('renames the boxes of a page step without writing on them: each names its new deal, and a pick stays its deal\'s', async () => {
    const { user } = setup({ api: createMemoryAdminApi({ data: { partnerDeals: numberedDeals(25) } }) });
    await loaded();
    await user.click(box('2'));
    const boxes = within(screen.getByRole('table')).getAllByRole('checkbox', { name: /^Select Deal/ });
    const written: string[] = [];
    const observer = new MutationObserver((records) => written.push(...records.map((record) => record.attributeName ?? '')));
    // Every box but the ticked one, which React writes again as it clears it.
    for (const one of boxes) if (one !== box('2')) observer.observe(one, { attributes: true });
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(box('11')).toBe(boxes[0]);
    expect(box('12')).not.toBeChecked();
    observer.disconnect();
    // Only the hidden names beside them changed.
    expect(written).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(box('2')).toBeChecked();
    expect(box('1')).not.toBeChecked();
  });

  it('asks first over decided deals, naming the counts, and leaves them alone unless told otherwise', async () => {
    const { user, api } = setup();
    await loaded();
    await user.click(box('101'));
    await user.click(box('102'));
    await user.click(box('103'));
    await user.click(within(bar()).getByRole('button', { name: 'Approve selected' }));
    const question = screen.getByRole('dialog', { name: 'Approve selected' });
    expect(within(question).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '1 pending deal will be approved.',
      '1 rejected deal stays as it is.',
      '1 approved deal stays as it is.',
    ]);
    expect(within(question).getByRole('checkbox', { name: 'Also approve the 1 rejected' })).not.toBeChecked();
    expect(callsOf(api, 'partnerDeals.approve')).toEqual([]);
    await user.click(within(question).getByRole('button', { name: 'Approve 1' }));
    await screen.findByText(/1 approved\./);
    expect(callsOf(api, 'partnerDeals.approve').map((call) => call.args[0])).toEqual([103]);
    expect(rowOf(/Grace Hopper/)).toHaveTextContent('Rejected');
  });

  it('sends nothing when the question is cancelled', async () => {
    const { user, api } = setup();
    await loaded();
    await user.click(box('102'));
    await user.click(within(bar()).getByRole('button', { name: 'Approve selected' }));
    const question = screen.getByRole('dialog', { name: 'Approve selected' });
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(callsOf(api, 'partnerDeals.approve')).toEqual([]);
    expect(box('102')).toBeChecked();
  });

  it('approves each picked deal exactly once however often it is pressed, reloads once, and keeps the failed one picked', async () => {
    const { user, api } = setup();
    await loaded();
    await user.click(box('101'));
    await user.click(box('102'));
    await user.click(box('103'));
    api.control.failNext('partnerDeals.approve', new ApiError('API error: 409', 409, 'Deal is locked'));
    const listsBefore = callsOf(api, 'partnerDeals.list').length;
    // Slow enough that every press lands while the decision runs, on a busy machine too.
    api.control.delay('partnerDeals.approve', 1000);
    const approve = within(bar()).getByRole('button', { name: 'Approve selected' });
    await user.click(approve);
    // The rejected deal included on request: the approved one has nothing to change.
    const question = screen.getByRole('dialog', { name: 'Approve selected' });
    await user.click(within(question).getByRole('checkbox', { name: 'Also approve the 1 rejected' }));
    await user.click(within(question).getByRole('button', { name: 'Approve 2' }));
    expect(within(bar()).getByRole('status')).toHaveTextContent(/^Approving\.\.\. \d of 2$/);
    await user.dblClick(approve);
    await user.click(approve);
    const summary = await screen.findByText(/1 approved\./, undefined, { timeout: 3000 });
    expect(summary).toHaveTextContent('1 approved. 1 failed (still selected, to try again):');
    expect(screen.getByText('Deal 103: Deal is locked')).toBeInTheDocument();
    expect(callsOf(api, 'partnerDeals.approve').map((call) => call.args[0]).sort()).toEqual([102, 103]);
    await waitFor(() => expect(callsOf(api, 'partnerDeals.list').length).toBe(listsBefore + 1));
    expect(box('103')).toBeChecked();
    expect(box('102')).not.toBeChecked();
    expect(box('101')).not.toBeChecked();
    expect(within(bar()).getByRole('status')).toHaveTextContent('1 selected');
  });

  it('rejects the picked deals with one reason for all', async () => {
    const { user, api } = setup();
    await loaded();
    await user.click(box('101'));
    await user.click(box('103'));
    await user.click(within(bar()).getByRole('button', { name: 'Reject selected' }));
    // The approved deal is asked about first, and included here.
    const question = screen.getByRole('dialog', { name: 'Reject selected' });
    await user.click(within(question).getByRole('checkbox', { name: 'Also reject the 1 approved' }));
    await user.click(within(question).getByRole('button', { name: 'Reject 2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject 2 selected' });
    await user.type(within(dialog).getByRole('textbox'), 'Duplicate registration');
    await user.click(within(dialog).getByRole('button', { name: 'Reject Deal' }));
    await screen.findByText('2 rejected.');
    expect(callsOf(api, 'partnerDeals.reject').map((call) => call.args)).toEqual([
      [103, 'Duplicate registration'],
      [101, 'Duplicate registration'],
    ]);
    expect(screen.queryByRole('region', { name: 'Bulk actions' })).not.toBeInTheDocument();
  });

  it('offers the picked rows in the export menu', async () => {
    const { user } = setup();
    await loaded();
    await user.click(box('101'));
    await user.click(screen.getByRole('button', { name: 'Export' }));
    expect(await screen.findByRole('menuitem', { name: 'CSV: selected rows (1)' })).toBeInTheDocument();
    expect(await screen.findByRole('menuitem', { name: 'CSV' })).toBeInTheDocument();
  });

  it('is axe-clean with a selection and a summary', async () => {
    const { user, container, api } = setup();
    await loaded();
    await user.click(box('103'));
    api.control.failNext('partnerDeals.approve');
    await user.click(within(bar()).getByRole('button', { name: 'Approve selected' }));
    await screen.findByText(/0 approved\./);
    await expectNoAxeViolations(container);
  });
});

// The team's features beyond SPEC 7 (issue 30): another administrator's decision heard live, the
// question before writing over it, the Undo, and the same screen against a backend of SPEC 7 alone.
describe('DealsList in a team', () => {
  /** 10:42 today: the question names a change of today by its time alone. */
  const TODAY_AT_10_42 = new Date(new Date().setHours(10, 42, 0, 0));
  const teamApi = (extensions: MemoryAdminApiOptions['extensions'] = true) =>
    createMemoryAdminApi({ data: { partnerDeals, distributorDeals }, extensions, clock: () => TODAY_AT_10_42 });
  const box = (name: string) => screen.getByRole('checkbox', { name: `Select Deal ${name}` });
  const statusOf = (api: MemoryAdminApi, id: number) => api.control.data.partnerDeals.find((deal) => deal.id === id)?.status;

  it("shows another administrator's decision in its row at once, without loading the list again, and drops the deal from the selection", async () => {
    const api = teamApi();
    const { user } = setup({ api });
    await loaded();
    await user.click(box('103'));
    await waitFor(() => expect(callsOf(api, 'events.subscribe')).toHaveLength(1));
    const lists = callsOf(api, 'partnerDeals.list').length;
    await api.control.as(2).partnerDeals.reject(103, 'Registered by another partner first');
    expect(await within(rowOf(/Alan Turing/)).findByText('Rejected by Grace H. just now')).toBeInTheDocument();
    expect(rowOf(/Alan Turing/)).toHaveTextContent('Rejected');
    expect(box('103')).not.toBeChecked();
    // The bulk bar loads by import() on the first pick: run alone, this test may find it still on its way.
    expect(await screen.findByText('1 decided by someone else, no longer selected.')).toHaveAttribute('role', 'status');
    expect(callsOf(api, 'partnerDeals.list')).toHaveLength(lists);
  });

  // The note's and the announcement's texts load with the live changes' code (issue 33); the
  // host's catalogue still reaches them, over those defaults, and a single override too.
  it("writes another administrator's decision in the host's texts: the German catalogue, and one text overridden", async () => {
    const api = teamApi();
    renderWithProviders(<DealsList api={api} variant="partner" layout="table" />, { messages: { ...de, decisions: { ...de.decisions, justNow: 'soeben' } } });
    await screen.findAllByRole('button', { name: /^Deal .* genehmigen/ });
    await waitFor(() => expect(callsOf(api, 'events.subscribe')).toHaveLength(1));
    await api.control.as(2).partnerDeals.reject(103, 'Registered by another partner first');
    const row = screen.getByRole('row', { name: /Alan Turing/ });
    expect(await within(row).findByText('Abgelehnt von Grace H. soeben')).toBeInTheDocument();
    expect(screen.getByText('Deal 103: Abgelehnt von Grace Hopper.')).toBeInTheDocument();
  });

  it('keeps a deal decided elsewhere in its place, pending deals first, until the list is fetched again', async () => {
    const api = createMemoryAdminApi();
    setup({ api });
    await loaded();
    await waitFor(() => expect(callsOf(api, 'events.subscribe')).toHaveLength(1));
    const order = () => within(screen.getByRole('table')).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell')[1]!.textContent);
    const before = order();
    const first = Number(before[0]);
    await api.control.as(2).partnerDeals.reject(first, 'Registered by another partner first');
    const row = within(screen.getByRole('table')).getAllByRole('row')[1]!;
    expect(await within(row).findByText('Rejected by Grace H. just now')).toBeInTheDocument();
    expect(order()).toEqual(before);
  });

  it("replaces a deal changed elsewhere in place: only its row is derived again, and it keeps its place under a sort by Status until the list is fetched again", async () => {
    const api = teamApi();
    renderWithProviders(<DealsList api={api} variant="partner" layout="table" defaultState={{ sort: 'status' }} />);
    await loaded();
    await waitFor(() => expect(callsOf(api, 'events.subscribe')).toHaveLength(1));
    const ids = () => within(screen.getByRole('table')).getAllByRole('row').slice(1).map((row) => cellsOf(row)[0]);
    // Pending, approved, rejected.
    expect(ids()).toEqual(['103', '101', '102']);
    const derived = vi.mocked(toDealRow).mock.calls.length;
    await api.control.as(2).partnerDeals.reject(103, 'Registered by another partner first');
    expect(await within(rowOf(/Alan Turing/)).findByText('Rejected by Grace H. just now')).toBeInTheDocument();
    expect(rowOf(/Alan Turing/)).toHaveTextContent('Rejected');
    // The two deals nobody changed keep their rows; a list built again would derive all three.
    expect(toDealRow).toHaveBeenCalledTimes(derived + 1);
    expect(ids()).toEqual(['103', '101', '102']);
  });

  it('says nothing beside a row this console decided itself', async () => {
    const api = teamApi();
    const { user } = setup({ api });
    await loaded();
    await waitFor(() => expect(callsOf(api, 'events.subscribe')).toHaveLength(1));
    await user.click(within(rowOf(/Alan Turing/)).getByRole('button', { name: 'Approve deal 103' }));
    await waitFor(() => expect(rowOf(/Alan Turing/)).toHaveTextContent('Approved'));
    expect(within(rowOf(/Alan Turing/)).queryByText(/ by .* just now$/)).toBeNull();
  });

  it("asks before approving over a rejection it did not see, and writes over it only on 'Approve anyway'", async () => {
    const api = teamApi({ versions: true, history: true, undo: true });
    const { user } = setup({ api });
    await loaded();
    await api.control.as(2).partnerDeals.reject(103, 'Registered by another partner first');
    await user.click(within(rowOf(/Alan Turing/)).getByRole('button', { name: 'Approve deal 103' }));
    const question = await screen.findByRole('dialog', { name: 'Changed by someone else' });
    expect(question).toHaveTextContent('Rejected by Grace Hopper at 10:42 AM. Approve anyway?');
    expect(within(question).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    // The row already shows the deal as it now is; nothing written over it yet.
    expect(rowOf(/Alan Turing/)).toHaveTextContent('Rejected');
    expect(statusOf(api, 103)).toBe('rejected');
    await user.click(within(question).getByRole('button', { name: 'Approve anyway' }));
    await waitFor(() => expect(statusOf(api, 103)).toBe('approved'));
    expect(callsOf(api, 'partnerDeals.approve')).toHaveLength(2);
    expect(await screen.findByText('Deal 103 approved.')).toBeInTheDocument();
  });

  it('keeps the other decision on Cancel, with no error and no second request', async () => {
    const api = teamApi({ versions: true, history: true, undo: true });
    const { user } = setup({ api });
    await loaded();
    await api.control.as(2).partnerDeals.reject(103, 'Registered by another partner first');
    await user.click(within(rowOf(/Alan Turing/)).getByRole('button', { name: 'Approve deal 103' }));
    const question = await screen.findByRole('dialog', { name: 'Changed by someone else' });
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByRole('alert')).toBeNull();
    expect(callsOf(api, 'partnerDeals.approve')).toHaveLength(1);
    expect(statusOf(api, 103)).toBe('rejected');
    expect(rowOf(/Alan Turing/)).toHaveTextContent('Rejected');
  });

  it('says who approved a deal first instead of asking to approve it again, and sends nothing more', async () => {
    const api = teamApi({ versions: true, history: true, undo: true });
    const { user } = setup({ api });
    await loaded();
    await api.control.as(2).partnerDeals.approve(103);
    await user.click(within(rowOf(/Alan Turing/)).getByRole('button', { name: 'Approve deal 103' }));
    const bar = await screen.findByRole('region', { name: 'Last decision' });
    await waitFor(() => expect(bar).toHaveTextContent('Deal 103 was already approved by Grace Hopper at 10:42 AM.'));
    expect(within(bar).queryByRole('button', { name: 'Undo' })).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(callsOf(api, 'partnerDeals.approve')).toHaveLength(1);
    expect(rowOf(/Alan Turing/)).toHaveTextContent('Approved');
  });

  it('offers an Undo after a rejection, which puts the deal back as it was', async () => {
    const api = teamApi();
    const { user } = setup({ api });
    await loaded();
    await user.click(within(rowOf(/Alan Turing/)).getByRole('button', { name: 'Reject deal 103' }));
    const dialog = screen.getByRole('dialog', { name: 'Reject Deal' });
    await user.type(within(dialog).getByRole('textbox'), 'Duplicate registration');
    await user.click(within(dialog).getByRole('button', { name: 'Reject Deal' }));
    const bar = await screen.findByRole('region', { name: 'Last decision' });
    expect(await within(bar).findByText('Deal 103 rejected.')).toBeInTheDocument();
    await user.click(within(bar).getByRole('button', { name: 'Undo' }));
    expect(await within(bar).findByText('Undone.')).toBeInTheDocument();
    expect(statusOf(api, 103)).toBe('Under Review');
    await waitFor(() => expect(rowOf(/Alan Turing/)).toHaveTextContent('Pending'));
    expect(api.control.data.changes.filter((change) => change.recordId === 103).map((change) => change.action)).toEqual(['reject', 'undo']);
  });

  it('offers one Undo for a bulk decision, which puts every deal back', async () => {
    const api = createMemoryAdminApi();
    const { user } = setup({ api });
    const ids = ['2', '4', '5'];
    await loaded();
    for (const id of ids) await user.click(box(id));
    // The bar's code comes by import() (preloaded once the list is idle): it shows once it has arrived.
    await user.click(within(await screen.findByRole('region', { name: 'Bulk actions' })).getByRole('button', { name: 'Approve selected' }));
    const bar = await screen.findByRole('region', { name: 'Last decision' });
    expect(await within(bar).findByText('You approved 3.')).toBeInTheDocument();
    await user.click(within(bar).getByRole('button', { name: 'Undo' }));
    expect(await within(bar).findByText('Undone.')).toBeInTheDocument();
    for (const id of ids) expect(api.control.data.partnerDeals.find((deal) => String(deal.id) === id)?.status).not.toMatch(/approved/i);
    expect(callsOf(api, 'partnerDeals.undo')).toHaveLength(3);
  });

  /** The table's rows that wait for a decision, in their order on the page, by their Approve buttons' names. */
  const pendingApproves = () =>
    within(screen.getByRole('table'))
      .getAllByRole('row')
      .filter((row) => within(row).queryByText('Pending'))
      .map((row) => within(row).getByRole('button', { name: /^Approve deal/ }).getAttribute('aria-label')!);

  it('moves the keyboard to the next deal that waits for a decision after an approve from the row', async () => {
    const { user } = setup({ api: createMemoryAdminApi() });
    await loaded();
    const [first, second] = pendingApproves() as [string, string];
    act(() => screen.getByRole('button', { name: first }).focus());
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('button', { name: second })).toHaveFocus());
  });

  it('moves the keyboard to the next Reject after a rejection, and back to the same Reject after Cancel', async () => {
    const { user } = setup({ api: createMemoryAdminApi() });
    await loaded();
    const [first, second] = pendingApproves().map((name) => name.replace('Approve', 'Reject')) as [string, string];
    act(() => screen.getByRole('button', { name: first }).focus());
    await user.keyboard('{Enter}');
    await user.click(within(screen.getByRole('dialog', { name: 'Reject Deal' })).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: first })).toHaveFocus();
    await user.keyboard('{Enter}');
    const dialog = screen.getByRole('dialog', { name: 'Reject Deal' });
    await user.type(within(dialog).getByRole('textbox'), 'Duplicate registration');
    await user.click(within(dialog).getByRole('button', { name: 'Reject Deal' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: second })).toHaveFocus();
  });

  it('works against a backend of SPEC 7 alone: no subscription, no history, no Undo, the list re-fetched after a decision', async () => {
    const api = teamApi(false);
    const { user } = setup({ api });
    await loaded();
    await user.click(within(rowOf(/Alan Turing/)).getByRole('button', { name: 'Approve deal 103' }));
    await waitFor(() => expect(rowOf(/Alan Turing/)).toHaveTextContent('Approved'));
    await waitFor(() => expect(callsOf(api, 'partnerDeals.list')).toHaveLength(2));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByRole('region', { name: 'Last decision' })).toBeNull();
    const methods = api.control.calls.map((call) => call.method);
    expect(methods.filter((method) => !['partnerDeals.list', 'partnerDeals.approve'].includes(method))).toEqual([]);
  });
});

// Every story of the screen, as it first renders (the imports stay with this block).
import * as dealsListStories from '../../src/screens/DealsList/DealsList.stories.js';
import { describeStories } from '../support/stories.js';

describeStories('DealsList', dealsListStories, {
  heading: /^(Partner )?Deals$|^Partner-Deals$/,
  loading: /^Loading (partner )?deals\.\.\./,
  loadingStories: ['Loading', 'LoadingProgress', 'DistributorLoading'],
  errors: { Error: 'An error occurred while fetching deals data' },
  texts: { Empty: 'No partner deals found.', DistributorEmpty: 'No deals found.' },
});

// The list states of the stories, acted on as a user would (the imports stay with this block).
import { normaliseDealStatus } from '../../src/domain/dealRow.js';
import { ListPreferences, memoryListPreferences } from '../../src/list/index.js';

describe('DealsList stories: status, sort and rows per page', () => {
  const { Default, FiftyRowsPerPage, German } = composeStories(dealsListStories);
  const tableRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
  const radioLabels = () => within(screen.getByRole('group', { name: 'Status' })).getAllByRole('radio').map((radio) => radio.closest('label')!.textContent);

  /** How many deals of the story's data have each status, counted here from the raw records. */
  async function countsOf(api: MemoryAdminApi) {
    const deals = await api.partnerDeals.list();
    const count = (status: string) => deals.filter((deal) => normaliseDealStatus(deal.status) === status).length;
    return { all: deals.length, pending: count('pending'), approved: count('approved'), rejected: count('rejected') };
  }

  it("counts each status, shows one status's deals, and the counts follow the search", async () => {
    const { user } = renderWithProviders(<Default />);
    await screen.findAllByRole('button', { name: /^Approve deal/ }, { timeout: 10_000 });
    const counts = await countsOf(Default.args.api as MemoryAdminApi);
    expect(radioLabels()).toEqual([`All ${counts.all}`, `Pending ${counts.pending}`, `Approved ${counts.approved}`, `Rejected ${counts.rejected}`]);
    expect(screen.getByText(`1–10 of ${counts.all}`)).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: `Rejected ${counts.rejected}` }));
    expect(screen.getByText(`1–10 of ${counts.rejected}`)).toBeInTheDocument();
    for (const row of tableRows()) expect(row).toHaveTextContent('Rejected');
    // A search narrows every count, whichever status is chosen.
    await user.type(screen.getByRole('searchbox'), 'pioneer');
    const narrowed = radioLabels().map((label) => Number(label!.replace(/^\D+/, '')));
    expect(narrowed[0]).toBeLessThan(counts.all);
    expect(narrowed[0]).toBe(narrowed[1]! + narrowed[2]! + narrowed[3]!);
    // The list shows the rejected ones of them.
    if (narrowed[3]! > 0) expect(screen.getByText(new RegExp(`^1–\\d+ of ${narrowed[3]}$`))).toBeInTheDocument();
    else expect(screen.getByText('No partner deals found.')).toBeInTheDocument();
  }, 15_000);

  it('sorts by a header: ascending, descending, then the default order again, aria-sort on that header', async () => {
    const { user } = renderWithProviders(<Default />);
    await screen.findAllByRole('button', { name: /^Approve deal/ }, { timeout: 10_000 });
    const header = () => screen.getByRole('columnheader', { name: /^Customer Company/ });
    const companies = () => tableRows().map((row) => within(row).getAllByRole('cell')[3]!.firstElementChild!.firstElementChild!.textContent!);
    const collator = new Intl.Collator('en-US', { numeric: true, sensitivity: 'base' });
    const firstPending = companies();
    expect(header()).not.toHaveAttribute('aria-sort');
    await user.click(within(header()).getByRole('button'));
    expect(header()).toHaveAttribute('aria-sort', 'ascending');
    expect(companies()).toEqual([...companies()].sort(collator.compare));
    expect(screen.getByRole('button', { name: 'Sort By Customer Company, ascending' })).toBeInTheDocument();
    await user.click(within(header()).getByRole('button'));
    expect(header()).toHaveAttribute('aria-sort', 'descending');
    expect(companies()).toEqual([...companies()].sort((a, b) => collator.compare(b, a)));
    await user.click(within(header()).getByRole('button'));
    expect(header()).not.toHaveAttribute('aria-sort');
    expect(companies()).toEqual(firstPending);
    // The date header is the Sort By menu's Old to New, then New to Old.
    await user.click(within(screen.getByRole('columnheader', { name: /^Registration Date/ })).getByRole('button'));
    expect(screen.getByRole('button', { name: 'Sort By Old to New' })).toBeInTheDocument();
  }, 15_000);

  it('offers 10, 25, 50 or 100 rows per page, keeping the first row in view', async () => {
    // A store of its own: the size picked is remembered, and the page's default store would carry it into the next test.
    const { user } = renderWithProviders(
      <ListPreferences store={memoryListPreferences()}>
        <Default />
      </ListPreferences>,
    );
    await screen.findAllByRole('button', { name: /^Approve deal/ }, { timeout: 10_000 });
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(screen.getByText('21–30 of 150')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '25');
    expect(tableRows()).toHaveLength(25);
    expect(screen.getByText('1–25 of 150')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '100');
    expect(tableRows()).toHaveLength(100);
    expect(screen.getByRole('button', { name: 'Page 2' })).toBeInTheDocument();
  }, 15_000);

  it('starts on 50 rows per page from its state', async () => {
    renderWithProviders(<FiftyRowsPerPage />);
    await screen.findAllByRole('button', { name: /^Approve deal/ }, { timeout: 10_000 });
    expect(tableRows()).toHaveLength(50);
    expect(screen.getByText('1–50 of 150')).toBeInTheDocument();
  }, 15_000);

  it("reads '1–10 von 150' in German", async () => {
    renderWithProviders(<German />);
    expect(await screen.findByText('1–10 von 150', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Zeilen pro Seite' })).toBeInTheDocument();
  }, 15_000);
});

describe('DealsList: Deal Details over the list', () => {
  const { DetailsDecideAndStep, DetailsAtAddress } = composeStories(dealsListStories);
  const dealShown = async (dialog: HTMLElement) => (await within(dialog).findByText(/^Registration Number:/)).querySelector('strong')?.textContent;

  it('decides from Deal Details and fetches the list again, then steps through the list’s order to its ends', async () => {
    const api = storyApi();
    const { user } = renderWithProviders(<DetailsDecideAndStep api={api} />);
    const table = await screen.findByRole('table');
    await within(table).findAllByRole('button', { name: /^Approve deal / });
    const rows = within(table).getAllByRole('row').slice(1);
    const ids = rows.map((row) => within(row).getAllByRole('cell')[1]!.textContent!);
    await user.click(within(rows[0]!).getAllByRole('cell')[1]!);
    const dialog = await screen.findByRole('dialog', { name: 'Deal Details' });
    expect(await dealShown(dialog)).toBe(ids[0]);

    const lists = api.control.calls.filter((call) => call.method === 'partnerDeals.list').length;
    await user.click(within(dialog).getByRole('button', { name: 'Approve Deal' }));
    expect(await within(dialog).findByText(`Deal ${ids[0]} approved`)).toBeInTheDocument();
    expect(await api.partnerDeals.get(ids[0]!)).toMatchObject({ status: 'approved' });
    await waitFor(() => expect(api.control.calls.filter((call) => call.method === 'partnerDeals.list').length).toBe(lists + 1));

    const previous = within(dialog).getByRole('button', { name: 'Previous deal' });
    expect(previous).toHaveAttribute('aria-disabled', 'true');
    await user.click(previous);
    expect(await dealShown(dialog)).toBe(ids[0]);
    const next = within(dialog).getByRole('button', { name: 'Next deal' });
    await user.click(next);
    await waitFor(async () => expect(await dealShown(dialog)).toBe(ids[1]));
    // The focus stays on the button pressed, from deal to deal.
    expect(within(dialog).getByRole('button', { name: 'Next deal' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Previous deal' }));
    await waitFor(async () => expect(await dealShown(dialog)).toBe(ids[0]));
  });

  it('shows the host’s deal, names every change (open, step, close) and closes only when the host says so', async () => {
    const onDetailsChange = vi.fn();
    const api = storyApi();
    const view = renderWithProviders(
      <DealsList api={api} variant="partner" layout="table" detailsId={dealsListStories.conflictedDealId} onDetailsChange={onDetailsChange} dealHref={(id) => `/deals/${String(id)}`} />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Deal Details' });
    expect(await dealShown(dialog)).toBe(String(dealsListStories.conflictedDealId));
    const section = await within(dialog).findByRole('region', { name: 'Possible conflicts' });
    const link = within(section).getAllByRole('link')[0]!;
    const other = Number(link.textContent!.replace(/^Deal /, ''));
    expect(link).toHaveAttribute('href', `/deals/${other}`);
    await view.user.click(link);
    expect(onDetailsChange).toHaveBeenLastCalledWith(other, 'open');
    // Still the host's deal: the list does not change it on its own.
    expect(await dealShown(dialog)).toBe(String(dealsListStories.conflictedDealId));
    await within(screen.getByRole('table')).findAllByRole('button', { name: /^Approve deal / });
    await view.user.click(within(dialog).getByRole('button', { name: 'Next deal' }));
    expect(onDetailsChange).toHaveBeenLastCalledWith(expect.anything(), 'step');
    await view.user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(onDetailsChange).toHaveBeenLastCalledWith(null, 'close');
    expect(screen.getByRole('dialog', { name: 'Deal Details' })).toBeInTheDocument();
    view.rerender(<DealsList api={api} variant="partner" layout="table" detailsId={null} onDetailsChange={onDetailsChange} />);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Deal Details' })).toBeNull());
  });

  it('follows the story of a host that keeps the deal: the conflicts are links, Close closes', async () => {
    const onDetailsChange = vi.fn();
    const { user } = renderWithProviders(<DetailsAtAddress api={storyApi()} onDetailsChange={onDetailsChange} />);
    const dialog = await screen.findByRole('dialog', { name: 'Deal Details' });
    const section = await within(dialog).findByRole('region', { name: 'Possible conflicts' });
    expect(within(section).getAllByRole('link').length).toBeGreaterThan(0);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(onDetailsChange).toHaveBeenCalledWith(null, 'close');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Deal Details' })).toBeNull());
  });
});
