import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Locator } from 'playwright-core';
import { SHOTS, setUpSignedInProduct } from './harness.js';

// Resources Overview (SPEC 2.10) against the reference backend in Chromium: real uploads of the
// sample video, PDF and PNG (one of them dropped onto the file zone), real progress, the preview,
// copying the URL, a download under the title's name, a refused file type, a file over the
// upload limit refused before sending, and a removal.

const ASSETS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../examples/server/assets');
const VIDEO = path.join(ASSETS, 'sample-video.mp4');
const PDF = path.join(ASSETS, 'sample-document.pdf');
const PNG = path.join(ASSETS, 'sample-image.png');

const { page, context, serverGet } = setUpSignedInProduct({
  prepare: (opened, started) => opened.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(started.url).origin }),
});

beforeAll(async () => {
  await page().getByRole('link', { name: 'Resources' }).first().click();
  await page().getByRole('heading', { level: 1, name: 'Resources Overview' }).waitFor({ timeout: 30_000 });
});

interface ServerResource {
  id: number;
  title: string;
  url: string;
  contentType: string;
}

/** The group's resources as the backend now lists them. */
function serverList(type: 'LEARNING' | 'SALES' | 'MARKETING'): Promise<ServerResource[]> {
  return serverGet(`/partner/admin/resources/type/${type}`);
}

const tab = (name: string) => page().getByRole('tab', { name });
const rowOf = (title: string): Locator => page().getByRole('row').filter({ hasText: title });

async function openUploadForm(): Promise<Locator> {
  await page().getByRole('button', { name: 'Upload Content' }).click();
  const dialog = page().getByRole('dialog', { name: 'Upload New Content' });
  await dialog.waitFor();
  return dialog;
}

/** Confirms the filled form and waits for the success dialog, counting the upload requests. */
async function confirmUpload(form: Locator, kind: 'video' | 'image' | 'file'): Promise<number> {
  let posts = 0;
  const count = (request: { method(): string; url(): string }) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/partner/admin/resources')) posts += 1;
  };
  page().on('request', count);
  try {
    await form.getByRole('button', { name: 'Upload', exact: true }).click();
    const confirm = page().getByRole('dialog', { name: `Ready to upload ${kind}?` });
    await confirm.getByText(`Are you sure you want to upload this ${kind}?`).waitFor();
    await confirm.getByRole('button', { name: 'Upload Now' }).dblclick();
    const success = page().getByRole('dialog', { name: 'Your Content Page is Live!' });
    await success.waitFor({ timeout: 30_000 });
    await success.getByRole('button', { name: 'Close' }).click();
    await success.waitFor({ state: 'detached' });
  } finally {
    page().off('request', count);
  }
  return posts;
}

