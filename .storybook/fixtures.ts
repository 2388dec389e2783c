// What screen stories share: a fresh in-memory API per story and a 375 px phone viewport.
import { createMemoryAdminApi, type MemoryAdminApi, type MemoryAdminApiOptions } from '../src/api/memory/createMemoryAdminApi.js';
import { DEMO_DEFAULTS } from '../src/api/memory/demoData.js';
import { waitFor } from 'storybook/test';
import type { Decorator } from '@storybook/react-vite';
import { createElement } from 'react';
import { MessagesProvider } from '../src/i18n/index.js';
import { de } from '../src/i18n/locales/de.js';
import { pinViewport } from './modes.js';

/**
 * A fresh in-memory API on the fixed demo seed, optionally prepared (failures, delays), so no
 * story sees another's changes.
 *
 * @example args: { api: storyApi((api) => api.control.delay('partnerDeals.list', 'never')) }
 */
export function storyApi(setup?: (api: MemoryAdminApi) => void, options?: MemoryAdminApiOptions): MemoryAdminApi {
  const api = createMemoryAdminApi(options);
  setup?.(api);
  return api;
}

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
