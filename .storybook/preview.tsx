import { Global, css } from '@emotion/react';
import type { Decorator, Preview } from '@storybook/react-vite';
import { useLayoutEffect } from 'react';
import { MessagesProvider } from '../src/i18n/index.js';
import { de } from '../src/i18n/locales/de.js';
import { ConsoleBaseline, ConsoleThemeProvider, darkTheme, mergeTheme, defaultTheme, type ThemeOverrides } from '../src/theme/index.js';
import { a11y } from './a11y.js';
import { desktopModes, viewportOptions } from './modes.js';
import { freshArgs } from './fixtures.js';

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

const languages = {
  en: { locale: 'en-US', messages: undefined },
  de: { locale: 'de-DE', messages: de },
} as const;

/**
 * The page's writing direction (portalled dialogs follow it too), reset when a story ends. Set in
 * a layout effect, within the commit that renders the story: a play function that finds the
 * story's first element must find the direction set too (with a passive effect, the right-to-left
 * app shell story, which renders at once, now and then read dir="" under load).
 */
function Direction({ dir }: { dir: 'ltr' | 'rtl' }) {
  useLayoutEffect(() => {
    document.documentElement.dir = dir;
    return () => void (document.documentElement.dir = 'ltr');
  }, [dir]);
  return null;
}

/**
 * Every story in the theme, language and direction the toolbar (or a Chromatic mode, a story's
 * own globals, or the test run) picks.
 */
const withThemeLanguageAndDirection: Decorator = (Story, context) => {
  const theme = themes[String(context.globals.theme)] ?? themes.light;
  const language = languages[context.globals.locale === 'de' ? 'de' : 'en'];
  return (
    <ConsoleThemeProvider theme={theme}>
      <ConsoleBaseline />
      <Global styles={noMotion} />
      <Direction dir={context.globals.direction === 'rtl' ? 'rtl' : 'ltr'} />
      <MessagesProvider locale={language.locale} messages={language.messages}>
        <Story />
      </MessagesProvider>
    </ConsoleThemeProvider>
  );
};

const preview: Preview = {
  // A docs page for every component and screen: its description, every prop with its type,
  // description and default, and its stories.
  tags: ['autodocs'],
  decorators: [withThemeLanguageAndDirection],
  // An in-memory API or a session store in a story's args is made afresh for every render.
  loaders: [freshArgs],
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
    locale: {
      description: 'Language of texts, dates and numbers',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'en', title: 'English', right: 'en-US' },
          { value: 'de', title: 'Deutsch', right: 'de-DE' },
        ],
        dynamicTitle: true,
      },
    },
    direction: {
      description: 'Writing direction, to check layouts right to left',
      toolbar: {
        title: 'Direction',
        icon: 'transfer',
        items: [
          { value: 'ltr', title: 'Left to right' },
          { value: 'rtl', title: 'Right to left' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: {
    locale: 'en',
    direction: 'ltr',
    // The storybook test suite runs once per theme: STORYBOOK_THEME=dark for the second run.
    theme: import.meta.env.STORYBOOK_THEME === 'dark' ? 'dark' : 'light',
  },
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    a11y,
    options: { storySort: { order: ['Introduction', 'Docs', 'Foundations', 'Components', 'Kit', 'Screens'] } },
    viewport: { options: viewportOptions },
    // Chromatic: wait 300 ms after the story (and its play function) has rendered, freeze any
    // animation at its end, and snapshot every story at 1280 px in both themes; screens add a
    // 375 px mode (`screenModes` in modes.ts). A story that cannot be deterministic opts out with
    // `chromatic: { disableSnapshot: true }`. tests/visual reads the same parameters.
    chromatic: { pauseAnimationAtEnd: true, delay: 300, modes: desktopModes },
  },
};

export default preview;
