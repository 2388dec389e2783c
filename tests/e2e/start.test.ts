import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO_ADMINS } from '../../src/api/memory/demoData.js';
import { quietWatch, seededCopy, setUpProduct, signIn, startProduct } from './harness.js';

// `npm start` as a user meets it: one URL that serves the console, the runtime config, the API on
// the same origin, and signing in with the demo credentials in a real browser.

const { product, browser } = setUpProduct();

describe('npm start', () => {
  it('serves the console at the URL, and index.html for client routes', async () => {
    for (const route of ['', 'partners', 'partners/12', 'deals?page=2']) {
      const response = await fetch(new URL(route, product().url));
      expect(response.status, route).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      expect(await response.text()).toContain('<div id="root"></div>');
    }
    expect((await fetch(new URL('assets/missing.js', product().url))).status).toBe(404);
  });

  it('answers /config.json with the API base address, and the API on the same origin', async () => {
    const config = await fetch(new URL('config.json', product().url));
    expect(config.headers.get('cache-control')).toBe('no-store');
    expect(await config.json()).toEqual({ apiBaseUrl: '/api', extensions: true });
    const unauthorised = await fetch(new URL('api/partner/admin/partners', product().url));
    expect(unauthorised.status).toBe(401);
    expect(await unauthorised.json()).toEqual({ message: 'Authentication required' });
    const unknown = await fetch(new URL('api/no/such/call', product().url));
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).message).toMatch(/No such call/);
  });

  it('sends its pages with a Content Security Policy that the console never trips, and its assets compressed', async () => {
    const home = await fetch(product().url);
    const policy = home.headers.get('content-security-policy') ?? '';
    expect(policy).toContain("script-src 'self'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toMatch(/script-src[^;]*unsafe/);
    const entry = /src="(\/assets\/[^"]+\.js)"/.exec(await home.text())?.[1];
    expect(entry).toBeTruthy();
    const plain = await fetch(new URL(entry!, product().url), { headers: { 'accept-encoding': 'identity' } });
    const packed = await fetch(new URL(entry!, product().url), { headers: { 'accept-encoding': 'br, gzip' } });
    expect(packed.headers.get('content-encoding')).toBe('br');
    expect(await packed.text()).toBe(await plain.text());

    const page = await browser().newPage();
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    const quiet = quietWatch(page);
    try {
      await signIn(page, product().url);
      // Signed in before the first page (a page opened while the sign-in is under way aborts it,
      // and every page below would then be the sign-in page).
      await page.waitForURL((url) => url.pathname === '/partners', { timeout: 60_000 });
      for (const route of ['partners', 'partners/requests', 'deals', 'resources', 'quiz', 'certificates']) {
        await page.goto(new URL(route, product().url).href);
        await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 30_000 });
        expect(new URL(page.url()).pathname, route).toBe(`/${route}`);
        await quiet();
      }
    } finally {
      await page.close();
    }
    expect(violations).toEqual([]);
  });

  it('signs in through the browser with the demo credentials', async () => {
    const page = await browser().newPage();
    try {
      await signIn(page, product().url);
      await page.getByText(/Ada/).first().waitFor({ timeout: 30_000 });
      const token = await page.evaluate(() => sessionStorage.getItem('token') ?? localStorage.getItem('token'));
      expect(token?.split('.')).toHaveLength(3);
    } finally {
      await page.close();
    }
  });
});

describe('the log of npm start', () => {
  it('names each demo admin on a line of its own, with the password to sign in with', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'partner-console-e2e-'));
    const child = spawn(process.execPath, [fileURLToPath(new URL('../../examples/start.mjs', import.meta.url))], {
      env: { ...process.env, PORT: '0', DATA_DIR: dataDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    try {
      let output = '';
      await new Promise<void>((resolve, reject) => {
        child.stdout.on('data', (chunk: Buffer) => {
          output += chunk.toString();
          if (output.includes('Stop with Ctrl+C.')) resolve();
        });
        child.once('exit', (code) => reject(new Error(`npm start exited with ${code}: ${output}`)));
      });
      const lines = output.split('\n').filter((line) => line.startsWith('Sign in as'));
      expect(lines).toEqual(DEMO_ADMINS.map((admin) => `Sign in as ${admin.email} with password ${admin.password}.`));
      expect(lines).toEqual(['Sign in as admin@partner-console.dev with password Admin@12345.', 'Sign in as grace@partner-console.dev with password Grace@12345.']);
    } finally {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

describe('API_BASE_URL', () => {
  it('serves the console against another backend without opening a database', async () => {
    const elsewhere = await startProduct({ apiBaseUrl: 'https://partners.example.com/api' });
    try {
      expect(await (await fetch(new URL('config.json', elsewhere.url))).json()).toEqual({ apiBaseUrl: 'https://partners.example.com/api', extensions: false });
      expect((await fetch(elsewhere.url)).status).toBe(200);
      expect((await fetch(new URL('api/partner/admin/partners', elsewhere.url))).status).toBe(404);
      expect(existsSync(path.join(elsewhere.dataDir, 'db'))).toBe(false);
    } finally {
      await elsewhere.close();
    }
  });
});

describe('npm start as a process', () => {
  /**
   * `node examples/start.mjs` on a free port over a fresh copy of a seeded data directory (the
   * start over an empty one is 'the log of npm start' above); its output, once it has served
   * `paths` and been stopped with SIGTERM.
   */
  async function runStart(env: Record<string, string>, paths: string[]): Promise<{ code: number | null; output: string }> {
    const dataDir = await seededCopy('partner-console-start-');
    const child = spawn(process.execPath, [fileURLToPath(new URL('../../examples/start.mjs', import.meta.url))], {
      env: { ...process.env, PORT: '0', DATA_DIR: dataDir, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = once(child, 'exit');
    try {
      const url = await new Promise<string>((resolve, reject) => {
        child.stdout.on('data', () => {
          const match = /Partner console: (http\S+)/.exec(output);
          if (match) resolve(match[1]!);
        });
        void exited.then(() => reject(new Error(`start.mjs exited before listening:\n${output}`)));
      });
      for (const route of paths) await (await fetch(new URL(route, url))).arrayBuffer();
      child.kill('SIGTERM');
      const [code] = (await exited) as [number | null];
      return { code, output };
    } finally {
      child.kill('SIGKILL');
      await rm(dataDir, { recursive: true, force: true });
    }
  }
  const requestLines = (output: string) =>
    output
      .split('\n')
      .filter((line) => line.includes('"msg":"request"'))
      .map((line) => JSON.parse(line) as { method: string; url: string; statusCode: number });

  it('logs one line per request, and nothing per request with QUIET=1; SIGTERM ends it with 0', async () => {
    const loud = await runStart({}, ['partners', 'api/health', 'api/partner/admin/partners']);
    expect(loud.code, loud.output).toBe(0);
    expect(requestLines(loud.output).map(({ method, url, statusCode }) => `${method} ${url} ${statusCode}`)).toEqual([
      'GET /partners 200',
      'GET /api/health 200',
      'GET /api/partner/admin/partners 401',
    ]);
    const quiet = await runStart({ QUIET: '1' }, ['partners', 'api/health']);
    expect(quiet.code, quiet.output).toBe(0);
    expect(requestLines(quiet.output)).toEqual([]);
    expect(quiet.output).toMatch(/Partner console: http/);
  });
});
