import { screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { vi } from 'vitest';
import { createMemoryAdminApi, DEMO_ADMIN } from '../../src/api/memory/index.js';
import { createSessionStore } from '../../src/api/session.js';
import { locationProbe } from '../support/locationProbe.js';
import { renderWithProviders } from '../support/render.js';

// The console imports the library as 'partner-console' (a vite alias to src/ when it is built);
// here the same sources stand in for it.
vi.mock('partner-console', () => import('../../src/index.js'));

// One screen of the real route table crashes while it renders.
const quizCrash = { on: true };
vi.mock('../../examples/console/src/pages/QuizPage.js', () => ({
  default: function CrashingQuizPage() {
    if (quizCrash.on) throw new Error('Quiz bank exploded');
    return <h1>Quiz back again</h1>;
  },
}));

const { App } = await import('../../examples/console/src/App.js');

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  quizCrash.on = true;
});
afterEach(() => {
  vi.restoreAllMocks();
  sessionStorage.clear();
  localStorage.clear();
});

async function startConsoleAt(path: string) {
  const api = createMemoryAdminApi();
  const session = createSessionStore();
  session.save(await api.auth.login({ email: DEMO_ADMIN.email, password: DEMO_ADMIN.password }), false);
  const { Probe, location: router } = locationProbe();
  const view = renderWithProviders(
    <MemoryRouter initialEntries={[path]}>
      <App services={{ api, session }} />
        <Probe />
    </MemoryRouter>,
  );
  return { ...view, router };
}

/** Lazily loaded pages are transformed on first use, which takes a while on a busy machine. */
const SLOW = { timeout: 15_000 };

describe('the console keeps a crashed screen inside its route', () => {
  it('shows the crash panel inside the shell, whose navigation still works', async () => {
    const { user, router } = await startConsoleAt('/quiz');
    const panel = await screen.findByRole('alert', { name: 'Something went wrong' }, SLOW);
    expect(panel).toHaveTextContent('Quiz bank exploded');
    // The shell around it is intact: its navigation and account menu respond.
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    await user.click(within(nav).getByRole('link', { name: 'Partners' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Partners Overview' }, SLOW)).toBeInTheDocument();
    expect(router.current?.pathname).toBe('/partners');
    expect(screen.queryByRole('alert', { name: 'Something went wrong' })).toBeNull();
    await user.click(screen.getByRole('button', { name: /Ada L\./ }));
    expect(await screen.findByRole('menuitem', { name: 'Change Password' })).toBeInTheDocument();
  });

  it('Retry mounts the screen again', async () => {
    const { user } = await startConsoleAt('/quiz');
    await screen.findByRole('alert', { name: 'Something went wrong' }, SLOW);
    quizCrash.on = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Quiz back again' }, SLOW)).toBeInTheDocument();
  });

  it('a route left while crashed is fine when the user comes back', async () => {
    const { user } = await startConsoleAt('/quiz');
    await screen.findByRole('alert', { name: 'Something went wrong' }, SLOW);
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    await user.click(within(nav).getByRole('link', { name: 'Certificates' }));
    await screen.findByRole('heading', { level: 1, name: 'Certifications' }, SLOW);
    quizCrash.on = false;
    await user.click(within(nav).getByRole('link', { name: 'Quiz' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Quiz back again' })).toBeInTheDocument(), SLOW);
  });
});
