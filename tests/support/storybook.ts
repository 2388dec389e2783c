// The built Storybook for the browser suites (tests/visual, tests/e2e/keyboard): built once per
// set of inputs, served by a tiny static server, read through its index.json.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { builtOnce, root } from './builtOnce.js';

/** Everything the Storybook build reads from this repository (docs/ through src/docs), and how it is built (this file). */
const BUILD_INPUTS = ['src', '.storybook', 'docs', 'package.json', 'package-lock.json', 'tsconfig.json', 'tests/support/storybook.ts'];

function runBuild(outputDir: string): Promise<void> {
  return new Promise((resolve, reject) => {
    // NODE_ENV is left to Storybook (production), as `npm run build-storybook` has it; under vitest
    // it would be 'test' and bundle React's development build.
    const env: NodeJS.ProcessEnv = { ...process.env, STORYBOOK_DISABLE_TELEMETRY: '1', CI: 'true' };
    delete env.NODE_ENV;
    // Vitest copies the `import.meta.env` defines of the storybook projects (vitest.config.ts) into
    // its process's environment, and Storybook builds STORYBOOK_* variables in: this build is the
    // plain Storybook, its theme from the toolbar's global and its React from node_modules.
    delete env.STORYBOOK_THEME;
    delete env.STORYBOOK_REACT_MAJOR;
    const child = spawn(path.join(root, 'node_modules/.bin/storybook'), ['build', '--quiet', '-o', outputDir], {
      cwd: root,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`storybook build exited with ${code}:\n${output.slice(-4000)}`)),
    );
  });
}

/**
 * The directory of a built Storybook: `STORYBOOK_STATIC_DIR` when set (a build you made, e.g.
 * `npm run build-storybook` → storybook-static), else a build of the current sources in the temp
 * directory, reused while src/, .storybook/ and the dependencies are unchanged (so the visual and
 * keyboard suites of one `npm test` share one build).
 */
export async function builtStorybook(): Promise<string> {
  const prebuilt = process.env.STORYBOOK_STATIC_DIR;
  if (prebuilt) {
    const dir = path.resolve(root, prebuilt);
    if (!existsSync(path.join(dir, 'index.json'))) throw new Error(`STORYBOOK_STATIC_DIR=${prebuilt} has no index.json`);
    return dir;
  }
  return builtOnce('storybook', BUILD_INPUTS, runBuild);
}

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.mp4': 'video/mp4',
  '.pdf': 'application/pdf',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.map': 'application/json; charset=utf-8',
};

export interface StaticServer {
  /** The server's origin, e.g. http://127.0.0.1:41234 */
  url: string;
  close(): Promise<void>;
}

