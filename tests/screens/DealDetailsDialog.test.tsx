import { composeStories } from '@storybook/react-vite';
import { screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '../../src/api/errors.js';
import { createMemoryAdminApi, type MemoryAdminApi } from '../../src/api/memory/createMemoryAdminApi.js';
import type { Id, PartnerDeal, Variant } from '../../src/api/types.js';
import { formatDate, formatDateTime } from '../../src/format/index.js';
import { normaliseDealStatus } from '../../src/domain/dealRow.js';
import { DealDetailsDialog } from '../../src/screens/DealDetailsDialog/index.js';
import { bareDeal, hostileDeal } from '../../src/screens/DealDetailsDialog/DealDetailsDialog.stories.js';
import { expectNoAxeViolations } from '../support/axe.js';
import { renderWithProviders } from '../support/render.js';
import { storyApi } from '../../.storybook/fixtures.js';

const SECTIONS = [
  'Customer Information',
  'Address Information',
  'Vendor Team Information',
  'Deal Information',
  'MDF Information',
  'Additional Information',
  'Date Information',
];

function setup({ api = createMemoryAdminApi(), variant = 'partner' as Variant, id = 1 as Id | null } = {}) {
  const onOpenChange = vi.fn();
  const view = renderWithProviders(<DealDetailsDialog api={api} variant={variant} open={id !== null} onOpenChange={onOpenChange} id={id} />);
  return { ...view, api, onOpenChange };
}

/** The value shown under a label inside one section. */
function valueOf(sectionName: string, label: string): HTMLElement {
  const section = screen.getByRole('region', { name: sectionName });
  const term = within(section).getByText(label, { selector: 'dt' });
  return term.nextElementSibling as HTMLElement;
}

describe('DealDetailsDialog', () => {
  it('is closed without a deal id and makes no call', () => {
    const { api } = setup({ id: null });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.control.calls).toEqual([]);
  });

  it("shows 'Loading deal details...' while the deal loads", async () => {
    const api = createMemoryAdminApi();
    api.control.delay('partnerDeals.get', 'never');
    setup({ api });
    expect(await screen.findByRole('status')).toHaveTextContent('Loading deal details...');
  });

  it('shows every section and field of a partner deal (SPEC 2.9)', async () => {
    const { api } = setup({ id: 1 });
    expect(await screen.findByRole('dialog', { name: 'Deal Details' })).toBeInTheDocument();
    const deal = api.control.data.partnerDeals.find((d) => d.id === 1)!;
    expect(await screen.findByRole('heading', { name: 'Partner Information' })).toBeInTheDocument();
    for (const name of SECTIONS) expect(screen.getByRole('heading', { name, level: 3 })).toBeInTheDocument();
    expect(valueOf('Partner Information', 'Name')).toHaveTextContent(`${deal.partnerFirstName} ${deal.partnerLastName}`);
    expect(valueOf('Partner Information', 'Company')).toHaveTextContent(deal.partnerCompany!);
    expect(valueOf('Customer Information', 'Company')).toHaveTextContent(deal.customerCompany ?? '-');
    expect(valueOf('Customer Information', 'Decision Maker')).toHaveTextContent(`${deal.dmFirstName} ${deal.dmLastName}`);
    if (deal.dmTitle) expect(valueOf('Customer Information', 'Decision Maker')).toHaveTextContent(`(${deal.dmTitle})`);
    expect(valueOf('Customer Information', 'Existing Customer')).toHaveTextContent(deal.isExistingCustomer ? 'Yes' : 'No');
    expect(valueOf('Address Information', 'City')).toHaveTextContent(deal.city!);
    expect(valueOf('Vendor Team Information', 'Partner Manager')).toHaveTextContent(`${deal.e7PartnerManagerFirstName} ${deal.e7PartnerManagerLastName}`);
    expect(valueOf('Deal Information', 'Platform')).toHaveTextContent(deal.e7Platform!);
    expect(valueOf('Deal Information', 'Multi Year')).toHaveTextContent(deal.isMultiYear ? 'Yes' : 'No');
    expect(valueOf('MDF Information', 'Activity Name')).toHaveTextContent(deal.mdfActivityName ?? '-');
    expect(valueOf('Additional Information', 'Customer Needs Description')).toHaveTextContent(deal.descriptionCustomerNeeds ?? '-');
    // Date AND time.
    expect(valueOf('Date Information', 'Created')).toHaveTextContent(formatDateTime(deal.createdAt));
    expect(valueOf('Date Information', 'Created').textContent).toMatch(/\d{1,2}:\d{2} [AP]M/);
    const email = screen.getByRole('link', { name: deal.dmEmail! });
    expect(email).toHaveAttribute('href', `mailto:${deal.dmEmail}`);
    expect(screen.getByText(/^(Approved|Rejected|Pending)$/)).toBeInTheDocument();
  });

  it("shows the distributor's name under 'Distributor Information'", async () => {
    const { api } = setup({ variant: 'distributor', id: 2 });
    expect(await screen.findByRole('heading', { name: 'Distributor Information' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Partner Information' })).toBeNull();
    const deal = api.control.data.distributorDeals.find((d) => d.id === 2)!;
    expect(valueOf('Distributor Information', 'Name')).toHaveTextContent(deal.distributorName!);
    // The deal, its history and the live changes: all of the distributor side.
    await screen.findByRole('heading', { name: 'History' });
    expect(new Set(api.control.calls.map((call) => call.method))).toEqual(new Set(['distributorDeals.get', 'distributorDeals.history', 'events.subscribe']));
  });

  it("shows '-' for every missing value and no mailto link", async () => {
    setup({ api: createMemoryAdminApi({ data: { partnerDeals: [bareDeal] } }), id: bareDeal.id });
    await screen.findByRole('heading', { name: 'Partner Information' });
    const values = screen.getAllByRole('definition');
    expect(values.length).toBe(3 + 5 + 5 + 2 + 8 + 2 + 3 + 2);
    for (const value of values) expect(value).toHaveTextContent(/^-$/);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText('Pending')).toBeInTheDocument();
  });

  it('renders hostile strings as text, and an invalid address is no link', async () => {
    setup({ api: createMemoryAdminApi({ data: { partnerDeals: [hostileDeal] } }), id: hostileDeal.id });
    await screen.findByRole('heading', { name: 'Partner Information' });
    expect(screen.getByText('<script>alert("x")</script>')).toBeInTheDocument();
    expect(document.querySelector('script, img')).toBeNull();
    expect(valueOf('Customer Information', 'Decision Maker Email')).toHaveTextContent(hostileDeal.dmEmail!);
    expect(screen.queryByRole('link')).toBeNull();
    expect(valueOf('Date Information', 'Created')).toHaveTextContent(/^-$/);
  });

  it('shows the decision maker title in brackets only when there is one', async () => {
    const deal: PartnerDeal = { id: 5, dmFirstName: 'Jane', dmLastName: 'Doe', dmTitle: 'CISO' };
    setup({ api: createMemoryAdminApi({ data: { partnerDeals: [deal, { id: 6, dmFirstName: 'Jo' }] } }), id: 5 });
    await screen.findByRole('heading', { name: 'Partner Information' });
    expect(valueOf('Customer Information', 'Decision Maker')).toHaveTextContent(/^Jane Doe \(CISO\)$/);
  });

  it("shows 'Failed to load deal details' and loads again on Try Again", async () => {
    const api = createMemoryAdminApi();
    api.control.failNext('partnerDeals.get');
    const { user } = setup({ api });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load deal details');
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { name: 'Partner Information' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("shows the server's message when it sends one", async () => {
    const api = createMemoryAdminApi();
    api.control.failNext('partnerDeals.get', new ApiError('Deal not found', 404, 'Deal not found'));
    setup({ api });
    expect(await screen.findByRole('alert')).toHaveTextContent('Deal not found');
  });

  it('closes with the Close button and with Escape', async () => {
    const { user, onOpenChange } = setup();
    await screen.findByRole('heading', { name: 'Partner Information' });
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onOpenChange).toHaveBeenCalledTimes(1);
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    await user.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledTimes(2);
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
  });

  it('aborts the load when closed', async () => {
    const api: MemoryAdminApi = createMemoryAdminApi();
    api.control.delay('partnerDeals.get', 'never');
    let signal: AbortSignal | undefined;
    const get = api.partnerDeals.get;
    api.partnerDeals.get = (id, options) => {
      signal = options?.signal;
      return get(id, options);
    };
    const { rerender } = setup({ api });
    await screen.findByRole('status');
    rerender(<DealDetailsDialog api={api} variant="partner" open={false} onOpenChange={() => {}} id={null} />);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(signal?.aborted).toBe(true);
  });

  it('closes while the host keeps the deal id, and shows the deal again when opened', async () => {
    const { rerender, api } = setup({ id: 1 });
    await screen.findByRole('heading', { name: 'Partner Information' });
    rerender(<DealDetailsDialog api={api} variant="partner" open={false} onOpenChange={() => {}} id={1} />);
    expect(screen.queryByRole('dialog')).toBeNull();
    rerender(<DealDetailsDialog api={api} variant="partner" open onOpenChange={() => {}} id={1} />);
    expect(await screen.findByRole('heading', { name: 'Partner Information' })).toBeInTheDocument();
  });

  it('shows another deal when the id changes', async () => {
    const { rerender, api } = setup({ id: 1 });
    await screen.findByRole('heading', { name: 'Partner Information' });
    rerender(<DealDetailsDialog api={api} variant="partner" open onOpenChange={() => {}} id={2} />);
    await screen.findByText((_, el) => el?.tagName === 'STRONG' && el.textContent === '2');
    expect(api.control.calls.filter((call) => call.method === 'partnerDeals.get').map((call) => call.args[0])).toEqual([1, 2]);
  });

  it('passes axe', async () => {
    setup();
    await screen.findByRole('heading', { name: 'Partner Information' });
    await expectNoAxeViolations(document.body);
  });
});

// The team's features beyond SPEC 7 (issue 30), on the stories that show them.

const { RejectedWithRemark, WithoutHistory, ChangedByAnotherAdmin } = composeStories(dealDetailsDialogStories);

describe('DealDetailsDialog: history, both texts and live changes', () => {
  it('shows the history newest first: who, when, what (with the statuses) and why', async () => {
    const at = '2026-07-01T10:42:00.000Z';
    const api = createMemoryAdminApi({ clock: () => new Date(at) });
    await api.control.as(2).partnerDeals.approve(21, { expectedVersion: 2 });
    renderWithProviders(<RejectedWithRemark api={api} />);
    const history = await screen.findByRole('region', { name: 'History' });
    const [latest, first] = (await within(history).findAllByRole('listitem')) as [HTMLElement, HTMLElement];
    expect(latest).toHaveTextContent('Approved by Grace Hopper');
    expect(latest).toHaveTextContent(formatDateTime(at));
    expect(latest).toHaveTextContent('Rejected → Approved');
    expect(first).toHaveTextContent(/^Rejected by (Ada Lovelace|Grace Hopper)/);
    expect(first).toHaveTextContent('Pending → Rejected');
    expect(first).toHaveTextContent('Reason: Customer already registered by another partner');
    expect(within(first).getByText(/, 20\d\d, \d{1,2}:\d{2} [AP]M$/).tagName).toBe('TIME');
  });

  it('shows the remark and the rejection reason, each under its label', async () => {
    renderWithProviders(<RejectedWithRemark api={createMemoryAdminApi()} />);
    expect(await screen.findByRole('region', { name: 'Additional Information' })).toBeInTheDocument();
    expect(valueOf('Additional Information', 'Remarks')).toHaveTextContent('Insufficient customer details provided');
    expect(valueOf('Additional Information', 'Rejection Reason')).toHaveTextContent('Customer already registered by another partner');
  });

  it('has no History section, and asks for no history, against a backend of SPEC 7 alone', async () => {
    const api = createMemoryAdminApi({ extensions: false });
    renderWithProviders(<WithoutHistory api={api} />);
    await screen.findByRole('heading', { name: 'Partner Information' });
    expect(screen.queryByRole('region', { name: 'History' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'History' })).toBeNull();
    expect(api.control.calls.map((call) => call.method)).toEqual(['partnerDeals.get']);
  });

  it("shows another administrator's decision at once, with a note and in the history, without loading the deal again", async () => {
    const api = createMemoryAdminApi();
    renderWithProviders(<ChangedByAnotherAdmin api={api} />);
    const dialog = await screen.findByRole('dialog', { name: 'Deal Details' });
    const history = await within(dialog).findByRole('region', { name: 'History' });
    await within(history).findByText('No changes recorded yet.');
    await waitFor(() => expect(api.control.calls.map((call) => call.method)).toContain('events.subscribe'));

    await api.control.as(2).partnerDeals.reject(2, 'Duplicate registration');
    expect(await within(dialog).findByText('Rejected by Grace H. just now')).toBeInTheDocument();
    expect(within(dialog).getByText('Rejected', { selector: 'span' })).toBeInTheDocument();
    expect(await within(history).findByText('Rejected by Grace Hopper')).toBeInTheDocument();
    expect(valueOf('Additional Information', 'Rejection Reason')).toHaveTextContent('Duplicate registration');
    // Announced politely, and the deal itself was loaded once.
    expect(screen.getByText('2: Rejected by Grace Hopper.').getAttribute('aria-live')).toBe('polite');
    expect(api.control.calls.filter((call) => call.method === 'partnerDeals.get')).toHaveLength(1);
  });
});

// Every story of the screen, as it first renders (the imports stay with this block).
import * as dealDetailsDialogStories from '../../src/screens/DealDetailsDialog/DealDetailsDialog.stories.js';
import { describeStories } from '../support/stories.js';

describeStories('DealDetailsDialog', dealDetailsDialogStories, {
  heading: 'Deal Details',
  loading: 'Loading deal details...',
  loadingStories: ['Loading'],
  errors: { Error: 'Failed to load deal details' },
  texts: { Default: 'Partner Information', Distributor: 'Distributor Information' },
});

// The possible conflicts, as the story shows them (the imports stay with this block).

describe('DealDetailsDialog: possible conflicts', () => {
  const { PossibleConflicts } = composeStories(dealDetailsDialogStories);

  it('lists each other registration with its member and company, status, date, country and what matched, and opens it', async () => {
    const { user } = renderWithProviders(<PossibleConflicts />);
    const section = await screen.findByRole('region', { name: 'Possible conflicts' });
    const entries = within(section).getAllByRole('listitem');
    const deals = (PossibleConflicts.args.conflicts ?? []).map((conflict) => conflict.deal as PartnerDeal);
    expect(deals.map((deal) => deal.id)).toEqual([29, 46]);
    entries.forEach((entry, index) => {
      const deal = deals[index]!;
      const button = within(entry).getByRole('button', { name: `Deal ${deal.id}` });
      expect(button).toHaveAccessibleDescription(
        `${deal.partnerFirstName} ${deal.partnerLastName}, ${deal.partnerCompany} · ${formatDate(deal.createdAt)} · ${deal.country} · Same company, country and e-mail domain`,
      );
      expect(within(entry).getByText({ approved: 'Approved', rejected: 'Rejected', pending: 'Pending' }[normaliseDealStatus(deal.status)])).toBeInTheDocument();
    });
    await user.click(within(entries[1]!).getByRole('button'));
    expect(PossibleConflicts.args.onOpenDeal).toHaveBeenCalledWith(46);
    await expectNoAxeViolations(document.body);
  });

  it('names a match on the e-mail domain alone, and lists without buttons when the host cannot open a deal', async () => {
    const api = createMemoryAdminApi();
    const [deal, other] = api.control.data.partnerDeals;
    renderWithProviders(
      <DealDetailsDialog api={api} variant="partner" open onOpenChange={() => {}} id={deal!.id} conflicts={[{ deal: { ...other!, country: 'Peru' }, sameCountry: false, sameDomain: true }]} />,
    );
    const section = await screen.findByRole('region', { name: 'Possible conflicts' });
    expect(within(section).queryByRole('button')).toBeNull();
    expect(within(section).getByRole('listitem')).toHaveTextContent(`Deal ${other!.id}`);
    expect(within(section).getByRole('listitem')).toHaveTextContent(/· Peru · Same company and e-mail domain$/);
  });
});

describe('DealDetailsDialog: decisions and stepping', () => {
  const { Actions, RejectFromDetails, Stepping } = composeStories(dealDetailsDialogStories);

  it('approves from Deal Details: one request, the notice, the new badge, and onChange', async () => {
    // A fresh demo API and callback each time: the story's own are shared by every render of it.
    // The approve takes a moment, so the double click's second click lands while it runs.
    const api = storyApi((demo) => demo.control.delay('partnerDeals.approve', 300));
    const onChange = vi.fn();
    const { user } = renderWithProviders(<Actions api={api} onChange={onChange} />);
    const dialog = await screen.findByRole('dialog', { name: 'Deal Details' });
    await within(dialog).findByText('Pending');
    // Fetching the deal again after the decision takes a moment too: the dialog keeps it meanwhile.
    api.control.delay('partnerDeals.get', 300);
    await user.dblClick(within(dialog).getByRole('button', { name: 'Approve Deal' }));
    expect(within(dialog).queryByText('Loading deal details...')).toBeNull();
    expect(await within(dialog).findByText(`Deal ${Actions.args.id} approved`)).toBeInTheDocument();
    expect(await within(dialog).findByText('Approved', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(api.control.calls.filter((call) => call.method === 'partnerDeals.approve')).toHaveLength(1);
    // The deal was fetched again, and the dialog kept showing it (and the notice) meanwhile.
    expect(api.control.calls.filter((call) => call.method === 'partnerDeals.get')).toHaveLength(2);
    expect(within(dialog).getByText(`Deal ${Actions.args.id} approved`)).toBeInTheDocument();
    expect(within(dialog).queryByText('Loading deal details...')).toBeNull();
    // The live change may show 'Approved' before the fetch is in; onChange follows the fetch.
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(Actions.args.id));
  });

  it('rejects with a reason and edits the remark through the deal lists’ dialogs', async () => {
    const api = storyApi();
    const onChange = vi.fn();
    const { user } = renderWithProviders(<RejectFromDetails api={api} onChange={onChange} />);
    const id = RejectFromDetails.args.id!;
    const dialog = await screen.findByRole('dialog', { name: 'Deal Details' });
    await user.click(await within(dialog).findByRole('button', { name: 'Reject Deal' }));
    const reject = await screen.findByRole('dialog', { name: 'Reject Deal' });
    await user.type(within(reject).getByRole('textbox'), 'Registered by another partner');
    await user.click(within(reject).getByRole('button', { name: 'Reject Deal' }));
    expect(await within(dialog).findByText('Rejected')).toBeInTheDocument();
    expect(await api.partnerDeals.get(id)).toMatchObject({ status: 'rejected', rejectionReason: 'Registered by another partner' });

    const remarkButton = within(dialog).getByRole('button', { name: /^(Add|Edit) remark$/ });
    await user.click(remarkButton);
    const remarks = await screen.findByRole('dialog', { name: 'Update Remarks' });
    await user.clear(within(remarks).getByRole('textbox'));
    await user.type(within(remarks).getByRole('textbox'), 'Checked with the account team');
    await user.click(within(remarks).getByRole('button', { name: 'Update Remarks' }));
    expect(await within(valueOf('Additional Information', 'Remarks')).findByText('Checked with the account team')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Edit remark' })).toBeInTheDocument();
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it('steps with Previous deal and Next deal, which stay where they are at the ends', async () => {
    const { user } = renderWithProviders(<Stepping />);
    const dialog = await screen.findByRole('dialog', { name: 'Deal Details' });
    await within(dialog).findByRole('heading', { name: 'Partner Information' });
    const previous = within(dialog).getByRole('button', { name: 'Previous deal' });
    expect(previous).toHaveAttribute('aria-disabled', 'true');
    await user.click(previous);
    await user.click(within(dialog).getByRole('button', { name: 'Next deal' }));
    expect(Stepping.args.onNext).toHaveBeenCalledTimes(1);
  });

  it('shows no decisions without `actions`, and names the missing calls when `actions` comes without them', async () => {
    const api = createMemoryAdminApi();
    const view = renderWithProviders(<DealDetailsDialog api={api} variant="partner" open onOpenChange={() => {}} id={1} />);
    const dialog = await screen.findByRole('dialog', { name: 'Deal Details' });
    await within(dialog).findByRole('heading', { name: 'Partner Information' });
    expect(within(dialog).queryByRole('button', { name: 'Approve Deal' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Next deal' })).toBeNull();
    view.unmount();
    const onlyGet = { partnerDeals: { get: api.partnerDeals.get } };
    renderWithProviders(<DealDetailsDialog api={onlyGet} variant="partner" open onOpenChange={() => {}} id={1} actions />);
    expect(await screen.findByText(/has no partnerDeals\.approve/)).toBeInTheDocument();
  });
});
