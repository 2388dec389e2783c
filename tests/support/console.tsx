// The reference console in a jsdom test: a memory backend, a session store under the SPEC's keys
// (signed in or not), a memory router at a path and a probe of where the router is.
//
// The console imports the library as 'partner-console' (a vite alias to src/ when it is built): a
// test file that uses this calls `vi.mock('partner-console', () => import('../../src/index.js'))`
// first, and any other `vi.mock` of the console's modules it needs.
import { act } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { AdminApi } from '../../src/api/AdminApi.js';
import { createMemoryAdminApi, DEMO_ADMIN, type MemoryAdminApi } from '../../src/api/memory/index.js';
import { SPEC_SESSION_KEYS, createSessionStore } from '../../src/api/session.js';
import { locationProbe } from './locationProbe.js';
import { renderWithProviders } from './render.js';

/** Lazily loaded pages are transformed on first use, which takes a while on a busy machine. */
export const SLOW = { timeout: 15_000 };

export interface ConsoleStart {
  /** The backend the administrator signs in to (default: a fresh memory API). */
  backend?: MemoryAdminApi;
  /** The API the console is given (default: `backend`), e.g. the console's lazy forwarder over it. */
  api?: AdminApi;
  /** When the demo administrator signed in (default: now); `null` starts signed out. */
  signedInAt?: Date | null;
}

/** The console rendered at `path`, in act, so the session guard's first check settles in it too. */
export async function renderConsoleAt(path: string, { backend = createMemoryAdminApi(), api = backend, signedInAt = new Date() }: ConsoleStart = {}) {
  const { App } = await import('../../examples/console/src/App.js');
  const session = createSessionStore({ keys: SPEC_SESSION_KEYS });
  if (signedInAt) {
    session.save(await backend.auth.login({ email: DEMO_ADMIN.email, password: DEMO_ADMIN.password }), false, signedInAt.getTime());
  }
  const { Probe, location } = locationProbe();
  let view!: ReturnType<typeof renderWithProviders>;
  await act(async () => {
    view = renderWithProviders(
      <MemoryRouter initialEntries={[path]}>
        <App services={{ api, session }} />
        <Probe />
      </MemoryRouter>,
    );
  });
  return { ...view, backend, session, location };
}