describe('Resources Overview in Chromium', () => {
  it('lists the seeded Learning Videos at 1280 px', async () => {
    await expect(tab('Learning Videos').getAttribute('aria-selected')).resolves.toBe('true');
    await rowOf('Selling XDR to the Mid-Market').waitFor();
    await page().screenshot({ path: `${SHOTS}/resources-1280.png`, fullPage: true });
  });

  it('uploads the sample video to Learning by choosing it, with one request for a double click', async () => {
    const form = await openUploadForm();
    await form.getByLabel('Title').fill('E2E Launch Clip');
    await form.getByLabel('Content Type').selectOption({ label: 'Technical Video' });
    await form.getByLabel('Upload File').setInputFiles(VIDEO);
    await form.getByText('sample-video.mp4').waitFor();
    await page().screenshot({ path: `${SHOTS}/resources-upload-form-1280.png` });
    expect(await confirmUpload(form, 'video')).toBe(1);

    await rowOf('E2E Launch Clip').getByText('Technical Video').waitFor();
    const stored = (await serverList('LEARNING')).find((resource) => resource.title === 'E2E Launch Clip');
    expect(stored).toMatchObject({ contentType: 'TECH_VIDEOS' });
    expect(stored!.url).toMatch(/\/api\/files\/[0-9a-f-]{36}\.mp4$/);
    expect((await fetch(stored!.url)).status).toBe(200);
  });

  it('plays the uploaded video in the detail modal', async () => {
    await rowOf('E2E Launch Clip').getByText('E2E Launch Clip').click();
    const dialog = page().getByRole('dialog', { name: 'E2E Launch Clip' });
    const player = dialog.locator('video');
    expect(await player.getAttribute('src')).toMatch(/\/api\/files\/[0-9a-f-]{36}\.mp4$/);
    expect(await player.getAttribute('controls')).not.toBeNull();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
  });

  it('uploads the sample PDF to Sales by dropping it onto the file zone, and shows the Sales tab', async () => {
    const form = await openUploadForm();
    await form.getByLabel('Title').fill('E2E Datasheet');
    await form.getByLabel('Resource Type').selectOption({ label: 'Sales Resources' });
    await form.getByLabel('Content Type').selectOption({ label: 'Data Sheet' });
    const bytes = (await readFile(PDF)).toString('base64');
    const dataTransfer = await page().evaluateHandle(({ base64, name }) => {
      const binary = atob(base64);
      const data = Uint8Array.from(binary, (character) => character.charCodeAt(0));
      const transfer = new DataTransfer();
      transfer.items.add(new File([data], name, { type: 'application/pdf' }));
      return transfer;
    }, { base64: bytes, name: 'sample-document.pdf' });
    const zone = form.getByText('Click to choose a file, or drag it here');
    await zone.dispatchEvent('dragenter', { dataTransfer });
    await zone.dispatchEvent('dragover', { dataTransfer });
    await zone.dispatchEvent('drop', { dataTransfer });
    await form.getByText('sample-document.pdf').waitFor();
    expect(await confirmUpload(form, 'file')).toBe(1);

    await expect(tab('Sales Resources').getAttribute('aria-selected')).resolves.toBe('true');
    await rowOf('E2E Datasheet').getByText('Data Sheet').waitFor();
    expect((await serverList('SALES')).some((resource) => resource.title === 'E2E Datasheet')).toBe(true);
  });

  it('downloads the PDF under its title with the URL’s extension', async () => {
    await rowOf('E2E Datasheet').getByText('E2E Datasheet').click();
    const dialog = page().getByRole('dialog', { name: 'E2E Datasheet' });
    await dialog.getByText('PDF Document').waitFor();
    const [download] = await Promise.all([page().waitForEvent('download'), dialog.getByRole('button', { name: 'Download' }).click()]);
    expect(download.suggestedFilename()).toBe('E2E Datasheet.pdf');
    const saved = await download.path();
    expect(await readFile(saved)).toEqual(await readFile(PDF));
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
  });

  it('uploads the sample PNG to Marketing, previews it and copies its URL', async () => {
    const form = await openUploadForm();
    await form.getByLabel('Title').fill('E2E Logo');
    await form.getByLabel('Resource Type').selectOption({ label: 'Marketing Resources' });
    await form.getByLabel('Upload File').setInputFiles(PNG);
    expect(await confirmUpload(form, 'image')).toBe(1);
    await expect(tab('Marketing Resources').getAttribute('aria-selected')).resolves.toBe('true');

    await rowOf('E2E Logo').getByText('E2E Logo').click();
    const dialog = page().getByRole('dialog', { name: 'E2E Logo' });
    const image = dialog.getByRole('img', { name: 'Preview of E2E Logo' });
    await image.waitFor();
    await page().waitForFunction((element) => (element as HTMLImageElement).complete && (element as HTMLImageElement).naturalWidth > 0, await image.elementHandle());
    await dialog.getByRole('button', { name: 'Copy URL' }).click();
    await dialog.getByRole('status').getByText('Copied').waitFor();
    const url = (await serverList('MARKETING')).find((resource) => resource.title === 'E2E Logo')!.url;
    expect(await page().evaluate(() => navigator.clipboard.readText())).toBe(url);
    await page().screenshot({ path: `${SHOTS}/resources-detail-1280.png` });
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
  });

  it('refuses a file of the wrong type', async () => {
    const form = await openUploadForm();
    await form.getByLabel('Title').fill('Not a video');
    // The form starts on the open tab's type (Marketing after the test above): pick the videos.
    await form.getByLabel('Resource Type').selectOption({ label: 'Learning Resources' });
    await form.getByLabel('Upload File').setInputFiles(PDF);
    await form.getByText('Invalid file type. Supported formats: MP4, MOV, AVI, MKV, WMV, FLV, WebM').waitFor();
    await form.getByRole('button', { name: 'Upload', exact: true }).click();
    expect(await page().getByRole('dialog', { name: /Ready to upload/ }).count()).toBe(0);
    await page().screenshot({ path: `${SHOTS}/resources-upload-invalid-1280.png` });
    await form.getByRole('button', { name: 'Cancel' }).click();
    await form.waitFor({ state: 'detached' });
  });

  it('shows the upload limit and refuses a 29 MB file as it is chosen, sending nothing', async () => {
    const sent: string[] = [];
    const record = (request: { method(): string; url(): string }) => {
      if (request.url().includes('/api/partner/admin/resources')) sent.push(`${request.method()} ${new URL(request.url()).pathname}`);
    };
    page().on('request', record);
    const folder = await mkdtemp(path.join(tmpdir(), 'partner-console-huge-'));
    try {
      const form = await openUploadForm();
      // The backend's limit (25 MB by default), asked as the dialog opens.
      await form.getByText('Largest file: 25 MB').waitFor();
      await form.getByLabel('Title').fill('Too large');
      await form.getByLabel('Resource Type').selectOption({ label: 'Learning Resources' });
      // Chosen from a file on disk: the browser is given its path. Given as bytes, the 29 MB went
      // through the protocol's pipe and once took over Playwright's 30 s on CI's busy cores.
      const huge = path.join(folder, 'huge.mp4');
      await writeFile(huge, Buffer.alloc(29 * 1024 * 1024, 1));
      await form.getByLabel('Upload File').setInputFiles(huge);
      const message = form.getByRole('alert').filter({ hasText: 'The file (29 MB) is larger than the upload limit of 25 MB.' });
      await message.waitFor();
      expect(await form.getByLabel('Upload File').getAttribute('aria-invalid')).toBe('true');
      await page().screenshot({ path: `${SHOTS}/resources-upload-too-large-1280.png` });
      await form.getByRole('button', { name: 'Upload', exact: true }).click();
      expect(await page().getByRole('dialog', { name: /Ready to upload/ }).count()).toBe(0);
      await form.getByRole('button', { name: 'Cancel' }).click();
      await form.waitFor({ state: 'detached' });
      expect(sent).toEqual(['GET /api/partner/admin/resources/limits']);
    } finally {
      page().off('request', record);
      await rm(folder, { recursive: true, force: true });
    }
  });

  it('shows real progress in the blue banner while a larger file is sent', async () => {
    // 2 MB at 1 MB/s (DevTools network emulation), so the bar moves through a few steps.
    const devtools = await context().newCDPSession(page());
    await devtools.send('Network.enable');
    await devtools.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: 1024 * 1024 });
    try {
      const form = await openUploadForm();
      await form.getByLabel('Title').fill('E2E Large Clip');
      await form.getByLabel('Resource Type').selectOption({ label: 'Learning Resources' });
      await form.getByLabel('Upload File').setInputFiles({ name: 'large-clip.webm', mimeType: 'video/webm', buffer: Buffer.alloc(2 * 1024 * 1024, 7) });
      await form.getByRole('button', { name: 'Upload', exact: true }).click();
      await page().getByRole('dialog', { name: 'Ready to upload video?' }).getByRole('button', { name: 'Upload Now' }).click();
      const bar = page().getByRole('progressbar', { name: 'Uploading your content... Please wait.' });
      await bar.waitFor();
      await page().getByRole('dialog', { name: 'Ready to upload video?' }).getByRole('button', { name: 'Uploading...' }).waitFor();
      await page().waitForFunction(() => {
        const value = Number(document.querySelector('[role="progressbar"]')?.getAttribute('aria-valuenow'));
        return value > 0 && value < 100;
      });
      await page().screenshot({ path: `${SHOTS}/resources-uploading-1280.png` });
      await page().getByRole('dialog', { name: 'Your Content Page is Live!' }).waitFor({ timeout: 60_000 });
      await page().getByRole('dialog', { name: 'Your Content Page is Live!' }).getByRole('button', { name: 'Close' }).click();
    } finally {
      await devtools.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
      await devtools.detach();
    }
    await rowOf('E2E Large Clip').waitFor();
  });

  it('deletes a resource after confirmation', async () => {
    await rowOf('E2E Large Clip').getByRole('button', { name: 'Delete E2E Large Clip' }).click();
    const confirm = page().getByRole('dialog', { name: 'Remove video?' });
    await confirm.getByText('This action cannot be undone.').waitFor();
    await confirm.getByRole('button', { name: 'Delete video' }).click();
    await page().getByRole('dialog', { name: 'Video Removed Successfully!' }).waitFor();
    await rowOf('E2E Large Clip').waitFor({ state: 'detached' });
    expect((await serverList('LEARNING')).some((resource) => resource.title === 'E2E Large Clip')).toBe(false);
  });

  it('shows cards and the floating upload button at 375 px', async () => {
    // The same page: the session sits in this tab's sessionStorage.
    await page().setViewportSize({ width: 375, height: 812 });
    try {
      await tab('Learning Videos').click();
      await page().getByText('E2E Launch Clip').waitFor();
      const button = page().getByRole('button', { name: 'Upload Content' });
      const box = await button.boundingBox();
      expect(box).not.toBeNull();
      expect(Math.round(box!.width)).toBe(Math.round(box!.height));
      expect(box!.x + box!.width).toBeGreaterThan(375 - 48);
      await page().screenshot({ path: `${SHOTS}/resources-375.png`, fullPage: true });
      await button.click();
      const form = page().getByRole('dialog', { name: 'Upload New Content' });
      await form.waitFor();
      await page().screenshot({ path: `${SHOTS}/resources-upload-form-375.png` });
      await form.getByRole('button', { name: 'Cancel' }).click();
      await page().getByText('E2E Launch Clip').click();
      await page().getByRole('dialog', { name: 'E2E Launch Clip' }).waitFor();
      await page().screenshot({ path: `${SHOTS}/resources-detail-375.png` });
    } finally {
      await page().setViewportSize({ width: 1280, height: 900 });
    }
  });
});
