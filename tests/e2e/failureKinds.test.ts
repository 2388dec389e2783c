import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Plugin } from 'esbuild';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { bundleForPage, launchBrowser } from './harness.js';

// What a page in Chromium can tell about a failed call (issue 32, item 2), with real servers on
// two origins: the page's own (127.0.0.1) and an API on another one (localhost, another port).
// Chromium hides why a cross-origin request failed (a CORS refusal and a refused connection are
// the same TypeError, with the same resource timing entry); the client's probe tells them apart.
// The page also renders a screen, whose banner shows the headline and the line, and a screen
// without its `api`, in a bundle where the library's `process.env.NODE_ENV` is left as written:
// a browser without `process` must not crash on it (issue 32, item 1).

/** The page's script: window.listPartners(baseUrl) calls the API; window.show* render a screen in the host page. */
const pageScript = `
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { createHttpAdminApi } from './src/api/http/createHttpAdminApi.ts';
import { errorDetail } from './src/api/errorDetail.ts';
import { PartnersOverview } from './src/screens/MembersOverview/MembersOverview.tsx';

const client = (baseUrl) => createHttpAdminApi({ baseUrl, auth: { getToken: () => 'browser-token' } });
const noop = () => {};

window.hasProcess = typeof process !== 'undefined';
window.listPartners = async (baseUrl) => {
  try {
    return { ok: true, count: (await client(baseUrl).partners.list()).length };
  } catch (error) {
    return { ok: false, name: error.name, kind: error.kind, status: error.status, message: error.message, detail: errorDetail(error) ?? null };
  }
};
const screenRoot = createRoot(document.getElementById('screen'));
window.showPartners = (baseUrl) => screenRoot.render(createElement(PartnersOverview, { api: client(baseUrl), onOpen: noop, onViewRequests: noop }));
window.showWithoutApi = () => screenRoot.render(createElement(PartnersOverview, { onOpen: noop, onViewRequests: noop }));
`;

/**
 * React's own modules need \`process.env.NODE_ENV\` written in, as every bundler does for them; the
 * library's modules keep it as written, as a browser loading the published modules would see them.
 */
const nodeEnvInDependenciesOnly: Plugin = {
  name: 'node-env-in-dependencies-only',
  setup(builder) {
    builder.onLoad({ filter: /[\\/]node_modules[\\/].*\.c?js$/ }, async (args) => ({
      contents: (await readFile(args.path, 'utf8')).replaceAll('process.env.NODE_ENV', '"development"'),
      loader: 'js',
    }));
  },
};

interface Outcome {
  ok: boolean;
  count?: number;
  name?: string;
  kind?: string;
  status?: number;
  message?: string;
  detail?: string | null;
}

const listen = async (handler: (request: IncomingMessage, response: ServerResponse) => void): Promise<Server> => {
  const server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
};
const portOf = (server: Server) => (server.address() as AddressInfo).port;
const close = async (server: Server | undefined) => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
};

const PARTNERS = JSON.stringify([{ id: 1, firstName: 'Ada', lastName: 'Byron', email: 'ada@example.com', createdAt: '2026-01-10T10:00:00Z' }]);

let pageServer: Server;
let apiServer: Server;
let closedPort: number;
let pageOrigin: string;
let apiOrigin: string;
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  const script = await bundleForPage(pageScript, { tsx: true, plugins: [nodeEnvInDependenciesOnly] });

  pageServer = await listen((request, response) => {
    if (request.url === '/') {
      response.writeHead(200, { 'content-type': 'text/html' });
      response.end(
        '<!doctype html><html lang="en"><title>Intranet</title><h1>Intranet home</h1><nav aria-label="Intranet"><a href="/wiki">Wiki</a></nav>' +
          '<main id="screen"></main><script type="module" src="/bundle.js"></script></html>',
      );
    } else if (request.url === '/bundle.js') {
      response.writeHead(200, { 'content-type': 'text/javascript' }).end(script);
    } else {
      // The page's own server has no API: the wrong address of a host that forgot its proxy.
      response.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ message: 'Not found' }));
    }
  });
  pageOrigin = `http://127.0.0.1:${portOf(pageServer)}`;

  // The API: without CORS headers under /api (the browser refuses its answers to the page), and
  // allowing the page's origin, its Authorization header included, under /open.
  apiServer = await listen((request, response) => {
    if (request.url?.startsWith('/open/')) {
      const cors = { 'access-control-allow-origin': pageOrigin, 'access-control-allow-headers': 'authorization, accept' };
      if (request.method === 'OPTIONS') response.writeHead(204, cors).end();
      else response.writeHead(200, { ...cors, 'content-type': 'application/json' }).end(PARTNERS);
      return;
    }
    response.writeHead(200, { 'content-type': 'application/json' }).end(PARTNERS);
  });
  apiOrigin = `http://localhost:${portOf(apiServer)}`;

  const closed = await listen(() => {});
  closedPort = portOf(closed);
  await close(closed);

  browser = await launchBrowser();
  context = await browser.newContext();
  page = await context.newPage();
  await page.goto(`${pageOrigin}/`);
  await page.waitForFunction(() => typeof (window as { listPartners?: unknown }).listPartners === 'function');
});

