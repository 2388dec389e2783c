/// <reference types="vite/client" />
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentProps } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
// Files, never data: URLs (Vite inlines small assets into the build, which Chromatic and
// tests/visual render): the detail modal tells a video, image or PDF by the file's extension.
import sampleDocumentUrl from '../../../examples/server/assets/sample-document.pdf?url&no-inline';
import sampleImageUrl from '../../../examples/server/assets/sample-image.png?url&no-inline';
import sampleVideoUrl from '../../../examples/server/assets/sample-video.mp4?url&no-inline';
import type { AdminApi } from '../../api/AdminApi.js';
import { createMemoryAdminApi, type MemoryAdminApi, type MemoryAdminApiOptions } from '../../api/memory/createMemoryAdminApi.js';
import { DEMO_DEFAULTS } from '../../api/memory/demoData.js';
import { SessionExpiredError } from '../../api/errors.js';
import { resumeAfterSignIn } from '../../hooks/sessionResume.js';
import { defaultMessages as m } from '../../i18n/index.js';
import type { Resource } from '../../api/types.js';
import { phoneViewport as phone } from '../../../.storybook/fixtures.js';
import { inHostColumn } from '../../../.storybook/hostColumn.js';
import { desktopOnlyModes, screenModes } from '../../../.storybook/modes.js';
import { ResourcesOverview } from './ResourcesOverview.js';

/** The demo clock: uploads made in a story get a fixed date too. */
const clock = () => new Date(DEMO_DEFAULTS.now);

/** A fresh in-memory API (fixed seed and clock) per story, optionally prepared. */
function demo(setup?: (api: MemoryAdminApi) => void, options?: MemoryAdminApiOptions): MemoryAdminApi {
  const api = createMemoryAdminApi({ clock, ...options });
  setup?.(api);
  return api;
}

/**
 * A built Storybook hands out its assets' URLs as absolute ones, host and port included; the modal
 * shows the URL, so it is made relative to the page (iframe.html, at the Storybook's root) and
 * reads the same wherever the Storybook is served (Chromatic, tests/visual's random port).
 */
function relativeToPage(url: string): string {
  const base = new URL('.', window.location.href).href;
  return url.startsWith(base) ? url.slice(base.length) : url;
}

/** One resource of each preview kind, served by the story server (relative URLs resolve against the page). */
const PREVIEW_RESOURCES = {
  video: { id: 901, title: 'Deploying the Endpoint Agent', createdAt: '2026-06-15T14:05:00.000Z', contentType: 'TECH_VIDEOS', url: relativeToPage(sampleVideoUrl), resourceType: 'LEARNING' },
  image: { id: 902, title: 'Partner Logo Pack', createdAt: '2026-06-12T09:30:00.000Z', contentType: 'BRANDING', url: relativeToPage(sampleImageUrl), resourceType: 'MARKETING' },
  pdf: { id: 903, title: 'Endpoint Protection Datasheet', createdAt: '2026-05-02T16:45:00.000Z', contentType: 'DATASHEET', url: relativeToPage(sampleDocumentUrl), resourceType: 'SALES' },
  document: { id: 904, title: 'Partner Pitch Deck 2026', createdAt: '2026-04-20T08:00:00.000Z', contentType: 'PRESENTATION', url: '/files/partner-pitch-deck.pptx', resourceType: 'SALES' },
  unsafe: { id: 905, title: 'Totally Safe Link', createdAt: '2026-04-01T10:00:00.000Z', contentType: 'DATASHEET', url: 'javascript:alert(document.cookie)', resourceType: 'SALES' },
  missing: { id: 906, title: 'Unfinished Upload', createdAt: '2026-03-11T11:11:00.000Z', contentType: 'EMAIL_TEMPLATES', url: null, resourceType: 'SALES' },
} satisfies Record<string, Resource>;

/** An API whose upload reports `percent` of the file sent and then waits (until the story is left). */
function uploadHeldAt(api: MemoryAdminApi, percent: number): AdminApi {
  return {
    ...api,
    resources: {
      ...api.resources,
      upload: (upload, options) =>
        new Promise<void>((_, reject) => {
          const totalBytes = upload.file.size;
          options?.onProgress?.({ percent, transferredBytes: Math.round(totalBytes * percent), totalBytes });
          options?.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
        }),
    },
  };
}

