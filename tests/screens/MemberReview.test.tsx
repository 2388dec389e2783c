import { composeStories } from '@storybook/react-vite';
import { act, screen, waitFor, within } from '@testing-library/react';
import { storyApi } from '../../.storybook/fixtures.js';
import { createMemoryAdminApi, type MemoryAdminApi } from '../../src/api/memory/createMemoryAdminApi.js';
import type { DistributorDeal, Member, PartnerDeal } from '../../src/api/types.js';
import { SUCCESS_DIALOG_MS } from '../../src/components/SuccessDialog/index.js';
import { formatDate, isoDate } from '../../src/format/index.js';
import { DistributorReview, PartnerReview } from '../../src/screens/MemberReview/index.js';
import { expectNoAxeViolations } from '../support/axe.js';
import { captureDownloads } from '../support/downloads.js';
import { readWorkbook } from '../support/workbook.js';
import { disableFakeTimers, enableFakeTimers, renderWithProviders } from '../support/render.js';

const leo: Member = {
  id: 31,
  firstName: 'Leo',
  lastName: 'Review',
  title: 'Dr.',
  position: null,
  email: 'leo@review.example.com',
  countryCode: '+44',
  phoneNumber: '7700900123',
  street: '1 High Street',
  city: 'Leeds',
  country: 'United Kingdom',
  companyName: 'Review Ltd',
  isApproved: true,
  isActive: true,
  createdAt: '2025-12-01T10:00:00Z',
};

const plain: Member = { id: 32, firstName: 'Nell', lastName: 'Bare', email: 'not-an-email', isActive: false };

const partnerDeal = (id: number, fields: Partial<PartnerDeal>): PartnerDeal => ({
  id,
  partnerId: 31,
  partnerFirstName: 'Leo',
  partnerLastName: 'Review',
  ...fields,
});

const partnerDeals: PartnerDeal[] = [
  partnerDeal(501, {
    customerCompany: 'Acme Widgets',
    dmFirstName: 'Olivia',
    dmLastName: 'Muller',
    dmEmail: 'olivia@acme.example.com',
    dmCountryCode: '+1',
    dmPhoneNumber: '5550100',
    isExistingCustomer: true,
    status: 'approved',
    remarks: 'Good fit',
    createdAt: '2026-02-03T10:00:00Z',
  }),
  partnerDeal(502, {
    customerCompany: 'Borealis Foods',
    dmFirstName: 'Henry',
    dmLastName: 'Ford',
    dmEmail: 'henry@borealis.example.com',
    isExistingCustomer: false,
    status: 'REJECTED',
    createdAt: '2026-05-20T10:00:00Z',
  }),
  partnerDeal(503, { customerCompany: 'Cobalt Mining', dmFirstName: 'Ivy', dmLastName: 'Chen', status: 'new', createdAt: '2026-03-15T10:00:00Z' }),
  { id: 504, partnerId: 99, customerCompany: 'Someone Else', createdAt: '2026-01-01T10:00:00Z' },
];

const dora: Member = { ...leo, id: 41, firstName: 'Dora', lastName: 'Dist', position: 'Channel Director' };

const distributorDeals: DistributorDeal[] = [
  {
    id: 601,
    distributorId: 41,
    distributorFirstName: 'Dora',
    distributorLastName: 'Dist',
    customerCompany: 'Delta Logistics',
    dmFirstName: 'Olivia',
    dmLastName: 'Muller',
    dmEmail: 'olivia@delta.example.com',
    createdAt: '2026-04-01T10:00:00Z',
  },
  { id: 602, distributorId: 41, distributorFirstName: 'Dora', customerCompany: 'Echo Retail', dmFirstName: 'Sam', dmLastName: 'Stone', createdAt: '2026-04-02T10:00:00Z' },
];

function api(): MemoryAdminApi {
  return createMemoryAdminApi({ data: { partners: [leo, plain], partnerDeals, distributors: [dora], distributorDeals } });
}

