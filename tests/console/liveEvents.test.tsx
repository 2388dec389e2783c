import { screen, waitFor, within } from '@testing-library/react';
import { vi } from 'vitest';
import { createMemoryAdminApi } from '../../src/api/memory/index.js';
import { listPages } from '../../src/list/listPage.js';
import { lazyAdminApi } from '../../examples/console/src/lazyAdminApi.js';
import { SLOW, renderConsoleAt } from '../support/console.js';

// The console imports the library as 'partner-console' (a vite alias to src/ when it is built);
// here the same sources stand in for it.
vi.mock('partner-console', () => import('../../src/index.js'));

afterEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

/**
 * The console as main.tsx makes it (`createConsole`): its API is the lazy forwarder, made with
 * the `extensions` /config.json names, over a backend that has them (here in memory), signed in
 * at `path`.
 */
async function startConsole(path: string, extensions: boolean) {
  // With every extension the backend pages the lists too (`query`), as the reference backend does.
  const backend = createMemoryAdminApi({ extensions, listPages });
  const { api } = lazyAdminApi(() => Promise.resolve(backend), extensions);
  await renderConsoleAt(path, { backend, api });
  return backend;
}

const subscriptions = (backend: ReturnType<typeof createMemoryAdminApi>) => backend.control.calls.filter((call) => call.method === 'events.subscribe').length;

describe('the console hears live changes through one subscription', () => {
  it('subscribes once for every screen it shows, and the open list shows another administrator decision', async () => {
    const backend = await startConsole('/deals', true);
    expect(await screen.findByRole('heading', { level: 1, name: 'Partner Deals' }, SLOW)).toBeInTheDocument();
    await waitFor(() => expect(subscriptions(backend)).toBe(1));
    const { user } = { user: (await import('../support/render.js')).userEvent.setup() };
    const navigation = screen.getByRole('navigation', { name: 'Main navigation' });
    await user.click(within(navigation).getByRole('link', { name: 'Certificates' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Certifications' }, SLOW)).toBeInTheDocument();
    await user.click(within(navigation).getByRole('link', { name: 'Partner Deals' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Partner Deals' }, SLOW)).toBeInTheDocument();
    await screen.findAllByRole('row', {}, SLOW);
    // Grace Hopper rejects deal 2 elsewhere: the list shows it, still through the one subscription.
    await backend.control.as(2).partnerDeals.reject(2, 'Duplicate registration');
    expect(await screen.findByText('Rejected by Grace H. just now', {}, SLOW)).toBeInTheDocument();
    expect(subscriptions(backend)).toBe(1);
  });

  it('subscribes to nothing when /config.json names no extensions', async () => {
    const backend = await startConsole('/deals', false);
    expect(await screen.findByRole('heading', { level: 1, name: 'Partner Deals' }, SLOW)).toBeInTheDocument();
    await screen.findAllByRole('row', {}, SLOW);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(subscriptions(backend)).toBe(0);
    expect(backend.control.calls.some((call) => call.method.endsWith('.history'))).toBe(false);
  });
});
