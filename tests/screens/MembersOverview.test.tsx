import { screen, within } from '@testing-library/react';
import { ApiError } from '../../src/api/errors.js';
import { createMemoryAdminApi } from '../../src/api/memory/createMemoryAdminApi.js';
import type { Member, Variant } from '../../src/api/types.js';
import { DistributorsOverview, MembersOverview, PartnersOverview } from '../../src/screens/MembersOverview/index.js';
import { expectNoAxeViolations } from '../support/axe.js';
import { captureDownloads } from '../support/downloads.js';
import { renderWithProviders } from '../support/render.js';
import { readWorkbook } from '../support/workbook.js';
import { isoDate } from '../../src/format/index.js';
import { ListCache, forgetLists } from '../../src/hooks/dataCache.js';
import { memberName } from '../../src/domain/member.js';
import ExcelJS from 'exceljs';
import { de } from '../../src/i18n/locales/de.js';

/** Four people, each findable through exactly one of the SPEC 5 search fields. */
const people: Member[] = [
  {
    id: 11,
    firstName: 'Quentin',
    lastName: 'Adams',
    email: 'qa@alpha.example.com',
    companyName: 'Alpha Ltd',
    companySize: '11-50',
    position: 'Sales Lead',
    countryCode: '+44',
    phoneNumber: '7700900001',
    isApproved: true,
    isActive: true,
    createdAt: '2026-01-10T10:00:00Z',
  },
  {
    id: 12,
    firstName: 'Beth',
    lastName: 'Zimmerman',
    email: 'beth@beta.example.com',
    companyName: 'Beta GmbH',
    companySize: 250,
    position: 'Quartermaster',
    isApproved: true,
    isActive: false,
    createdAt: '2026-02-10T10:00:00Z',
  },
  {
    id: 13,
    firstName: 'Carl',
    lastName: 'Young',
    email: 'xylophone@gamma.example.com',
    companyName: 'Gamma SA',
    isApproved: true,
    isActive: true,
    createdAt: '2026-03-10T10:00:00Z',
  },
  {
    id: 14,
    firstName: 'Dana',
    lastName: 'Brown',
    email: 'javascript:alert(1)',
    companyName: 'Vortex Partners',
    isApproved: true,
    isActive: null,
    createdAt: '2026-04-10T10:00:00Z',
  },
];

function setup(variant: Variant = 'partner', data: Member[] = people, layout: 'table' | 'cards' = 'table') {
  const api = createMemoryAdminApi({ data: variant === 'partner' ? { partners: data } : { distributors: data } });
  const onOpen = vi.fn();
  const onViewRequests = vi.fn();
  const view = renderWithProviders(<MembersOverview api={api} variant={variant} onOpen={onOpen} onViewRequests={onViewRequests} layout={layout} />);
  return { ...view, api, onOpen, onViewRequests };
}

const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
const search = () => screen.getByRole('searchbox', { name: 'Search by name, email, or company' });

