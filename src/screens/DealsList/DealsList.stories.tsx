import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { demoClock, inGerman, listening, storyApi as demo, phoneViewport as phone } from '../../../.storybook/fixtures.js';
import type { MemoryAdminApi } from '../../api/memory/createMemoryAdminApi.js';
import { desktopOnlyModes, screenModes } from '../../../.storybook/modes.js';
import { inHostColumn } from '../../../.storybook/hostColumn.js';
import { useState, type ComponentProps, type ReactNode } from 'react';
import { ListPreferences, listPages, memoryListPreferences } from '../../list/index.js';
import type { Id } from '../../api/types.js';
import { DealsList } from './DealsList.js';

const meta = {
  title: 'Screens/DealsList',
  component: DealsList,
  excludeStories: /^[a-z]/,
  parameters: { layout: 'padded', chromatic: { modes: screenModes } },
  args: { api: demo(), variant: 'partner' },
} satisfies Meta<typeof DealsList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Waits for the deals: table rows on a wide screen, cards (each with an action menu) on a phone. */
async function firstRows(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await canvas.findAllByRole('button', { name: /^(Approve deal \S+|Deal actions)$/ });
  return canvas;
}

type Canvas = Awaited<ReturnType<typeof firstRows>>;

/**
 * Approves or rejects the first deal with its button in the table or, on a phone, from its card's
 * action menu; returns the button pressed (the menu's, on a phone), where focus comes back to.
 */
async function actOnFirstDeal(canvas: Canvas, action: 'approve' | 'reject') {
  if (canvas.queryByRole('table')) {
    const button = canvas.getAllByRole('button', { name: action === 'approve' ? /^Approve deal/ : /^Reject deal/ })[0]!;
    await userEvent.click(button);
    return button;
  }
  const trigger = canvas.getAllByRole('button', { name: 'Deal actions' })[0]!;
  await userEvent.click(trigger);
  const menu = await canvas.findByRole('menu');
  await userEvent.click(within(menu).getByRole('menuitem', { name: action === 'approve' ? 'Approve Deal' : 'Reject Deal' }));
  return trigger;
}

/**
 * The bulk bar, once it has arrived: its code loads by import() (preloaded when the browser is
 * idle, so a story that picks early can be there first).
 */
const bulkBar = (canvas: Canvas) => canvas.findByRole('region', { name: 'Bulk actions' });

/** Ticks the first `count` deals of the page (pending ones, as they come first); returns their ids once the bulk bar shows. */
async function pickFirstDeals(canvas: Canvas, count: number): Promise<string[]> {
  const boxes = canvas.getAllByRole('checkbox', { name: /^Select Deal \S+$/ }).slice(0, count);
  for (const box of boxes) await userEvent.click(box);
  await bulkBar(canvas);
  // A row's box is named by a hidden text beside it (aria-labelledby), not by an aria-label.
  const nameOf = (box: HTMLElement) => box.ownerDocument.getElementById(box.getAttribute('aria-labelledby') ?? '')?.textContent ?? '';
  return boxes.map((box) => nameOf(box).replace('Select Deal ', ''));
}

