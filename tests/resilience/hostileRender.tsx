import { configure, screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { vi } from 'vitest';
import { ScreenErrorBoundary } from '../../src/components/ScreenErrorBoundary/index.js';
import { renderWithProviders } from '../support/render.js';

// These files render whole screens, often several per test, on two cores shared with the other
// suites: waiting one second (the default) for a screen to load is not enough there.
configure({ asyncUtilTimeout: 10_000 });

declare global {
  interface Window {
    __pwned?: unknown;
  }
}

/**
 * Elements or attributes that exist only if server text was parsed as HTML somewhere: the
 * payloads of hostileArbitraries.MARKUP, inline event handlers, and script URLs in links.
 */
const INJECTED = ['img[src="x"]', 'script', 'iframe', '[onerror]', '[onload]', '[onclick]', 'a[href^="javascript:" i]', 'a[href^=" javascript:" i]', '[href^="data:" i]', '[src^="javascript:" i]'].join(', ');

export interface HostileView {
  /** The screen's own container (dialogs render into document.body, which is checked too). */
  container: HTMLElement;
  /** Everything React reported: render errors caught by the boundary, console.error and console.warn calls. */
  problems: string[];
  unmount: () => void;
}

/**
 * Renders a screen inside a ScreenErrorBoundary that records what it catches, and records every
 * console.error and console.warn (React's key warnings, act and state-update warnings) so a test
 * can require that there were none.
 */
export function renderHostile(ui: ReactElement): HostileView {
  const problems: string[] = [];
  const record = (kind: string) => (...args: unknown[]) => {
    problems.push(`${kind}: ${args.map((arg) => (arg instanceof Error ? arg.stack : safeString(arg))).join(' ')}`.slice(0, 2000));
  };
  const error = vi.spyOn(console, 'error').mockImplementation(record('console.error'));
  const warn = vi.spyOn(console, 'warn').mockImplementation(record('console.warn'));
  const view = renderWithProviders(
    <ScreenErrorBoundary onError={(caught) => problems.push(`render error: ${caught instanceof Error ? caught.stack : safeString(caught)}`)}>{ui}</ScreenErrorBoundary>,
  );
  return {
    container: view.container,
    problems,
    unmount: () => {
      view.unmount();
      view.container.remove();
      error.mockRestore();
      warn.mockRestore();
    },
  };
}

function safeString(value: unknown): string {
  try {
    return typeof value === 'string' ? value : JSON.stringify(value) ?? String(value);
  } catch {
    return Object.prototype.toString.call(value);
  }
}

/** Nothing crashed, nothing was logged, and no server text became markup anywhere in the document. */
export function expectSafe(view: HostileView): void {
  expect(view.problems).toEqual([]);
  expect(alerts().filter((alert) => alert.textContent?.startsWith('Something went wrong'))).toEqual([]);
  expect(document.body.querySelector(INJECTED)).toBeNull();
  expect(window.__pwned).toBeUndefined();
}

/**
 * Renders `ui` as renderHostile does, runs `check`, then requires expectSafe and unmounts (also
 * when the check fails), so one property run never leaks into the next.
 */
export async function checkHostile(ui: ReactElement, check: (view: HostileView) => Promise<void> | void): Promise<void> {
  const view = renderHostile(ui);
  try {
    await check(view);
    expectSafe(view);
  } finally {
    view.unmount();
  }
}

/** Waits until `text` (a loading text) has gone. */
export async function settled(loadingText: string): Promise<void> {
  await waitFor(() => expect(screen.queryByText(loadingText)).toBeNull(), { timeout: 5000 });
}

// The helpers below read the DOM directly: role queries compute accessible names, which over
// hundreds of 10,000-character cells is what makes a run slow, not the screen.

/** The data rows (table rows or cards) of the list captioned `caption`. */
export function dataRows(caption: string): HTMLElement[] {
  const table = [...document.querySelectorAll('table')].find((candidate) => candidate.querySelector('caption')?.textContent === caption);
  if (table) {
    // The empty or failed state is one row with one cell spanning the table.
    return [...table.querySelectorAll<HTMLElement>('tbody > tr')].filter((row) => row.querySelectorAll('td').length > 1);
  }
  const cards = [...document.querySelectorAll<HTMLElement>('ul[role="list"]')].find((list) => list.getAttribute('aria-label') === caption);
  return cards ? [...cards.querySelectorAll<HTMLElement>(':scope > li')] : [];
}

/** The first element matching `selector` whose text starts with `text`. */
export function elementWithText(selector: string, text: string): HTMLElement {
  const found = [...document.querySelectorAll<HTMLElement>(selector)].find((element) => element.textContent?.trim().startsWith(text));
  if (!found) throw new Error(`No ${selector} reading '${text}'`);
  return found;
}

/** Waits for the open dialog titled `title` (checked through aria-labelledby, without role queries). */
export async function dialogTitled(title: string): Promise<HTMLElement> {
  return waitFor(() => {
    const dialog = [...document.querySelectorAll<HTMLElement>('[role="dialog"]')].find(
      (candidate) => document.getElementById(candidate.getAttribute('aria-labelledby') ?? '')?.textContent === title,
    );
    if (!dialog) throw new Error(`No dialog titled '${title}'`);
    return dialog;
  });
}

/** Every element announced as an alert. */
export const alerts = (): HTMLElement[] => [...document.querySelectorAll<HTMLElement>('[role="alert"]')];

/** The red banner carrying `text`, if one shows. */
export function bannerWith(text: string): HTMLElement | undefined {
  return alerts().find((alert) => alert.textContent?.includes(text));
}

/**
 * The list outcome SPEC 8 allows: with a failed load a red banner with the server's text; else
 * one row per record up to the page size of 10, or the empty text for no records.
 */
export function expectListOutcome({ caption, records, failure, emptyText }: { caption: string; records: number; failure: string | null; emptyText: string }): void {
  if (failure !== null) {
    expect(bannerWith(failure)).toBeDefined();
    return;
  }
  expect(alerts()).toEqual([]);
  const rows = dataRows(caption);
  expect(rows).toHaveLength(Math.min(records, 10));
  if (records === 0) expect(screen.getByText(emptyText)).toBeInTheDocument();
}
