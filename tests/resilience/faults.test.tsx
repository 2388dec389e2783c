import { act, screen, waitFor } from '@testing-library/react';
import { vi } from 'vitest';
import { SessionExpiredError } from '../../src/api/errors.js';
import { createMemoryAdminApi, type MemoryAdminApi, type MemoryFailure, type MemoryMethod } from '../../src/api/memory/createMemoryAdminApi.js';
import { defaultMessages as m } from '../../src/i18n/messages.js';
import { renderWithProviders } from '../support/render.js';
import { ACTION_SCENARIOS, DATA, LOAD_SCENARIOS, type ActionScenario } from './scenarios.js';

// Faults on every load and every confirming action (SPEC 8): the network down, a bare 500, a
// time-out and a 401 in the middle of an action each show the right text, keep what the user
// typed, and leave the screen usable; double and triple clicks send one request.

/** Each flow renders a screen and goes through five calls: room for two busy cores. */
const FLOW_TIMEOUT_MS = 60_000;

const TIMED_OUT = m.session.timedOut;
const EXPIRED = m.session.expired;

const callsOf = (api: MemoryAdminApi, method: MemoryMethod) => api.control.calls.filter((call) => call.method === method).length;

function setup(render: (api: MemoryAdminApi) => React.ReactElement) {
  const api = createMemoryAdminApi({ data: DATA });
  // The picker's accept filter only guides the file dialog.
  const view = renderWithProviders(render(api), { user: { applyAccept: false } });
  return { ...view, api };
}

/** The failures every action meets in turn, with the text each must show. */
function faults(scenario: ActionScenario): Array<{ label: string; failure: MemoryFailure | undefined; text: string }> {
  return [
    { label: 'network down', failure: 'network', text: scenario.fallback },
    { label: 'HTTP 500', failure: undefined, text: scenario.fallback },
    { label: 'time-out', failure: 'timeout', text: TIMED_OUT },
    { label: '401 (session expired)', failure: new SessionExpiredError(EXPIRED), text: EXPIRED },
  ];
}

describe.each(LOAD_SCENARIOS)('loading $name', (scenario) => {
  it.each([
    ['network down', 'network' as const, scenario.fallback],
    ['HTTP 500', undefined, scenario.fallback],
    ['time-out', 'timeout' as const, TIMED_OUT],
  ])('%s: the red banner reads the SPEC 8 text and Try Again loads the screen', async (_label, failure, text) => {
    const { api, user } = setup((memory) => {
      memory.control.failNext(scenario.method, failure);
      return scenario.render(memory);
    });
    await waitFor(() => expect(screen.getAllByRole('alert').some((alert) => alert.textContent?.includes(text))).toBe(true));
    await user.click(scenario.retry());
    await scenario.loaded();
    expect(callsOf(api, scenario.method)).toBe(2);
  }, FLOW_TIMEOUT_MS);
});

describe.each(ACTION_SCENARIOS)('$name', (scenario) => {
  it('shows the SPEC 8 text for each failure, keeps the input, and then succeeds', async () => {
    const { api, user } = setup(scenario.render);
    await scenario.reach(user);
    let sent = 0;
    for (const { failure, text } of faults(scenario)) {
      api.control.failNext(scenario.method, failure);
      if (sent > 0) await scenario.recover?.(user);
      await user.click(scenario.confirm());
      sent += 1;
      await waitFor(() => expect(callsOf(api, scenario.method)).toBe(sent));
      expect((await screen.findAllByText(text)).length).toBeGreaterThan(0);
      scenario.kept?.(api);
    }
    await scenario.recover?.(user);
    await user.click(scenario.confirm());
    await scenario.succeeded();
    expect(callsOf(api, scenario.method)).toBe(sent + 1);
  }, FLOW_TIMEOUT_MS);

  it('sends one request for a double or triple click, however fast', async () => {
    // Clicks as a user makes them: React re-renders between them. The answer takes longer than
    // the three clicks (a quicker one would let a late click start a second, legitimate action).
    const first = setup(scenario.render);
    first.api.control.delay(scenario.method, 400);
    await scenario.reach(first.user);
    await first.user.tripleClick(scenario.confirm());
    await scenario.succeeded();
    expect(callsOf(first.api, scenario.method)).toBe(1);
    first.unmount();

    // Three clicks within one task: no re-render in between, only the single-flight guard stands.
    const second = setup(scenario.render);
    second.api.control.delay(scenario.method, 40);
    await scenario.reach(second.user);
    const target = scenario.confirm();
    act(() => {
      target.click();
      target.click();
      target.click();
    });
    await scenario.succeeded();
    expect(callsOf(second.api, scenario.method)).toBe(1);
  }, FLOW_TIMEOUT_MS);
});

describe('a 401 during an action with the HTTP client', () => {
  it('calls onSessionExpired and keeps the rejection reason on screen until the host navigates', async () => {
    const { createHttpAdminApi } = await import('../../src/api/http/createHttpAdminApi.js');
    const { createSessionStore, memoryStorage } = await import('../../src/api/session.js');
    const { DealsList } = await import('../../src/screens/DealsList/index.js');
    const memory = createMemoryAdminApi();
    const session = createSessionStore({ persistent: memoryStorage(), transient: memoryStorage() });
    session.save(await memory.auth.login({ email: 'admin@partner-console.dev', password: 'Admin@12345' }), false);
    const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(input, init);
      if (request.method === 'GET') return json(200, DATA.partnerDeals);
      return json(401, { message: 'Token expired' });
    });
    const onSessionExpired = vi.fn();
    const api = createHttpAdminApi({ baseUrl: 'http://api.test', session, fetch, onSessionExpired });
    const { user } = renderWithProviders(<DealsList api={api} variant="partner" layout="table" />);
    await user.click(await screen.findByRole('button', { name: new RegExp(`^${m.deals.reject} `) }));
    const reason = screen.getByRole('textbox', { name: m.deals.rejectText });
    await user.type(reason, 'Duplicate registration');
    await user.click(screen.getByRole('button', { name: m.deals.rejectButton }));
    await waitFor(() => expect(onSessionExpired).toHaveBeenCalledTimes(1));
    expect(session.read()).toBeNull();
    expect(await screen.findByText(EXPIRED)).toBeInTheDocument();
    expect(reason).toHaveValue('Duplicate registration');
  }, FLOW_TIMEOUT_MS);
});
