// Every browser step of the visual suite with a time limit, and a watchdog that names the story
// and the step a page is stuck on.
//
// Most of playwright's calls have no limit of their own (page.evaluate, page.clock.*,
// setViewportSize, a CDP session's send: axe's run), and those that have one differ (goto and
// screenshot 30 s, waitForFunction 30-60 s). A page whose renderer hung, or a promise in the page
// that never settled, then held its call forever; the PagePool in visual.test.ts never got the
// page back, so every later story of that kind of shot waited for it and ran into vitest's 120 s
// test time-out, one after the other, with nothing printed: the suite is one file, and vitest's
// default reporter prints a file's results when the file ends (8.5 silent minutes in one CI run,
// stopped by hand).
//
// Now each step on a page is armed with a watchdog: when a step makes no progress for STALL_MS,
// the watchdog prints at once which story and which step the page is stuck on, fails the step
// (so the story fails with that message, and its retry renders it again from scratch), and marks
// the page stuck: it runs no further step, and the pool closes it (its context; the browser is
// launched afresh when even that hangs) and opens a new one for the stories after it.
//
// Hand-written rather than a library: the limit has to wrap playwright's own calls, and what
// matters here is what happens to the page afterwards (visual.test.ts), not the timer.
import type { Page } from 'playwright-core';

/** How long a step may make no progress before the watchdog fails it (`VISUAL_STALL_SECONDS`). */
export const STALL_MS = Number(process.env.VISUAL_STALL_SECONDS ?? '60') * 1000;

/** A step on a page that made no progress for its limit; the page is not to be used again. */
export class StuckPageError extends Error {
  override name = 'StuckPageError';
}

interface PageState {
  /** What the page is working on, e.g. the shot's file name: the watchdog names it. */
  story: string;
  /** Set once a step was stuck: the page takes no further step. */
  stuck?: StuckPageError;
}

const states = new WeakMap<Page, PageState>();

/** Says which story (or other work) the page's next steps belong to, for the watchdog's message. */
export function watchStory(page: Page, story: string): void {
  const state = states.get(page);
  if (state?.stuck) throw state.stuck;
  states.set(page, { story });
}

/**
 * Marks a page that cannot be used again without a step being stuck (its renderer crashed: every
 * later call on it fails), so the pool closes it and opens a new one as for a stuck page.
 */
export function markBroken(page: Page, why: string): void {
  const state = states.get(page) ?? { story: 'no story' };
  states.set(page, state);
  if (state.stuck) return;
  state.stuck = new StuckPageError(`${state.story}: ${why}; the page is closed and a new one takes the next stories`);
  report(`visual: ${state.stuck.message}`);
}

/** Whether a step on this page was stuck (the page must be closed, not reused). */
export const isStuck = (page: Page): boolean => Boolean(states.get(page)?.stuck);

/** Where the watchdog prints (console.error by default; vitest shows a test's output as it comes). */
let report = (line: string) => console.error(line);
/** Replaces what the watchdog prints with, e.g. to leave the line for the run's summary too. */
export function reportStuckWith(print: (line: string) => void): void {
  report = print;
}

/**
 * Runs one browser step of `page`, e.g. `step(page, 'screenshot', () => page.screenshot(...))`.
 * If it has not settled after `limitMs`, the watchdog prints the story and the step, the step
 * fails with a StuckPageError naming them, and the page is marked stuck (isStuck). The work itself
 * cannot be cancelled; it ends when the page is closed.
 */
export function step<T>(page: Page, label: string, work: () => Promise<T>, limitMs = STALL_MS): Promise<T> {
  const state = states.get(page) ?? { story: 'no story' };
  states.set(page, state);
  if (state.stuck) return Promise.reject(state.stuck);
  return withinLimit(work(), limitMs, () => {
    const error = new StuckPageError(`${state.story}: stuck for ${seconds(limitMs)} s at "${label}"; the page is closed and a new one takes the next stories`);
    state.stuck = error;
    report(`visual: ${error.message}`);
    return error;
  });
}

const seconds = (ms: number) => Math.round(ms / 100) / 10;

/**
 * `work`, or the error `stalled()` makes if it has not settled after `limitMs` (`work` goes on:
 * only closing what it runs in ends it). Also for steps that belong to no page (a browser's
 * context made or closed).
 */
export async function withinLimit<T>(work: Promise<T>, limitMs: number, stalled: () => Error): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const watchdog = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(stalled()), limitMs);
  });
  try {
    return await Promise.race([work, watchdog]);
  } finally {
    clearTimeout(timer);
  }
}

/** withinLimit's usual error: what did not finish, and in how long. */
export const tookOver = (what: string, limitMs: number) => () => new Error(`${what} did not finish within ${seconds(limitMs)} s`);
