import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { chromiumLaunchOptions } from './scripts/chromium.mjs';

const dirname = path.dirname(fileURLToPath(import.meta.url));

/**
 * One config, five projects, all run by `npm test`:
 * - unit: components, screens and pure modules in jsdom;
 * - node: the HTTP client against a real local server, the reference backend, the package checks;
 * - e2e: the product as `npm start` runs it, driven in Chromium through playwright-core;
 * - storybook: every story rendered (and its play function run) in Chromium;
 * - visual: every story of the built Storybook screenshotted and compared with its baseline.
 */
export default defineConfig({
  plugins: [react({ jsxImportSource: '@emotion/react' })],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['tests/**/*.test.{ts,tsx}'],
          exclude: ['tests/node/**', 'tests/e2e/**', 'tests/server/**', 'tests/visual/**'],
          setupFiles: ['tests/setup/dom.ts'],
          globals: true,
          // userEvent and axe in jsdom are slow on CI's two busy cores; 5 s (the default) is not enough.
          testTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['tests/node/**/*.test.{ts,tsx}', 'tests/server/**/*.test.ts'],
          globals: true,
          testTimeout: 180_000,
          hookTimeout: 300_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.test.ts'],
          globals: true,
          fileParallelism: false,
          testTimeout: 120_000,
          hookTimeout: 300_000,
        },
      },
      {
        extends: true,
        test: {
          // The local visual baselines (tests/visual; npm run test:visual runs this project alone).
          name: 'visual',
          environment: 'node',
          include: ['tests/visual/**/*.test.ts'],
          globals: true,
          fileParallelism: false,
          testTimeout: 120_000,
          hookTimeout: 600_000,
        },
      },
      {
        extends: true,
        plugins: [storybookTest({ configDir: path.join(dirname, '.storybook') })],
        test: {
          name: 'storybook',
          // Rendering, the play function and axe share two cores with the other projects in CI.
          testTimeout: 60_000,
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: chromiumLaunchOptions() }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
});