const meta = {
  title: 'Screens/ResourcesOverview',
  component: ResourcesOverview,
  parameters: { layout: 'padded', chromatic: { modes: screenModes } },
  args: { api: demo() },
} satisfies Meta<typeof ResourcesOverview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The whole page, dialogs included (they render in a portal on the body). */
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

async function openRow(canvasElement: HTMLElement, title: string) {
  await userEvent.click(await within(canvasElement).findByText(title));
  return screen.findByRole('dialog', { name: title });
}

const videoFile = () => new File([new Uint8Array(2048)], 'launch-clip.mp4', { type: 'video/mp4' });

/** Fills the upload form with a title and a video for Learning Resources. */
async function fillUploadForm(canvasElement: HTMLElement, file: File = videoFile()) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Upload Content' }));
  const dialog = await screen.findByRole('dialog', { name: 'Upload New Content' });
  await userEvent.type(within(dialog).getByLabelText('Title'), 'Launch clip');
  // The picker's filter only guides the dialog (a user can pick 'All files'), so it is not applied here.
  await userEvent.setup({ applyAccept: false }).upload(within(dialog).getByLabelText('Upload File'), file);
  return dialog;
}

async function reachConfirm(canvasElement: HTMLElement) {
  const dialog = await fillUploadForm(canvasElement);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Upload' }));
  return screen.findByRole('dialog', { name: 'Ready to upload video?' });
}

/** Learning Videos, the default tab, with the demo data. */
export const Default: Story = {
  args: { api: demo() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Resources Overview' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Learning Videos' })).toHaveAttribute('aria-selected', 'true');
    await expect(await canvas.findByText('Selling XDR to the Mid-Market')).toBeVisible();
  },
};

/** The Sales Resources tab. */
export const SalesTab: Story = {
  args: { api: demo() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Sales Resources' }));
    await expect(await canvas.findByText('Endpoint Protection Datasheet')).toBeVisible();
  },
};

/** The Marketing Resources tab. */
export const MarketingTab: Story = {
  args: { api: demo(), defaultTab: 'MARKETING' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Partner Logo Pack')).toBeVisible();
  },
};

/** The tab's resources are loading. */
export const Loading: Story = {
  args: { api: demo((api) => api.control.delay('resources.listByType', 'never')) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading resources...')).toBeVisible();
  },
};

/** A tab without resources. */
export const Empty: Story = {
  args: { api: demo(undefined, { data: { resources: [] } }) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No resources found')).toBeVisible();
  },
};

/** The tab could not be loaded: a red banner with Try Again. */
export const FetchError: Story = {
  args: { api: demo((api) => api.control.failAlways('resources.listByType')) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Failed to fetch Learning Videos resources');
  },
};

/** The content-type filter with one type ticked: the badge counts it, and the menu stays open for more. */
export const FilteredByContentType: Story = {
  args: { api: demo(), defaultTab: 'SALES' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Endpoint Protection Datasheet');
    await userEvent.click(canvas.getByRole('button', { name: 'Filter by content type' }));
    await userEvent.click(await canvas.findByRole('menuitemcheckbox', { name: 'Data Sheet' }));
    await expect(canvas.getByRole('button', { name: 'Filter by content type (1 selected)' })).toBeVisible();
    await waitFor(() => expect(canvas.queryByText('Partner Pitch Deck 2026')).not.toBeInTheDocument());
  },
};

