import { Global, css } from '@emotion/react';
import type { Decorator, Preview } from '@storybook/react-vite';
import { ConsoleBaseline, ConsoleThemeProvider, darkTheme, mergeTheme, defaultTheme, type ThemeOverrides } from '../src/theme/index.js';
import { a11y } from './a11y.js';
import { desktopModes, viewportOptions } from './modes.js';

// Stories are snapshotted (Chromatic and the local visual suite): no transition or animation may
// be caught half-way, and no caret may blink.
const noMotion = css`
  *, *::before, *::after {
    transition: none !important;
    animation: none !important;
    caret-color: transparent !important;
    scroll-behavior: auto !important;
  }
`;

/**
 * Snapshots need the same glyphs on every machine: the visual baselines were drawn with DejaVu
 * (Debian's fonts-dejavu-core), which CI installs. Apps get the platform's UI font instead.
 */
const snapshotTokens: ThemeOverrides = {
  motion: { durationMs: 0 },
  fonts: { body: "'DejaVu Sans', 'Segoe UI', system-ui, -apple-system, sans-serif", mono: "'DejaVu Sans Mono', ui-monospace, monospace" },
};

const themes: Record<string, ThemeOverrides> = {
  light: snapshotTokens,
  dark: mergeTheme(mergeTheme(defaultTheme, darkTheme), snapshotTokens),
};

/** Every story in the theme the toolbar (or a Chromatic mode, or the test run) picks. */
const withTheme: Decorator = (Story, context) => {
  const theme = themes[String(context.globals.theme)] ?? themes.light;
  return (
    <ConsoleThemeProvider theme={theme}>
      <ConsoleBaseline />
      <Global styles={noMotion} />
      <Story />
    </ConsoleThemeProvider>
  );
};

const preview: Preview = {
  decorators: [withTheme],
  globalTypes: {
    theme: {
      description: 'Light or dark theme',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light', icon: 'sun' },
          { value: 'dark', title: 'Dark', icon: 'moon' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: {
    // The storybook test suite runs once per theme: STORYBOOK_THEME=dark for the second run.
    theme: import.meta.env.STORYBOOK_THEME === 'dark' ? 'dark' : 'light',
  },
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    a11y,
    options: { storySort: { order: ['Introduction', 'Foundations', 'Components', 'Screens'] } },
    viewport: { options: viewportOptions },
    // Chromatic: wait 300 ms after the story (and its play function) has rendered, freeze any
    // animation at its end, and snapshot every story at 1280 px in both themes; screens add a
    // 375 px mode (`screenModes` in modes.ts). A story that cannot be deterministic opts out with
    // `chromatic: { disableSnapshot: true }`. tests/visual reads the same parameters.
    chromatic: { pauseAnimationAtEnd: true, delay: 300, modes: desktopModes },
  },
};

export default preview;
