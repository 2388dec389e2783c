import { Global, css } from '@emotion/react';
import type { Preview } from '@storybook/react-vite';
import { ConsoleThemeProvider } from '../src/theme/index.js';
import { a11y } from './a11y.js';

// Stories are snapshotted (Chromatic and the local visual suite): no transition or animation may
// be caught half-way, and no caret may blink.
const noMotion = css`
  *, *::before, *::after {
    transition: none !important;
    animation: none !important;
    caret-color: transparent !important;
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
    chromatic: { pauseAnimationAtEnd: true, delay: 300 },
  },
};

export default preview;
