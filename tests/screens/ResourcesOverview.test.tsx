import { vi } from 'vitest';
import { composeStories } from '@storybook/react-vite';
import { act, screen, waitFor, within } from '@testing-library/react';
import type { AdminApi } from '../../src/api/AdminApi.js';
import { ApiError, SessionExpiredError } from '../../src/api/errors.js';
import { resumeAfterSignIn } from '../../src/hooks/sessionResume.js';
import { MessagesProvider } from '../../src/i18n/index.js';
import { de } from '../../src/i18n/locales/de.js';
import { createMemoryAdminApi, type MemoryAdminApi } from '../../src/api/memory/createMemoryAdminApi.js';
import type { Resource, ResourceUpload, UploadProgress } from '../../src/api/types.js';
import {
  COPY_CONFIRMATION_MS,
  ResourcesOverview,
  UploadContentDialog,
  downloadName,
  resourceAddress,
  type ResourcesOverviewProps,
} from '../../src/screens/ResourcesOverview/index.js';
import * as stories from '../../src/screens/ResourcesOverview/ResourcesOverview.stories.js';
import { expectNoAxeViolations } from '../support/axe.js';
import { disableFakeTimers, enableFakeTimers, renderWithProviders } from '../support/render.js';
import { stubBoxWidth } from '../support/boxWidth.js';

const { Default, Empty, FetchError } = composeStories(stories);

const RESOURCES: Resource[] = [
  { id: 1, title: 'Launch Walkthrough', createdAt: '2026-06-15T14:05:00', contentType: 'TECH_VIDEOS', url: 'https://cdn.example.com/videos/launch.mp4', resourceType: 'LEARNING' },
  { id: 2, title: 'Objection Handling', createdAt: '2026-06-10T09:00:00', contentType: 'SALES_VIDEOS', url: 'https://cdn.example.com/videos/objections.webm', resourceType: 'LEARNING', publishedBy: 'Priya Raman' },
  { id: 3, title: null, createdAt: '2026-06-01T08:00:00', contentType: 'MYSTERY_CODE', url: 'https://cdn.example.com/files/old.bin', resourceType: 'LEARNING' },
  { id: 10, title: 'Endpoint Datasheet', createdAt: '2026-05-02T16:45:00', contentType: 'DATASHEET', url: 'https://cdn.example.com/docs/endpoint.pdf?v=2', resourceType: 'SALES' },
  { id: 11, title: 'Pitch Deck', createdAt: '2026-05-01T10:00:00', contentType: 'PRESENTATION', url: '/api/files/pitch.pptx', resourceType: 'SALES' },
  { id: 12, title: 'Evil Link', createdAt: '2026-04-30T10:00:00', contentType: 'DATASHEET', url: 'javascript:alert(document.cookie)', resourceType: 'SALES' },
  { id: 13, title: 'No Address', createdAt: '2026-04-29T10:00:00', contentType: 'EMAIL_TEMPLATES', url: null, resourceType: 'SALES' },
  { id: 14, title: 'Data URL', createdAt: '2026-04-28T10:00:00', contentType: 'DATASHEET', url: 'data:text/html,<script>alert(1)</script>', resourceType: 'SALES' },
  { id: 20, title: 'Logo Pack', createdAt: '2026-03-01T10:00:00', contentType: 'BRANDING', url: 'https://cdn.example.com/brand/logo', resourceType: 'MARKETING' },
  { id: 21, title: 'Banner Set', createdAt: '2026-03-02T10:00:00', contentType: 'DIGITAL_MARKETING', url: 'https://cdn.example.com/brand/banner.GIF', resourceType: 'MARKETING' },
];

function setup(props: Partial<ResourcesOverviewProps> & { api?: AdminApi } = {}, memory?: MemoryAdminApi) {
  const api = memory ?? createMemoryAdminApi({ data: { resources: RESOURCES } });
  // The picker's filter only guides the file dialog; tests choose files as a user picking 'All files' can.
  const view = renderWithProviders(<ResourcesOverview api={props.api ?? api} {...props} />, { user: { applyAccept: false } });
  return { ...view, api };
}

/** A host's API without the optional `resources.download`: the dialog fetches the file itself. */
function withoutDownload(memory: MemoryAdminApi): AdminApi {
  const { listByType, upload, remove } = memory.resources;
  return { ...memory, resources: { listByType, upload, remove } };
}

const listCalls = (api: MemoryAdminApi) => api.control.calls.filter((call) => call.method === 'resources.listByType').map((call) => call.args[0]);
const uploadCalls = (api: MemoryAdminApi) => api.control.calls.filter((call) => call.method === 'resources.upload');
const removeCalls = (api: MemoryAdminApi) => api.control.calls.filter((call) => call.method === 'resources.remove');

const video = (name = 'clip.mp4', type = 'video/mp4', bytes = 64) => new File([new Uint8Array(bytes)], name, { type });

async function openRow(user: ReturnType<typeof setup>['user'], title: string) {
  await user.click(await screen.findByText(title));
  return screen.findByRole('dialog', { name: title });
}

async function openUpload(user: ReturnType<typeof setup>['user']) {
  await user.click(screen.getByRole('button', { name: 'Upload Content' }));
  return screen.findByRole('dialog', { name: 'Upload New Content' });
}

async function fillForm(user: ReturnType<typeof setup>['user'], dialog: HTMLElement, title: string, file: File) {
  await user.type(within(dialog).getByLabelText('Title'), title);
  await user.upload(within(dialog).getByLabelText('Upload File'), file);
}

