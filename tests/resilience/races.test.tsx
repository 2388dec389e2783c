import { act, screen, waitFor } from '@testing-library/react';
import { vi } from 'vitest';
import type { AdminApi } from '../../src/api/AdminApi.js';
import { createMemoryAdminApi, type MemoryAdminApi, type MemoryMethod } from '../../src/api/memory/createMemoryAdminApi.js';
import type { Member, QuizBank, QuizQuestion, Resource, ResourceType } from '../../src/api/types.js';
import { defaultMessages as m } from '../../src/i18n/messages.js';
import { MemberReview } from '../../src/screens/MemberReview/index.js';
import { QuizOverview } from '../../src/screens/QuizOverview/index.js';
import { ResourcesOverview } from '../../src/screens/ResourcesOverview/index.js';
import { deferred } from '../support/deferred.js';
import { renderWithProviders } from '../support/render.js';
import { ACTION_SCENARIOS, DATA, LOAD_SCENARIOS } from './scenarios.js';

// Races: answers that arrive after the user left the screen, and answers to an older tab or
// record that arrive after the newer one.

interface RecordedCall {
  method: string;
  signal: AbortSignal | undefined;
}

/**
 * The memory API with every call's AbortSignal recorded. `api.control` stays reachable, so the
 * scenarios can still delay and fail calls.
 */
function recordingSignals(memory: MemoryAdminApi): { api: MemoryAdminApi; calls: RecordedCall[] } {
  const calls: RecordedCall[] = [];
  const api = { ...memory } as MemoryAdminApi;
  for (const area of Object.keys(memory) as Array<keyof MemoryAdminApi>) {
    if (area === 'control') continue;
    const methods = memory[area] as unknown as Record<string, (...args: unknown[]) => unknown>;
    (api as unknown as Record<string, unknown>)[area] = Object.fromEntries(
      Object.entries(methods).map(([name, method]) => [
        name,
        (...args: unknown[]) => {
          const options = args.find((arg): arg is { signal?: AbortSignal } => typeof arg === 'object' && arg !== null && 'signal' in arg);
          calls.push({ method: `${area}.${name}`, signal: options?.signal });
          return method(...args);
        },
      ]),
    );
  }
  return { api, calls };
}

/** Fails the test on any React warning (state updates after unmount, act, keys) while `run` goes on. */
async function withoutWarnings(run: () => Promise<void>): Promise<void> {
  const error = vi.spyOn(console, 'error');
  const warn = vi.spyOn(console, 'warn');
  try {
    await run();
    expect(error).not.toHaveBeenCalled();
    expect(warn).not.toHaveBeenCalled();
  } finally {
    error.mockRestore();
    warn.mockRestore();
  }
}

/** Each test renders a whole screen: room for two busy cores. */
const RACE_TIMEOUT_MS = 30_000;

const signalsOf = (calls: RecordedCall[], method: MemoryMethod) => calls.filter((call) => call.method === method).map((call) => call.signal);

describe('leaving a screen while its request is under way aborts the request', () => {
  it.each(LOAD_SCENARIOS)('$name: the load', async (scenario) => {
    await withoutWarnings(async () => {
      const memory = createMemoryAdminApi({ data: DATA });
      memory.control.delay(scenario.method, 'never');
      const { api, calls } = recordingSignals(memory);
      const view = renderWithProviders(scenario.render(api));
      await waitFor(() => expect(signalsOf(calls, scenario.method)).toHaveLength(1));
      const [signal] = signalsOf(calls, scenario.method);
      expect(signal?.aborted).toBe(false);
      view.unmount();
      expect(signal?.aborted).toBe(true);
    });
  }, RACE_TIMEOUT_MS);

  it.each(ACTION_SCENARIOS)('$name: the action', async (scenario) => {
    await withoutWarnings(async () => {
      const memory = createMemoryAdminApi({ data: DATA });
      memory.control.delay(scenario.method, 'never');
      const { api, calls } = recordingSignals(memory);
      const view = renderWithProviders(scenario.render(api), { user: { applyAccept: false } });
      await scenario.reach(view.user);
      await view.user.click(scenario.confirm());
      // A decision's code arrives by import() on the first decision (src/hooks/decideLater.ts),
      // which on CI's busy cores can take longer than waitFor's default second.
      await waitFor(() => expect(signalsOf(calls, scenario.method)).toHaveLength(1), { timeout: 10_000 });
      const [signal] = signalsOf(calls, scenario.method);
      expect(signal).toBeInstanceOf(AbortSignal);
      expect(signal?.aborted).toBe(false);
      view.unmount();
      expect(signal?.aborted).toBe(true);
    });
  }, RACE_TIMEOUT_MS);

  it('an answer that arrives anyway after leaving (a transport that ignores the abort) changes nothing and warns about nothing', async () => {
    await withoutWarnings(async () => {
      const memory = createMemoryAdminApi({ data: DATA });
      const late = deferred<Resource[]>();
      const api: AdminApi = { ...memory, resources: { ...memory.resources, listByType: () => late.promise } };
      const view = renderWithProviders(<ResourcesOverview api={api} />);
      expect(screen.getByText(m.resources.loading)).toBeInTheDocument();
      view.unmount();
      await act(async () => late.resolve(DATA.resources));
      expect(document.body.textContent).toBe('');
    });
  }, RACE_TIMEOUT_MS);
});

