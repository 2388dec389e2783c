import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { chromiumLaunchOptions } from './scripts/chromium.mjs';

const dirname = path.dirname(fileURLToPath(import.meta.url));

/**
 * React 18.3 for the `-react18` projects: the sources' imports of react and react-dom go to the copy
 * in tests/react18 (installed by scripts/ensure-react18.mjs); tests/setup/react18.ts does the same
 * for the libraries loaded from node_modules.
 */
const react18 = path.join(dirname, 'tests/react18/node_modules');
const react18Alias = [
  { find: /^react$/, replacement: path.join(react18, 'react/index.js') },
  { find: /^react\/(.*)$/, replacement: path.join(react18, 'react/$1') },
  { find: /^react-dom$/, replacement: path.join(react18, 'react-dom/index.js') },
  { find: /^react-dom\/(.*)$/, replacement: path.join(react18, 'react-dom/$1') },
];

/**
 * Server tests that run in `node` (PGlite, files in the data directory) only, not again in
 * `server-pg` (PostgreSQL, files in S3): what they check does not depend on the database or the
 * store. `files` and `listCache` test pure functions; `perimeter` the HTTP layer (CORS, security
 * headers, trusted proxies, connections per address, the request log: fastify hooks that answer
 * before any query; the file answer's headers from each store are checked by hardening.test.ts,
 * which runs on both); `contract` the HTTP client's calls and the answers' shape (every route it
 * calls runs on both engines in api.test.ts, the list queries in listQuery.test.ts).
 * docs/testing.md says which files run where and why.
 */
const SERVER_TESTS_ON_ONE_ENGINE = ['tests/server/files.test.ts', 'tests/server/listCache.test.ts', 'tests/server/perimeter.test.ts', 'tests/server/contract.test.ts'];

/** Tests of modules that import no React: the same on React 18 and 19, so `unit` runs them alone. */
const WITHOUT_REACT = [
  'tests/api/**',
  'tests/domain/**',
  'tests/export/**',
  'tests/format/**',
  'tests/list/{listEngine,listEngineSort,listPage,listState,listUrl}.test.ts',
  'tests/hooks/{decide,loaderKey}.test.ts',
  'tests/theme/focusRing.test.ts',
  'tests/screens/memberExport.test.ts',
  'tests/publicApi.test.ts',
  'tests/readme.test.ts',
  'tests/support/fixtures.test.ts',
];

/**
 * The stories run on React 18.3 by `npm test` (the `storybook-react18` project): the screens'
 * first story ('Default'; a dialog's first state where it has none), and the stories that lean on
 * what differs between React 18 and 19: dialogs and menus in portals, focus moved and returned,
 * stacked dialogs, outside clicks, an error boundary, and the proof that the run is on React 18.
 * Every story runs on React 19 in both themes in the visual suite; the library's jsdom tests run
 * on React 18 in full (`unit-react18`). Test names are the stories' names.
 */
export const REACT18_SMOKE_STORIES = [
  'React And Theme',
  'Default',
  'Pending',
  'Login',
  'Populated',
  'Expanded',
  'Mobile Drawer Open',
  'User Menu Open',
  'Signed In',
  'Open',
  'Stacked',
  'Closed By Escape',
  'Click Outside',
  'Crashed',
  'Reject Dialog',
  'Accept Dialog',
  'Export Dialog',
  'Details Dialog',
  'Detail Video',
  'Edit Form',
  'Columns Menu',
  'Bulk Selection',
  'Mobile Action Menu',
  'Deal Details dialog',
];
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * One config; `npm test` (scripts/test.mjs) runs all projects but `storybook` and `storybook-dark`:
 * - unit (and unit-react18): components, screens and pure modules in jsdom;
 * - node (and node-react18): the HTTP client against a real local server, the reference backend,
 *   the package checks, server rendering;
 * - server-pg: the reference backend's suite on PostgreSQL;
 * - e2e: the product as `npm start` runs it, driven in Chromium through playwright-core;
 * - storybook, storybook-dark: every story rendered in Vite's dev server, its play function and
 *   axe, light and dark (`npm run test:storybook`); storybook-react18: a smoke set of them on
 *   React 18.3 (in npm test);
 * - visual: every story of the built Storybook screenshotted and compared with its baseline, its
 *   play function and axe run in the light and the dark theme.
 */
/** The package's own entries, as the console and the examples import them, from the sources. */
const selfAlias = [
  { find: /^partner-console$/, replacement: path.join(dirname, 'src/index.ts') },
  { find: /^partner-console\/memory$/, replacement: path.join(dirname, 'src/api/memory/index.ts') },
  { find: /^partner-console\/icons$/, replacement: path.join(dirname, 'src/components/Icon/icons.tsx') },
  { find: /^partner-console\/texts$/, replacement: path.join(dirname, 'src/i18n/texts/index.ts') },
  { find: /^partner-console\/locales\/de$/, replacement: path.join(dirname, 'src/i18n/locales/de.ts') },
];