describe('MembersOverview', () => {
  it('shows the Partners Overview texts, columns and rows (SPEC 2.4)', async () => {
    const { user, onViewRequests } = setup();
    expect(await screen.findByRole('cell', { name: 'Quentin Adams' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Partners Overview' })).toBeInTheDocument();
    expect(screen.getByText('Collaborating for innovation, growth, and success with our valued partners.')).toBeInTheDocument();
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual(['Name', 'Register Date', 'Email', 'Phone', 'Company Name', 'Position', 'Status']);
    const first = within(bodyRows()[0] as HTMLElement);
    expect(first.getByRole('cell', { name: 'Jan 10, 2026' })).toBeInTheDocument();
    expect(first.getByRole('cell', { name: '+44 7700900001' })).toBeInTheDocument();
    expect(first.getByRole('cell', { name: 'Alpha Ltd' })).toBeInTheDocument();
    expect(first.getByRole('cell', { name: 'Sales Lead' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Sort By/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Select Date Range' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'View Partner Requests' }));
    expect(onViewRequests).toHaveBeenCalledTimes(1);
    await expectNoAxeViolations();
  });

  it('shows Active or Inactive from isActive only', async () => {
    setup();
    await screen.findByRole('cell', { name: 'Quentin Adams' });
    const statuses = bodyRows().map((row) => within(row).getAllByRole('cell').at(-1)?.textContent);
    expect(statuses).toEqual(['Active', 'Inactive', 'Active', 'Inactive']);
  });

  it.each([
    ['first name', 'quentin', 'Quentin Adams'],
    ['last name', 'ZIMMER', 'Beth Zimmerman'],
    ['email', 'xylophone@', 'Carl Young'],
    ['company name', 'vortex', 'Dana Brown'],
  ])('searches the %s, case-insensitively', async (_field, text, expected) => {
    const { user } = setup();
    await screen.findByRole('cell', { name: 'Quentin Adams' });
    await user.type(search(), text);
    expect(bodyRows()).toHaveLength(1);
    expect(screen.getByRole('cell', { name: expected })).toBeInTheDocument();
  });

  it('does not search other fields such as the position', async () => {
    const { user } = setup();
    await screen.findByRole('cell', { name: 'Quentin Adams' });
    await user.type(search(), 'Quartermaster');
    expect(screen.getByText('No partners found')).toBeInTheDocument();
  });

  it('opens a row with a click or with Enter', async () => {
    const { user, onOpen } = setup();
    await user.click(await screen.findByRole('cell', { name: 'Beth Zimmerman' }));
    expect(onOpen).toHaveBeenLastCalledWith(12);
    (bodyRows()[2] as HTMLElement).focus();
    await user.keyboard('{Enter}');
    expect(onOpen).toHaveBeenLastCalledWith(13);
  });

  it('shows the company size in brackets on cards', async () => {
    setup('partner', people, 'cards');
    const cards = await screen.findByRole('list', { name: 'Partners Overview' });
    expect(within(cards).getByText('Alpha Ltd (11-50)')).toBeInTheDocument();
    expect(within(cards).getByText('Beta GmbH (250)')).toBeInTheDocument();
    expect(within(cards).getByText('Gamma SA')).toBeInTheDocument();
    await expectNoAxeViolations();
  });

  it('links distributor e-mails with mailto only when the address is valid', async () => {
    setup('distributor');
    const link = await screen.findByRole('link', { name: 'qa@alpha.example.com' });
    expect(link).toHaveAttribute('href', 'mailto:qa@alpha.example.com');
    expect(screen.getAllByRole('link')).toHaveLength(3);
    expect(screen.getByRole('cell', { name: 'javascript:alert(1)' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'javascript:alert(1)' })).not.toBeInTheDocument();
  });

  it('shows partner e-mails as text', async () => {
    setup('partner');
    await screen.findByRole('cell', { name: 'qa@alpha.example.com' });
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('uses the distributor wording on Distributors Overview', async () => {
    const api = createMemoryAdminApi({ data: { distributors: [] } });
    const onViewRequests = vi.fn();
    const { user } = renderWithProviders(<DistributorsOverview api={api} onOpen={vi.fn()} onViewRequests={onViewRequests} layout="table" />);
    expect(await screen.findByText('No distributors found')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Distributors Overview' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'View Distributor Requests' }));
    expect(onViewRequests).toHaveBeenCalled();
    expect(api.control.calls.map((call) => call.method)).toEqual(['distributors.list']);
  });

  describe('export', () => {
    const blobs = captureDownloads();

    it.each([
      ['partner', 'partners_export', 'Partners'],
      ['distributor', 'distributors_export', 'Distributors'],
    ] as const)('offers the Excel workbook; a %s list exports as %s_{date} with a %s sheet', async (variant, fileName, sheetName) => {
      const { user } = setup(variant);
      await screen.findByText('Quentin Adams');
      await user.click(screen.getByRole('button', { name: 'Export' }));
      expect((await screen.findAllByRole('menuitem')).map((item) => item.textContent)).toEqual(['CSV', 'Excel', 'Excel workbook (.xlsx)', 'PDF']);
      await user.click(await screen.findByRole('menuitem', { name: 'Excel workbook (.xlsx)' }));
      await vi.waitFor(() => expect(blobs.fileNames).toEqual([`${fileName}_${isoDate(new Date())}.xlsx`]));
      const sheet = await readWorkbook(new Uint8Array(await blobs[0]!.arrayBuffer()));
      expect(sheet.name).toBe(`${sheetName} Overview`);
      expect(sheet.getRow(1).values).toEqual([undefined, 'ID', 'First Name', 'Last Name', 'Title', 'Email', 'Country Code', 'Phone Number', 'Position', 'Company Name', 'Company Size', 'Address', 'Street', 'City', 'Country', 'Is Approved', 'Is Active', 'Created At', 'Updated At']);
      // Numbers as numbers, a country code as written, booleans as Yes/No, dates as dates.
      const quentin = sheet.getRow(2);
      expect([quentin.getCell(1).value, quentin.getCell(6).value, quentin.getCell(10).value, quentin.getCell(15).value]).toEqual([11, '+44', '11-50', 'Yes']);
      expect(quentin.getCell(17).type).toBe(ExcelJS.ValueType.Date);
      expect(sheet.getRow(3).getCell(10).value).toBe(250);
    });
  });


  it("shows 'No partners found' for an empty list", async () => {
    const api = createMemoryAdminApi({ data: { partners: [] } });
    renderWithProviders(<PartnersOverview api={api} onOpen={vi.fn()} onViewRequests={vi.fn()} layout="table" />);
    expect(await screen.findByText('No partners found')).toBeInTheDocument();
  });

  it.each([
    ['partner', 'partners.list', 'An error occurred while fetching partners data'],
    ['distributor', 'distributors.list', 'An error occurred while fetching distributors data'],
  ] as const)('shows the %s load error in the red banner and retries', async (variant, method, text) => {
    const api = createMemoryAdminApi();
    api.control.failNext(method);
    const { user } = renderWithProviders(<MembersOverview api={api} variant={variant} onOpen={vi.fn()} onViewRequests={vi.fn()} layout="table" />);
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findAllByRole('row')).not.toHaveLength(0);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("shows the server's own message when it sends one", async () => {
    const api = createMemoryAdminApi();
    api.control.failNext('partners.list', new ApiError('Maintenance until 6 pm', 503, 'Maintenance until 6 pm'));
    renderWithProviders(<PartnersOverview api={api} onOpen={vi.fn()} onViewRequests={vi.fn()} layout="table" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Maintenance until 6 pm');
  });

  it("keeps the specification's headline and adds the line that says which failure it was", async () => {
    const api = createMemoryAdminApi({ data: { partners: people } });
    const request = { method: 'GET', url: 'https://api.example.com/partner/admin/partners' };
    api.control.failNext('partners.list', new ApiError('Network error', 0, undefined, { kind: 'network', request }));
    const { user } = renderWithProviders(<PartnersOverview api={api} onOpen={vi.fn()} onViewRequests={vi.fn()} layout="table" />);
    const banner = await screen.findByRole('alert');
    expect(within(banner).getByText('An error occurred while fetching partners data')).toBeInTheDocument();
    expect(within(banner).getByText('Could not reach the server at https://api.example.com: it is down, or the address is wrong.')).toBeInTheDocument();

    // 'Try Again' loads the list, and the banner with both lines goes.
    await user.click(within(banner).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('cell', { name: memberName(people[0]!) })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('writes the line in German under the German catalogue', async () => {
    const api = createMemoryAdminApi();
    const request = { method: 'GET', url: 'https://api.example.com/partner/admin/partners' };
    api.control.failNext('partners.list', new ApiError('API error: 404', 404, undefined, { kind: 'notFound', request }));
    renderWithProviders(<PartnersOverview api={api} onOpen={vi.fn()} onViewRequests={vi.fn()} layout="table" />, { messages: de });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Der Server unter https://api.example.com kennt /partner/admin/partners nicht (404): Prüfen Sie baseUrl und paths.',
    );
  });
});

describe('back to a list already loaded', () => {
  it('shows the remembered rows at once with a quiet Updating..., then the fresh list', async () => {
    const api = createMemoryAdminApi({ data: { partners: people } });
    const screenOf = () => <MembersOverview api={api} variant="partner" onOpen={() => {}} onViewRequests={() => {}} layout="table" />;
    const first = renderWithProviders(screenOf());
    await screen.findByRole('cell', { name: memberName(people[0]!) });
    first.unmount();

    api.control.delay('partners.list', 'never');
    renderWithProviders(screenOf());
    // No 'Loading partners...': the rows are there in the first render, and the refetch is under way.
    expect(screen.getByRole('cell', { name: memberName(people[0]!) })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Updating...');
    expect(api.control.calls.filter((call) => call.method === 'partners.list')).toHaveLength(2);
  });

  it('forgets every remembered list on forgetLists() (sign-out): the next visit loads afresh', async () => {
    const api = createMemoryAdminApi({ data: { partners: people } });
    const screenOf = () => <MembersOverview api={api} variant="partner" onOpen={() => {}} onViewRequests={() => {}} layout="table" />;
    const first = renderWithProviders(screenOf());
    await screen.findByRole('cell', { name: memberName(people[0]!) });
    first.unmount();
    forgetLists();
    api.control.delay('partners.list', 'never');
    renderWithProviders(screenOf());
    expect(screen.getByRole('status')).toHaveTextContent('Loading partners...');
    expect(screen.queryByRole('cell', { name: memberName(people[0]!) })).not.toBeInTheDocument();
  });

  it('loads afresh when the host turns the cache off', async () => {
    const api = createMemoryAdminApi({ data: { partners: people } });
    const screenOf = () => (
      <ListCache enabled={false}>
        <MembersOverview api={api} variant="partner" onOpen={() => {}} onViewRequests={() => {}} layout="table" />
      </ListCache>
    );
    const first = renderWithProviders(screenOf());
    await screen.findByRole('cell', { name: memberName(people[0]!) });
    first.unmount();
    api.control.delay('partners.list', 'never');
    renderWithProviders(screenOf());
    expect(screen.getByRole('status')).toHaveTextContent('Loading partners...');
    expect(screen.queryByRole('cell', { name: memberName(people[0]!) })).not.toBeInTheDocument();
  });
});

describe('names as links (memberHref)', () => {
  function linked() {
    const api = createMemoryAdminApi({ data: { partners: people } });
    const onOpen = vi.fn();
    const view = renderWithProviders(
      <PartnersOverview api={api} onOpen={onOpen} onViewRequests={vi.fn()} memberHref={(id) => `/partners/${String(id)}`} layout="table" />,
    );
    return { ...view, onOpen };
  }

  it('makes each name a real link to the review page, which a plain click opens through onOpen', async () => {
    const { user, onOpen } = linked();
    const link = await screen.findByRole('link', { name: 'Quentin Adams' });
    expect(link).toHaveAttribute('href', '/partners/11');
    await user.click(link);
    expect(onOpen).toHaveBeenCalledTimes(1);
    expect(onOpen).toHaveBeenCalledWith(11);
  });

  it('leaves a Ctrl-click or a middle click to the browser (a new tab), without opening it here too', async () => {
    const { user, onOpen } = linked();
    const link = await screen.findByRole('link', { name: 'Quentin Adams' });
    let defaultPrevented: boolean | undefined;
    // On the document, so it runs after React's handlers (on the root) have had their say.
    const listen = (event: MouseEvent) => {
      defaultPrevented = event.defaultPrevented;
      event.preventDefault(); // jsdom would try to navigate
    };
    document.addEventListener('click', listen);
    await user.keyboard('{Control>}');
    await user.click(link);
    await user.keyboard('{/Control}');
    document.removeEventListener('click', listen);
    expect(defaultPrevented).toBe(false);
    await user.pointer({ keys: '[MouseMiddle]', target: link });
    expect(onOpen).not.toHaveBeenCalled();
  });

  it('keeps names as text without memberHref', async () => {
    setup();
    await screen.findByText('Quentin Adams');
    expect(screen.queryByRole('link', { name: 'Quentin Adams' })).not.toBeInTheDocument();
  });
});

// Every story of the screen, as it first renders (the imports stay with this block).
import * as membersOverviewStories from '../../src/screens/MembersOverview/MembersOverview.stories.js';
import { describeStories } from '../support/stories.js';

describeStories('MembersOverview', membersOverviewStories, {
  heading: /^(Partners|Distributors) Overview$/,
  loading: /^Loading (partners|distributors)\.\.\./,
  loadingStories: ['Loading'],
  errors: {
    Error: 'An error occurred while fetching partners data',
    Unreachable: 'An error occurred while fetching partners dataCould not reach the server at https://api.example.com',
  },
  texts: { Empty: 'No partners found', DistributorsEmpty: 'No distributors found' },
});

// The list states of the stories, acted on as a user would (the imports stay with this block).
import { composeStories } from '@storybook/react-vite';

describe('MembersOverview stories: sort and rows per page', () => {
  const { SortedByCompany } = composeStories(membersOverviewStories);

  it('opens sorted by company, 25 rows a page, and turns the order around from the header', async () => {
    const { user } = renderWithProviders(<SortedByCompany />);
    const header = await screen.findByRole('columnheader', { name: 'Company Name' });
    await screen.findAllByRole('cell', {}, { timeout: 10_000 });
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(26);
    await user.click(within(header).getByRole('button'));
    expect(header).toHaveAttribute('aria-sort', 'descending');
    expect(screen.getByRole('button', { name: 'Sort By Company Name, descending' })).toBeInTheDocument();
  }, 15_000);
});