/** Partner Deals (/deals) with the demo data (on a phone: Mobile). */
export const Default: Story = {
  args: { api: demo() },
  parameters: { chromatic: { modes: desktopOnlyModes } },
  play: async ({ canvasElement }) => {
    const canvas = await firstRows(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Partner Deals' })).toBeVisible();
    await expect(canvas.getByRole('columnheader', { name: 'Partner Name' })).toBeVisible();
    const table = canvas.queryByRole('table');
    if (!table) return; // cards on a narrow screen
    // Short values take only their own width, leaving the room to the company and the remark:
    // the registration number column is no wider than its header's longest word, and dates,
    // phone numbers and statuses stay on one line.
    const headers = within(table).getAllByRole('columnheader');
    const column = (name: string) => headers.findIndex((header) => header.textContent === name);
    await expect(headers[column('Registration Number')]!.getBoundingClientRect().width).toBeLessThan(110);
    for (const row of within(table).getAllByRole('row').slice(1)) {
      const cells = within(row).getAllByRole('cell');
      for (const name of ['Registration Date', 'Customer Contact', 'Status']) {
        const value = cells[column(name)]!.firstElementChild!;
        await expect(value.getClientRects().length, `${name} of ${row.textContent} on one line`).toBe(1);
      }
    }
  },
};

/** Distributor Deals (/distributor-deals): title 'Deals' and a Distributor Name column. */
export const Distributor: Story = {
  args: { api: demo(), variant: 'distributor' },
  play: async ({ canvasElement }) => {
    const canvas = await firstRows(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Deals' })).toBeVisible();
    // The column a wide screen shows; a phone's cards name the distributor in their titles.
    if (canvas.queryByRole('table')) await expect(canvas.getByRole('columnheader', { name: 'Distributor Name' })).toBeVisible();
  },
};

/** The list is loading. */
export const Loading: Story = {
  args: { api: demo((api) => api.control.delay('partnerDeals.list', 'never')) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('Loading partner deals...');
  },
};

/** A large list on a slow link: how much has arrived so far (the HTTP client reports it; here a stand-in). */
export const LoadingProgress: Story = {
  args: {
    api: demo((api) => {
      api.partnerDeals.list = (options) => {
        options?.onDownloadProgress?.({ loadedBytes: 45_200_000, totalBytes: 101_000_000 });
        return new Promise(() => {});
      };
    }),
  },
  play: async ({ canvasElement }) => {
    const status = await within(canvasElement).findByRole('status');
    await waitFor(() => expect(status).toHaveTextContent('Loading partner deals... 45 of 101 MB'));
  },
};

/**
 * Against a backend without Undo (SPEC 7 alone), a one-click approve confirms itself beside the
 * toolbar, politely announced; a backend that can undo says it in the Undo bar instead.
 */
export const ApprovedNotice: Story = {
  args: { api: demo(undefined, { extensions: false }) },
  parameters: { chromatic: { modes: desktopOnlyModes } },
  play: async ({ canvasElement }) => {
    const canvas = await firstRows(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Approve deal 2' }));
    await expect(await canvas.findByText('Deal 2 approved')).toHaveAttribute('role', 'status');
  },
};

/** The distributor list is loading. */
export const DistributorLoading: Story = {
  args: { api: demo((api) => api.control.delay('distributorDeals.list', 'never')), variant: 'distributor' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('Loading deals...');
  },
};

/** No deals at all. */
export const Empty: Story = {
  args: { api: demo(undefined, { data: { partnerDeals: [] } }) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No partner deals found.')).toBeVisible();
  },
};

/** No distributor deals. */
export const DistributorEmpty: Story = {
  args: { api: demo(undefined, { data: { distributorDeals: [] } }), variant: 'distributor' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No deals found.')).toBeVisible();
  },
};

/** The list failed to load: the red banner with Try Again. */
export const Error: Story = {
  args: { api: demo((api) => api.control.failAlways('partnerDeals.list')) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('An error occurred while fetching deals data');
  },
};

/** An approve failed: the banner says so and the rows stay. */
export const ApproveError: Story = {
  // As over a network: the deal shows busy before the failure arrives.
  args: {
    api: demo((api) => {
      api.control.delay('partnerDeals.approve', 200);
      api.control.failAlways('partnerDeals.approve');
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = await firstRows(canvasElement);
    const control = await actOnFirstDeal(canvas, 'approve');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Failed to approve deal');
    // Where focus settles: the row's Approve button, or (on a phone) the card's menu button.
    await waitFor(() => expect(control).toHaveFocus());
  },
};

/** The Reject Deal dialog, opened from the first row. */
export const RejectDialog: Story = {
  args: { api: demo() },
  play: async ({ canvasElement }) => {
    const canvas = await firstRows(canvasElement);
    await actOnFirstDeal(canvas, 'reject');
    const dialog = await screen.findByRole('dialog', { name: 'Reject Deal' });
    await expect(within(dialog).getByPlaceholderText('Reason for rejection...')).toHaveFocus();
  },
};

/** Rejecting: the button reads 'Processing...' while the request runs. */
export const RejectBusy: Story = {
  args: { api: demo((api) => api.control.delay('partnerDeals.reject', 'never')) },
  play: async ({ canvasElement }) => {
    await RejectDialog.play!({ canvasElement } as never);
    const dialog = screen.getByRole('dialog', { name: 'Reject Deal' });
    await userEvent.type(within(dialog).getByPlaceholderText('Reason for rejection...'), 'Duplicate registration');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject Deal' }));
    await expect(await within(dialog).findByRole('button', { name: 'Processing...' })).toHaveAttribute('aria-busy', 'true');
  },
};

/** A failed rejection: the error shows and the reason stays. */
export const RejectFailed: Story = {
  args: { api: demo((api) => api.control.failAlways('partnerDeals.reject')) },
  play: async ({ canvasElement }) => {
    await RejectDialog.play!({ canvasElement } as never);
    const dialog = screen.getByRole('dialog', { name: 'Reject Deal' });
    await userEvent.type(within(dialog).getByPlaceholderText('Reason for rejection...'), 'Duplicate registration');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject Deal' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to reject deal');
    await expect(within(dialog).getByPlaceholderText('Reason for rejection...')).toHaveValue('Duplicate registration');
  },
};

/** The Update Remarks dialog for a deal with a remark: prefilled with it. */
export const EditRemarkDialog: Story = {
  args: { api: demo() },
  play: async ({ canvasElement }) => {
    const canvas = await firstRows(canvasElement);
    await userEvent.click(canvas.getAllByRole('button', { name: 'Edit remark' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Update Remarks' });
    await expect(within(dialog).getByPlaceholderText('Enter new remarks...')).not.toHaveValue('');
  },
};

/** The Update Remarks dialog for a deal without a remark: empty. */
export const AddRemarkDialog: Story = {
  args: { api: demo() },
  play: async ({ canvasElement }) => {
    const canvas = await firstRows(canvasElement);
    await userEvent.click(canvas.getAllByRole('button', { name: 'Add remark' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Update Remarks' });
    await expect(within(dialog).getByPlaceholderText('Enter new remarks...')).toHaveValue('');
  },
};

/** Saving a remark: the button reads 'Updating...'. */
export const RemarksBusy: Story = {
  args: { api: demo((api) => api.control.delay('partnerDeals.updateRemarks', 'never')) },
  play: async ({ canvasElement }) => {
    await EditRemarkDialog.play!({ canvasElement } as never);
    const dialog = screen.getByRole('dialog', { name: 'Update Remarks' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update Remarks' }));
    await expect(await within(dialog).findByRole('button', { name: 'Updating...' })).toHaveAttribute('aria-busy', 'true');
  },
};

/** A failed remark update: the error shows and the text stays. */
export const RemarksFailed: Story = {
  args: { api: demo((api) => api.control.failAlways('partnerDeals.updateRemarks')) },
  play: async ({ canvasElement }) => {
    await AddRemarkDialog.play!({ canvasElement } as never);
    const dialog = screen.getByRole('dialog', { name: 'Update Remarks' });
    await userEvent.type(within(dialog).getByPlaceholderText('Enter new remarks...'), 'Call back in Q3');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update Remarks' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to update remarks');
    await expect(within(dialog).getByPlaceholderText('Enter new remarks...')).toHaveValue('Call back in Q3');
  },
};

/** A row click (a card's, on a phone) opens the Deal Details dialog. */
export const DetailsDialog: Story = {
  args: { api: demo() },
  play: async ({ canvasElement }) => {
    const canvas = await firstRows(canvasElement);
    const table = canvas.queryByRole('table');
    await userEvent.click(table ? within(within(table).getAllByRole('row')[1]!).getAllByRole('cell')[1]! : canvas.getAllByRole('listitem')[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Deal Details' });
    await expect(await within(dialog).findByRole('heading', { name: 'Partner Information' })).toBeVisible();
  },
};

/** On a phone: cards, each with an action menu. */
export const Mobile: Story = {
  ...phone,
  args: { api: demo() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect((await canvas.findAllByRole('button', { name: 'Deal actions' })).length).toBe(10);
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

/** On a phone with a card's action menu open. */
export const MobileActionMenu: Story = {
  ...phone,
  args: { api: demo() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [trigger] = await canvas.findAllByRole('button', { name: 'Deal actions' });
    await userEvent.click(trigger!);
    const menu = await canvas.findByRole('menu');
    await expect(within(menu).getByRole('menuitem', { name: 'Approve Deal' })).toBeVisible();
    await expect(within(menu).getByRole('menuitem', { name: 'Reject Deal' })).toBeVisible();
  },
};

/** Bulk review: three deals picked, the bar shows the count and the decisions. */
export const BulkSelection: Story = {
  args: { api: demo() },
  parameters: { chromatic: { modes: desktopOnlyModes } },
  play: async ({ canvasElement }) => {
    const canvas = await firstRows(canvasElement);
    await pickFirstDeals(canvas, 3);
    const bar = await bulkBar(canvas);
    await expect(within(bar).getByRole('status')).toHaveTextContent('3 selected');
    await expect(within(bar).getByRole('button', { name: /^Select all/ })).toBeVisible();
  },
};

/** Bulk review while it runs: 'Approving... n of 3', the decisions unavailable. */
export const BulkProgress: Story = {
  args: { api: demo((api) => api.control.delay('partnerDeals.approve', 'never')) },
  parameters: { chromatic: { modes: desktopOnlyModes } },
  play: async ({ canvasElement }) => {
    const canvas = await firstRows(canvasElement);
    await pickFirstDeals(canvas, 3);
    await userEvent.click(canvas.getByRole('button', { name: 'Approve selected' }));
    await expect(within(canvas.getByRole('region', { name: 'Bulk actions' })).getByRole('status')).toHaveTextContent('Approving... 0 of 3');
  },
};

/** After a bulk decision with a failure: what was approved, the failed deal with the server's reason, still picked. */
export const BulkSummaryWithFailures: Story = {
  args: { api: demo((api) => api.control.failNext('partnerDeals.approve')) },
  parameters: { chromatic: { modes: desktopOnlyModes } },
  play: async ({ canvasElement }) => {
    const canvas = await firstRows(canvasElement);
    const picked = await pickFirstDeals(canvas, 3);
    await userEvent.click(canvas.getByRole('button', { name: 'Approve selected' }));
    await expect(await canvas.findByText(/^2 approved\./)).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: `Select Deal ${picked[0]}` })).toBeChecked();
  },
};

/** A column store of the story's own, so columns hidden here stay hidden only here. */
function OwnColumnStore({ children }: { children: ReactNode }) {
  const [store] = useState(memoryListPreferences);
  return <ListPreferences store={store}>{children}</ListPreferences>;
}

/** The Columns menu: Customer Contact and Existing hidden, the menu still open for the next tick. */
export const ColumnsMenu: Story = {
  args: { api: demo() },
  parameters: { chromatic: { modes: desktopOnlyModes } },
  decorators: [
    (Story) => (
      <OwnColumnStore>
        <Story />
      </OwnColumnStore>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = await firstRows(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Columns' }));
    const menu = await canvas.findByRole('menu', { name: 'Columns' });
    await userEvent.click(within(menu).getByRole('menuitemcheckbox', { name: 'Customer Contact' }));
    await userEvent.click(within(menu).getByRole('menuitemcheckbox', { name: 'Existing' }));
    await expect(canvas.queryByRole('columnheader', { name: 'Customer Contact' })).toBeNull();
    await expect(within(menu).getByRole('menuitemcheckbox', { name: 'Existing' })).toHaveAttribute('aria-checked', 'false');
    await expect(within(menu).getByRole('menuitem', { name: 'Reset columns' })).toBeVisible();
  },
};

/** Possible conflicts: Deal Details lists the other members' deals for the same customer company, each one a button that opens it. */
export const DetailsWithConflicts: Story = {
  args: { api: demo() },
  parameters: { chromatic: { modes: desktopOnlyModes } },
  play: async ({ canvasElement }) => {
    const canvas = await firstRows(canvasElement);
    const marked = canvas.getAllByText(/^Possible conflict \(\d+\)$/)[0]!;
    await userEvent.click(marked);
    const dialog = await screen.findByRole('dialog', { name: 'Deal Details' });
    const section = await within(dialog).findByRole('region', { name: 'Possible conflicts' });
    await expect(within(section).getAllByRole('button').length).toBeGreaterThan(0);
  },
};

/** 'Conflicts only': just the deals with a possible conflict. */
export const ConflictsOnly: Story = {
  args: { api: demo(), defaultState: { facets: { conflicts: 'only' } } },
  parameters: { chromatic: { modes: desktopOnlyModes } },
  play: async ({ canvasElement }) => {
    const canvas = await firstRows(canvasElement);
    await expect(canvas.getByRole('checkbox', { name: 'Conflicts only' })).toBeChecked();
  },
};

/**
 * 'Approve selected' over a selection that holds decided deals asks first, naming the counts;
 * the rejected deal is left alone unless its box is ticked.
 */
export const BulkQuestion: Story = {
  args: { api: demo() },
  parameters: { chromatic: { modes: desktopOnlyModes } },
  play: async ({ canvasElement, args }) => {
    const canvas = await firstRows(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select every row on this page' }));
    await userEvent.click(within(await bulkBar(canvas)).getByRole('button', { name: /^Select all/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Approve selected' }));
    // The counts, from the story's own data.
    const deals = await (args.api as MemoryAdminApi).partnerDeals.list();
    const count = (status: string) => deals.filter((deal) => (['approved', 'rejected'].includes(String(deal.status).toLowerCase()) ? String(deal.status).toLowerCase() : 'pending') === status).length;
    const question = within(await screen.findByRole('dialog', { name: 'Approve selected' }));
    await expect(question.getByText(`${count('pending')} pending deals will be approved.`)).toBeVisible();
    await expect(question.getByText(`${count('rejected')} rejected deals stay as they are.`)).toBeVisible();
    await expect(question.getByText(`${count('approved')} approved deals stay as they are.`)).toBeVisible();
    await expect(question.getByRole('checkbox', { name: `Also approve the ${count('rejected')} rejected` })).not.toBeChecked();
    await expect(question.getByRole('button', { name: `Approve ${count('pending')}` })).toBeVisible();
  },
};

/** Grace Hopper rejects deal 2 while the list shows: its row says so at once, without loading the list again. */
export const ChangedByAnotherAdmin: Story = {
  args: { api: demo(undefined, { clock: demoClock }) },
  parameters: { chromatic: { modes: desktopOnlyModes } },
  play: async ({ canvasElement, args }) => {
    const canvas = await firstRows(canvasElement);
    await listening(args.api);
    await (args.api as MemoryAdminApi).control.as(2).partnerDeals.reject(2, 'Registered by another partner first');
    const row = canvas.getAllByRole('row').find((candidate) => within(candidate).queryByRole('button', { name: 'Approve deal 2' }))!;
    await expect(await within(row).findByText('Rejected by Grace H. just now')).toBeVisible();
    await expect(within(row).getByText('Rejected')).toBeVisible();
  },
};

/** A backend with versions, history and undo but no live events: a change made elsewhere goes unseen until a decision meets it. */
const withoutEvents = { extensions: { versions: true, history: true, undo: true }, clock: demoClock } as const;

/**
 * Grace Hopper rejected deal 2 after the list loaded (no live events to tell): its Approve is
 * refused, and the question names her decision before anything is written over it.
 */
export const OverwriteQuestion: Story = {
  args: { api: demo(undefined, withoutEvents) },
  parameters: { chromatic: { modes: desktopOnlyModes } },
  play: async ({ canvasElement, args }) => {
    const canvas = await firstRows(canvasElement);
    await (args.api as MemoryAdminApi).control.as(2).partnerDeals.reject(2, 'Registered by another partner first');
    await userEvent.click(canvas.getByRole('button', { name: 'Approve deal 2' }));
    const question = await screen.findByRole('dialog', { name: 'Changed by someone else' });
    await expect(question).toHaveTextContent(/Rejected by Grace Hopper at .+\. Approve anyway\?/);
    await expect(within(question).getByRole('button', { name: 'Cancel' })).toHaveFocus();
  },
};

/** Just approved deal 2: the Undo bar offers the decision back for 10 seconds, without taking the focus. */
export const UndoAfterApprove: Story = {
  args: { api: demo(undefined, { clock: demoClock }) },
  parameters: { chromatic: { modes: desktopOnlyModes } },
  play: async ({ canvasElement }) => {
    const canvas = await firstRows(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Approve deal 2' }));
    const bar = await screen.findByRole('region', { name: 'Last decision' });
    await expect(await within(bar).findByText('Deal 2 approved.')).toBeVisible();
    await expect(within(bar).getByRole('button', { name: 'Undo' })).toBeVisible();
    await expect(bar).not.toContainElement(document.activeElement as HTMLElement);
    // Said once: no notice beside the toolbar as well.
    await expect(canvas.queryByText('Deal 2 approved')).toBeNull();
  },
};

/** The table's body rows. */
const bodyRows = (canvas: Canvas) => within(canvas.getByRole('table')).getAllByRole('row').slice(1);

/** Pending deals first, as the request lists: the default order puts the deals waiting for a decision on top. */
export const PendingFirst: Story = {
  args: { api: demo() },
  parameters: { chromatic: { modes: desktopOnlyModes } },
  play: async ({ canvasElement }) => {
    const canvas = await firstRows(canvasElement);
    for (const row of bodyRows(canvas)) await expect(row).toHaveTextContent('Pending');
    await expect(canvas.getByText('1–10 of 150')).toBeVisible();
  },
};

/** The status filter on Pending: each status with its count, the pending deals alone. */
export const StatusFilter: Story = {
  args: { api: demo(), defaultState: { facets: { status: 'pending' } } },
  parameters: { chromatic: { modes: desktopOnlyModes } },
  play: async ({ canvasElement }) => {
    const canvas = await firstRows(canvasElement);
    const status = canvas.getByRole('group', { name: 'Status' });
    await expect(within(status).getByRole('radio', { name: /^Pending \d+$/ })).toBeChecked();
    await expect(within(status).getByRole('radio', { name: 'All 150' })).not.toBeChecked();
    for (const row of bodyRows(canvas)) await expect(row).toHaveTextContent('Pending');
  },
};

/** Sorted by Customer Company from its header (ascending); the Sort By menu names the column. */
export const SortedByCompany: Story = {
  args: { api: demo(), defaultState: { sort: 'customerCompany' } },
  parameters: { chromatic: { modes: desktopOnlyModes } },
  play: async ({ canvasElement }) => {
    const canvas = await firstRows(canvasElement);
    await expect(canvas.getByRole('columnheader', { name: 'Customer Company' })).toHaveAttribute('aria-sort', 'ascending');
    await expect(canvas.getByRole('button', { name: /^Sort By Customer Company, ascending$/ })).toBeVisible();
    const companies = bodyRows(canvas).map((row) => within(row).getAllByRole('cell')[3]!.textContent!.replace(/Possible conflict.*$/, ''));
    await expect(companies).toEqual([...companies].sort(new Intl.Collator('en-US', { numeric: true, sensitivity: 'base' }).compare));
  },
};

/** 50 rows per page: '1–50 of 150', three pages. */
export const FiftyRowsPerPage: Story = {
  args: { api: demo(), defaultState: { pageSize: 50 } },
  parameters: { chromatic: { modes: desktopOnlyModes } },
  play: async ({ canvasElement }) => {
    const canvas = await firstRows(canvasElement);
    await expect(bodyRows(canvas)).toHaveLength(50);
    await expect(canvas.getByText('1–50 of 150')).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Rows per page' })).toHaveValue('50');
  },
};

/** In German: the headers wrap, nothing scrolls sideways; the pager reads '1–10 von 150'. */
export const German: Story = {
  args: { api: demo() },
  decorators: [inGerman],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Partner-Deals' })).toBeVisible();
    await canvas.findAllByRole('button', { name: /^(Deal \S+ genehmigen|Aktionen zum Deal)$/ });
    await expect(canvas.getByRole('group', { name: 'Status' })).toBeVisible();
    await expect(canvas.getByText('1–10 von 150')).toBeVisible();
    const table = canvas.queryByRole('table');
    if (table) {
      const region = table.closest<HTMLElement>('[role="region"]')!;
      await expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth);
    }
  },
};

/** On a phone: one box per card, 'select all on this page' once above the cards. */
export const MobileSelection: Story = {
  ...phone,
  args: { api: demo() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const cards = within(await canvas.findByRole('list', { name: 'Partner Deals' })).getAllByRole('listitem');
    await expect(canvas.getAllByRole('checkbox', { name: 'Select every row on this page' })).toHaveLength(1);
    for (const card of cards) await expect(within(card).getAllByRole('checkbox')).toHaveLength(1);
  },
};

/** The registration number Deal Details shows, read from its summary. */
async function shownDeal(dialog: HTMLElement): Promise<string> {
  const label = await within(dialog).findByText(/^Registration Number:/);
  return label.querySelector('strong')?.textContent ?? '';
}

/**
 * Deal Details over the list decides as the rows do (Approve Deal, Reject Deal, Add or Edit
 * remark; the list is fetched again after each) and steps through the list's order with Previous
 * deal and Next deal; on its first deal Previous deal does nothing.
 */
export const DetailsDecideAndStep: Story = {
  args: { api: demo() },
  parameters: { chromatic: { modes: desktopOnlyModes } },
  play: async ({ canvasElement }) => {
    const canvas = await firstRows(canvasElement);
    const table = canvas.getByRole('table');
    const [first, second] = within(table).getAllByRole('row').slice(1, 3);
    const ids = [first!, second!].map((row) => within(row).getAllByRole('cell')[1]!.textContent);
    await userEvent.click(within(first!).getAllByRole('cell')[1]!);
    const dialog = await screen.findByRole('dialog', { name: 'Deal Details' });
    await expect(await shownDeal(dialog)).toBe(ids[0]);
    await expect(within(dialog).getByRole('button', { name: 'Approve Deal' })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Previous deal' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next deal' }));
    await waitFor(async () => expect(await shownDeal(dialog)).toBe(ids[1]));
  },
};

/** Demo deal 26 (Cedar Retail Group), registered by two other partners within the year. */
export const conflictedDealId = 26;

/**
 * The host keeps the deal shown (`detailsId`, `onDetailsChange`), e.g. in its address: the list
 * opens with Deal Details on deal 26, whose possible conflicts are links to their own addresses
 * (`dealHref`).
 */
export const DetailsAtAddress: Story = {
  args: { api: demo(), dealHref: (id) => `/deals/${String(id)}`, onDetailsChange: fn() },
  parameters: { chromatic: { modes: desktopOnlyModes } },
  render: function Render(args) {
    const [detailsId, setDetailsId] = useState<Id | null>(conflictedDealId);
    return (
      <DealsList
        {...args}
        detailsId={detailsId}
        onDetailsChange={(id, change) => {
          args.onDetailsChange?.(id, change);
          setDetailsId(id);
        }}
      />
    );
  },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Deal Details' });
    await expect(await shownDeal(dialog)).toBe(String(conflictedDealId));
    const section = await within(dialog).findByRole('region', { name: 'Possible conflicts' });
    const link = within(section).getAllByRole('link')[0]!;
    await expect(link).toHaveAttribute('href', `/deals/${link.textContent?.replace(/^Deal /, '')}`);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await expect(args.onDetailsChange).toHaveBeenLastCalledWith(null, 'close');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Deal Details' })).toBeNull());
  },
};

/**
 * What a screen does with the box it is given: nothing of it may reach past the box, sideways
 * scrolling included (a table region that scrolls hides its last columns). Checks the box and
 * every scroll region inside it, and that each control of each deal (Remark, Actions) lies inside.
 */
async function fitsItsBox(box: HTMLElement) {
  await waitFor(async () => {
    await expect(box.scrollWidth).toBeLessThanOrEqual(box.clientWidth);
    for (const region of Array.from(box.querySelectorAll<HTMLElement>('[role="region"]'))) {
      await expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth);
    }
  });
  const outer = box.getBoundingClientRect();
  for (const button of within(box).getAllByRole('button', { name: /^(Edit remark|Add remark|Approve deal \S+|Deal actions)$/ })) {
    const inner = button.getBoundingClientRect();
    await expect([inner.left >= outer.left - 0.5, inner.right <= outer.right + 0.5]).toEqual([true, true]);
  }
}

/**
 * In a host page's column of 900 px beside the host's own navigation, on a 1400 px window: the
 * list lays itself out by the column, not the window (cards where the nine columns would not fit),
 * and nothing runs past the column: every deal's remark and actions stay in view (issue 32).
 */
export const InNarrowHost: Story = {
  ...inHostColumn(900, (args: ComponentProps<typeof DealsList>) => <DealsList {...args} />),
  args: { api: demo() },
  play: async ({ canvasElement }) => {
    const canvas = await firstRows(canvasElement);
    const column = canvas.getByRole('region', { name: 'Host column' });
    await expect(await canvas.findByRole('heading', { name: 'Partner Deals' })).toBeVisible();
    await expect(canvasElement.ownerDocument.defaultView!.innerWidth).toBe(1400);
    await fitsItsBox(column);
    await expect(column.getBoundingClientRect().width).toBe(900);
  },
};

/**
 * Server mode (issue 34): the API offers the optional list query, so the server searches, sorts,
 * counts and pages the deals and the screen asks for one page at a time ('1–10 of 150', the status
 * counts from the answer); the whole list is never fetched.
 */
export const ServerMode: Story = {
  args: { api: demo(undefined, { listPages }) },
  parameters: { chromatic: { modes: desktopOnlyModes } },
  play: async ({ canvasElement, args }) => {
    const canvas = await firstRows(canvasElement);
    await expect(canvas.getByText('1–10 of 150')).toBeVisible();
    const api = args.api as MemoryAdminApi;
    await expect(api.control.calls.filter((call) => call.method === 'partnerDeals.list')).toHaveLength(0);
  },
};

/**
 * Server mode with a slow server: the first page shows, the next one is on its way ('Updating...'
 * beside the toolbar, the rows of page 1 kept until it comes).
 */
export const ServerModeUpdating: Story = {
  args: { api: demo(undefined, { listPages }) },
  parameters: { chromatic: { modes: desktopOnlyModes } },
  play: async ({ canvasElement, args }) => {
    const canvas = await firstRows(canvasElement);
    (args.api as MemoryAdminApi).control.delay('partnerDeals.query', 'never');
    await userEvent.click(canvas.getByRole('button', { name: 'Page 2' }));
    await expect(await canvas.findByText('Updating...')).toBeVisible();
    await expect(canvas.getByText('1–10 of 150')).toBeVisible();
  },
};

/**
 * Server mode, 'Select all' over the filter (issue 34): with the pending deals shown, 'Select all
 * N' picks every pending deal the server counts, not only the page's ten; approving them reads the
 * filter's pages and decides them page by page, with its progress and a Cancel (the approvals wait
 * here, so the progress stays).
 */
export const ServerModeSelectAllProgress: Story = {
  args: { api: demo(undefined, { listPages }) },
  parameters: { chromatic: { modes: desktopOnlyModes } },
  play: async ({ canvasElement, args }) => {
    const canvas = await firstRows(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: /^Pending/ }));
    await waitFor(() => expect(canvas.getByRole('radio', { name: /^Pending/ })).toBeChecked());
    const api = args.api as MemoryAdminApi;
    const pending = (await api.partnerDeals.query!({ page: 1, pageSize: 10, status: 'pending' })).total;
    await waitFor(() => expect(canvas.getByText(`1–10 of ${pending}`)).toBeVisible());
    await userEvent.click(within(canvas.getByRole('table')).getAllByRole('checkbox')[1]!);
    await userEvent.click(within(await bulkBar(canvas)).getByRole('button', { name: `Select all ${pending}` }));
    // 'Select all' over the filter is the decision flow's, loaded by import() with the first pick.
    await expect(await canvas.findByText(`${pending} selected`)).toBeVisible();
    api.control.delay('partnerDeals.approve', 'never');
    await userEvent.click(canvas.getByRole('button', { name: 'Approve selected' }));
    await expect(await canvas.findByText(`Approving... 0 of ${pending}`)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toBeVisible();
  },
};
