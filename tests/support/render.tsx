import { render, type RenderOptions, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { vi } from 'vitest';
import { MessagesProvider, type MessageOverrides } from '../../src/i18n/index.js';
import { ConsoleThemeProvider, type ThemeOverrides } from '../../src/theme/index.js';

export interface ProvidersOptions extends Pick<RenderOptions, 'container' | 'baseElement'> {
  /** Text overrides passed to MessagesProvider. */
  messages?: MessageOverrides;
  /** Token overrides passed to ConsoleThemeProvider. */
  theme?: ThemeOverrides;
  /** Options for `userEvent.setup`; under `enableFakeTimers` it advances the fake clock by itself. */
  user?: Parameters<typeof userEvent.setup>[0];
}

/**
 * Renders `ui` inside the theme and messages providers the library needs, and returns a
 * `userEvent` instance set up for it.
 *
 * @example
 * const { user } = renderWithProviders(<Dialog open title="Hi" onOpenChange={close}>...</Dialog>);
 * await user.keyboard('{Escape}');
 */
export function renderWithProviders(
  ui: ReactElement,
  { messages, theme, user: userOptions, ...options }: ProvidersOptions = {},
): RenderResult & { user: ReturnType<typeof userEvent.setup> } {
  const user = userEvent.setup(vi.isFakeTimers() ? { advanceTimers: vi.advanceTimersByTime, ...userOptions } : userOptions);
  function Providers({ children }: { children: ReactNode }) {
    return (
      <ConsoleThemeProvider theme={theme}>
        <MessagesProvider messages={messages}>{children}</MessagesProvider>
      </ConsoleThemeProvider>
    );
  }
  const result: RenderResult = render(ui, { ...options, wrapper: Providers });
  return { ...result, user };
}

export { userEvent };

type JestShim = { advanceTimersByTime: (ms: number) => void };

/**
 * Fake timers that userEvent and Testing Library's async helpers can drive. Testing Library only
 * advances fake timers it recognises as Jest's (otherwise `user.click` waits forever), so vitest's
 * clock is announced under that name. Pair with `disableFakeTimers` in afterEach.
 *
 * @example
 * beforeEach(enableFakeTimers);
 * afterEach(disableFakeTimers);
 */
export function enableFakeTimers(): void {
  vi.useFakeTimers();
  (globalThis as { jest?: JestShim }).jest = { advanceTimersByTime: (ms) => vi.advanceTimersByTime(ms) };
}

/** Back to real timers, undoing `enableFakeTimers`. */
export function disableFakeTimers(): void {
  vi.useRealTimers();
  delete (globalThis as { jest?: JestShim }).jest;
}