afterAll(async () => {
  await browser?.close();
  await close(pageServer);
  await close(apiServer);
});

const listPartners = (baseUrl: string) =>
  page.evaluate((url) => (window as unknown as { listPartners(url: string): Promise<Outcome> }).listPartners(url), baseUrl);

describe('a failed call in Chromium says which failure it was', () => {
  it('reads the list from another origin that allows this page (the control: the API itself works)', async () => {
    expect(await listPartners(`${apiOrigin}/open`)).toEqual({ ok: true, count: 1 });
  });

  it('a server on another origin that sends no CORS headers: up, but refused to this page (cors)', async () => {
    const outcome = await listPartners(`${apiOrigin}/api`);
    expect(outcome).toMatchObject({ ok: false, name: 'ApiError', kind: 'cors', status: 0 });
    expect(outcome.detail).toBe(`The server at ${apiOrigin} is up but did not allow this page's origin, ${pageOrigin} (CORS).`);
  });

  it('a server that is down: unreachable (network)', async () => {
    const outcome = await listPartners(`http://localhost:${closedPort}/api`);
    expect(outcome).toMatchObject({ ok: false, kind: 'network', status: 0, message: 'Network error. Please check your connection and try again.' });
    expect(outcome.detail).toBe(`Could not reach the server at http://localhost:${closedPort}: it is down, or the address is wrong.`);
  });

  it("a base URL on the page's own server that has no API: a wrong address (notFound)", async () => {
    const outcome = await listPartners('/api');
    expect(outcome).toMatchObject({ ok: false, kind: 'notFound', status: 404 });
    expect(outcome.detail).toBe(`The server at ${pageOrigin} has no /api/partner/admin/partners (404): check baseUrl and paths.`);
  });

  it('a browser that is offline says so (offline)', async () => {
    await context.setOffline(true);
    try {
      const outcome = await listPartners(`${apiOrigin}/open`);
      expect(outcome).toMatchObject({ ok: false, kind: 'offline', status: 0 });
      expect(outcome.detail).toBe('This device is offline.');
    } finally {
      await context.setOffline(false);
    }
  });

  it("a screen's banner shows the specification's headline and, under it, the line that says which", async () => {
    await page.evaluate((url) => (window as unknown as { showPartners(url: string): void }).showPartners(url), `${apiOrigin}/api`);
    const banner = page.getByRole('alert');
    await banner.waitFor();
    await expect.poll(() => banner.innerText()).toContain('An error occurred while fetching partners data');
    expect(await banner.innerText()).toContain(`The server at ${apiOrigin} is up but did not allow this page's origin, ${pageOrigin} (CORS).`);
    expect(await page.getByRole('heading', { level: 1, name: 'Intranet home' }).isVisible()).toBe(true);
  });
});

describe('a screen without its api in a browser without `process`', () => {
  it('shows its error panel with the development message; the host page stays', async () => {
    expect(await page.evaluate(() => (window as unknown as { hasProcess: boolean }).hasProcess)).toBe(false);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.evaluate(() => (window as unknown as { showWithoutApi(): void }).showWithoutApi());
    const panel = page.getByRole('alert', { name: 'Something went wrong' });
    await panel.waitFor();
    expect(await panel.innerText()).toContain(
      'PartnersOverview: the `api` prop is missing; pass createHttpAdminApi(...) or an object with partners.list',
    );
    expect(await page.getByRole('heading', { level: 1, name: 'Intranet home' }).isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Wiki' }).isVisible()).toBe(true);
    expect(errors).toEqual([]);
  });
});
