import { cp, mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'esbuild';
import { chromium, type Browser, type BrowserContext, type Page, type Request } from 'playwright-core';
import pg from 'pg';
import { inject } from 'vitest';
import { chromiumLaunchOptions } from '../../scripts/chromium.mjs';
import { startConsole, type StartOptions } from '../../examples/start.mjs';
import { builtOnce, seedDay } from '../support/builtOnce.js';
import { lowerHashCost } from '../server/template.js';

/** The demo administrator the reference backend seeds (DEMO_ADMIN in src/api/memory/demoData.ts). */
export const DEMO_CREDENTIALS = { email: 'admin@partner-console.dev', password: 'Admin@12345' } as const;

/** Where the e2e tests leave screenshots for a person to look at. */
export const SHOTS = '/tmp/shots';

export interface RunningProduct {
  /** The URL `npm start` would print. */
  url: string;
  /** The data directory of the reference backend (a fresh temporary one). */
  dataDir: string;
  close(): Promise<void>;
}

/** What a seeded data directory is made of: the backend (its migrations), the seeds, the database's package, the hashes' lowering. */
const DATA_INPUTS = ['examples/server', 'examples/start.mjs', 'src/api/memory', 'package-lock.json', 'tests/server/template.ts'];

/**
 * A data directory as the first `npm start` leaves it (database created, migrated and seeded),
 * made once per seed, day and sources and copied for every product: creating and seeding an
 * embedded database took about 5 s of each e2e file's start on two cores, a start over a
 * seeded directory under one. The demo accounts' stored hashes are then lowered to the tests'
 * cost (tests/server/template.ts `lowerHashCost`), as the server suite's are: a sign-in reads the
 * cost from the stored form, and the product's (scrypt at N=2^17, 0.6-0.7 s of a core here) at
 * each of the suite's sign-ins held two busy cores for nothing the product does differently. The
 * product's cost stays under test where the product writes the hash: the team files seed their
 * PostgreSQL database themselves, and auth.test.ts signs in with a password the product changed.
 */
function seededDataDir(seed: 'demo' | 'hostile'): Promise<string> {
  return builtOnce(
    `e2e-data-${seed}`,
    DATA_INPUTS,
    async (dir) => {
      const started = await startConsole({ port: 0, dataDir: dir, seed });
      await started.close();
      await lowerHashCost({ dataDir: dir });
    },
    // The demo data is dated relative to the day it is seeded on.
    { alsoOf: seedDay() },
  );
}

/**
 * A fresh temporary data directory holding a copy of the seeded one (`seededDataDir`): what the
 * first `npm start` over `prefix` would leave, without paying for creating and seeding a database.
 * The caller removes it.
 */
export async function seededCopy(prefix: string, seed: 'demo' | 'hostile' = 'demo'): Promise<string> {
  const dataDir = await mkdtemp(path.join(tmpdir(), prefix));
  try {
    await cp(await seededDataDir(seed), dataDir, { recursive: true });
    return dataDir;
  } catch (error) {
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
}

/**
 * Starts the product as `npm start` does (the same startConsole, console build included) on a
 * free port, over a fresh temporary copy of a seeded data directory; `close` also removes the copy.
 */
export async function startProduct(options: { hostile?: boolean } & Pick<StartOptions, 'tokenTtlSeconds' | 'apiBaseUrl' | 'extensions'> = {}): Promise<RunningProduct> {
  const seed = options.hostile ? 'hostile' : 'demo';
  // A console against another backend (apiBaseUrl) opens no database: its directory stays empty.
  const dataDir = options.apiBaseUrl ? await mkdtemp(path.join(tmpdir(), 'partner-console-e2e-')) : await seededCopy('partner-console-e2e-', seed);
  try {
    const started = await startConsole({
      port: 0,
      dataDir,
      seed,
      ...(options.tokenTtlSeconds ? { tokenTtlSeconds: options.tokenTtlSeconds } : {}),
      ...(options.apiBaseUrl ? { apiBaseUrl: options.apiBaseUrl } : {}),
      ...(options.extensions === undefined ? {} : { extensions: options.extensions }),
    });
    return {
      url: started.url,
      dataDir,
      close: async () => {
        await started.close();
        await rm(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
}

/**
 * A page's script as one ES module for Chromium: `source` (TypeScript or TSX, its imports relative
 * to the repository's root, e.g. './src/api/http/createHttpAdminApi.ts') with everything it imports.
 */
export async function bundleForPage(source: string, options: { tsx?: boolean; plugins?: Plugin[] } = {}): Promise<string> {
  const bundle = await build({
    stdin: { contents: source, resolveDir: path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..'), loader: options.tsx ? 'tsx' : 'ts' },
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    write: false,
    logLevel: 'silent',
    plugins: options.plugins ?? [],
  });
  return bundle.outputFiles[0]!.text;
}

/** Chromium through playwright-core, launched as every browser test here launches it. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch(chromiumLaunchOptions());
}

/**
 * Fills the sign-in form already on the page (the demo credentials unless told) and submits it,
 * using accessible names only, so the flow survives the sign-in screen being replaced as long as
 * its labels stay.
 */
export async function fillSignIn(page: Page, credentials: { email: string; password: string } = DEMO_CREDENTIALS): Promise<void> {
  await page.getByLabel('Email').fill(credentials.email);
  await page.getByLabel('Password', { exact: true }).fill(credentials.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** The console's live changes stream, open as long as a signed-in page is. */
const LIVE_STREAM = '/api/partner/admin/events';

/**
 * Watches `page`'s requests from now on; the function it returns resolves, each time it is called,
 * once no request but the live changes stream has been in flight for 500 ms. Playwright's
 * `networkidle` counts the stream, which stays open, and a single-page console reaches it once, on
 * the sign-in page, before any list loads: waiting for it after signing in waits for nothing.
 */
export function quietWatch(page: Page): () => Promise<void> {
  const open = new Set<Request>();
  let since = Date.now();
  const counted = (request: Request) => new URL(request.url()).pathname !== LIVE_STREAM;
  page.on('request', (request) => {
    if (counted(request)) open.add(request);
  });
  const done = (request: Request) => {
    if (open.delete(request)) since = Date.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return async () => {
    const deadline = Date.now() + 30_000;
    while (open.size > 0 || Date.now() - since < 500) {
      if (Date.now() > deadline) throw new Error(`requests still open: ${[...open].map((request) => request.url()).join(', ')}`);
      await page.waitForTimeout(100);
    }
  };
}

/** Opens `url` and signs in there with the demo credentials (or the ones given). */
export async function signIn(page: Page, url: string, credentials: { email: string; password: string } = DEMO_CREDENTIALS): Promise<void> {
  await page.goto(url);
  await fillSignIn(page, credentials);
}

/** The product and Chromium a test file shares; each accessor fails clearly if read before beforeAll. */
export interface ProductUnderTest {
  product(): RunningProduct;
  browser(): Browser;
}

/** The same, signed in on one page of one 1280 x 900 context. */
export interface SignedInProduct extends ProductUnderTest {
  context(): BrowserContext;
  page(): Page;
  /** A GET on the reference backend (`/api` + `path`) with the page's session token: what the server now holds. */
  serverGet<T>(path: string): Promise<T>;
}

export interface SignedInOptions {
  /** Seed the hostile data set instead of the demo one. @default false */
  hostile?: boolean;
  /** What the console is told the reference backend offers beyond SPEC 7 (`false`: SPEC 7 alone, whole lists in the browser). @default everything */
  extensions?: StartOptions['extensions'];
  /** Make window.print do nothing, so a print page can be read without blocking on the dialog. @default false */
  stubPrint?: boolean;
  /** Runs on the new context before its page opens (permissions, listeners for every page). */
  prepare?: (context: BrowserContext, product: RunningProduct) => Promise<void> | void;
}

interface Running {
  product?: RunningProduct;
  browser?: Browser;
  context?: BrowserContext;
  page?: Page;
}

function accessor<K extends keyof Running>(running: Running, key: K): () => NonNullable<Running[K]> {
  return () => {
    const value = running[key];
    if (!value) throw new Error(`The e2e harness has no ${key}: read it inside a test or a hook, after the harness's beforeAll.`);
    return value;
  };
}

async function closeRunning(running: Running): Promise<void> {
  await running.context?.close();
  await running.browser?.close();
  await running.product?.close();
}

/**
 * For the calling test file: starts the product and Chromium before its tests (beforeAll) and
 * closes both after them (afterAll).
 */
export function setUpProduct(): ProductUnderTest {
  const running: Running = {};
  beforeAll(async () => {
    [running.product, running.browser] = await Promise.all([startProduct(), launchBrowser()]);
  });
  afterAll(() => closeRunning(running));
  return { product: accessor(running, 'product'), browser: accessor(running, 'browser') };
}

/**
 * For the calling test file: creates the screenshot folder, starts the product and Chromium, opens
 * one 1280 x 900 context (downloads accepted) and signs in on its page with the demo credentials,
 * waiting for the Partners landing page, before its tests (beforeAll); closes all of it after them
 * (afterAll). Hooks the file registers later run after this one's beforeAll.
 */
export function setUpSignedInProduct(options: SignedInOptions = {}): SignedInProduct {
  const running: Running = {};
  const product = accessor(running, 'product');
  const browser = accessor(running, 'browser');
  const context = accessor(running, 'context');
  const page = accessor(running, 'page');
  beforeAll(async () => {
    await mkdir(SHOTS, { recursive: true });
    [running.product, running.browser] = await Promise.all([startProduct({ hostile: options.hostile, extensions: options.extensions }), launchBrowser()]);
    running.context = await browser().newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
    if (options.stubPrint) {
      await context().addInitScript(() => {
        window.print = () => {};
      });
    }
    await options.prepare?.(context(), product());
    running.page = await context().newPage();
    await signIn(page(), product().url);
    await page().waitForURL(/\/partners$/, { timeout: 60_000 });
  });
  afterAll(() => closeRunning(running));
  return {
    product,
    browser,
    context,
    page,
    serverGet: <T>(path: string) =>
      page().evaluate(async (target) => {
        const token = sessionStorage.getItem('token') ?? localStorage.getItem('token');
        const response = await fetch(`/api${target}`, { headers: { Authorization: `Bearer ${token}` } });
        return response.json();
      }, path) as Promise<T>,
  };
}

/** Opens `url` in `page`, signs in as `admin` and goes to Partner Deals by the side navigation. */
export async function openPartnerDealsAs(page: Page, url: string, admin: { email: string; password: string }): Promise<void> {
  await page.goto(url);
  await fillSignIn(page, admin);
  await page.waitForURL(/\/partners$/, { timeout: 60_000 });
  await page.getByRole('link', { name: 'Partner Deals' }).click();
  await page.waitForURL(/\/deals/);
}

/** One instance of the reference backend with its console, of a team (`setUpTeam`). */
export interface TeamInstance {
  url: string;
  dataDir: string;
  close: () => Promise<void>;
}

/** Two instances on one PostgreSQL database and one Chromium, for the calling test file. */
export interface Team {
  instances(): readonly [TeamInstance, TeamInstance];
  browser(): Browser;
}

/**
 * For the calling test file: two instances of the reference backend (each with its console) on
 * one PostgreSQL database of their own, as a team runs it behind a load balancer, and Chromium,
 * started before its tests (beforeAll) and closed, the database dropped, after them (afterAll).
 * `name` names the database (with the process and the time).
 */
export function setUpTeam(name: string): Team {
  let serverUrl: string | undefined;
  let database: string | undefined;
  let instances: TeamInstance[] = [];
  let browser: Browser | undefined;
  const administer = async (sql: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  beforeAll(async () => {
    // The project's cluster (tests/e2e/postgresSetup.ts): each file its own database on it.
    serverUrl = inject('teamPostgresUrl');
    if (!serverUrl) throw new Error('No PostgreSQL for the team: the e2e project starts one in tests/e2e/postgresSetup.ts.');
    database = `e2e_${name}_${process.pid}_${Date.now()}`;
    await administer(`CREATE DATABASE ${database}`);
    const url = new URL(serverUrl);
    url.pathname = `/${database}`;
    // Started together on an empty database: one migrates and seeds, the other waits for it.
    instances = await Promise.all(
      [0, 1].map(async () => {
        const dataDir = await mkdtemp(path.join(tmpdir(), `partner-console-e2e-${name}-`));
        const started = await startConsole({ port: 0, dataDir, databaseUrl: url.toString(), seed: 'demo' });
        return { url: started.url, dataDir, close: started.close };
      }),
    );
    browser = await launchBrowser();
  }, 300_000);
  afterAll(async () => {
    await browser?.close();
    for (const instance of instances) {
      await instance.close();
      await rm(instance.dataDir, { recursive: true, force: true });
    }
    if (database) await administer(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`).catch(() => {});
  });
  return {
    instances: () => {
      if (instances.length !== 2) throw new Error('The team is not started: read it inside a test, after the harness\'s beforeAll.');
      return instances as [TeamInstance, TeamInstance];
    },
    browser: () => {
      if (!browser) throw new Error('The team has no browser: read it inside a test, after the harness\'s beforeAll.');
      return browser;
    },
  };
}