/** An API whose calls of one kind wait until the test releases each of them, in any order, ignoring aborts. */
function gated<K>() {
  const pending: Array<{ key: K; release: () => void }> = [];
  return {
    pending,
    hold<T>(key: K, answer: () => Promise<T>): Promise<T> {
      const gate = deferred();
      pending.push({ key, release: () => gate.resolve() });
      return gate.promise.then(answer);
    },
    async release(key: K) {
      const index = pending.findIndex((entry) => entry.key === key);
      if (index < 0) throw new Error(`No held call for ${String(key)}`);
      const [entry] = pending.splice(index, 1);
      await act(async () => entry!.release());
    },
  };
}

describe('an answer to an older tab or record never replaces the newer one', () => {
  function resourcesSetup() {
    const memory = createMemoryAdminApi({ data: DATA });
    const gate = gated<ResourceType>();
    const api: AdminApi = {
      ...memory,
      resources: { ...memory.resources, listByType: (type) => gate.hold(type, () => memory.resources.listByType(type)) },
    };
    return { gate, ...renderWithProviders(<ResourcesOverview api={api} />) };
  }

  it.each([
    ['the older answer arrives last', ['SALES', 'LEARNING'] as const],
    ['the older answer arrives first', ['LEARNING', 'SALES'] as const],
  ])('resources tabs: %s', async (_order, order) => {
    const { gate, user } = resourcesSetup();
    await user.click(screen.getByRole('tab', { name: m.resources.tabSales }));
    expect(gate.pending.map((entry) => entry.key)).toEqual(['LEARNING', 'SALES']);
    for (const type of order) {
      await gate.release(type);
      expect(screen.queryByText('Intro video')).toBeNull();
    }
    expect(await screen.findByText('Price list')).toBeInTheDocument();
    expect(screen.queryByText('Intro video')).toBeNull();
    expect(screen.getByRole('tab', { name: m.resources.tabSales })).toHaveAttribute('aria-selected', 'true');
  }, RACE_TIMEOUT_MS);

  it.each([
    ['the older answer arrives last', ['sales', 'tech'] as const],
    ['the older answer arrives first', ['tech', 'sales'] as const],
  ])('quiz tabs: %s', async (_order, order) => {
    const memory = createMemoryAdminApi({ data: DATA });
    const gate = gated<QuizBank>();
    const api: AdminApi = { ...memory, quiz: { ...memory.quiz, list: (bank) => gate.hold<QuizQuestion[]>(bank, () => memory.quiz.list(bank)) } };
    const { user } = renderWithProviders(<QuizOverview api={api} layout="table" />);
    await user.click(screen.getByRole('tab', { name: m.quiz.tabSales }));
    expect(gate.pending.map((entry) => entry.key)).toEqual(['tech', 'sales']);
    for (const bank of order) {
      await gate.release(bank);
      expect(screen.queryByText('Which port does HTTPS use?')).toBeNull();
    }
    expect(await screen.findByText('What is a reseller?')).toBeInTheDocument();
    expect(screen.queryByText('Which port does HTTPS use?')).toBeNull();
  }, RACE_TIMEOUT_MS);

  it.each([
    ['the older answer arrives last', ['12', '11'] as const],
    ['the older answer arrives first', ['11', '12'] as const],
  ])('review page, another id: %s', async (_order, order) => {
    const quinn: Member = { id: 12, firstName: 'Quinn', lastName: 'Quick', email: 'quinn@example.com', isApproved: true, isActive: true, createdAt: DATA.partners[0]!.createdAt };
    const memory = createMemoryAdminApi({ data: { ...DATA, partners: [...DATA.partners, quinn] } });
    const gate = gated<string>();
    const api: AdminApi = {
      ...memory,
      partners: { ...memory.partners, get: (id) => gate.hold(String(id), () => memory.partners.get(id)) },
    };
    const ui = (id: number) => <MemberReview api={api} variant="partner" id={id} layout="table" onBack={() => {}} onRemoved={() => {}} />;
    const view = renderWithProviders(ui(11));
    view.rerender(ui(12));
    expect(gate.pending.map((entry) => entry.key)).toEqual(['11', '12']);
    for (const id of order) {
      await gate.release(id);
      expect(screen.queryByText('Pia Pending')).toBeNull();
    }
    expect(await screen.findByRole('heading', { name: 'Quinn Quick' })).toBeInTheDocument();
    expect(screen.queryByText('Pia Pending')).toBeNull();
  }, RACE_TIMEOUT_MS);
});
