// Runs before each jsdom test file (`unit`, `unit-react18`) and gives it a fresh page. Both
// projects run with `isolate: false` (issue 29 item 1): a worker process, its jsdom window and the
// libraries loaded from node_modules (React, Testing Library, emotion, Storybook's portable
// stories) serve every file it runs, and what one file leaves behind would otherwise reach the
// next. docs/testing.md ("Isolation") says what is reset and how to find a file that leaks.
import { __unsafe_useEmotionCache as useEmotionCache, type EmotionCache } from '@emotion/react';
import '@testing-library/jest-dom/vitest';
import { cleanup, configure, getConfig } from '@testing-library/react';
import * as React from 'react';
import { renderToString } from 'react-dom/server';
import { afterAll, afterEach, vi } from 'vitest';

/**
 * emotion's default cache: one per document, made when @emotion/react is first loaded, holding
 * the styles it has put in <head>. Read once by a server render of a component that asks for it
 * (the cache is the context's default value); emotion has no other way to hand it out.
 */
function emotionCache(): EmotionCache {
  let cache: EmotionCache | undefined;
  renderToString(
    React.createElement(() => {
      cache = useEmotionCache() ?? undefined;
      return null;
    }),
  );
  if (!cache) throw new Error('tests/setup/dom.ts: emotion made no cache for this document');
  return cache;
}

type Page = { href: string; testingLibrary: ReturnType<typeof getConfig>; emotion: EmotionCache };
const first = Symbol.for('partner-console.freshPage');
const worker = globalThis as { [first]?: Page; jest?: unknown; __pwned?: unknown };
// What the worker's page was before any file ran: its address, Testing Library's settings, emotion's cache.
const page = (worker[first] ??= { href: window.location.href, testingLibrary: { ...getConfig() }, emotion: emotionCache() });

/**
 * React's `act` queue, non-null while an `act()` scope is open. A test that timed out inside
 * `await act(...)` leaves its scope open for good, and React then holds every later render of the
 * worker in the queue: no file after it could render. Read from React's internals (no public
 * way); React 19 and 18 keep it in different places.
 */
function openActQueue(): unknown {
  const internals = React as unknown as Record<string, { actQueue?: unknown; ReactCurrentActQueue?: { current: unknown } } | undefined>;
  return (
    internals.__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE?.actQueue ??
    internals.__SECRET_INTERNALS_DO_NOT_USE_OR_YOU_WILL_BE_FIRED?.ReactCurrentActQueue?.current ??
    null
  );
}

const ACT_LEFT_OPEN =
  'tests/setup/dom.ts: an act() scope is still open (a test timed out inside `await act(...)`, or called act(async ...) without await), so React renders nothing more in this worker. The file that opened it is the first on this worker to report this error.';

/** Everything a test file can leave in the shared window and libraries, put back as a new page has it. */
function freshPage() {
  if (openActQueue() !== null) throw new Error(ACT_LEFT_OPEN);
  cleanup();
  // Timers and stubs a file did not undo (vitest itself restores `vi.spyOn` spies between files).
  vi.useRealTimers();
  delete worker.jest;
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  // Testing Library's settings (tests/resilience sets a longer `asyncUtilTimeout`).
  configure(page.testingLibrary);
  // The styles: emotion forgets what it inserted and removes its <style> elements, so this file's
  // screens insert their own again. Left in place, every earlier file's rules would stay in the
  // document, and jsdom matches each element against all of them in every getComputedStyle (each
  // role query's visibility check): the files got slower the later they ran.
  page.emotion.sheet.flush();
  for (const name of Object.keys(page.emotion.inserted)) delete page.emotion.inserted[name];
  // The document: portals and nodes a test appended itself, attributes set on <html> and <body>
  // (lang, dir, inert, aria-hidden, a scroll lock's overflow), what is left in <head>, the title.
  document.body.replaceChildren();
  document.head.replaceChildren();
  for (const element of [document.documentElement, document.body]) {
    for (const { name } of [...element.attributes]) element.removeAttribute(name);
  }
  document.title = '';
  // The storage, cookies and address of the page.
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]!.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  window.history.replaceState(null, '', page.href);
  delete worker.__pwned;
  // The modules of src/ (and tests/support, .storybook), evaluated afresh for this file: their
  // page-lifetime state (the list cache per API client, the default list preferences, parts
  // loaded by import(), a story's args made once per module) starts empty, as on a new page, and
  // a file's `vi.mock` reaches the modules that import the mocked one.
  vi.resetModules();
}

freshPage();

afterEach(() => {
  cleanup();
});

// Timers first: a fake clock left running would hold the next file's first waits.
afterAll(() => {
  vi.useRealTimers();
  if (openActQueue() !== null) throw new Error(ACT_LEFT_OPEN);
});
