import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import { bundleForPage, launchBrowser } from './harness.js';

// Proves the browser upload path: in Chromium, fetch cannot stream a request body over plain
// HTTP/1.1, so createHttpAdminApi uploads with XMLHttpRequest there. A real page bundles the
// real client, uploads 2 MB to a real local server and records what onProgress saw.

/** The page's script: window.upload() runs one upload and reports progress and the outcome. */
const pageScript = `
import { createHttpAdminApi } from './src/api/http/createHttpAdminApi.ts';
import { createSessionStore } from './src/api/session.ts';

window.upload = async (path) => {
  const session = createSessionStore();
  session.save({ token: 'browser-token', partnerAdmin: { firstName: 'Ada' } }, false);
  const api = createHttpAdminApi({ baseUrl: '/api' + path, session });
  const bytes = new Uint8Array(2 * 1024 * 1024);
  for (let index = 0; index < bytes.length; index += 1) bytes[index] = 97 + (index % 26);
  const progress = [];
  try {
    await api.resources.upload(
      { file: new Blob([bytes], { type: 'video/mp4' }), fileName: 'clip.mp4', title: 'Launch clip', resourceType: 'LEARNING', contentType: 'TECH_VIDEOS' },
      { onProgress: (event) => progress.push(event) },
    );
    return { progress, error: null, sessionKept: session.read() !== null };
  } catch (error) {
    return { progress, error: { name: error.name, message: error.message, status: error.status }, sessionKept: session.read() !== null };
  }
};
`;

interface Received {
  path: string;
  authorization: string | undefined;
  fields: Record<string, string>;
  file: { name: string; type: string; size: number; sample: string };
}

interface Outcome {
  progress: Array<{ percent: number; transferredBytes: number; totalBytes: number }>;
  error: { name: string; message: string; status: number } | null;
  sessionKept: boolean;
}

let server: Server;
let browser: Browser;
let page: Page;
let received: Received[] = [];

function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

beforeAll(async () => {
  const script = await bundleForPage(pageScript);

  server = createServer((request, response) => {
    if (request.method === 'GET' && request.url === '/') {
      response.writeHead(200, { 'content-type': 'text/html' });
      response.end('<!doctype html><title>upload</title><script type="module" src="/bundle.js"></script>');
      return;
    }
    if (request.method === 'GET' && request.url === '/bundle.js') {
      response.writeHead(200, { 'content-type': 'text/javascript' });
      response.end(script);
      return;
    }
    const url = request.url ?? '';
    if (request.method === 'POST' && url.endsWith('/partner/admin/resources')) {
      void readBody(request).then(async (body) => {
        const headers = new Headers({ 'content-type': String(request.headers['content-type']) });
        const form = await new Request('http://localhost/', { method: 'POST', headers, body: new Uint8Array(body) }).formData();
        const file = form.get('file') as File;
        received.push({
          path: url,
          authorization: request.headers.authorization,
          fields: Object.fromEntries(['title', 'resourceType', 'contentType'].map((key) => [key, String(form.get(key))])),
          file: { name: file.name, type: file.type, size: file.size, sample: (await file.text()).slice(0, 5) },
        });
        if (url.startsWith('/api/expired/')) response.writeHead(401).end();
        else if (url.startsWith('/api/broken/')) response.writeHead(500, { 'content-type': 'application/json' }).end('{"message":"Storage full"}');
        else response.writeHead(201, { 'content-type': 'application/json' }).end('{"id":1}');
      });
      return;
    }
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  browser = await launchBrowser();
  page = await browser.newPage();
  // Loopback socket buffers swallow 2 MB before Chromium's first progress tick, so the upload is
  // throttled inside Chromium (DevTools network emulation) to make it take a few ticks.
  const devtools = await page.context().newCDPSession(page);
  await devtools.send('Network.enable');
  await devtools.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: 4 * 1024 * 1024 });
  await page.goto(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
  await page.waitForFunction(() => typeof (window as { upload?: unknown }).upload === 'function');
});

afterAll(async () => {
  await browser?.close();
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
});

beforeEach(() => {
  received = [];
});

const upload = (prefix: string) => page.evaluate((p) => (window as unknown as { upload(p: string): Promise<Outcome> }).upload(p), prefix);

describe('upload in Chromium', () => {
  it('sends the multipart fields and reports fine-grained progress up to 1', async () => {
    const outcome = await upload('');

    expect(outcome.error).toBeNull();
    expect(received).toEqual([
      {
        path: '/api/partner/admin/resources',
        authorization: 'Bearer browser-token',
        fields: { title: 'Launch clip', resourceType: 'LEARNING', contentType: 'TECH_VIDEOS' },
        file: { name: 'clip.mp4', type: 'video/mp4', size: 2 * 1024 * 1024, sample: 'abcde' },
      },
    ]);
    const percents = outcome.progress.map((event) => event.percent);
    expect(percents.length).toBeGreaterThan(1);
    expect(percents.some((percent) => percent > 0 && percent < 1)).toBe(true);
    expect(percents).toEqual([...percents].sort((a, b) => a - b));
    expect(percents.at(-1)).toBe(1);
    expect(outcome.progress.at(-1)!.totalBytes).toBeGreaterThan(2 * 1024 * 1024);
  });

  it('maps a failed upload to the server message, like every other call', async () => {
    const outcome = await upload('/broken');
    expect(received).toHaveLength(1);
    expect(outcome.error).toEqual({ name: 'ApiError', message: 'Storage full', status: 500 });
    expect(outcome.sessionKept).toBe(true);
  });

  it('ends the session on a 401 answer to an upload', async () => {
    const outcome = await upload('/expired');
    expect(outcome.error).toEqual({ name: 'SessionExpiredError', message: 'Session expired. Please login again.', status: 401 });
    expect(outcome.sessionKept).toBe(false);
  });
});
