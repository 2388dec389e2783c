import { Global, css } from '@emotion/react';
import type { Preview } from '@storybook/react-vite';
import { ConsoleThemeProvider } from '../src/theme/index.js';
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

const preview: Preview = {
  decorators: [
    (Story) => (
      <ConsoleThemeProvider theme={{ motion: { durationMs: 0 } }}>
        <Global styles={noMotion} />
        <Story />
      </ConsoleThemeProvider>
    ),
  ],
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    a11y,
    options: { storySort: { order: ['Introduction', 'Foundations', 'Components', 'Screens'] } },
    viewport: { options: viewportOptions },
    // Chromatic: wait 300 ms after the story (and its play function) has rendered, freeze any
    // animation at its end, and snapshot every story at 1280 px; screens add a 375 px mode
    // (`screenModes` in modes.ts). A story that cannot be deterministic opts out with
    // `chromatic: { disableSnapshot: true }`. tests/visual reads the same parameters.
    chromatic: { pauseAnimationAtEnd: true, delay: 300, modes: desktopModes },
  },
};

export default preview;