/** Renders Partner Review for `id` (pass `{ id: undefined }` for a route without one). */
function setupPartner(id: string | number | { id: undefined } = 31, memory = api()) {
  const routeId = typeof id === 'object' ? undefined : id;
  const onBack = vi.fn();
  const onRemoved = vi.fn();
  const view = renderWithProviders(<PartnerReview api={memory} id={routeId} onBack={onBack} onRemoved={onRemoved} layout="table" />);
  return { ...view, api: memory, onBack, onRemoved };
}

const callsOf = (memory: MemoryAdminApi, method: string) => memory.control.calls.filter((call) => call.method === method);
const dealTable = () => screen.getByRole('table', { name: 'Registered Deals' });
const dealIds = () =>
  within(dealTable())
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent);
const profileField = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement;

describe('PartnerReview', () => {
  it('shows the profile card (SPEC 2.5)', async () => {
    setupPartner();
    expect(await screen.findByRole('heading', { name: 'Leo Review' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Partner Review' })).toBeInTheDocument();
    expect(screen.getByText('Dr.')).toBeInTheDocument();
    expect(profileField('Status')).toHaveTextContent('Active');
    expect(profileField('Telephone')).toHaveTextContent('+44 7700900123');
    expect(within(profileField('Email')).getByRole('link', { name: 'leo@review.example.com' })).toHaveAttribute('href', 'mailto:leo@review.example.com');
    expect(profileField('Address')).toHaveTextContent('1 High Street, Leeds, United Kingdom');
    expect(profileField('Total Deals Registered')).toHaveTextContent('3');
    await expectNoAxeViolations();
  });

  it("falls back to 'Partner' without position or title, and shows an invalid e-mail as text", async () => {
    setupPartner(32);
    expect(await screen.findByRole('heading', { name: 'Nell Bare' })).toBeInTheDocument();
    expect(screen.getByText('Partner', { selector: 'p' })).toBeInTheDocument();
    expect(profileField('Status')).toHaveTextContent('Inactive');
    expect(profileField('Email')).toHaveTextContent('not-an-email');
    expect(within(profileField('Email')).queryByRole('link')).not.toBeInTheDocument();
    expect(profileField('Total Deals Registered')).toHaveTextContent('0');
    expect(screen.getByText('No partner deals found.')).toBeInTheDocument();
  });

  it('lists the registered deals with the SPEC 2.5 columns', async () => {
    setupPartner();
    await screen.findByRole('heading', { name: 'Leo Review' });
    expect(within(dealTable()).getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Registration Number',
      'Partner Name',
      'Customer Company',
      'Registration Date',
      'Customer Contact',
      'Existing',
      'Status',
      'Remark',
    ]);
    expect(dealIds()).toEqual(['501', '502', '503']);
    const first = within(within(dealTable()).getAllByRole('row')[1] as HTMLElement).getAllByRole('cell').map((cell) => cell.textContent);
    expect(first).toEqual(['501', 'Leo Review', 'Acme Widgets', 'Feb 3, 2026', '+1 5550100', 'Yes', 'Approved', 'Good fit']);
    const second = within(within(dealTable()).getAllByRole('row')[2] as HTMLElement).getAllByRole('cell').map((cell) => cell.textContent);
    expect(second).toEqual(['502', 'Leo Review', 'Borealis Foods', 'May 20, 2026', '-', 'No', 'Rejected', '-']);
    expect(screen.getByText('Pending')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Sort By/ })).not.toBeInTheDocument();
  });

  it.each([
    ['customer company', 'borealis', ['502']],
    ["decision maker's e-mail", 'OLIVIA@ACME', ['501']],
    ["decision maker's full name", 'ivy chen', ['503']],
  ])('searches the deals by %s (SPEC 5)', async (_field, text, ids) => {
    const { user } = setupPartner();
    await screen.findByRole('heading', { name: 'Leo Review' });
    await user.type(screen.getByRole('searchbox', { name: 'Search by company, email, or name' }), text);
    expect(dealIds()).toEqual(ids);
  });

  it("does not search the partner's own name", async () => {
    const { user } = setupPartner();
    await screen.findByRole('heading', { name: 'Leo Review' });
    await user.type(screen.getByRole('searchbox', { name: 'Search by company, email, or name' }), 'leo');
    expect(screen.getByText('No partner deals found.')).toBeInTheDocument();
  });

  it('opens the Deal Details dialog from a deal row', async () => {
    const { user, api: memory } = setupPartner();
    await user.click(await screen.findByRole('cell', { name: 'Borealis Foods' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deal Details' });
    expect(await within(dialog).findByRole('heading', { name: 'Partner Information' })).toBeInTheDocument();
    expect(callsOf(memory, 'partnerDeals.get')).toEqual([{ method: 'partnerDeals.get', args: [502] }]);
  });

  it('goes back with the back arrow', async () => {
    const { user, onBack } = setupPartner();
    await screen.findByRole('heading', { name: 'Leo Review' });
    await user.click(screen.getByRole('button', { name: 'Back to Partners' }));
    expect(onBack).toHaveBeenCalledTimes(1);
  });

  it("shows 'Partner Not Found' for an unknown partner, with 'Return to Partners'", async () => {
    const { user, onBack } = setupPartner(777);
    expect(await screen.findByRole('heading', { name: 'Partner Not Found' })).toBeInTheDocument();
    expect(screen.getByText('The requested partner could not be found.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Return to Partners' }));
    expect(onBack).toHaveBeenCalledTimes(1);
    await expectNoAxeViolations();
  });

  it.each([{ id: undefined }, '', '   '])("shows 'Partner ID is missing' for the id %j without calling the server", async (id) => {
    const { api: memory } = setupPartner(id);
    expect(await screen.findByRole('alert')).toHaveTextContent('Partner ID is missing');
    expect(memory.control.calls).toEqual([]);
  });

  it("shows 'Failed to load partner data' in the red banner and retries", async () => {
    const memory = api();
    memory.control.failNext('partners.listDeals');
    const { user } = setupPartner(31, memory);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load partner data');
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { name: 'Leo Review' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  describe('removal', () => {
    beforeEach(enableFakeTimers);
    afterEach(disableFakeTimers);

    it('warns, removes with one request per double click, shows the success dialog for 2 s, then calls onRemoved', async () => {
      const { user, api: memory, onRemoved } = setupPartner();
      await user.click(await screen.findByRole('button', { name: 'Remove Partner' }));
      const confirm = screen.getByRole('dialog', { name: 'Remove Partner?' });
      expect(within(confirm).getByText('The partner will lose partner privileges. This action cannot be undone.')).toBeInTheDocument();
      await user.dblClick(within(confirm).getByRole('button', { name: 'Remove Partner' }));
      const success = await screen.findByRole('dialog', { name: 'Partner Removed Successfully!' });
      expect(success).toBeInTheDocument();
      expect(callsOf(memory, 'partners.remove')).toEqual([{ method: 'partners.remove', args: [31] }]);
      act(() => vi.advanceTimersByTime(SUCCESS_DIALOG_MS - 1));
      expect(onRemoved).not.toHaveBeenCalled();
      act(() => vi.advanceTimersByTime(1));
      expect(onRemoved).toHaveBeenCalledTimes(1);
      expect(memory.control.data.partners.map((p) => p.id)).toEqual([32]);
    });
  });

  it('keeps the removal dialog open with the error, then shows it in the red banner', async () => {
    const memory = api();
    memory.control.failNext('partners.remove');
    const { user, onRemoved } = setupPartner(31, memory);
    await user.click(await screen.findByRole('button', { name: 'Remove Partner' }));
    const confirm = screen.getByRole('dialog', { name: 'Remove Partner?' });
    await user.click(within(confirm).getByRole('button', { name: 'Remove Partner' }));
    expect(await within(confirm).findByRole('alert')).toHaveTextContent('Failed to remove partner');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to remove partner');
    expect(onRemoved).not.toHaveBeenCalled();
  });

  describe('export dialog', () => {
    const blobs = captureDownloads();

    it('shows the period of the deals and needs at least one format', async () => {
      const { user } = setupPartner();
      await user.click(await screen.findByRole('button', { name: 'Export' }));
      const dialog = screen.getByRole('dialog', { name: 'Export Partner Data' });
      expect(within(dialog).getByText(`${formatDate('2026-02-03T10:00:00Z')} to ${formatDate('2026-05-20T10:00:00Z')}`)).toBeInTheDocument();
      expect(within(dialog).queryByText(/2023/)).not.toBeInTheDocument();
      const csv = within(dialog).getByRole('checkbox', { name: 'CSV' });
      expect(csv).toBeChecked();
      expect(within(dialog).getAllByRole('checkbox').map((box) => box.getAttribute('aria-label') ?? box.closest('label')?.textContent)).toEqual([
        'CSV',
        'Excel',
        'Excel workbook (.xlsx)',
        'PDF',
      ]);
      expect(within(dialog).getByRole('checkbox', { name: 'Excel' })).not.toBeChecked();
      expect(within(dialog).getByRole('checkbox', { name: 'Excel workbook (.xlsx)' })).not.toBeChecked();
      expect(within(dialog).getByRole('checkbox', { name: 'PDF' })).not.toBeChecked();
      await user.click(csv);
      const exportButton = within(dialog).getByRole('button', { name: 'Export' });
      expect(exportButton).toHaveAttribute('aria-disabled', 'true');
      expect(within(dialog).getByText('Select at least one format.')).toBeInTheDocument();
      await user.click(exportButton);
      expect(blobs).toHaveLength(0);
      expect(screen.getByRole('dialog', { name: 'Export Partner Data' })).toBeInTheDocument();
      await user.click(within(dialog).getByRole('checkbox', { name: 'Excel' }));
      expect(within(dialog).getByRole('button', { name: 'Export' })).not.toHaveAttribute('aria-disabled');
      expect(within(dialog).queryByText('Select at least one format.')).not.toBeInTheDocument();
      await expectNoAxeViolations();
    });

    it('keeps the dialog open with the export error when the PDF window is blocked', async () => {
      vi.spyOn(window, 'open').mockReturnValue(null);
      const { user } = setupPartner();
      await user.click(await screen.findByRole('button', { name: 'Export' }));
      const dialog = screen.getByRole('dialog', { name: 'Export Partner Data' });
      await user.click(within(dialog).getByRole('checkbox', { name: 'CSV' }));
      await user.click(within(dialog).getByRole('checkbox', { name: 'PDF' }));
      await user.click(within(dialog).getByRole('button', { name: 'Export' }));
      expect(await within(dialog).findByRole('alert')).toHaveTextContent('Pop-up blocked. Please allow pop-ups for PDF export.');
      expect(window.open).toHaveBeenCalledTimes(1);
    });

    it("says 'No registered deals' as the period of a partner without deals", async () => {
      const { user } = setupPartner(32);
      await user.click(await screen.findByRole('button', { name: 'Export' }));
      expect(within(screen.getByRole('dialog', { name: 'Export Partner Data' })).getByText('No registered deals')).toBeInTheDocument();
    });

    it('downloads the profile with every deal as CSV, Excel and an Excel workbook named after the partner, then closes', async () => {
      const { user } = setupPartner();
      await user.click(await screen.findByRole('button', { name: 'Export' }));
      const dialog = screen.getByRole('dialog', { name: 'Export Partner Data' });
      await user.click(within(dialog).getByRole('checkbox', { name: 'Excel' }));
      await user.click(within(dialog).getByRole('checkbox', { name: 'Excel workbook (.xlsx)' }));
      await user.click(within(dialog).getByRole('button', { name: 'Export' }));
      await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(blobs).toHaveLength(3);
      const today = isoDate(new Date());
      expect(blobs.fileNames).toEqual([`partner_leo-review_${today}.csv`, `partner_leo-review_${today}.xls`, `partner_leo-review_${today}.xlsx`]);
      const sheet = await readWorkbook(new Uint8Array(await blobs[2]!.arrayBuffer()));
      expect(sheet.getCell('A1').value).toBe('Partner ID');
      expect([sheet.getCell('A2').value, sheet.getCell('A4').value]).toEqual([31, 31]);
      const csv = await blobs[0]!.text();
      const lines = csv.replace(/^\uFEFF/, '').trim().split(/\r?\n/);
      expect(lines).toHaveLength(4);
      expect(lines[0]).toMatch(/^Partner ID,Partner First Name,.*,Registration Number,Customer Company,/);
      expect(lines[0]?.split(',')).not.toContain('Partner Company');
      expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual(['31', '31', '31']);
      expect(csv).toContain('Borealis Foods');
      expect(csv).not.toContain('Someone Else');
      expect(await blobs[1]!.text()).toContain('<table');
    });
  });
});

describe('DistributorReview', () => {
  function setupDistributor(id: string | number = 41, memory = api()) {
    const onRemoved = vi.fn();
    const view = renderWithProviders(<DistributorReview api={memory} id={id} onBack={vi.fn()} onRemoved={onRemoved} layout="table" />);
    return { ...view, api: memory, onRemoved };
  }

  it('uses the distributor wording, columns and endpoints', async () => {
    const { api: memory } = setupDistributor();
    expect(await screen.findByRole('heading', { name: 'Dora Dist' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Distributor Review' })).toBeInTheDocument();
    expect(screen.getByText('Channel Director')).toBeInTheDocument();
    expect(within(dealTable()).getByRole('columnheader', { name: 'Distributor Name' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove Distributor' })).toBeInTheDocument();
    expect(callsOf(memory, 'distributors.get')).toHaveLength(1);
    expect(callsOf(memory, 'distributors.listDeals')).toHaveLength(1);
  });

  it.each([
    ['customer company', 'echo', ['602']],
    ['distributor first name', 'DORA', ['601', '602']],
    ["decision maker's full name", 'olivia muller', ['601']],
    ["decision maker's e-mail (not searched here)", 'olivia@delta', []],
  ])('searches the deals by %s (SPEC 5)', async (_field, text, ids) => {
    const { user } = setupDistributor();
    await screen.findByRole('heading', { name: 'Dora Dist' });
    await user.type(screen.getByRole('searchbox', { name: 'Search by company, email, or name' }), text);
    if (ids.length === 0) expect(screen.getByText('No deals found.')).toBeInTheDocument();
    else expect(dealIds()).toEqual(ids);
  });

  describe('export dialog', () => {
    const blobs = captureDownloads();

    it('names the file after the distributor', async () => {
      const { user } = setupDistributor();
      await user.click(await screen.findByRole('button', { name: 'Export' }));
      const dialog = screen.getByRole('dialog', { name: 'Export Distributor Data' });
      await user.click(within(dialog).getByRole('button', { name: 'Export' }));
      await vi.waitFor(() => expect(blobs.fileNames).toEqual([`distributor_dora-dist_${isoDate(new Date())}.csv`]));
      expect((await blobs[0]!.text()).replace(/^\uFEFF/, '')).toMatch(/^Distributor ID,Distributor First Name,/);
    });
  });

  it("shows 'Distributor Not Found' for an unknown distributor", async () => {
    setupDistributor(999);
    expect(await screen.findByRole('heading', { name: 'Distributor Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Return to Distributors' })).toBeInTheDocument();
  });

  describe('removal', () => {
    beforeEach(enableFakeTimers);
    afterEach(disableFakeTimers);

    it('removes through api.distributors.remove and calls onRemoved after 2 s', async () => {
      const { user, api: memory, onRemoved } = setupDistributor();
      await user.click(await screen.findByRole('button', { name: 'Remove Distributor' }));
      const confirm = screen.getByRole('dialog', { name: 'Remove Distributor?' });
      expect(within(confirm).getByText('The distributor will lose distributor privileges. This action cannot be undone.')).toBeInTheDocument();
      await user.click(within(confirm).getByRole('button', { name: 'Remove Distributor' }));
      expect(await screen.findByRole('dialog', { name: 'Distributor Removed Successfully!' })).toBeInTheDocument();
      expect(callsOf(memory, 'distributors.remove')).toEqual([{ method: 'distributors.remove', args: [41] }]);
      expect(callsOf(memory, 'partners.remove')).toHaveLength(0);
      act(() => vi.advanceTimersByTime(SUCCESS_DIALOG_MS));
      expect(onRemoved).toHaveBeenCalledTimes(1);
    });
  });
});

// The team's features beyond SPEC 7 (issue 30), on the stories that show them.

const reviewStories = composeStories(memberReviewStories);

describe('MemberReview: history, a removal someone else got to first, live changes', () => {
  const withoutEvents = () => createMemoryAdminApi({ extensions: { versions: true, history: true, undo: true } });

  it("shows the partner's history, newest first, and none against a backend of SPEC 7 alone", async () => {
    const { unmount } = renderWithProviders(<reviewStories.Default api={createMemoryAdminApi()} />);
    const history = await screen.findByRole('region', { name: 'History' });
    expect(within(history).getByRole('heading', { level: 2, name: 'History' })).toBeInTheDocument();
    expect((await within(history).findAllByRole('listitem'))[0]).toHaveTextContent(/^Approved by (Ada Lovelace|Grace Hopper)/);
    unmount();
    const spec7 = createMemoryAdminApi({ extensions: false });
    renderWithProviders(<reviewStories.Default api={spec7} />);
    await screen.findByRole('heading', { name: 'Leila Schneider' });
    expect(screen.queryByRole('region', { name: 'History' })).toBeNull();
    expect(spec7.control.calls.map((call) => call.method).sort()).toEqual(['partners.get', 'partners.listDeals']);
  });

  async function removeStale(memory: MemoryAdminApi) {
    const view = renderWithProviders(<reviewStories.RemoveAfterAnotherChange api={memory} />);
    await screen.findByRole('heading', { name: 'Leila Schneider' });
    await memory.control.as(2).partners.reject(2, 'Company could not be verified');
    await view.user.click(screen.getByRole('button', { name: 'Remove Partner' }));
    await view.user.click(within(screen.getByRole('dialog', { name: 'Remove Partner?' })).getByRole('button', { name: 'Remove Partner' }));
    return { ...view, question: await screen.findByRole('dialog', { name: 'Changed by someone else' }) };
  }

  it('asks before removing a partner someone rejected since, and removes on the second yes', async () => {
    const memory = withoutEvents();
    const { user, question } = await removeStale(memory);
    expect(question).toHaveTextContent(/Rejected by Grace Hopper at .+\. Remove anyway\?/);
    expect(memory.control.data.partners.some((member) => member.id === 2)).toBe(true);
    await user.click(within(question).getByRole('button', { name: 'Remove anyway' }));
    expect(await screen.findByRole('dialog', { name: 'Partner Removed Successfully!' })).toBeInTheDocument();
    expect(memory.control.data.partners.some((member) => member.id === 2)).toBe(false);
  });

  it('keeps the partner on Cancel, and shows them as Grace left them', async () => {
    const memory = withoutEvents();
    const { user, question } = await removeStale(memory);
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByRole('alert')).toBeNull();
    expect(memory.control.data.partners.some((member) => member.id === 2)).toBe(true);
    expect(callsOf(memory, 'partners.remove')).toHaveLength(1);
    expect(await screen.findByText('Inactive')).toBeInTheDocument();
  });

  it("shows another administrator's decision on a registered deal at once, without loading the page again", async () => {
    const memory = createMemoryAdminApi();
    renderWithProviders(<reviewStories.DealChangedByAnotherAdmin api={memory} />);
    await screen.findByRole('heading', { name: 'Leila Schneider' });
    await waitFor(() => expect(callsOf(memory, 'events.subscribe')).toHaveLength(1));
    await memory.control.as(2).partnerDeals.reject(19, 'Outside the registered territory');
    const note = await screen.findByText('Rejected by Grace H. just now');
    const company = memory.control.data.partnerDeals.find((deal) => String(deal.id) === '19')!.customerCompany as string;
    expect(note.closest('tr')).toHaveTextContent(company);
    expect(callsOf(memory, 'partners.listDeals')).toHaveLength(1);
    expect(screen.getByText('19: Rejected by Grace Hopper.')).toBeInTheDocument();
  });
});

// Every story of the screen, as it first renders (the imports stay with this block).
import * as memberReviewStories from '../../src/screens/MemberReview/MemberReview.stories.js';
import { describeStories } from '../support/stories.js';

describeStories('MemberReview', memberReviewStories, {
  heading: /^(Partner|Distributor) (Review|Not Found)$/,
  loading: 'Loading...',
  loadingStories: ['Loading'],
  errors: { Error: 'Failed to load partner data', MissingId: 'Partner ID is missing' },
  texts: { Default: 'Registered Deals', Distributor: 'Registered Deals', PendingRequest: 'Waiting for a decision.', RejectedRequest: 'Reason for rejection: Incomplete company details' },
});

describe('MemberReview: the sign-up request', () => {
  const { PendingRequest, RejectedRequest, Default } = composeStories(memberReviewStories);

  it('accepts a pending member with the request lists’ confirmation, then shows the member accepted', async () => {
    // A fresh demo API each time: the story's own is shared by every render of it.
    const api = storyApi();
    const { user } = renderWithProviders(<PendingRequest api={api} />);
    const request = await screen.findByRole('region', { name: 'Sign-up request' });
    expect(within(request).getByText('Pending')).toBeInTheDocument();
    await user.click(within(request).getByRole('button', { name: 'Accept' }));
    const confirm = await screen.findByRole('dialog', { name: 'Accept Partner' });
    await user.click(within(confirm).getByRole('button', { name: 'Accept' }));
    expect(await screen.findByRole('dialog', { name: 'Partner Accepted Successfully!' })).toHaveTextContent('The partner has been notified about your decision.');
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Sign-up request' })).toBeNull());
    expect(await api.partners.get(PendingRequest.args.id!)).toMatchObject({ isApproved: true });
    expect(api.control.calls.filter((call) => call.method === 'partners.approve')).toHaveLength(1);
  });

  it('rejects a pending member with a reason, then shows the reason', async () => {
    const { user } = renderWithProviders(<PendingRequest api={storyApi()} />);
    const request = await screen.findByRole('region', { name: 'Sign-up request' });
    await user.click(within(request).getByRole('button', { name: 'Reject' }));
    const reject = await screen.findByRole('dialog', { name: 'Reject Partner' });
    await user.click(within(reject).getByRole('button', { name: 'Reject' }));
    expect(within(reject).getByRole('alert')).toHaveTextContent('Please provide a reason for rejection');
    await user.type(within(reject).getByRole('textbox', { name: 'Reason for Rejection*' }), 'Not a reseller');
    await user.click(within(reject).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByRole('dialog', { name: 'Partner Rejected Successfully!' })).toBeInTheDocument();
    // The success dialog closes by itself after 2 s; the page behind it then shows the reason.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 4000 });
    expect(await within(screen.getByRole('region', { name: 'Sign-up request' })).findByText('Reason for rejection: Not a reseller')).toBeInTheDocument();
  });

  it('shows a rejected member’s reason without decisions, and an accepted member without the request', async () => {
    const first = renderWithProviders(<RejectedRequest api={storyApi()} />);
    const request = await screen.findByRole('region', { name: 'Sign-up request' });
    expect(within(request).getByText('Reason for rejection: Incomplete company details')).toBeInTheDocument();
    expect(within(request).queryByRole('button')).toBeNull();
    first.unmount();
    renderWithProviders(<Default api={storyApi()} />);
    await screen.findByRole('heading', { name: 'Leila Schneider' });
    expect(screen.queryByRole('region', { name: 'Sign-up request' })).toBeNull();
  });

  it('offers no decision against an API without approve and reject, and stays a review page', async () => {
    const api = createMemoryAdminApi();
    const { partners, partnerDeals } = api;
    const narrow = { partners: { get: partners.get, listDeals: partners.listDeals, remove: partners.remove }, partnerDeals: { get: partnerDeals.get } };
    renderWithProviders(<PartnerReview api={narrow} id={5} onBack={() => {}} onRemoved={() => {}} />);
    const request = await screen.findByRole('region', { name: 'Sign-up request' });
    expect(within(request).getByText('Waiting for a decision.')).toBeInTheDocument();
    expect(within(request).queryByRole('button')).toBeNull();
  });
});
