import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { createMemoryAdminApi } from '../../src/api/memory/index.js';
import { SLOW, renderConsoleAt } from '../support/console.js';

// The console imports the library as 'partner-console' (a vite alias to src/ when it is built);
// here the same sources stand in for it.
vi.mock('partner-console', () => import('../../src/index.js'));

// The signed-in shell is a lazy chunk: count how often it renders.
const shell = { renders: 0 };
vi.mock('../../examples/console/src/ProtectedLayout.js', async (importOriginal) => {
  const { default: ProtectedLayout } = await importOriginal<typeof import('../../examples/console/src/ProtectedLayout.js')>();
  return {
    default: function CountedProtectedLayout() {
      shell.renders += 1;
      return <ProtectedLayout />;
    },
  };
});

const DAY_MS = 24 * 60 * 60 * 1000;

beforeEach(() => {
  shell.renders = 0;
});
afterEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

/** The console at `path`, with a session signed in at `signedInAt` (none when undefined). */
async function startConsoleAt(path: string, signedInAt?: Date) {
  const backend = createMemoryAdminApi(signedInAt ? { clock: () => signedInAt } : {});
  const { location: router } = await renderConsoleAt(path, { backend, signedInAt: signedInAt ?? null });
  return { router };
}

describe('the console routes a visitor by their session', () => {
  it('sends a visitor without a session from / to /login without loading the signed-in shell', async () => {
    const { router } = await startConsoleAt('/');
    expect(await screen.findByRole('button', { name: 'Sign In' }, SLOW)).toBeInTheDocument();
    expect(router.current?.pathname).toBe('/login');
    expect(router.current?.state).toEqual({ from: '/partners' });
    expect(shell.renders).toBe(0);
  });

  it('remembers the guarded path a visitor without a session asked for', async () => {
    const { router } = await startConsoleAt('/deals?x=1');
    expect(await screen.findByRole('button', { name: 'Sign In' }, SLOW)).toBeInTheDocument();
    expect(router.current?.state).toEqual({ from: '/deals?x=1' });
    expect(sessionStorage.getItem('redirectAfterLogin')).toBe('/deals?x=1');
    expect(shell.renders).toBe(0);
  });

  it('shows a signed-in visitor the shell and the page', async () => {
    await startConsoleAt('/', new Date());
    expect(await screen.findByRole('heading', { level: 1, name: 'Partners Overview' }, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
    expect(shell.renders).toBeGreaterThan(0);
  });

  it("leaves an expired token to the shell's session guard, which says the session expired", async () => {
    const { router } = await startConsoleAt('/deals', new Date(Date.now() - 2 * DAY_MS));
    expect(await screen.findByText('Session expired. Please login again.', {}, SLOW)).toBeInTheDocument();
    expect(router.current).toMatchObject({ pathname: '/login', state: { from: '/deals', notice: 'expired' } });
    await waitFor(() => expect(localStorage.getItem('token') ?? sessionStorage.getItem('token')).toBeNull());
    expect(shell.renders).toBeGreaterThan(0);
  });
});

describe('Deal Details has its own address over the list', () => {
  const user = () => userEvent.setup();
  const dealShown = async () => (await within(await screen.findByRole('dialog', { name: 'Deal Details' }, SLOW)).findByText(/^Registration Number:/)).querySelector('strong')?.textContent;

  it('opens a row at /deals/:id (an entry of its own), steps in place and closes back to the list with its query', async () => {
    const { router } = await startConsoleAt('/deals?q=a', new Date());
    const table = await screen.findByRole('table', {}, SLOW);
    await within(table).findAllByRole('button', { name: /^Approve deal / }, SLOW);
    const rows = within(table).getAllByRole('row');
    const id = within(rows[1]!).getAllByRole('cell')[1]!.textContent!;
    await user().click(within(rows[1]!).getAllByRole('cell')[1]!);
    expect(await dealShown()).toBe(id);
    expect(router.current?.pathname).toBe(`/deals/${id}`);
    expect(router.current?.search).toBe('?q=a');
    await user().click(screen.getByRole('button', { name: 'Next deal' }));
    await waitFor(() => expect(router.current?.pathname).not.toBe(`/deals/${id}`));
    const next = router.current!.pathname.replace('/deals/', '');
    expect(await dealShown()).toBe(next);
    await user().click(screen.getByRole('button', { name: 'Close' }));
    // Back over the one entry the opening pushed: the list as it was.
    await waitFor(() => expect(router.current?.pathname).toBe('/deals'));
    expect(router.current?.search).toBe('?q=a');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Deal Details' })).toBeNull());
  });

  it('shows a new page before the URL says so, and a row opened at once carries the query the rows show', async () => {
    const { router } = await startConsoleAt('/deals', new Date());
    const table = await screen.findByRole('table', {}, SLOW);
    await within(table).findAllByRole('button', { name: /^Approve deal / }, SLOW);
    const firstId = () => within(within(table).getAllByRole('row')[1]!).getAllByRole('cell')[1]!.textContent!;
    const pageOne = firstId();
    // The rows answer in the click's own render; the URL is written after they have painted (a
    // frame later: a user without delays between its events lets no timer run before the check).
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Next page' }));
    expect(firstId()).not.toBe(pageOne);
    expect(router.current?.search).toBe('');
    await waitFor(() => expect(router.current?.search).toBe('?page=2'));
    // A row opened before the typed search reached the URL: its address has the search all the same.
    await user().type(screen.getByRole('searchbox'), 'a');
    const id = firstId();
    await user().click(within(within(table).getAllByRole('row')[1]!).getAllByRole('cell')[1]!);
    expect(await dealShown()).toBe(id);
    expect(router.current?.pathname).toBe(`/deals/${id}`);
    expect(router.current?.search).toBe('?q=a');
    await user().click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(router.current?.pathname).toBe('/deals'));
    expect(router.current?.search).toBe('?q=a');
  });

  it('opens a copied link on the deal, and closing it puts the list in its place', async () => {
    const { router } = await startConsoleAt('/distributor-deals/3', new Date());
    expect(await dealShown()).toBe('3');
    // The list is there behind the dialog (hidden from assistive technology while it is open).
    expect(screen.getByRole('heading', { level: 1, name: 'Deals', hidden: true })).toBeInTheDocument();
    await user().click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(router.current?.pathname).toBe('/distributor-deals'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Deal Details' })).toBeNull());
  });
});
