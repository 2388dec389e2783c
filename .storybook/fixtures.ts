// What screen stories share: a fresh in-memory API per render and a 375 px phone viewport.
import { createMemoryAdminApi, type MemoryAdminApi, type MemoryAdminApiOptions } from '../src/api/memory/createMemoryAdminApi.js';
import { DEMO_DEFAULTS } from '../src/api/memory/demoData.js';
import { waitFor } from 'storybook/test';
import type { Decorator, Loader } from '@storybook/react-vite';
import { createElement } from 'react';
import { MessagesProvider } from '../src/i18n/index.js';
import { de } from '../src/i18n/locales/de.js';
import { pinViewport } from './modes.js';

/** Where `perRender` keeps how a value was made (not enumerable: spreading the value leaves it behind). */
const REMAKE = Symbol.for('partner-console.storybook.remake');

/**
 * A value for a story's args that changes as the story runs (an in-memory API, a session store),
 * made afresh for every render of the story by the preview's `freshArgs` loader. Args are made
 * once, when the stories file is loaded: without this, a meta's `args: { api: storyApi() }` is
 * one API for all the file's stories, and a story shown after another (in Storybook's sidebar, or
 * in one load of the built Storybook by tests/visual) starts from the data the first changed.
 *
 * @example args: { session: perRender(() => createSessionStore({ persistent: memoryStorage(), transient: memoryStorage() })) }
 */
export function perRender<T extends object>(make: () => T): T {
  const value = make();
  Object.defineProperty(value, REMAKE, { value: () => perRender(make), enumerable: false });
  return value;
}

/**
 * A fresh in-memory API on the fixed demo seed, optionally prepared (failures, delays), made
 * again for every render (`perRender`), so no story sees another's changes, nor a second render
 * of itself its first's.
 *
 * @example args: { api: storyApi((api) => api.control.delay('partnerDeals.list', 'never')) }
 */
export function storyApi(setup?: (api: MemoryAdminApi) => void, options?: MemoryAdminApiOptions): MemoryAdminApi {
  return perRender(() => {
    const api = createMemoryAdminApi(options);
    setup?.(api);
    return api;
  });
}

/** A memory API or a session store: state that one render of a story changes for the next. */
const holdsState = (value: object) =>
  typeof (value as Partial<MemoryAdminApi>).control?.reset === 'function' ||
  (typeof (value as { save?: unknown }).save === 'function' && typeof (value as { clear?: unknown }).clear === 'function');

/**
 * The preview's first loader: every arg made by `perRender` (storyApi included) is made again
 * for this render; the render and the play function read the same `context.args`. An in-memory
 * API or a session store made any other way fails the story, since it would carry one render's
 * changes into the next.
 */
export const freshArgs: Loader = (context) => {
  for (const [name, value] of Object.entries(context.args)) {
    if (value === null || typeof value !== 'object') continue;
    const remake = (value as { [REMAKE]?: () => unknown })[REMAKE];
    if (remake) context.args[name] = remake();
    else if (holdsState(value)) throw new Error(`args.${name} holds state but is made once per load: make it with storyApi() or perRender() (.storybook/fixtures.ts)`);
  }
  return {};
};

/**
 * Spread into a story to render it in the 375 px phone viewport (also in the Chromium story
 * tests), and to have Chromatic and tests/visual shoot it at that size only (`pinViewport`).
 *
 * @example export const Mobile: Story = { ...phoneViewport, play: ... };
 */
export const phoneViewport = pinViewport('snapshotMobile', 'mobile');

/**
 * The story as a whole page: a column flex box at least as tall as the window, which an `AppShell`
 * fills (the shell follows its container's height, never the window's, so a host gives it the
 * page's height this way, as the reference console does).
 *
 * @example const meta = { component: AppShell, decorators: [fullPage] };
 */
export const fullPage: Decorator = (Story, context) =>
  context.parameters.fullPage === false
    ? createElement(Story)
    : createElement('div', { style: { display: 'flex', flexDirection: 'column', minHeight: '100vh' } }, createElement(Story));

/**
 * The demo data's own moment, as the clock of an in-memory API whose story records changes (a
 * decision, another administrator's change): the history then shows the same time on every run.
 *
 * @example args: { api: storyApi(undefined, { clock: demoClock }) }
 */
export const demoClock = () => new Date(DEMO_DEFAULTS.now);

/**
 * Resolves once the screens of a story hear the live events of `api` (their subscription is made
 * after the first render, the hub loaded by import()): a play function waits for it before another
 * administrator's change that the story shows arriving.
 *
 * @example await listening(args.api); await args.api.control.as(2).partnerDeals.reject(2, 'Duplicate');
 */
export async function listening(api: unknown): Promise<void> {
  const memory = api as MemoryAdminApi;
  await waitFor(() => {
    if (!memory.control.calls.some((call) => call.method === 'events.subscribe')) throw new Error('not listening yet');
  });
}

/**
 * A story in German (texts, dates and numbers, as the console's 'Deutsch'), also where a test
 * renders it without Storybook's toolbar globals.
 *
 * @example export const German: Story = { decorators: [inGerman] };
 */
export const inGerman: Decorator = (Story) => createElement(MessagesProvider, { locale: 'de-DE', messages: de }, createElement(Story));