/** An API whose upload reports the given progress steps, then waits until `finish` is called. */
function heldUpload(memory: MemoryAdminApi) {
  let report: ((progress: UploadProgress) => void) | undefined;
  let settle: { resolve: () => void; reject: (error: Error) => void } | undefined;
  const sent: ResourceUpload[] = [];
  const api: AdminApi = {
    ...memory,
    resources: {
      ...memory.resources,
      upload: (upload, options) => {
        sent.push(upload);
        report = options?.onProgress;
        return new Promise<void>((resolve, reject) => {
          settle = { resolve, reject };
        });
      },
    },
  };
  return {
    api,
    sent,
    progress: (percent: number) => act(() => report?.({ percent, transferredBytes: percent * 100, totalBytes: 100 })),
    finish: () => act(() => settle?.resolve()),
    fail: () => act(() => settle?.reject(new ApiError('Storage full', 500, 'Storage full'))),
  };
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('ResourcesOverview: the list', () => {
  it('shows the title, subtitle, tabs and columns, Learning Videos first (story Default)', async () => {
    renderWithProviders(<Default />);
    expect(screen.getByRole('heading', { name: 'Resources Overview' })).toBeInTheDocument();
    expect(screen.getByText('Manage your training content')).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Learning Videos', 'Sales Resources', 'Marketing Resources']);
    expect(screen.getByRole('tab', { name: 'Learning Videos' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('Selling XDR to the Mid-Market')).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Title', 'Published Date', 'Content Type', 'Published By', 'Actions']);
    expect(screen.getByRole('searchbox', { name: 'Search resources' })).toBeInTheDocument();
    await expectNoAxeViolations();
  });

  it('maps each tab to its resource type and never shows another tab’s rows', async () => {
    const { user, api } = setup();
    expect(await screen.findByText('Launch Walkthrough')).toBeInTheDocument();
    expect(listCalls(api)).toEqual(['LEARNING']);

    api.control.delay('resources.listByType', 'never');
    await user.click(screen.getByRole('tab', { name: 'Sales Resources' }));
    expect(screen.queryByText('Launch Walkthrough')).not.toBeInTheDocument();
    expect(screen.getByText('Loading resources...')).toBeInTheDocument();

    api.control.delay('resources.listByType', null);
    await user.click(screen.getByRole('tab', { name: 'Marketing Resources' }));
    expect(await screen.findByText('Logo Pack')).toBeInTheDocument();
    expect(screen.queryByText('Endpoint Datasheet')).not.toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Sales Resources' }));
    expect(await screen.findByText('Endpoint Datasheet')).toBeInTheDocument();
    expect(listCalls(api)).toEqual(['LEARNING', 'SALES', 'MARKETING', 'SALES']);
  });

  it("shows labels, 'Untitled' and 'PDF' for an unknown content type", async () => {
    setup();
    const row = (await screen.findByText('Untitled')).closest('tr')!;
    expect(within(row).getByText('PDF')).toBeInTheDocument();
    const walkthrough = screen.getByText('Launch Walkthrough').closest('tr')!;
    expect(within(walkthrough).getByText('Technical Video')).toBeInTheDocument();
  });

  it('shows the server’s publisher, else the placeholder (default or from the prop)', async () => {
    const first = setup();
    const objections = (await screen.findByText('Objection Handling')).closest('tr')!;
    expect(within(objections).getByText('Priya Raman')).toBeInTheDocument();
    expect(within(objections).getByText('PR')).toBeInTheDocument();
    const walkthrough = screen.getByText('Launch Walkthrough').closest('tr')!;
    expect(within(walkthrough).getByText('Content Team')).toBeInTheDocument();
    expect(within(walkthrough).getByText('CT')).toBeInTheDocument();
    first.unmount();

    setup({ publishedByPlaceholder: 'Morgan Reyes' });
    const row = (await screen.findByText('Launch Walkthrough')).closest('tr')!;
    expect(within(row).getByText('Morgan Reyes')).toBeInTheDocument();
    expect(within(screen.getByText('Objection Handling').closest('tr')!).getByText('Priya Raman')).toBeInTheDocument();
  });

  it('searches title and content type label', async () => {
    const { user } = setup();
    await screen.findByText('Launch Walkthrough');
    await user.type(screen.getByRole('searchbox', { name: 'Search resources' }), 'sales video');
    await waitFor(() => expect(screen.queryByText('Launch Walkthrough')).not.toBeInTheDocument());
    expect(screen.getByText('Objection Handling')).toBeInTheDocument();
  });

  it('filters by the content types present, with a count badge and Clear all filters', async () => {
    const { user } = setup({ defaultState: { facets: { tab: 'SALES' } } });
    await screen.findByText('Endpoint Datasheet');
    const trigger = screen.getByRole('button', { name: 'Filter by content type' });
    await user.click(trigger);
    const menu = await screen.findByRole('menu');
    expect(within(menu).getAllByRole('menuitemcheckbox').map((item) => item.textContent)).toEqual(['Data Sheet', 'Sales Presentation', 'Email Templates']);
    expect(within(menu).getByRole('menuitem', { name: 'Clear all filters' })).toHaveAttribute('aria-disabled', 'true');
    await expectNoAxeViolations();

    await user.click(within(menu).getByRole('menuitemcheckbox', { name: 'Sales Presentation' }));
    const filtered = screen.getByRole('button', { name: 'Filter by content type (1 selected)' });
    expect(within(filtered).getByText('1')).toBeInTheDocument();
    expect(screen.getByText('Pitch Deck')).toBeInTheDocument();
    expect(screen.queryByText('Endpoint Datasheet')).not.toBeInTheDocument();

    // The menu stays open while several types are ticked.
    expect(await screen.findByRole('menu')).toBeInTheDocument();
    await user.click(await screen.findByRole('menuitemcheckbox', { name: 'Email Templates' }));
    expect(screen.getByRole('button', { name: 'Filter by content type (2 selected)' })).toBeInTheDocument();
    expect(screen.getByText('No Address')).toBeInTheDocument();
    expect(await screen.findByRole('menuitemcheckbox', { name: 'Email Templates' })).toHaveAttribute('aria-checked', 'true');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(filtered).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Filter by content type (2 selected)' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Clear all filters' }));
    expect(screen.getByRole('button', { name: 'Filter by content type' })).toBeInTheDocument();
    expect(screen.getByText('Endpoint Datasheet')).toBeInTheDocument();
  });

  it('clears the filter on a tab change', async () => {
    const { user } = setup({ defaultState: { facets: { tab: 'SALES' } } });
    await screen.findByText('Endpoint Datasheet');
    await user.click(screen.getByRole('button', { name: 'Filter by content type' }));
    await user.click(await screen.findByRole('menuitemcheckbox', { name: 'Data Sheet' }));
    await user.click(screen.getByRole('tab', { name: 'Marketing Resources' }));
    expect(await screen.findByText('Logo Pack')).toBeInTheDocument();
    expect(screen.getByText('Banner Set')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Filter by content type' })).toBeInTheDocument();
  });

  it('shows the empty and the error states (stories Empty and FetchError)', async () => {
    const empty = renderWithProviders(<Empty />);
    expect(await screen.findByText('No resources found')).toBeInTheDocument();
    empty.unmount();

    renderWithProviders(<FetchError />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch Learning Videos resources');
  });

  it('names the tab in the fetch error and retries', async () => {
    const { user, api } = setup({ defaultState: { facets: { tab: 'MARKETING' } } });
    await screen.findByText('Logo Pack');
    api.control.failNext('resources.listByType');
    await user.click(screen.getByRole('tab', { name: 'Sales Resources' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch Sales Resources resources');
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Endpoint Datasheet')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows a floating round Upload Content button on phones', async () => {
    stubBoxWidth(375);
    setup();
    await screen.findByText('Launch Walkthrough');
    const buttons = screen.getAllByRole('button', { name: 'Upload Content' });
    expect(buttons).toHaveLength(1);
    expect(buttons[0]).not.toHaveTextContent('Upload Content');
    expect(screen.getByRole('list', { name: 'Learning Videos' })).toBeInTheDocument();
  });
});

describe('ResourcesOverview: the detail modal', () => {
  it('plays a video type, with the details and publication information', async () => {
    const { user } = setup();
    const dialog = await openRow(user, 'Launch Walkthrough');
    const player = dialog.querySelector('video')!;
    expect(player).toHaveAttribute('controls');
    expect(player).toHaveAttribute('src', 'https://cdn.example.com/videos/launch.mp4');
    expect(within(dialog).getByText('Technical Video')).toBeInTheDocument();
    expect(within(dialog).getByText('Resource ID').nextElementSibling).toHaveTextContent('1');
    expect(within(dialog).getByText('https://cdn.example.com/videos/launch.mp4')).toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { name: 'Publication Information' })).toBeInTheDocument();
    expect(within(dialog).getByText('Published Date').nextElementSibling).toHaveTextContent('06/15/2026, 2:05 PM');
    expect(within(dialog).getByText('Published By').nextElementSibling).toHaveTextContent('Content Team');
    await expectNoAxeViolations();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows an image for Branding and for image URLs, falling back when it cannot load', async () => {
    const { user } = setup({ defaultState: { facets: { tab: 'MARKETING' } } });
    let dialog = await openRow(user, 'Logo Pack');
    const image = within(dialog).getByRole('img', { name: 'Preview of Logo Pack' });
    expect(image).toHaveAttribute('src', 'https://cdn.example.com/brand/logo');
    act(() => {
      image.dispatchEvent(new Event('error'));
    });
    expect(within(dialog).getByText('Document preview not available')).toBeInTheDocument();
    await user.keyboard('{Escape}');

    dialog = await openRow(user, 'Banner Set');
    expect(within(dialog).getByRole('img', { name: 'Preview of Banner Set' })).toHaveAttribute('src', 'https://cdn.example.com/brand/banner.GIF');
  });

  it("offers 'Open PDF' for PDFs and 'Open in Browser' for other documents, resolved and in a new tab", async () => {
    const { user } = setup({ defaultState: { facets: { tab: 'SALES' } } });
    let dialog = await openRow(user, 'Endpoint Datasheet');
    expect(within(dialog).getByText('PDF Document')).toBeInTheDocument();
    const pdf = within(dialog).getByRole('link', { name: 'Open PDF' });
    expect(pdf).toHaveAttribute('href', 'https://cdn.example.com/docs/endpoint.pdf?v=2');
    expect(pdf).toHaveAttribute('target', '_blank');
    expect(pdf).toHaveAttribute('rel', 'noopener noreferrer');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));

    dialog = await openRow(user, 'Pitch Deck');
    expect(within(dialog).getByText('Document preview not available')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Open in Browser' })).toHaveAttribute('href', new URL('/api/files/pitch.pptx', window.location.href).href);
  });

  it.each([
    ['Evil Link', 'javascript:'],
    ['Data URL', 'data:'],
  ])('refuses %s: a message naming %s, and no element carries the URL', async (title, scheme) => {
    const { user } = setup({ defaultState: { facets: { tab: 'SALES' } } });
    const dialog = await openRow(user, title);
    expect(within(dialog).getByRole('alert')).toHaveTextContent(`This resource has an unsafe address (${scheme}) and cannot be opened.`);
    expect(within(dialog).queryByRole('link')).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Copy URL' })).not.toBeInTheDocument();
    expect(dialog.querySelector('video, img, iframe, embed, object')).toBeNull();
    const carriers = Array.from(document.querySelectorAll('*')).filter((element) =>
      Array.from(element.attributes).some((attribute) => attribute.value.toLowerCase().includes(scheme)),
    );
    expect(carriers).toEqual([]);

    const clicks = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    await user.click(within(dialog).getByRole('button', { name: 'Download' }));
    expect(clicks).not.toHaveBeenCalled();
    expect(within(dialog).getAllByRole('alert')).toHaveLength(2);
  });

  it("copies the URL and shows a check with 'Copied' for 2 s", async () => {
    enableFakeTimers();
    try {
      const { user } = setup();
      const dialog = await openRow(user, 'Launch Walkthrough');
      const written = vi.spyOn(navigator.clipboard, 'writeText');
      await user.click(within(dialog).getByRole('button', { name: 'Copy URL' }));
      expect(written).toHaveBeenCalledWith('https://cdn.example.com/videos/launch.mp4');
      // The copy icon turns into CheckIcon (one path, 'M20 6 9 17l-5-5') for the confirmation.
      const showsCheck = () => within(dialog).getByRole('button', { name: 'Copy URL' }).innerHTML.includes('d="M20 6 9 17l-5-5"');
      await act(async () => {});
      expect(showsCheck()).toBe(true);
      expect(within(dialog).getByRole('status')).toHaveTextContent('Copied');
      act(() => vi.advanceTimersByTime(COPY_CONFIRMATION_MS - 10));
      expect(within(dialog).getByRole('status')).toHaveTextContent('Copied');
      act(() => vi.advanceTimersByTime(10));
      expect(within(dialog).getByRole('status')).toHaveTextContent('');
      expect(showsCheck()).toBe(false);
    } finally {
      disableFakeTimers();
    }
  });

  it("says when the clipboard refuses", async () => {
    const { user } = setup();
    const dialog = await openRow(user, 'Launch Walkthrough');
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    await user.click(within(dialog).getByRole('button', { name: 'Copy URL' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Could not copy the URL');
  });

  it('downloads under the title plus the URL’s extension, through an object URL', async () => {
    const fetchMock = vi.fn(async () => new Response('video-bytes'));
    vi.stubGlobal('fetch', fetchMock);
    const created = vi.fn(() => 'blob:resource-1');
    vi.stubGlobal('URL', Object.assign(class extends URL {}, { createObjectURL: created, revokeObjectURL: vi.fn() }));
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    const memory = createMemoryAdminApi({ data: { resources: RESOURCES } });
    const { user } = setup({ api: withoutDownload(memory) }, memory);
    const dialog = await openRow(user, 'Launch Walkthrough');
    await user.click(within(dialog).getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(fetchMock).toHaveBeenCalledWith('https://cdn.example.com/videos/launch.mp4', expect.objectContaining({ credentials: 'omit' }));
    expect(clicked[0]!.download).toBe('Launch Walkthrough.mp4');
    expect(clicked[0]!.getAttribute('href')).toBe('blob:resource-1');
    expect(within(dialog).getByRole('button', { name: 'Download' })).toBeInTheDocument();
  });

  it("reads 'Downloading...' while the file is fetched, and falls back to a new tab when fetching is refused", async () => {
    let refuse: (error: Error) => void = () => {};
    vi.stubGlobal('fetch', vi.fn(() => new Promise((_, reject) => (refuse = reject))));
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    const memory = createMemoryAdminApi({ data: { resources: RESOURCES } });
    const { user } = setup({ api: withoutDownload(memory), defaultState: { facets: { tab: 'SALES' } } }, memory);
    const dialog = await openRow(user, 'Endpoint Datasheet');
    await user.click(within(dialog).getByRole('button', { name: 'Download' }));
    expect(within(dialog).getByRole('button', { name: 'Downloading...' })).toHaveAttribute('aria-busy', 'true');
    await act(async () => refuse(new TypeError('Failed to fetch')));
    expect(clicked).toHaveLength(1);
    expect(clicked[0]!.href).toBe('https://cdn.example.com/docs/endpoint.pdf?v=2');
    expect(clicked[0]!.target).toBe('_blank');
    expect(clicked[0]!.rel).toBe('noopener noreferrer');
    expect(clicked[0]!.download).toBe('Endpoint Datasheet.pdf');
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('reports a failed download', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('gone', { status: 404 })));
    const memory = createMemoryAdminApi({ data: { resources: RESOURCES } });
    const { user } = setup({ api: withoutDownload(memory) }, memory);
    const dialog = await openRow(user, 'Launch Walkthrough');
    await user.click(within(dialog).getByRole('button', { name: 'Download' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('An error occurred while downloading the resource');
  });

  it('downloads through the API’s resources.download when it has one, and never fetches itself', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const saved: Blob[] = [];
    const created = vi.fn((blob: Blob) => (saved.push(blob), 'blob:resource-1'));
    vi.stubGlobal('URL', Object.assign(class extends URL {}, { createObjectURL: created, revokeObjectURL: vi.fn() }));
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    const { user, api } = setup();
    const dialog = await openRow(user, 'Launch Walkthrough');
    await user.click(within(dialog).getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(api.control.calls.filter((call) => call.method === 'resources.download').map((call) => call.args[0])).toEqual([
      'https://cdn.example.com/videos/launch.mp4',
    ]);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(await saved[0]!.text()).toContain('Launch Walkthrough');
    expect(clicked[0]!.download).toBe('Launch Walkthrough.mp4');
    expect(clicked[0]!.getAttribute('href')).toBe('blob:resource-1');
  });

  it('reports a download the API fails, and opens a new tab when the API says the page may not read the file', async () => {
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    const { user, api } = setup();
    api.control.failNext('resources.download');
    let dialog = await openRow(user, 'Launch Walkthrough');
    await user.click(within(dialog).getByRole('button', { name: 'Download' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('An error occurred while downloading the resource');
    expect(clicked).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    api.control.failNext('resources.download', new TypeError('Failed to fetch'));
    dialog = await openRow(user, 'Launch Walkthrough');
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(clicked[0]!.href).toBe('https://cdn.example.com/videos/launch.mp4');
    expect(clicked[0]!.target).toBe('_blank');
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says when there is no download URL', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const { user } = setup({ defaultState: { facets: { tab: 'SALES' } } });
    const dialog = await openRow(user, 'No Address');
    expect(within(dialog).getByText('No preview: this resource has no address.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Download' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('No download URL available for this resource');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('opens from the keyboard and gives focus back to the row', async () => {
    const { user } = setup();
    const row = (await screen.findByText('Launch Walkthrough')).closest('tr')!;
    row.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Launch Walkthrough' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(row).toHaveFocus();
  });
});

describe('resource addresses and download names', () => {
  it.each([
    ['https://cdn.example.com/a.mp4', { status: 'safe', url: 'https://cdn.example.com/a.mp4' }],
    ['  JavaScript:alert(1)', { status: 'unsafe', scheme: 'javascript:' }],
    ['file:///etc/passwd', { status: 'unsafe', scheme: 'file:' }],
    ['', { status: 'missing' }],
    [42, { status: 'missing' }],
  ])('%j → %j', (url, expected) => {
    expect(resourceAddress(url, 'https://console.example.com/resources')).toEqual(expected);
  });

  it('adds the URL’s extension to the title and drops characters file systems refuse', () => {
    expect(downloadName('Launch clip', 'https://cdn.example.com/x/a1b2.MP4?sig=1')).toBe('Launch clip.mp4');
    expect(downloadName('Q3: "Plan" / draft', 'https://cdn.example.com/deck.pptx')).toBe('Q3 Plan draft.pptx');
    expect(downloadName('report.pdf', 'https://cdn.example.com/report.pdf')).toBe('report.pdf');
    expect(downloadName('Logo', 'https://cdn.example.com/brand/logo')).toBe('Logo');
    expect(downloadName('...', 'https://cdn.example.com/a.png')).toBe('download.png');
  });
});

describe('ResourcesOverview: upload', () => {
  it('shows the form with its intro per group; the resource type resets content type and file', async () => {
    const { user } = setup();
    const dialog = await openUpload(user);
    expect(dialog).toHaveAccessibleDescription('Select a file to upload. For Learning Resources, please upload video files.');
    expect(within(dialog).getByLabelText('Title')).toBeRequired();
    const resourceType = within(dialog).getByLabelText('Resource Type');
    const contentType = within(dialog).getByLabelText('Content Type');
    expect(within(resourceType).getAllByRole('option').map((option) => option.textContent)).toEqual(['Learning Resources', 'Sales Resources', 'Marketing Resources']);
    expect(within(contentType).getAllByRole('option').map((option) => option.textContent)).toEqual(['Sales Video', 'Technical Video']);
    expect(within(dialog).getByText('Supported formats: MP4, MOV, AVI, MKV, WMV, FLV, WebM')).toBeInTheDocument();
    await expectNoAxeViolations();

    await user.selectOptions(contentType, 'Technical Video');
    await user.upload(within(dialog).getByLabelText('Upload File'), video('walkthrough.mp4'));
    expect(within(dialog).getByText('walkthrough.mp4')).toBeInTheDocument();

    await user.selectOptions(resourceType, 'Marketing Resources');
    expect(dialog).toHaveAccessibleDescription('Select a file to upload. You can add documents, images, presentations, or other resources.');
    expect(within(contentType).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Branding',
      'Marketing Literature',
      'Digital Marketing',
      'Marketing Campaigns',
    ]);
    expect(contentType).toHaveValue('BRANDING');
    expect(within(dialog).queryByText('walkthrough.mp4')).not.toBeInTheDocument();
    expect(within(dialog).getByText('Supported formats: PDF, DOC, DOCX, JPG, PNG')).toBeInTheDocument();
  });

  it('explains a missing title and file', async () => {
    const { user, api } = setup();
    const dialog = await openUpload(user);
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(within(dialog).getByText('Title is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Please select a file to upload')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Title')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('dialog', { name: /Ready to upload/ })).not.toBeInTheDocument();
    expect(uploadCalls(api)).toHaveLength(0);
  });

  it.each([
    ['Learning', 'Learning Resources', 'Sales Video', 'notes.pdf', 'Invalid file type. Supported formats: MP4, MOV, AVI, MKV, WMV, FLV, WebM'],
    ['a presentation', 'Sales Resources', 'Sales Presentation', 'notes.docx', 'Invalid file type. Supported formats: PPT, PPTX, PDF'],
    ['other types', 'Marketing Resources', 'Branding', 'clip.mp4', 'Invalid file type. Supported formats: PDF, DOC, DOCX, JPG, PNG'],
    ['a disguised file', 'Marketing Resources', 'Branding', 'logo.png', 'Invalid file type. Supported formats: PDF, DOC, DOCX, JPG, PNG', 'application/x-msdownload'],
  ])('refuses a wrong file for %s', async (_, group, type, fileName, message, mime = '') => {
    const { user } = setup();
    const dialog = await openUpload(user);
    await user.selectOptions(within(dialog).getByLabelText('Resource Type'), group);
    await user.selectOptions(within(dialog).getByLabelText('Content Type'), type);
    await fillForm(user, dialog, 'Wrong file', new File(['x'], fileName, { type: mime }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(message);
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(screen.queryByRole('dialog', { name: /Ready to upload/ })).not.toBeInTheDocument();
  });

  it.each(['mpeg', '3gp', 'm4v', 'webm', 'MOV'])('accepts a .%s video for Learning', async (extension) => {
    const { user } = setup();
    const dialog = await openUpload(user);
    await fillForm(user, dialog, 'Clip', video(`clip.${extension}`, ''));
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(await screen.findByRole('dialog', { name: 'Ready to upload video?' })).toBeInTheDocument();
  });

  it("says 'No file data to upload' for an empty file", async () => {
    const { user } = setup();
    const dialog = await openUpload(user);
    await fillForm(user, dialog, 'Empty', video('empty.mp4', 'video/mp4', 0));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('No file data to upload');
  });

  it('confirms, goes back with the form intact, uploads with progress and shows success on the uploaded tab', async () => {
    const memory = createMemoryAdminApi({ data: { resources: RESOURCES } });
    const held = heldUpload(memory);
    const { user } = setup({ api: held.api }, memory);
    await screen.findByText('Launch Walkthrough');
    let dialog = await openUpload(user);
    await user.selectOptions(within(dialog).getByLabelText('Resource Type'), 'Marketing Resources');
    await user.selectOptions(within(dialog).getByLabelText('Content Type'), 'Digital Marketing');
    await fillForm(user, dialog, '  Social banner  ', new File([new Uint8Array(10)], 'banner.png', { type: 'image/png' }));
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));

    let confirm = await screen.findByRole('dialog', { name: 'Ready to upload image?' });
    expect(confirm).toHaveTextContent('Are you sure you want to upload this image?');
    await expectNoAxeViolations();
    await user.click(within(confirm).getByRole('button', { name: 'Go Back to Edit' }));
    dialog = await screen.findByRole('dialog', { name: 'Upload New Content' });
    expect(within(dialog).getByLabelText('Title')).toHaveValue('  Social banner  ');
    expect(within(dialog).getByLabelText('Resource Type')).toHaveValue('MARKETING');
    expect(within(dialog).getByLabelText('Content Type')).toHaveValue('DIGITAL_MARKETING');
    expect(within(dialog).getByText('banner.png')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    confirm = await screen.findByRole('dialog', { name: 'Ready to upload image?' });
    await user.dblClick(within(confirm).getByRole('button', { name: 'Upload Now' }));
    expect(held.sent).toHaveLength(1);
    expect(held.sent[0]).toMatchObject({ title: 'Social banner', resourceType: 'MARKETING', contentType: 'DIGITAL_MARKETING', fileName: 'banner.png' });

    // The confirm dialog stays while the file is sent: busy, not dismissible, with the progress.
    expect(within(confirm).getByRole('button', { name: 'Uploading...' })).toHaveAttribute('aria-busy', 'true');
    expect(within(confirm).getByRole('button', { name: 'Go Back to Edit' })).toBeDisabled();
    expect(within(confirm).getByRole('status')).toHaveTextContent('Uploading your content... Please wait.');
    const bar = within(confirm).getByRole('progressbar', { name: 'Uploading your content... Please wait.' });
    expect(bar).toHaveAttribute('aria-valuenow', '0');
    held.progress(0.25);
    expect(bar).toHaveAttribute('aria-valuenow', '25');
    held.progress(0.8);
    expect(bar).toHaveAttribute('aria-valuenow', '80');
    await user.keyboard('{Escape}');
    expect(confirm).toBeInTheDocument();
    // Behind it, the page's banner is blue and 'Upload Content' reads 'Uploading...'.
    const pageBanner = screen.getAllByRole('status', { hidden: true }).find((status) => !confirm.contains(status))!;
    expect(pageBanner).toHaveTextContent('Uploading your content... Please wait.');
    const button = screen.getAllByRole('button', { name: 'Uploading...', hidden: true }).find((candidate) => !confirm.contains(candidate))!;
    expect(button).toHaveAttribute('aria-disabled', 'true');

    await memory.resources.upload(held.sent[0]!);
    held.finish();
    expect(await screen.findByRole('dialog', { name: 'Your Content Page is Live!' })).toHaveTextContent(
      'Congratulations! Your content has been successfully published and is now accessible to users.',
    );
    expect(screen.getByRole('tab', { name: 'Marketing Resources' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('Social banner')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload Content' })).not.toHaveAttribute('aria-disabled');

    await user.click(screen.getByRole('button', { name: 'Close' }));
    dialog = await openUpload(user);
    expect(within(dialog).getByLabelText('Title')).toHaveValue('');
  });

  it('reloads the tab it is on when the upload went there', async () => {
    const { user, api } = setup();
    await screen.findByText('Launch Walkthrough');
    const dialog = await openUpload(user);
    await fillForm(user, dialog, 'Fresh clip', video());
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Ready to upload video?' })).getByRole('button', { name: 'Upload Now' }));
    expect(await screen.findByRole('dialog', { name: 'Your Content Page is Live!' })).toBeInTheDocument();
    expect(await screen.findByText('Fresh clip')).toBeInTheDocument();
    expect(listCalls(api)).toEqual(['LEARNING', 'LEARNING']);
    expect(uploadCalls(api)[0]!.args[0]).toMatchObject({ title: 'Fresh clip', resourceType: 'LEARNING', contentType: 'SALES_VIDEOS', fileName: 'clip.mp4' });
  });

  it('shows the failure dialog and the red banner, and Try Again returns to the confirm step with the form intact', async () => {
    const { user, api } = setup();
    await screen.findByText('Launch Walkthrough');
    api.control.failNext('resources.upload');
    const dialog = await openUpload(user);
    await user.selectOptions(within(dialog).getByLabelText('Content Type'), 'Technical Video');
    await fillForm(user, dialog, 'Deep dive', video('deep-dive.mov', 'video/quicktime'));
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Ready to upload video?' })).getByRole('button', { name: 'Upload Now' }));

    const failure = await screen.findByRole('dialog', { name: 'Failed to upload video' });
    expect(failure).toHaveTextContent('Something went wrong while uploading your video.');
    expect(screen.getAllByRole('alert').some((alert) => alert.textContent === 'Failed to upload content')).toBe(true);
    await expectNoAxeViolations();

    await user.click(within(failure).getByRole('button', { name: 'Try Again' }));
    const confirm = await screen.findByRole('dialog', { name: 'Ready to upload video?' });
    await user.click(within(confirm).getByRole('button', { name: 'Go Back to Edit' }));
    const form = await screen.findByRole('dialog', { name: 'Upload New Content' });
    expect(within(form).getByLabelText('Title')).toHaveValue('Deep dive');
    expect(within(form).getByLabelText('Content Type')).toHaveValue('TECH_VIDEOS');
    expect(within(form).getByText('deep-dive.mov')).toBeInTheDocument();

    await user.click(within(form).getByRole('button', { name: 'Upload' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Ready to upload video?' })).getByRole('button', { name: 'Upload Now' }));
    expect(await screen.findByRole('dialog', { name: 'Your Content Page is Live!' })).toBeInTheDocument();
    expect(uploadCalls(api)).toHaveLength(2);
    expect(screen.queryByText('Failed to upload content')).not.toBeInTheDocument();
  });

  it("shows the server's message in the banner when it sends one", async () => {
    const { user, api } = setup();
    await screen.findByText('Launch Walkthrough');
    api.control.failNext('resources.upload', new ApiError('The file is larger than the upload limit of 25 MB', 413, 'The file is larger than the upload limit of 25 MB'));
    const dialog = await openUpload(user);
    await fillForm(user, dialog, 'Huge', video());
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Ready to upload video?' })).getByRole('button', { name: 'Upload Now' }));
    const failure = await screen.findByRole('dialog', { name: 'Failed to upload video' });
    expect(failure).toHaveTextContent('The file is larger than the upload limit of 25 MB');
    await user.click(within(failure).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('alert')).toHaveTextContent('The file is larger than the upload limit of 25 MB');
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('ResourcesOverview: the upload limit', () => {
  const MB = 1024 * 1024;
  const sized = (bytes: number, name = 'keynote.mp4') => new File([new Uint8Array(bytes)], name, { type: 'video/mp4' });
  const limited = (uploadLimitBytes: number) => createMemoryAdminApi({ data: { resources: RESOURCES }, uploadLimitBytes });
  const limitCalls = (api: MemoryAdminApi) => api.control.calls.filter((call) => call.method === 'resources.uploadLimits');

  it('shows the largest file the backend takes, refuses a larger file as it is chosen, and sends nothing', async () => {
    const api = limited(25 * MB);
    const { user } = setup({}, api);
    const dialog = await openUpload(user);
    const field = within(dialog).getByLabelText('Upload File');
    await waitFor(() => expect(field).toHaveAccessibleDescription(/Supported formats: MP4, MOV, AVI, MKV, WMV, FLV, WebM Largest file: 25 MB$/));
    expect(limitCalls(api)).toHaveLength(1);

    await fillForm(user, dialog, 'Keynote', sized(29 * MB));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('The file (29 MB) is larger than the upload limit of 25 MB.');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(screen.queryByRole('dialog', { name: /Ready to upload/ })).not.toBeInTheDocument();
    expect(uploadCalls(api)).toHaveLength(0);
    await expectNoAxeViolations();

    // A file within the limit goes through.
    await user.upload(field, sized(25 * MB));
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Ready to upload video?' })).getByRole('button', { name: 'Upload Now' }));
    expect(await screen.findByRole('dialog', { name: 'Your Content Page is Live!' })).toBeInTheDocument();
    expect(uploadCalls(api)).toHaveLength(1);
  }, 30_000);

  it('takes the host’s maxUploadBytes without the call, and the smaller of the two with it', async () => {
    const withoutCall = setup({ maxUploadBytes: 1.5 * MB });
    let dialog = await openUpload(withoutCall.user);
    expect(within(dialog).getByText('Largest file: 1.5 MB')).toBeInTheDocument();
    await withoutCall.user.upload(within(dialog).getByLabelText('Upload File'), sized(2 * MB));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('The file (2 MB) is larger than the upload limit of 1.5 MB.');
    withoutCall.unmount();

    const tighterHost = setup({ maxUploadBytes: 10 * MB }, limited(25 * MB));
    dialog = await openUpload(tighterHost.user);
    expect(await within(dialog).findByText('Largest file: 10 MB')).toBeInTheDocument();
    tighterHost.unmount();

    const tighterBackend = setup({ maxUploadBytes: 50 * MB }, limited(25 * MB));
    dialog = await openUpload(tighterBackend.user);
    expect(await within(dialog).findByText('Largest file: 25 MB')).toBeInTheDocument();
  });

  it('without either (or when the call fails) shows no limit and leaves the size to the server', async () => {
    const first = setup();
    expect(first.api.resources.uploadLimits).toBeUndefined();
    let dialog = await openUpload(first.user);
    expect(within(dialog).getByLabelText('Upload File')).toHaveAccessibleDescription(/WebM$/);
    expect(within(dialog).queryByText(/Largest file/)).not.toBeInTheDocument();
    first.unmount();

    const failing = limited(25 * MB);
    failing.control.failNext('resources.uploadLimits', new ApiError('Not found', 404, 'Not found'));
    const second = setup({}, failing);
    dialog = await openUpload(second.user);
    await waitFor(() => expect(limitCalls(failing)).toHaveLength(1));
    await act(async () => {}); // the refusal has come back
    await fillForm(second.user, dialog, 'Keynote', sized(29 * MB));
    expect(within(dialog).queryByText(/Largest file/)).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('asks again at each opening', async () => {
    const api = limited(25 * MB);
    const { user } = setup({}, api);
    await user.click(within(await openUpload(user)).getByRole('button', { name: 'Cancel' }));
    await within(await openUpload(user)).findByText('Largest file: 25 MB');
    expect(limitCalls(api)).toHaveLength(2);
  });

  it('writes the sizes in the user’s language', async () => {
    const { user } = renderWithProviders(
      <MessagesProvider locale="de-DE" messages={de}>
        <ResourcesOverview api={limited(1.5 * MB)} />
      </MessagesProvider>,
      { user: { applyAccept: false } },
    );
    await user.click(screen.getByRole('button', { name: de.resources.uploadContent }));
    const dialog = within(await screen.findByRole('dialog', { name: de.resources.uploadTitle }));
    expect(await dialog.findByText('Größte Datei: 1,5 MB')).toBeInTheDocument();
    await user.upload(dialog.getByLabelText(de.resources.fieldFile), sized(2.5 * MB));
    expect(dialog.getByRole('alert')).toHaveTextContent('Die Datei (2,5 MB) ist größer als die Upload-Grenze von 1,5 MB.');
  });
});

describe('ResourcesOverview: an upload that failed for want of a session', () => {
  it('is back at the confirm step after a new sign-in, the red texts gone, and Upload Now sends it', async () => {
    const { user, api } = setup();
    await screen.findByText('Launch Walkthrough');
    api.control.failNext('resources.upload', new SessionExpiredError('Session expired. Please login again.'));
    const dialog = await openUpload(user);
    await fillForm(user, dialog, 'Deep dive', video('deep-dive.mp4'));
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Ready to upload video?' })).getByRole('button', { name: 'Upload Now' }));
    const failure = await screen.findByRole('dialog', { name: 'Failed to upload video' });
    expect(failure).toHaveTextContent('Session expired. Please login again.');

    act(() => resumeAfterSignIn());
    const confirm = await screen.findByRole('dialog', { name: 'Ready to upload video?' });
    expect(within(confirm).getByRole('status')).toHaveTextContent('Signed in again. Press Upload Now to send it.');
    expect(screen.queryByText('Session expired. Please login again.')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await expectNoAxeViolations();

    await user.click(within(confirm).getByRole('button', { name: 'Upload Now' }));
    expect(await screen.findByRole('dialog', { name: 'Your Content Page is Live!' })).toBeInTheDocument();
    expect(uploadCalls(api).map((call) => (call.args[0] as ResourceUpload).title)).toEqual(['Deep dive', 'Deep dive']);
  });
});

describe('the upload dialog on its own', () => {
  it('opens by itself with defaultOpen and reports its end through onOpenChange', async () => {
    const onOpenChange = vi.fn();
    const { user } = renderWithProviders(<UploadContentDialog api={createMemoryAdminApi()} defaultOpen onOpenChange={onOpenChange} resourceType="SALES" />);
    const dialog = screen.getByRole('dialog', { name: 'Upload New Content' });
    expect(within(dialog).getByLabelText('Resource Type')).toHaveValue('SALES');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onOpenChange).toHaveBeenCalledExactlyOnceWith(false);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('follows the host’s open, starting each opening with an empty form', async () => {
    const api = createMemoryAdminApi();
    const onOpenChange = vi.fn();
    const { user, rerender } = renderWithProviders(<UploadContentDialog api={api} open onOpenChange={onOpenChange} />, { user: { applyAccept: false } });
    let dialog = screen.getByRole('dialog', { name: 'Upload New Content' });
    await user.type(within(dialog).getByLabelText('Title'), 'Half typed');
    rerender(<UploadContentDialog api={api} open={false} onOpenChange={onOpenChange} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    rerender(<UploadContentDialog api={api} open onOpenChange={onOpenChange} resourceType="MARKETING" />);
    dialog = screen.getByRole('dialog', { name: 'Upload New Content' });
    expect(within(dialog).getByLabelText('Title')).toHaveValue('');
    expect(within(dialog).getByLabelText('Resource Type')).toHaveValue('MARKETING');
    // The host closed it itself: nothing is reported back.
    expect(onOpenChange).not.toHaveBeenCalled();
  });
});

describe('ResourcesOverview: delete', () => {
  it('confirms, sends one request per double click, removes the row and shows the success dialog', async () => {
    const { user, api } = setup();
    await screen.findByText('Launch Walkthrough');
    await user.click(screen.getByRole('button', { name: 'Delete Launch Walkthrough' }));
    const confirm = await screen.findByRole('dialog', { name: 'Remove video?' });
    expect(confirm).toHaveTextContent('This video will be permanently removed and cannot be restored.');
    expect(confirm).toHaveTextContent('This action cannot be undone.');
    expect(screen.queryByRole('dialog', { name: 'Launch Walkthrough' })).not.toBeInTheDocument();
    await expectNoAxeViolations();

    await user.dblClick(within(confirm).getByRole('button', { name: 'Delete video' }));
    const success = await screen.findByRole('dialog', { name: 'Video Removed Successfully!' });
    expect(success).toHaveTextContent('The video has been successfully removed from your network.');
    expect(removeCalls(api)).toEqual([{ method: 'resources.remove', args: [1] }]);
    expect(screen.queryByText('Launch Walkthrough')).not.toBeInTheDocument();
    expect(screen.getByText('Objection Handling')).toBeInTheDocument();
  });

  it("reads 'Uploading...' and turns the banner blue while the removal runs", async () => {
    const { user, api } = setup({ defaultState: { facets: { tab: 'MARKETING' } } });
    await screen.findByText('Logo Pack');
    api.control.delay('resources.remove', 'never');
    await user.click(screen.getByRole('button', { name: 'Delete Logo Pack' }));
    const confirm = await screen.findByRole('dialog', { name: 'Remove image?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete image' }));
    expect(within(confirm).getByRole('button', { name: 'Removing...' })).toBeInTheDocument();
    expect(screen.getByText('Removing the resource... Please wait.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Uploading...', hidden: true })).toHaveAttribute('aria-disabled', 'true');
  });

  it("shows 'Failed to delete resource' in the red banner and keeps the row", async () => {
    const { user, api } = setup({ defaultState: { facets: { tab: 'SALES' } } });
    await screen.findByText('Pitch Deck');
    api.control.failNext('resources.remove');
    await user.click(screen.getByRole('button', { name: 'Delete Pitch Deck' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Remove file?' })).getByRole('button', { name: 'Delete file' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to delete resource');
    expect(screen.getByText('Pitch Deck')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('clamps the page when the last row of the last page goes', async () => {
    const many: Resource[] = Array.from({ length: 11 }, (_, index) => ({
      id: 100 + index,
      title: `Clip ${String(index + 1).padStart(2, '0')}`,
      createdAt: `2026-01-${String(index + 1).padStart(2, '0')}T10:00:00`,
      contentType: 'SALES_VIDEOS',
      url: `https://cdn.example.com/clip-${index}.mp4`,
      resourceType: 'LEARNING',
    }));
    const { user } = setup({}, createMemoryAdminApi({ data: { resources: many } }));
    await screen.findByText('Clip 01');
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(screen.getByText('Clip 11')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete Clip 11' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Remove video?' })).getByRole('button', { name: 'Delete video' }));
    await screen.findByRole('dialog', { name: 'Video Removed Successfully!' });
    expect(screen.getByText('Clip 10')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Page 2' })).not.toBeInTheDocument();
  });
});

describe('the upload dialog and the tab it is opened from', () => {
  it('starts on the resource type of the tab shown', async () => {
    const { user } = setup({ defaultState: { facets: { tab: 'MARKETING' } } });
    const dialog = await openUpload(user);
    expect(within(dialog).getByLabelText('Resource Type')).toHaveValue('MARKETING');
  });

  it('follows a tab change between two openings', async () => {
    const { user } = setup();
    await user.click(within(await openUpload(user)).getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('tab', { name: 'Sales Resources' }));
    expect(within(await openUpload(user)).getByLabelText('Resource Type')).toHaveValue('SALES');
  });
});

describe('the tab and the content-type filter as list state', () => {
  it('opens on the tab the state names, and a new tab clears the ticked content types', async () => {
    const onStateChange = vi.fn();
    const { user } = setup({ defaultState: { facets: { tab: 'SALES', type: ['PDF'] } }, onStateChange });
    expect(await screen.findByRole('tab', { name: 'Sales Resources' })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('tab', { name: 'Marketing Resources' }));
    expect(onStateChange).toHaveBeenLastCalledWith(expect.objectContaining({ page: 1, facets: { tab: 'MARKETING', type: [] } }), 'facet');
  });

  it('opens on defaultTab and reports each tab picked through onTabChange', async () => {
    const onTabChange = vi.fn();
    const { user, api } = setup({ defaultTab: 'MARKETING', onTabChange });
    expect(await screen.findByText('Logo Pack')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Marketing Resources' })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('tab', { name: 'Sales Resources' }));
    expect(onTabChange).toHaveBeenCalledWith('SALES');
    expect(await screen.findByText('Endpoint Datasheet')).toBeInTheDocument();
    expect(listCalls(api)).toEqual(['MARKETING', 'SALES']);
  });

  it('shows the tab it is given and waits for the host; a new tab clears the ticks and goes back to page 1', async () => {
    const many = Array.from({ length: 24 }, (_, i): Resource => ({
      id: 100 + i,
      title: `Sales file ${i + 1}`,
      createdAt: '2026-05-01T10:00:00',
      contentType: i % 2 ? 'DATASHEET' : 'PRESENTATION',
      url: `https://cdn.example.com/docs/${i}.pdf`,
      resourceType: 'SALES',
    }));
    const api = createMemoryAdminApi({ data: { resources: [...RESOURCES, ...many] } });
    const onTabChange = vi.fn();
    const onStateChange = vi.fn();
    const { user, rerender } = setup({ tab: 'SALES', onTabChange, onStateChange }, api);
    expect(await screen.findByText('Endpoint Datasheet')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Filter by content type' }));
    await user.click(await screen.findByRole('menuitemcheckbox', { name: 'Data Sheet' }));
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(onStateChange).toHaveBeenLastCalledWith(expect.objectContaining({ page: 2, facets: { tab: 'SALES', type: ['Data Sheet'] } }), 'page');
    await user.click(screen.getByRole('tab', { name: 'Marketing Resources' }));
    expect(onTabChange).toHaveBeenCalledWith('MARKETING');
    // Controlled: the tab stays until the host hands the new one in.
    expect(screen.getByRole('tab', { name: 'Sales Resources' })).toHaveAttribute('aria-selected', 'true');
    expect(onStateChange).toHaveBeenLastCalledWith(expect.anything(), 'page');

    rerender(<ResourcesOverview api={api} tab="MARKETING" onTabChange={onTabChange} onStateChange={onStateChange} />);
    expect(screen.getByRole('tab', { name: 'Marketing Resources' })).toHaveAttribute('aria-selected', 'true');
    expect(onStateChange).toHaveBeenLastCalledWith(expect.objectContaining({ page: 1, facets: { tab: 'MARKETING', type: [] } }), 'facet');
    expect(await screen.findByText('Logo Pack')).toBeInTheDocument();
    rerender(<ResourcesOverview api={api} tab="SALES" onTabChange={onTabChange} onStateChange={onStateChange} />);
    expect(await screen.findByText('Endpoint Datasheet')).toBeInTheDocument();
    expect(screen.getByText('Pitch Deck')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Filter by content type' })).toBeInTheDocument();
  });
});

// Every story of the screen, as it first renders (the imports stay with this block).
import * as resourcesOverviewStories from '../../src/screens/ResourcesOverview/ResourcesOverview.stories.js';
import { describeStories } from '../support/stories.js';

describeStories('ResourcesOverview', resourcesOverviewStories, {
  heading: 'Resources Overview',
  loading: 'Loading resources...',
  loadingStories: ['Loading'],
  errors: { FetchError: 'Failed to fetch Learning Videos resources' },
  texts: { Empty: 'No resources found' },
});
