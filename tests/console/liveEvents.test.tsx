import { act, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { vi } from 'vitest';
import { createMemoryAdminApi, DEMO_ADMIN } from '../../src/api/memory/index.js';
import { listPages } from '../../src/list/listPage.js';
import { SPEC_SESSION_KEYS, createSessionStore } from '../../src/api/session.js';
import { lazyAdminApi } from '../../examples/console/src/lazyAdminApi.js';
import { renderWithProviders } from '../support/render.js';

// The console imports the library as 'partner-console' (a vite alias to src/ when it is built);
// here the same sources stand in for it.
vi.mock('partner-console', () => import('../../src/index.js'));

const { App } = await import('../../examples/console/src/App.js');

/** Lazily loaded pages are transformed on first use, which takes a while on a busy machine. */
const SLOW = { timeout: 15_000 };

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
  const session = createSessionStore({ keys: SPEC_SESSION_KEYS });
  session.save(await backend.auth.login({ email: DEMO_ADMIN.email, password: DEMO_ADMIN.password }), false, Date.now());
  await act(async () => {
    renderWithProviders(
      <MemoryRouter initialEntries={[path]}>
        <App services={{ api, session }} />
      </MemoryRouter>,
    );
  });
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