export default defineConfig({
  plugins: [react({ jsxImportSource: '@emotion/react' })],
  resolve: { alias: selfAlias },
  test: {
    // In CI (two busy cores, browsers, a database) a test that fails is run once more; one that
    // then passes counts as passed but is named in the log above the summary line
    // (scripts/flaky-reporter.mjs, scripts/count-tests.mjs) so that it gets mended. Locally a
    // failure is a failure.
    retry: process.env.CI ? 1 : 0,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          provide: { reactMajor: 19 },
          environment: 'jsdom',
          include: ['tests/**/*.test.{ts,tsx}'],
          exclude: ['tests/node/**', 'tests/e2e/**', 'tests/server/**', 'tests/visual/**'],
          setupFiles: ['tests/setup/dom.ts'],
          // One process and one jsdom window per worker, not per file (docs/testing.md, "Isolation"):
          // tests/setup/dom.ts gives each file a fresh page and fresh modules of src/.
          isolate: false,
          globals: true,
          // userEvent and axe in jsdom are slow on CI's two busy cores; 5 s (the default) is not enough.
          testTimeout: 60_000,
        },
      },
      {
        // The same jsdom suite on React 18.3 (the library's peer range is ^18.3 || ^19). The
        // reference console is an app of its own on React 19 (its router and pages), so its
        // tests run in `unit` only. Left out too: the tests of modules that import no React (the
        // API client and memory API, domain rules, exports, formats, the list engine's pure
        // parts), which would only repeat what `unit` ran; and the property tests of hostile data
        // take 5 samples per screen instead of 15 (RESILIENCE_RUNS): on React 18 they check the
        // rendering, the data's variety is covered on React 19.
        extends: true,
        resolve: { alias: [...selfAlias, ...react18Alias] },
        test: {
          name: 'unit-react18',
          provide: { reactMajor: 18 },
          environment: 'jsdom',
          include: ['tests/**/*.test.{ts,tsx}'],
          exclude: [
            'tests/node/**',
            'tests/e2e/**',
            'tests/server/**',
            'tests/visual/**',
            'tests/console/**',
            'tests/resilience/consoleScreenBoundary.test.tsx',
            ...WITHOUT_REACT,
          ],
          env: { RESILIENCE_RUNS: process.env.RESILIENCE_RUNS ?? '5' },
          setupFiles: ['tests/setup/react18.ts', 'tests/setup/dom.ts'],
          isolate: false,
          globals: true,
          testTimeout: 60_000,
        },
      },
      {
        // Server rendering on React 18.3, whose server renderer warns about layout effects.
        extends: true,
        resolve: { alias: [...selfAlias, ...react18Alias] },
        test: {
          name: 'node-react18',
          provide: { reactMajor: 18 },
          environment: 'node',
          include: ['tests/node/serverRender.test.tsx'],
          setupFiles: ['tests/setup/react18.ts'],
          globals: true,
        },
      },
      {
        extends: true,
        test: {
          name: 'node',
          provide: { reactMajor: 19 },
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
          // The server suite again on a real PostgreSQL server (DATABASE_URL), with the tests that
          // need several instances on one database.
          name: 'server-pg',
          environment: 'node',
          include: ['tests/server/**/*.test.ts'],
          exclude: SERVER_TESTS_ON_ONE_ENGINE,
          globalSetup: ['tests/server/deployedSetup.ts'],
          // The AWS SDK warns on every process that its 2027 releases need Node 22 (docs/deployment.md says so once).
          env: { AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' },
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
          // Two files at once (npm test's --maxWorkers=2), each with its own product, data
          // directory and Chromium on a free port: one file alone kept about one of the two cores
          // busy (its product's start, the sign-in and the browser's waits between steps), so files
          // one after another left the other idle. What files share is made once under a lock
          // (the console build, the seeded data directories, the packed library, the Storybook).
          // A worker runs its files one after another in one process (no isolation): each file
          // starts and closes its own product and Chromium in its hooks, mocks nothing and leaves
          // the environment alone, and a new process per file imported playwright-core, esbuild,
          // fastify, PGlite and the AWS SDK again (12 s a file on two busy cores; docs/testing.md).
          isolate: false,
          // The team files' PostgreSQL, started once for the project (two files at once shared it badly).
          globalSetup: ['tests/e2e/postgresSetup.ts'],
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
      // Every story in Chromium with its play function and axe: light theme on React 19, then the
      // dark theme (`npm run test:storybook`, the visual suite covers both in npm test), then the
      // React 18.3 smoke set (the library's peer range is ^18.3 || ^19).
      ...[
        { name: 'storybook', theme: 'light', react18: false },
        { name: 'storybook-dark', theme: 'dark', react18: false },
        { name: 'storybook-react18', theme: 'light', react18: true },
      ].map(({ name, theme, react18: onReact18 }) => ({
        extends: true as const,
        plugins: [storybookTest({ configDir: path.join(dirname, '.storybook') })],
        // .storybook/preview.tsx starts every story in this theme.
        define: {
          'import.meta.env.STORYBOOK_THEME': JSON.stringify(theme),
          // src/theme/ReactVersion.stories.tsx checks the run really is on this React.
          'import.meta.env.STORYBOOK_REACT_MAJOR': JSON.stringify(onReact18 ? '18' : '19'),
        },
        // Each run pre-bundles its own dependencies (React 18 or 19 inside them).
        cacheDir: path.join(dirname, 'node_modules/.vite', name),
        ...(onReact18 ? { resolve: { alias: [...selfAlias, ...react18Alias] } } : {}),
        test: {
          name,
          ...(onReact18
            ? {
                testNamePattern: new RegExp(`^(${REACT18_SMOKE_STORIES.map(escapeRegExp).join('|')})$`),
                // The smoke set's 39 stories files run in one page each worker instead of a fresh
                // iframe per file (each paid for loading the preview, React and emotion again): a
                // story mounts from scratch and its args are made per render (freshArgs,
                // .storybook/fixtures.ts), as the visual suite relies on when it switches stories
                // in one load.
                isolate: false,
              }
            : {}),
          // Rendering, the play function and axe share two cores with the other projects in CI.
          testTimeout: 60_000,
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: chromiumLaunchOptions() }),
            instances: [{ browser: 'chromium' as const }],
          },
        },
      })),
    ],
  },
});
