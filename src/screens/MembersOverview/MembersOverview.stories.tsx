import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { phoneViewport as phone, storyApi as api } from '../../../.storybook/fixtures.js';
import { screenModes } from '../../../.storybook/modes.js';
import { ApiError } from '../../api/errors.js';
import { listPages } from '../../list/index.js';
import { MembersOverview } from './MembersOverview.js';


const meta = {
  title: 'Screens/MembersOverview',
  component: MembersOverview,
  parameters: { chromatic: { modes: screenModes } },
  args: { api: api(), variant: 'partner', onOpen: fn(), onViewRequests: fn(), layout: 'table' },
} satisfies Meta<typeof MembersOverview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Partners Overview with the demo partners, ten per page. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('cell', { name: 'Camille Andersen' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Partners Overview' })).toBeVisible();
  },
};

/** Distributors Overview: the same list with distributor wording and e-mails as mailto links. */
export const Distributors: Story = {
  args: { api: api(), variant: 'distributor' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'elena.wilson@meridiantechnologydistribution.nl' })).toHaveAttribute(
      'href',
      'mailto:elena.wilson@meridiantechnologydistribution.nl',
    );
  },
};

/** The search box narrows the list (first name, last name, e-mail, company). */
export const Searching: Story = {
  args: { api: api() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('cell', { name: 'Camille Andersen' });
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search by name, email, or company' }), 'orbital consulting');
    await expect(await canvas.findByRole('cell', { name: 'Orbital Consulting Ltd' })).toBeVisible();
  },
};

/** While the list loads. */
export const Loading: Story = {
  args: { api: api((memory) => memory.control.delay('partners.list', 'never')) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('Loading partners...');
  },
};

/** No partners at all. */
export const Empty: Story = {
  args: { api: api(undefined, { data: { partners: [] } }) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No partners found')).toBeVisible();
  },
};

/** No distributors at all: the distributor wording. */
export const DistributorsEmpty: Story = {
  args: { api: api(undefined, { data: { distributors: [] } }), variant: 'distributor' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No distributors found')).toBeVisible();
  },
};

/** The list failed to load: the red banner with 'Try Again'. */
export const Error: Story = {
  args: { api: api((memory) => memory.control.failAlways('partners.list')) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('An error occurred while fetching partners data');
    await expect(canvas.getByRole('button', { name: 'Try Again' })).toBeVisible();
  },
};

/**
 * The server could not be reached: the specification's headline, and under it the line that says
 * which failure it was (as the HTTP client reports it; here through the in-memory API).
 */
export const Unreachable: Story = {
  args: {
    api: api((memory) =>
      memory.control.failAlways(
        'partners.list',
        new ApiError('Network error. Please check your connection and try again.', 0, undefined, {
          kind: 'network',
          request: { method: 'GET', url: 'https://api.example.com/partner/admin/partners' },
        }),
      ),
    ),
  },
  play: async ({ canvasElement }) => {
    const banner = await within(canvasElement).findByRole('alert');
    await expect(within(banner).getByText('An error occurred while fetching partners data')).toBeVisible();
    await expect(within(banner).getByText('Could not reach the server at https://api.example.com: it is down, or the address is wrong.')).toBeVisible();
  },
};

/** A phone-sized screen: cards with the company size in brackets. */
export const Mobile: Story = {
  ...phone,
  args: { api: api(), layout: 'cards' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Orbital Consulting Ltd (11-50)')).toBeVisible();
  },
};

/** Sorted by Company Name from its header; 25 rows per page. */
export const SortedByCompany: Story = {
  args: { api: api(), defaultState: { sort: 'companyName', pageSize: 25 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('columnheader', { name: 'Company Name' })).toHaveAttribute('aria-sort', 'ascending');
    // The header is drawn while the partners load (a loading row under it): wait for the 25 rows.
    await waitFor(() => expect(within(canvas.getByRole('table')).getAllByRole('row')).toHaveLength(26));
    await expect(canvas.getByRole('combobox', { name: 'Rows per page' })).toHaveValue('25');
  },
};

/** Server mode (issue 34): the partners come a page at a time from the list query. */
export const ServerMode: Story = {
  args: { api: api(undefined, { listPages }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('cell', { name: 'Camille Andersen' })).toBeVisible();
    await expect(canvas.getByText(/^1–10 of \d+$/)).toBeVisible();
  },
};