/** A backend that sends `publishedBy`: its name shows instead of the placeholder. */
export const PublishedByFromServer: Story = {
  args: {
    api: demo(undefined, { data: { resources: [{ ...PREVIEW_RESOURCES.video, publishedBy: 'Priya Raman' }, { ...PREVIEW_RESOURCES.video, id: 907, title: 'Selling to Hospitals' }] } }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Priya Raman')).toBeVisible();
    await expect(canvas.getByText('Content Team')).toBeVisible();
  },
};

const single = (resource: Resource) => demo(undefined, { data: { resources: [resource] } });
const tabOf = (resource: Resource) => resource.resourceType as 'LEARNING' | 'SALES' | 'MARKETING';

/** Detail modal of a video: a player. */
export const DetailVideo: Story = {
  args: { api: single(PREVIEW_RESOURCES.video), defaultTab: tabOf(PREVIEW_RESOURCES.video) },
  play: async ({ canvasElement }) => {
    const dialog = await openRow(canvasElement, PREVIEW_RESOURCES.video.title);
    const video = dialog.querySelector('video');
    await expect(video).toHaveAttribute('controls');
    // The browser's own controls animate as they please (a loading spinner that may or may not
    // show): snapshots leave the player's box out of the comparison, Chromatic and tests/visual alike.
    video?.setAttribute('data-chromatic', 'ignore');
  },
};

/** Detail modal of a Branding resource: the image. */
export const DetailImage: Story = {
  args: { api: single(PREVIEW_RESOURCES.image), defaultTab: tabOf(PREVIEW_RESOURCES.image) },
  play: async ({ canvasElement }) => {
    const dialog = await openRow(canvasElement, PREVIEW_RESOURCES.image.title);
    await expect(within(dialog).getByRole('img', { name: 'Preview of Partner Logo Pack' })).toBeVisible();
  },
};

/** Detail modal of a PDF: 'PDF Document' with 'Open PDF'. */
export const DetailPdf: Story = {
  args: { api: single(PREVIEW_RESOURCES.pdf), defaultTab: tabOf(PREVIEW_RESOURCES.pdf) },
  play: async ({ canvasElement }) => {
    const dialog = await openRow(canvasElement, PREVIEW_RESOURCES.pdf.title);
    await expect(within(dialog).getByText('PDF Document')).toBeVisible();
    await expect(within(dialog).getByRole('link', { name: 'Open PDF' })).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

/** Detail modal of another document: no preview, 'Open in Browser'. */
export const DetailDocument: Story = {
  args: { api: single(PREVIEW_RESOURCES.document), defaultTab: tabOf(PREVIEW_RESOURCES.document) },
  play: async ({ canvasElement }) => {
    const dialog = await openRow(canvasElement, PREVIEW_RESOURCES.document.title);
    await expect(within(dialog).getByText('Document preview not available')).toBeVisible();
    await expect(within(dialog).getByRole('link', { name: 'Open in Browser' })).toBeVisible();
  },
};

/** A `javascript:` URL is refused: a message, no player, image or link. */
export const DetailUnsafeUrl: Story = {
  args: { api: single(PREVIEW_RESOURCES.unsafe), defaultTab: tabOf(PREVIEW_RESOURCES.unsafe) },
  play: async ({ canvasElement }) => {
    const dialog = await openRow(canvasElement, PREVIEW_RESOURCES.unsafe.title);
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('javascript:');
    await expect(within(dialog).queryByRole('link')).not.toBeInTheDocument();
  },
};

/** A resource without a URL: Download says so. */
export const DetailWithoutUrl: Story = {
  args: { api: single(PREVIEW_RESOURCES.missing), defaultTab: tabOf(PREVIEW_RESOURCES.missing) },
  play: async ({ canvasElement }) => {
    const dialog = await openRow(canvasElement, PREVIEW_RESOURCES.missing.title);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Download' }));
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('No download URL available for this resource');
  },
};

/** The upload form. */
export const UploadForm: Story = {
  args: { api: demo() },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Upload Content' }));
    await expect(await screen.findByRole('dialog', { name: 'Upload New Content' })).toBeVisible();
  },
};

/** The form's messages: no title, and a PDF where a video belongs. */
export const UploadInvalid: Story = {
  args: { api: demo() },
  play: async ({ canvasElement }) => {
    const dialog = await fillUploadForm(canvasElement, new File(['%PDF-1.4'], 'datasheet.pdf', { type: 'application/pdf' }));
    await userEvent.clear(within(dialog).getByLabelText('Title'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Upload' }));
    await expect(within(dialog).getByText('Title is required')).toBeVisible();
    await expect(within(dialog).getByText('Invalid file type. Supported formats: MP4, MOV, AVI, MKV, WMV, FLV, WebM')).toBeVisible();
  },
};

/** The reference backend's default limit, which the dialog asks for as it opens. */
const UPLOAD_LIMIT = 25 * 1024 * 1024;

/** The form shows the largest file the backend takes (`resources.uploadLimits`). */
export const UploadLimitShown: Story = {
  args: { api: demo(undefined, { uploadLimitBytes: UPLOAD_LIMIT }) },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Upload Content' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upload New Content' });
    await expect(await within(dialog).findByText('Largest file: 25 MB')).toBeVisible();
  },
};

/** A 29 MB file over the 25 MB limit: refused as it is chosen, under the file field, before anything is sent. */
export const UploadFileTooLarge: Story = {
  args: { api: demo(undefined, { uploadLimitBytes: UPLOAD_LIMIT }) },
  play: async ({ canvasElement }) => {
    const dialog = await fillUploadForm(canvasElement, new File([new Uint8Array(29 * 1024 * 1024)], 'launch-keynote.mp4', { type: 'video/mp4' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('The file (29 MB) is larger than the upload limit of 25 MB.');
    await expect(within(dialog).getByText('Largest file: 25 MB')).toBeVisible();
  },
};

/** The confirm step. */
export const UploadConfirm: Story = {
  args: { api: demo() },
  play: async ({ canvasElement }) => {
    await expect(await reachConfirm(canvasElement)).toHaveTextContent('Are you sure you want to upload this video?');
  },
};

/** The upload under way: the confirm dialog busy with the real progress, the page's banner blue. */
export const Uploading: Story = {
  args: { api: uploadHeldAt(demo(), 0.42) },
  play: async ({ canvasElement }) => {
    const confirm = await reachConfirm(canvasElement);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Upload Now' }));
    await expect(await within(confirm).findByRole('progressbar')).toHaveAttribute('aria-valuenow', '42');
    await expect(within(confirm).getByRole('button', { name: 'Uploading...' })).toHaveAttribute('aria-busy', 'true');
    await expect(within(canvasElement).getByText('Uploading your content... Please wait.')).toBeInTheDocument();
  },
};

/** The upload failed: the failure dialog with Try Again, and the red banner. */
export const UploadFailure: Story = {
  args: { api: demo((api) => api.control.failAlways('resources.upload')) },
  play: async ({ canvasElement }) => {
    const confirm = await reachConfirm(canvasElement);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Upload Now' }));
    await expect(await screen.findByRole('dialog', { name: 'Failed to upload video' })).toBeVisible();
  },
};

/**
 * The upload failed because the session had ended; once the user has signed in again over the page
 * (here the library's own signal, `resumeAfterSignIn`, which SessionGuard sends), the failure is
 * gone and the confirm step says the upload is ready to be sent.
 */
export const UploadSignedInAgain: Story = {
  args: { api: demo((api) => api.control.failNext('resources.upload', new SessionExpiredError(m.session.expired))) },
  play: async ({ canvasElement }) => {
    const confirm = await reachConfirm(canvasElement);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Upload Now' }));
    const failure = await screen.findByRole('dialog', { name: 'Failed to upload video' });
    await expect(failure).toHaveTextContent(m.session.expired);
    resumeAfterSignIn();
    const ready = await screen.findByRole('dialog', { name: 'Ready to upload video?' });
    await expect(within(ready).getByRole('status')).toHaveTextContent('Signed in again. Press Upload Now to send it.');
    // The failure dialog leaves as the confirm step comes back.
    await waitFor(() => expect(page(canvasElement).queryByText(m.session.expired)).not.toBeInTheDocument());
  },
};

/** The upload worked: 'Your Content Page is Live!'. */
export const UploadSuccess: Story = {
  args: { api: demo() },
  play: async ({ canvasElement }) => {
    const confirm = await reachConfirm(canvasElement);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Upload Now' }));
    await expect(await screen.findByRole('dialog', { name: 'Your Content Page is Live!' })).toBeVisible();
    await expect(await within(canvasElement).findByText('Launch clip')).toBeInTheDocument();
  },
};

/** Asking before a removal. */
export const DeleteConfirm: Story = {
  args: { api: demo() },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Delete Selling XDR to the Mid-Market' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove video?' });
    await expect(within(dialog).getByText('This action cannot be undone.')).toBeVisible();
  },
};

/** The removal worked. */
export const DeleteSuccess: Story = {
  args: { api: demo() },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Delete Selling XDR to the Mid-Market' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove video?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete video' }));
    await expect(await screen.findByRole('dialog', { name: 'Video Removed Successfully!' })).toBeVisible();
    await expect(page(canvasElement).queryByText('Selling XDR to the Mid-Market')).not.toBeInTheDocument();
  },
};