/** Serves `dir` over HTTP on a free local port: files only, no listings, nothing outside `dir`. */
export async function serveStatic(dir: string): Promise<StaticServer> {
  const server = http.createServer(async (request, response) => {
    let pathname: string;
    try {
      pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
    } catch {
      response.writeHead(400).end();
      return;
    }
    const file = path.join(dir, pathname.endsWith('/') ? `${pathname}index.html` : pathname);
    if (!file.startsWith(dir + path.sep)) {
      response.writeHead(403).end();
      return;
    }
    try {
      const body = await readFile(file);
      response.writeHead(200, {
        'content-type': CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream',
        'cache-control': 'max-age=3600',
      });
      response.end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export interface IndexEntry {
  type: 'story' | 'docs';
  id: string;
  title: string;
  name: string;
  importPath: string;
  tags?: string[];
}

/** Every story of a build (docs pages left out), in index order. */
export async function storiesOf(dir: string): Promise<IndexEntry[]> {
  const index = JSON.parse(await readFile(path.join(dir, 'index.json'), 'utf8')) as { entries: Record<string, IndexEntry> };
  return Object.values(index.entries).filter((entry) => entry.type === 'story');
}

/** The iframe URL that renders one story alone, as Chromatic and the test runner do. */
export function storyUrl(origin: string, id: string, globals?: string): string {
  const query = new URLSearchParams({ id, viewMode: 'story' });
  if (globals) query.set('globals', globals);
  return `${origin}/iframe.html?${query.toString()}`;
}

interface PreviewRender {
  id: string;
  phase?: string;
}

interface StoryChannel {
  /** The arguments of the last event of that name (Storybook's channel keeps them). */
  last(eventName: string): unknown[] | undefined;
}

/**
 * Opens one story alone (iframe.html) and waits until Storybook has finished it: rendered, play
 * function and hooks run ('finished'). The a11y addon's own axe run is switched off here
 * (`a11y.manual`): it would run while the story's timers still run, and the visual suite runs axe
 * itself on the state it shoots (tests/visual/axe.ts). Throws when the story errs,
 * including when its play function fails: Storybook then still reaches 'finished' (it only logs
 * the error), while Chromatic reports the story as an interaction test failure, and a shot of
 * it would show whatever state the play function had reached.
 */
export async function openStory(page: Page, origin: string, id: string, globals?: string): Promise<void> {
  await page.goto(storyUrl(origin, id, ['a11y.manual:!true', globals].filter(Boolean).join(';')));
  await storyFinished(page, id, () => lastPlayErrors(page));
}

/**
 * Shows another story in a page that has the built Storybook open (openStory), without loading it
 * again, as Storybook's test runner does: storage is emptied and the preview told to render the
 * story (the event the manager sends). A load costs the whole preview's start (its bundle parsed
 * and run, the story index read); a switch costs the story's own render. The story mounts from
 * scratch with its loaders, decorators and play function, in the globals the page was opened
 * with. What a switch keeps is module state: a story's args (its API with the data it changed)
 * are made once per load, so a story shown twice in one load starts where it left off.
 */
export async function switchStory(page: Page, id: string): Promise<void> {
  await page.evaluate((storyId) => {
    const preview = window as unknown as SwitchingWindow;
    preview.__playErrors = [];
    if (!preview.__collectingPlayErrors) {
      preview.__collectingPlayErrors = true;
      const channel = preview.__STORYBOOK_ADDONS_CHANNEL__!;
      channel.on('playFunctionThrewException', (error) => preview.__playErrors!.push(error));
      channel.on('unhandledErrorsWhilePlaying', (errors) => preview.__playErrors!.push(...(Array.isArray(errors) ? errors : [errors])));
    }
    try {
      window.localStorage.clear();
      window.sessionStorage.clear();
    } catch {
      // storage disabled: nothing to clear
    }
    window.scrollTo(0, 0);
    preview.__STORYBOOK_ADDONS_CHANNEL__!.emit('setCurrentStory', { storyId, viewMode: 'story' });
  }, id);
  await storyFinished(page, id, () =>
    page.evaluate(() => ((window as unknown as SwitchingWindow).__playErrors ?? []).map((error) => String((error as { message?: unknown } | null)?.message ?? error))),
  );
}

interface SwitchingWindow {
  __STORYBOOK_ADDONS_CHANNEL__?: { on(event: string, listener: (...args: unknown[]) => void): void; emit(event: string, ...args: unknown[]): void };
  /** The play function's errors since the last switch. */
  __playErrors?: unknown[];
  __collectingPlayErrors?: boolean;
}

/**
 * Waits until Storybook has finished the story (rendered, play function and hooks run); throws
 * when it erred or its play function failed (`playErrors`).
 */
async function storyFinished(page: Page, id: string, playErrors: () => Promise<string[]>): Promise<void> {
  const handle = await page.waitForFunction(
    (storyId) => {
      const render = (window as { __STORYBOOK_PREVIEW__?: { currentRender?: PreviewRender } }).__STORYBOOK_PREVIEW__?.currentRender;
      if (document.body.classList.contains('sb-show-errordisplay')) return 'errored';
      const done = ['finished', 'errored', 'aborted'];
      return render?.id === storyId && render.phase && done.includes(render.phase) ? render.phase : false;
    },
    id,
    { timeout: 60_000, polling: 50 },
  );
  const phase = await handle.jsonValue();
  if (phase !== 'finished') {
    const message = await page.locator('#error-message').textContent().catch(() => null);
    throw new Error(`story ${id} ${phase}${message ? `: ${message}` : ''}`);
  }
  const errors = await playErrors();
  if (errors.length > 0) throw new Error(`story ${id}: its play function failed: ${errors.join('\n')}`);
}

/** The play function's errors in a freshly loaded page (Storybook's channel keeps each event's last arguments). */
function lastPlayErrors(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const channel = (window as { __STORYBOOK_ADDONS_CHANNEL__?: StoryChannel }).__STORYBOOK_ADDONS_CHANNEL__;
    const text = (error: unknown) => String((error as { message?: unknown } | null)?.message ?? error);
    const [thrown] = channel?.last('playFunctionThrewException') ?? [];
    const [unhandled] = channel?.last('unhandledErrorsWhilePlaying') ?? [];
    return [...(thrown ? [text(thrown)] : []), ...(Array.isArray(unhandled) ? unhandled.map(text) : [])];
  });
}
