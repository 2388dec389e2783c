import { composeStories } from '@storybook/react-vite';
import { act, screen, within } from '@testing-library/react';
import { storyApi } from '../../.storybook/fixtures.js';
import { ApiError } from '../../src/api/errors.js';
import { createMemoryAdminApi, type MemoryAdminApi } from '../../src/api/memory/createMemoryAdminApi.js';
import type { Member, Variant } from '../../src/api/types.js';
import { SUCCESS_DIALOG_MS } from '../../src/components/SuccessDialog/index.js';
import { DistributorRequests, MemberRequests, PartnerRequests } from '../../src/screens/MemberRequests/index.js';
import { expectNoAxeViolations } from '../support/axe.js';
import { disableFakeTimers, enableFakeTimers, renderWithProviders } from '../support/render.js';

/** A pending, an accepted and a rejected request, plus a second pending one. */
const requests: Member[] = [
  { id: 21, firstName: 'Pia', lastName: 'Pending', email: 'pia@pending.example.com', companyName: 'Pending Co', isApproved: false, isActive: true, createdAt: '2026-06-01T09:00:00Z' },
  { id: 22, firstName: 'Abe', lastName: 'Accepted', email: 'abe@yes.example.com', companyName: 'Yes Inc', isApproved: true, isActive: true, createdAt: '2026-05-01T09:00:00Z' },
  { id: 23, firstName: 'Rae', lastName: 'Rejected', email: 'rae@no.example.com', companyName: 'No Ltd', isApproved: false, isActive: false, createdAt: '2026-04-01T09:00:00Z' },
  { id: 24, firstName: 'Otto', lastName: 'Open', email: 'otto@open.example.com', companyName: 'Open Source Ltd', isApproved: false, isActive: true, createdAt: '2026-06-20T09:00:00Z' },
];

function setup(variant: Variant = 'partner', data: Member[] = requests) {
  const api = createMemoryAdminApi({ data: variant === 'partner' ? { partners: data } : { distributors: data } });
  const onBack = vi.fn();
  const view = renderWithProviders(<MemberRequests api={api} variant={variant} onBack={onBack} layout="table" />);
  return { ...view, api, onBack };
}

const callsOf = (api: MemoryAdminApi, method: string) => api.control.calls.filter((call) => call.method === method);
const rowOf = (name: string) => screen.getByRole('cell', { name }).closest('tr') as HTMLElement;
const actionOf = (name: string) => within(rowOf(name)).getAllByRole('cell').at(-1) as HTMLElement;