/** Whether `inner` lies inside `outer` (half a pixel of rounding allowed), side by side: left, right, top, bottom. */
function sidesInside(inner: DOMRect, outer: DOMRect): boolean[] {
  return [inner.left >= outer.left - 0.5, inner.right <= outer.right + 0.5, inner.top >= outer.top - 0.5, inner.bottom <= outer.bottom + 0.5];
}

/** A phone: cards, and the upload button floats in the window's corner while the list runs on below. */
export const Mobile: Story = {
  ...phone,
  args: { api: demo() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Selling XDR to the Mid-Market');
    const button = canvas.getByRole('button', { name: 'Upload Content' });
    await expect(button).toBeVisible();
    const view = canvasElement.ownerDocument.defaultView!;
    await expect(sidesInside(button.getBoundingClientRect(), new DOMRect(0, 0, view.innerWidth, view.innerHeight))).toEqual([true, true, true, true]);
  },
};

/**
 * In a host page's column of 400 px on a 1400 px window (issue 32): the screen lays out for a
 * phone by its box, and its floating upload button stays inside that box, at the bottom of the
 * window while the list runs on below it, never at the window's corner over the host's page. At
 * the end of the list it sits below the last card, clear of its actions.
 */
export const InNarrowHost: Story = {
  ...inHostColumn(400, (args: ComponentProps<typeof ResourcesOverview>) => <ResourcesOverview {...args} />),
  args: { api: demo() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Selling XDR to the Mid-Market');
    const view = canvasElement.ownerDocument.defaultView!;
    await expect(view.innerWidth).toBe(1400);
    const column = canvas.getByRole('region', { name: 'Host column' });
    const button = canvas.getByRole('button', { name: 'Upload Content' });
    // The phone layout: the round button, no text beside its icon.
    await expect(button).not.toHaveTextContent('Upload Content');
    // The list runs on below the window, and the button floats at the window's bottom inside the column.
    await expect(column.getBoundingClientRect().bottom).toBeGreaterThan(view.innerHeight);
    await expect(sidesInside(button.getBoundingClientRect(), column.getBoundingClientRect())).toEqual([true, true, true, true]);
    await expect(button.getBoundingClientRect().bottom).toBeLessThanOrEqual(view.innerHeight);
    // By keyboard: the button is in the tab order, after the list.
    button.focus();
    await expect(button).toHaveFocus();
    // At the end of the list: still inside the column, and over none of the last card's controls.
    // The story ends there: floating over the cards in between, the button covers some card's
    // control wherever the list is scrolled to (axe's target-size would then name that control).
    view.scrollTo(0, canvasElement.ownerDocument.documentElement.scrollHeight);
    const cards = within(canvas.getByRole('list', { name: 'Learning Videos' })).getAllByRole('listitem');
    const lastCard = cards[cards.length - 1]!;
    await waitFor(() => expect(lastCard.getBoundingClientRect().bottom).toBeLessThanOrEqual(view.innerHeight));
    const fab = button.getBoundingClientRect();
    await expect(sidesInside(fab, column.getBoundingClientRect())).toEqual([true, true, true, true]);
    for (const control of within(lastCard).getAllByRole('button')) {
      const box = control.getBoundingClientRect();
      const name = control.getAttribute('aria-label') ?? control.textContent;
      const overlaps = box.left < fab.right && box.right > fab.left && box.top < fab.bottom && box.bottom > fab.top;
      await expect({ name, overlaps }).toEqual({ name, overlaps: false });
    }
  },
};

/** Sorted by Title from its header. */
export const SortedByTitle: Story = {
  args: { api: demo(), defaultState: { sort: 'title' } },
  // The header that sorts is the table's: a phone shows cards, sorted by the Sort By menu.
  parameters: { chromatic: { modes: desktopOnlyModes } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('columnheader', { name: 'Title' })).toHaveAttribute('aria-sort', 'ascending');
  },
};
