import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { chromiumLaunchOptions } from '../../scripts/chromium.mjs';
import { startConsole, type StartOptions } from '../../examples/start.mjs';

/** The demo administrator the reference backend seeds (DEMO_ADMIN in src/api/memory/demoData.ts). */
export const DEMO_CREDENTIALS = { email: 'admin@partner-console.dev', password: 'Admin@12345' } as const;

export interface RunningProduct {
  /** The URL `npm start` would print. */
  url: string;
  /** The data directory of the reference backend (a fresh temporary one). */
  dataDir: string;
  close(): Promise<void>;
}

/**
 * Starts the product exactly as `npm start` does (the same startConsole, console build included)
 * on a free port over a fresh temporary data directory; `close` also removes the directory.
 */
export async function startProduct(options: { hostile?: boolean } & Pick<StartOptions, 'tokenTtlSeconds' | 'apiBaseUrl'> = {}): Promise<RunningProduct> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'partner-console-e2e-'));
  try {
    const started = await startConsole({
      port: 0,
      dataDir,
      seed: options.hostile ? 'hostile' : 'demo',
      ...(options.tokenTtlSeconds ? { tokenTtlSeconds: options.tokenTtlSeconds } : {}),
      ...(options.apiBaseUrl ? { apiBaseUrl: options.apiBaseUrl } : {}),
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

/** Chromium through playwright-core, launched as every browser test here launches it. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch(chromiumLaunchOptions());
}

/**
 * Signs in on the page at `url` with the demo credentials, using accessible names only, so the
 * flow survives the sign-in screen being replaced as long as its labels stay.
 */
export async function signIn(page: Page, url: string, credentials: { email: string; password: string } = DEMO_CREDENTIALS): Promise<void> {
  await page.goto(url);
  await page.getByLabel('Email').fill(credentials.email);
  await page.getByLabel('Password', { exact: true }).fill(credentials.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}