describe('MemberRequests', () => {
  it('shows Partner Requests with its columns, actions and badges (SPEC 2.6)', async () => {
    const { user, onBack, api } = setup();
    await screen.findByRole('cell', { name: 'Pia Pending' });
    expect(callsOf(api, 'partners.listPending')).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Partner Requests' })).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').slice(1).map((header) => header.textContent)).toEqual([
      'Name',
      'Register Date',
      'Email',
      'Phone',
      'Company Name',
      'Position',
      'Action',
    ]);
    expect(within(actionOf('Pia Pending')).getByRole('button', { name: 'Accept Pia Pending' })).toBeInTheDocument();
    expect(within(actionOf('Pia Pending')).getByRole('button', { name: 'Reject Pia Pending' })).toBeInTheDocument();
    expect(actionOf('Abe Accepted')).toHaveTextContent('Accepted');
    expect(within(actionOf('Abe Accepted')).queryByRole('button')).not.toBeInTheDocument();
    expect(actionOf('Rae Rejected')).toHaveTextContent('Rejected');
    expect(screen.getByRole('button', { name: /Sort By/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Select Date Range' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to Partners' }));
    expect(onBack).toHaveBeenCalledTimes(1);
    await expectNoAxeViolations();
  });

  it.each([
    ['name', 'pia pend', 'Pia Pending'],
    ['email', 'OTTO@OPEN', 'Otto Open'],
    ['company', 'yes inc', 'Abe Accepted'],
  ])('searches by %s (the spec leaves the box unwired)', async (_field, text, expected) => {
    const { user } = setup();
    await screen.findByRole('cell', { name: 'Pia Pending' });
    await user.type(screen.getByRole('searchbox', { name: 'Search by name, email, or company' }), text);
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(1);
    expect(within(rows[0] as HTMLElement).getByRole('cell', { name: expected })).toBeInTheDocument();
  });

  it('puts pending requests first and filters them by status, with counts, which the list state holds as status=...', async () => {
    const onStateChange = vi.fn();
    const api = createMemoryAdminApi({ data: { partners: requests } });
    const { user } = renderWithProviders(<MemberRequests api={api} variant="partner" onBack={() => {}} layout="table" onStateChange={onStateChange} />);
    await screen.findByRole('cell', { name: 'Pia Pending' });
    const names = () => within(screen.getByRole('table')).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell')[1]!.textContent);
    // Pending ones first, each group in server order.
    expect(names()).toEqual(['Pia Pending', 'Otto Open', 'Abe Accepted', 'Rae Rejected']);
    const status = screen.getByRole('group', { name: 'Status' });
    // Each status is named as the Action column's badges name it, with its count.
    expect(within(status).getAllByRole('radio').map((radio) => radio.closest('label')!.textContent)).toEqual([
      'All 4',
      'Pending 2',
      'Accepted 1',
      'Rejected 1',
    ]);
    expect(within(status).getByRole('radio', { name: 'All 4' })).toBeChecked();
    await user.click(within(status).getByRole('radio', { name: 'Pending 2' }));
    expect(names()).toEqual(['Pia Pending', 'Otto Open']);
    expect(onStateChange).toHaveBeenLastCalledWith(expect.objectContaining({ facets: { status: 'pending' }, page: 1 }), 'facet');
    // The arrow keys move through the statuses, as radio buttons do.
    await user.keyboard('{ArrowRight}');
    expect(within(status).getByRole('radio', { name: 'Accepted 1' })).toBeChecked();
    expect(names()).toEqual(['Abe Accepted']);
    // The counts follow the search: 'ltd' finds Rae (No Ltd) and Otto (Open Source Ltd).
    await user.type(screen.getByRole('searchbox', { name: 'Search by name, email, or company' }), 'ltd');
    expect(within(status).getAllByRole('radio').map((radio) => radio.closest('label')!.textContent)).toEqual([
      'All 2',
      'Pending 1',
      'Accepted 0',
      'Rejected 1',
    ]);
    expect(screen.getByText('No partner requests found')).toBeInTheDocument();
    await user.click(within(status).getByRole('radio', { name: 'All 2' }));
    expect(names()).toHaveLength(2);
  });

  it('keeps a request decided here in its place, with its new badge, until another list arrives', async () => {
    const { user } = setup();
    await screen.findByRole('cell', { name: 'Pia Pending' });
    const names = () => within(screen.getByRole('table')).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell')[1]!.textContent);
    await user.click(screen.getByRole('button', { name: 'Accept Pia Pending' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Accept Partner' })).getByRole('button', { name: 'Accept' }));
    await screen.findByRole('dialog', { name: 'Partner Accepted Successfully!' });
    expect(names()).toEqual(['Pia Pending', 'Otto Open', 'Abe Accepted', 'Rae Rejected']);
    expect(within(rowOf('Pia Pending')).getByText('Accepted')).toBeInTheDocument();
  });

  it("starts on a status the state names, reads the 'Pending only' box's old show=pending as status=pending, and ignores an unknown value", async () => {
    const api = createMemoryAdminApi({ data: { partners: requests } });
    const cases: Array<[Record<string, string>, string, string[]]> = [
      [{ status: 'rejected' }, 'Rejected 1', ['Rae Rejected']],
      [{ show: 'pending' }, 'Pending 2', ['Pia Pending', 'Otto Open']],
      // The new facet wins over the old one.
      [{ show: 'pending', status: 'approved' }, 'Accepted 1', ['Abe Accepted']],
      [{ status: 'bogus' }, 'All 4', ['Pia Pending', 'Otto Open', 'Abe Accepted', 'Rae Rejected']],
      [{ show: 'bogus' }, 'All 4', ['Pia Pending', 'Otto Open', 'Abe Accepted', 'Rae Rejected']],
    ];
    for (const [facets, checked, shown] of cases) {
      const view = renderWithProviders(<MemberRequests api={api} variant="partner" onBack={() => {}} layout="table" defaultState={{ facets }} />);
      await screen.findByRole('cell', { name: shown[0]! });
      expect(screen.getByRole('radio', { name: checked })).toBeChecked();
      expect(within(screen.getByRole('table')).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell')[1]!.textContent)).toEqual(shown);
      view.unmount();
    }
  });

  it('sorts by register date', async () => {
    const { user } = setup();
    await screen.findByRole('cell', { name: 'Pia Pending' });
    await user.click(screen.getByRole('button', { name: /Sort By/ }));
    await user.click(await screen.findByRole('menuitemradio', { name: 'Old to New' }));
    const names = within(screen.getByRole('table'))
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[1]?.textContent);
    expect(names).toEqual(['Rae Rejected', 'Abe Accepted', 'Pia Pending', 'Otto Open']);
  });

  describe('with fake timers', () => {
    beforeEach(enableFakeTimers);
    afterEach(disableFakeTimers);

    it("accepts after confirmation, shows the success dialog for 2 s, then the row reads 'Accepted'", async () => {
      const { user, api } = setup();
      await user.click(await screen.findByRole('button', { name: 'Accept Pia Pending' }));
      const confirm = screen.getByRole('dialog', { name: 'Accept Partner' });
      await user.dblClick(within(confirm).getByRole('button', { name: 'Accept' }));
      const success = await screen.findByRole('dialog', { name: 'Partner Accepted Successfully!' });
      expect(within(success).getByText('The partner has been notified about your decision.')).toBeInTheDocument();
      expect(callsOf(api, 'partners.approve')).toEqual([{ method: 'partners.approve', args: [21] }]);
      expect(screen.queryByRole('dialog', { name: 'Accept Partner' })).not.toBeInTheDocument();

      act(() => vi.advanceTimersByTime(SUCCESS_DIALOG_MS - 100));
      expect(screen.getByRole('dialog', { name: 'Partner Accepted Successfully!' })).toBeInTheDocument();
      act(() => vi.advanceTimersByTime(100));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(actionOf('Pia Pending')).toHaveTextContent('Accepted');
      expect(within(actionOf('Pia Pending')).queryByRole('button')).not.toBeInTheDocument();
      expect(api.control.data.partners.find((p) => p.id === 21)?.isApproved).toBe(true);
    });

    it('refuses a blank reason, then rejects with the trimmed reason and shows the success dialog', async () => {
      const { user, api } = setup();
      await user.click(await screen.findByRole('button', { name: 'Reject Pia Pending' }));
      const dialog = screen.getByRole('dialog', { name: 'Reject Partner' });
      const reason = within(dialog).getByLabelText('Reason for Rejection*');
      await user.type(reason, '   ');
      await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
      expect(within(dialog).getByText('Please provide a reason for rejection')).toBeInTheDocument();
      expect(callsOf(api, 'partners.reject')).toHaveLength(0);

      await user.type(reason, '  Not a reseller  ');
      await user.dblClick(within(dialog).getByRole('button', { name: 'Reject' }));
      const success = await screen.findByRole('dialog', { name: 'Partner Rejected Successfully!' });
      expect(within(success).getByText('The partner has been notified about your decision.')).toBeInTheDocument();
      expect(callsOf(api, 'partners.reject')).toEqual([{ method: 'partners.reject', args: [21, 'Not a reseller'] }]);
      act(() => vi.advanceTimersByTime(SUCCESS_DIALOG_MS));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(actionOf('Pia Pending')).toHaveTextContent('Rejected');
    });
  });

  it('passes axe with the accept and reject dialogs open', async () => {
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Accept Pia Pending' }));
    expect(screen.getByRole('dialog', { name: 'Accept Partner' })).toBeInTheDocument();
    await expectNoAxeViolations();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Reject Pia Pending' }));
    expect(screen.getByRole('dialog', { name: 'Reject Partner' })).toBeInTheDocument();
    await expectNoAxeViolations();
  });

  it('keeps the dialog open with the approval error, then shows it in the red banner', async () => {
    const { user, api } = setup();
    api.control.failNext('partners.approve');
    await user.click(await screen.findByRole('button', { name: 'Accept Pia Pending' }));
    const dialog = screen.getByRole('dialog', { name: 'Accept Partner' });
    await user.click(within(dialog).getByRole('button', { name: 'Accept' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to approve partner');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to approve partner');
    expect(within(actionOf('Pia Pending')).getByRole('button', { name: 'Accept Pia Pending' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps the reason after a failed rejection and shows the error', async () => {
    const { user, api } = setup();
    api.control.failNext('partners.reject');
    await user.click(await screen.findByRole('button', { name: 'Reject Otto Open' }));
    const dialog = screen.getByRole('dialog', { name: 'Reject Partner' });
    await user.type(within(dialog).getByLabelText('Reason for Rejection*'), 'Duplicate');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to reject partner');
    expect(within(dialog).getByLabelText('Reason for Rejection*')).toHaveValue('Duplicate');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByRole('dialog', { name: 'Partner Rejected Successfully!' })).toBeInTheDocument();
  });

  it.each([
    ['partner', 'partners.listPending', 'An error occurred while fetching partner requests'],
    ['distributor', 'distributors.listPending', 'An error occurred while fetching distributor requests'],
  ] as const)('shows the %s load error in the red banner', async (variant, method, text) => {
    const api = createMemoryAdminApi();
    api.control.failAlways(method);
    renderWithProviders(<MemberRequests api={api} variant={variant} onBack={vi.fn()} layout="table" />);
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });

  it("shows 'No partner requests found' when there are none", async () => {
    const api = createMemoryAdminApi({ data: { partners: [] } });
    renderWithProviders(<PartnerRequests api={api} onBack={vi.fn()} layout="table" />);
    expect(await screen.findByText('No partner requests found')).toBeInTheDocument();
  });

  it('uses the distributor wording and endpoints on Distributor Requests', async () => {
    const api = createMemoryAdminApi({ data: { distributors: requests } });
    const { user } = renderWithProviders(<DistributorRequests api={api} onBack={vi.fn()} layout="table" />);
    expect(await screen.findByRole('heading', { name: 'Distributor Requests' })).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Accept Pia Pending' }));
    const dialog = screen.getByRole('dialog', { name: 'Accept Distributor' });
    expect(within(dialog).getByText('Are you sure you want to accept this distributor?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Accept' }));
    const success = await screen.findByRole('dialog', { name: 'Distributor Accepted Successfully!' });
    expect(within(success).getByText('The distributor has been notified about your decision.')).toBeInTheDocument();
    expect(callsOf(api, 'distributors.approve')).toHaveLength(1);
    expect(callsOf(api, 'partners.approve')).toHaveLength(0);
    await user.click(within(success).getByRole('button', { name: 'Close' }));
    await user.click(screen.getByRole('button', { name: 'Reject Otto Open' }));
    expect(screen.getByRole('dialog', { name: 'Reject Distributor' })).toBeInTheDocument();
  });

  it("shows 'No distributor requests found' for distributors", async () => {
    const api = createMemoryAdminApi({ data: { distributors: [] } });
    renderWithProviders(<DistributorRequests api={api} onBack={vi.fn()} layout="table" />);
    expect(await screen.findByText('No distributor requests found')).toBeInTheDocument();
  });
});

describe('MemberRequests in a team', () => {
  it('goes from one request to the next by keyboard: Enter asks, Enter accepts, Enter closes, and the focus is on the next Accept', async () => {
    const { user, api } = setup();
    await screen.findByRole('cell', { name: 'Pia Pending' });
    const accepts = () => within(screen.getByRole('table')).getAllByRole('button', { name: /^Accept / });
    const [first, second] = accepts() as [HTMLElement, HTMLElement];
    const secondName = second.getAttribute('aria-label');
    act(() => first.focus());
    await user.keyboard('{Enter}');
    const question = await screen.findByRole('dialog', { name: 'Accept Partner' });
    expect(within(question).getByRole('button', { name: 'Accept' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: /Accepted/ });
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('dialog')).toBeNull();
    // Three key presses: the next request's Accept has the focus, not the page.
    expect(screen.getByRole('button', { name: secondName! })).toHaveFocus();
    expect(callsOf(api, 'partners.approve')).toHaveLength(1);
  });

  it("shows another administrator's decision beside the request at once, and drops it from the selection", async () => {
    const { user, api } = setup();
    await screen.findByRole('cell', { name: 'Pia Pending' });
    await user.click(screen.getByRole('checkbox', { name: 'Select Pia Pending' }));
    await vi.waitFor(() => expect(callsOf(api, 'events.subscribe')).toHaveLength(1));
    await api.control.as(2).partners.reject(21, 'Company could not be verified');
    expect(await within(actionOf('Pia Pending')).findByText('Rejected by Grace H. just now')).toBeInTheDocument();
    expect(actionOf('Pia Pending')).toHaveTextContent('Rejected');
    expect(within(actionOf('Pia Pending')).queryByRole('button')).toBeNull();
    expect(screen.getByText('1 decided by someone else, no longer selected.')).toBeInTheDocument();
    expect(callsOf(api, 'partners.listPending')).toHaveLength(1);
  });

  it('asks before accepting a request someone rejected since the list loaded', async () => {
    const api = createMemoryAdminApi({ data: { partners: requests }, extensions: { versions: true, history: true, undo: true } });
    const { user } = renderWithProviders(<MemberRequests api={api} variant="partner" onBack={() => {}} layout="table" />);
    await screen.findByRole('cell', { name: 'Pia Pending' });
    await api.control.as(2).partners.reject(21, 'Company could not be verified');
    await user.click(screen.getByRole('button', { name: 'Accept Pia Pending' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Accept Partner' })).getByRole('button', { name: 'Accept' }));
    const question = await screen.findByRole('dialog', { name: 'Changed by someone else' });
    expect(question).toHaveTextContent(/Rejected by Grace Hopper at .+\. Approve anyway\?/);
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(actionOf('Pia Pending')).toHaveTextContent('Rejected');
    expect(callsOf(api, 'partners.approve')).toHaveLength(1);
  });

  it('works against a backend of SPEC 7 alone: no subscription and no Undo', async () => {
    const api = createMemoryAdminApi({ data: { partners: requests }, extensions: false });
    const { user } = renderWithProviders(<MemberRequests api={api} variant="partner" onBack={() => {}} layout="table" />);
    await screen.findByRole('cell', { name: 'Pia Pending' });
    await user.click(screen.getByRole('button', { name: 'Accept Pia Pending' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Accept Partner' })).getByRole('button', { name: 'Accept' }));
    await screen.findByRole('dialog', { name: /Accepted/ });
    expect(actionOf('Pia Pending')).toHaveTextContent('Accepted');
    expect(screen.queryByRole('region', { name: 'Last decision' })).toBeNull();
    expect(api.control.calls.map((call) => call.method)).toEqual(['partners.listPending', 'partners.approve']);
  });
});

describe('bulk review of requests', () => {
  it('offers a checkbox on pending requests only, and accepts the picked ones with one call each', async () => {
    const { user, api } = setup();
    await screen.findByRole('cell', { name: 'Pia Pending' });
    expect(screen.queryByRole('checkbox', { name: 'Select Abe Accepted' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Select Rae Rejected' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Select every row on this page' }));
    const bar = screen.getByRole('region', { name: 'Bulk actions' });
    expect(within(bar).getByRole('status')).toHaveTextContent('2 selected');
    await user.click(within(bar).getByRole('button', { name: 'Approve selected' }));
    await screen.findByText('2 approved.');
    expect(callsOf(api, 'partners.approve').map((call) => call.args[0])).toEqual([21, 24]);
  });

  it('counts in its summary what was accepted and what failed, and keeps the failed one picked', async () => {
    const { user, api } = setup();
    await screen.findByRole('cell', { name: 'Pia Pending' });
    await user.click(screen.getByRole('checkbox', { name: 'Select every row on this page' }));
    api.control.failNext('partners.approve', new ApiError('API error: 409', 409, 'Already decided'));
    await user.click(screen.getByRole('button', { name: 'Approve selected' }));
    const summary = await screen.findByText(/^1 approved\./);
    expect(summary).toHaveTextContent('1 approved. 1 failed (still selected, to try again):');
    expect(screen.getByText(/^(Pia Pending|Otto Open): Already decided$/)).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Bulk actions' })).getByRole('status')).toHaveTextContent('1 selected');
  });

  it('lists a failed request by name with the reason, still picked', async () => {
    const { user, api } = setup();
    await screen.findByRole('cell', { name: 'Pia Pending' });
    await user.click(screen.getByRole('checkbox', { name: 'Select Otto Open' }));
    api.control.failNext('partners.reject');
    await user.click(screen.getByRole('button', { name: 'Reject selected' }));
    const dialog = screen.getByRole('dialog', { name: 'Reject 1 selected' });
    // The field has its own label; the text above it only says what a bulk reject does.
    expect(within(dialog).getByText('The same reason is sent for each of them.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Reason for Rejection*')).toBe(within(dialog).getByRole('textbox'));
    await user.type(within(dialog).getByRole('textbox'), 'Not a reseller');
    await user.click(within(dialog).getByRole('button', { name: /^Reject/ }));
    expect(await screen.findByText(/^Otto Open: /)).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Select Otto Open' })).toBeChecked();
    // The reason typed is offered again for the retry.
    await user.click(screen.getByRole('button', { name: 'Reject selected' }));
    expect(within(screen.getByRole('dialog', { name: 'Reject 1 selected' })).getByRole('textbox')).toHaveValue('Not a reseller');
  });
});

// Every story of the screen, as it first renders (the imports stay with this block).
import * as memberRequestsStories from '../../src/screens/MemberRequests/MemberRequests.stories.js';
import { describeStories } from '../support/stories.js';

describeStories('MemberRequests', memberRequestsStories, {
  heading: /^(Partner|Distributor) Requests$|^Partneranfragen$/,
  loading: /^Loading (partners|distributors)\.\.\./,
  loadingStories: ['Loading'],
  errors: { Error: 'An error occurred while fetching partner requests' },
  texts: { Empty: 'No partner requests found' },
});

// The list states of the stories, acted on as a user would (the imports stay with this block).
import { requestStatus } from '../../src/domain/member.js';

describe('MemberRequests stories: status, sort and a phone', () => {
  const { Default, Mobile, StatusPending } = composeStories(memberRequestsStories);

  it('names each status as the badges do, with counts of its own data, and sorts by a header', async () => {
    const { user } = renderWithProviders(<Default />);
    await screen.findAllByRole('button', { name: /^Accept / }, { timeout: 10_000 });
    const members = await (Default.args.api as MemoryAdminApi).partners.listPending();
    const count = (status: string) => members.filter((member) => requestStatus(member) === status).length;
    expect(screen.getByRole('radio', { name: `All ${members.length}` })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: `Accepted ${count('approved')}` }));
    expect(within(screen.getByRole('table')).queryByRole('button', { name: /^Accept / })).toBeNull();
    const header = screen.getByRole('columnheader', { name: 'Name' });
    await user.click(within(header).getByRole('button'));
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    await user.click(within(header).getByRole('button'));
    expect(header).toHaveAttribute('aria-sort', 'descending');
  }, 15_000);

  it('opens on the pending requests from its state', async () => {
    renderWithProviders(<StatusPending />);
    expect(await screen.findByRole('radio', { name: /^Pending \d+$/ }, { timeout: 10_000 })).toBeChecked();
  }, 15_000);

  it('gives each card on a phone one box, and the page one box above the cards', async () => {
    const { user } = renderWithProviders(<Mobile />);
    const list = await screen.findByRole('list', { name: 'Partner Requests' }, { timeout: 10_000 });
    expect(screen.getAllByRole('checkbox', { name: 'Select every row on this page' })).toHaveLength(1);
    const cards = within(list).getAllByRole('listitem');
    for (const card of cards) expect(within(card).queryAllByRole('checkbox').length).toBeLessThanOrEqual(1);
    await user.click(screen.getByRole('checkbox', { name: 'Select every row on this page' }));
    const picked = cards.flatMap((card) => within(card).queryAllByRole('checkbox'));
    expect(picked.length).toBeGreaterThan(0);
    for (const box of picked) expect(box).toBeChecked();
  }, 15_000);
});

describe('MemberRequests: a request opens its details', () => {
  const { OpensDetails, Default } = composeStories(memberRequestsStories);

  it('links each name to the member’s page and opens it through onOpen on a plain click', async () => {
    const onOpen = vi.fn();
    const { user } = renderWithProviders(<OpensDetails api={storyApi()} onOpen={onOpen} />);
    const link = await screen.findByRole('link', { name: memberRequestsStories.pendingPartnerName });
    expect(link).toHaveAttribute('href', '/partners/5');
    await user.click(link);
    expect(onOpen).toHaveBeenCalledTimes(1);
    expect(onOpen).toHaveBeenCalledWith(5);
  });

  it('opens a row by keyboard, and leaves the tick and the cross to decide in place', async () => {
    const onOpen = vi.fn();
    const { user } = renderWithProviders(<OpensDetails api={storyApi()} onOpen={onOpen} />);
    const accept = await screen.findByRole('button', { name: `Accept ${memberRequestsStories.pendingPartnerName}` });
    await user.click(accept);
    expect(await screen.findByRole('dialog', { name: 'Accept Partner' })).toBeInTheDocument();
    expect(onOpen).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    // The row itself opens by keyboard: Enter on the focused row.
    const row = accept.closest('tr') as HTMLElement;
    row.focus();
    await user.keyboard('{Enter}');
    expect(onOpen).toHaveBeenCalledTimes(1);
    expect(onOpen).toHaveBeenCalledWith(5);
  });

  it('keeps names as text and rows closed without onOpen', async () => {
    renderWithProviders(<Default api={storyApi()} />);
    await screen.findByRole('button', { name: `Accept ${memberRequestsStories.pendingPartnerName}` });
    expect(screen.queryByRole('link', { name: memberRequestsStories.pendingPartnerName })).toBeNull();
    expect(screen.getAllByRole('row')[1]).not.toHaveAttribute('tabindex');
  });
});
