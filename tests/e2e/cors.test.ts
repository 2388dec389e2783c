import { once } from 'node:events';
import { createServer as createHttpServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import { makeDataDir, removeDataDir, startServer, type RunningServer } from '../server/support.js';
import { DEMO_CREDENTIALS, launchBrowser } from './harness.js';

// CORS as a browser applies it: a host page on another origin calls the reference backend (started
// with CORS_ORIGINS naming that origin) the way the library's HTTP client does: JSON sign-in, a
// bearer token, a decision with If-Match, a removal with DELETE. Chromium sends the real preflight
// requests. The same page from an origin not named gets nothing.

let browser: Browser;
let host: Server;
let api: RunningServer;
let allowedOrigin: string;
let otherOrigin: string;

beforeAll(async () => {
  host = createHttpServer((_request, response) => response.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>Intranet</title><h1>Intranet</h1>'));
  host.listen(0, '127.0.0.1');
  await once(host, 'listening');
  const { port } = host.address() as AddressInfo;
  allowedOrigin = `http://127.0.0.1:${port}`;
  // The same page under another name is another origin.
  otherOrigin = `http://localhost:${port}`;
  api = await startServer({ dataDir: await makeDataDir(), corsOrigins: [allowedOrigin] });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await api?.close();
  if (api) await removeDataDir(api.dataDir);
  host?.close();
});

/** The calls the HTTP client makes, from a page at `origin`; each call's outcome, or its error's name. */
async function callFrom(origin: string): Promise<Record<string, string>> {
  const page: Page = await browser.newPage();
  try {
    await page.goto(`${origin}/`);
    return await page.evaluate(
      async ({ apiUrl, credentials }) => {
        const outcome: Record<string, string> = {};
        const attempt = async (name: string, work: () => Promise<string>) => {
          try {
            outcome[name] = await work();
          } catch (error) {
            outcome[name] = (error as Error).name;
          }
        };
        let token = '';
        await attempt('login', async () => {
          const answer = await fetch(`${apiUrl}/partner/admin/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json' }, body: JSON.stringify(credentials) });
          token = ((await answer.json()) as { token: string }).token;
          return String(answer.status);
        });
        const bearer = { authorization: `Bearer ${token}`, accept: 'application/json' };
        await attempt('list', async () => {
          const answer = await fetch(`${apiUrl}/partner/admin/deals`, { headers: bearer });
          return `${answer.status} ${((await answer.json()) as unknown[]).length > 0}`;
        });
        await attempt('approve', async () => {
          // A backend that checks versions may answer 409 (changed since): readable all the same.
          const answer = await fetch(`${apiUrl}/partner/admin/deals/1/approve`, { method: 'POST', headers: { ...bearer, 'if-match': '"1"' } });
          return answer.status === 200 || answer.status === 409 ? 'answered' : String(answer.status);
        });
        await attempt('remove', async () => {
          const questions = (await (await fetch(`${apiUrl}/partner/admin/quiz/tech`, { headers: bearer })).json()) as { id: number }[];
          const answer = await fetch(`${apiUrl}/partner/admin/quiz/tech/${questions.at(-1)!.id}`, { method: 'DELETE', headers: bearer });
          return String(answer.status);
        });
        await attempt('unauthorised', async () => {
          const answer = await fetch(`${apiUrl}/partner/admin/deals`, { headers: { authorization: 'Bearer expired' } });
          return `${answer.status} ${((await answer.json()) as { message: string }).message}`;
        });
        return outcome;
      },
      { apiUrl: api.apiUrl, credentials: DEMO_CREDENTIALS },
    );
  } finally {
    await page.close();
  }
}

describe('a host page on another origin', () => {
  it('calls the API as the HTTP client does when CORS_ORIGINS names it: sign-in, bearer calls, If-Match, DELETE, and reads the errors', async () => {
    expect(await callFrom(allowedOrigin)).toEqual({
      login: '200',
      list: '200 true',
      approve: 'answered',
      remove: '200',
      unauthorised: '401 Session expired. Please login again.',
    });
  });

  it('gets nothing from the API when it is not named', async () => {
    expect(await callFrom(otherOrigin)).toEqual({ login: 'TypeError', list: 'TypeError', approve: 'TypeError', remove: 'TypeError', unauthorised: 'TypeError' });
  });
});
