import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { moduleSideEffects, reactRouterProductionBuild, treeShakeableReactRouter } from './leanDependencies.js';

const consoleRoot = fileURLToPath(new URL('.', import.meta.url));

/**
 * The reference console, built by `npm start` (examples/start.mjs) into examples/console/dist.
 * The library is compiled from its sources through the `partner-console` alias, so the console
 * always runs the code in this checkout. The API address is not built in: the console reads it
 * from /config.json at start. `vite --config examples/console/vite.config.ts` serves it for
 * development, forwarding /api and /config.json to a running `npm start`.
 */
export default defineConfig(({ command }) => ({
  root: consoleRoot,
  plugins: [react({ jsxImportSource: '@emotion/react' }), treeShakeableReactRouter()],
  resolve: {
    // Exact matches: a plain 'partner-console' key would also rewrite 'partner-console/memory'
    // into a path under src/index.ts.
    alias: [
      { find: /^partner-console$/, replacement: fileURLToPath(new URL('../../src/index.ts', import.meta.url)) },
      { find: /^partner-console\/memory$/, replacement: fileURLToPath(new URL('../../src/api/memory/index.ts', import.meta.url)) },
      { find: /^partner-console\/icons$/, replacement: fileURLToPath(new URL('../../src/components/Icon/icons.tsx', import.meta.url)) },
      { find: /^partner-console\/texts$/, replacement: fileURLToPath(new URL('../../src/i18n/texts/index.ts', import.meta.url)) },
      { find: /^partner-console\/locales\/de$/, replacement: fileURLToPath(new URL('../../src/i18n/locales/de.ts', import.meta.url)) },
      // Development (`vite` serve) keeps react-router's warnings.
      ...(command === 'build' ? reactRouterProductionBuild : []),
    ],
  },
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    rolldownOptions: {
      treeshake: { moduleSideEffects },
      output: {
        // Everything the entry imports statically (React, the router, emotion, the texts) is
        // loaded on every route anyway: one chunk instead of several compresses better.
        codeSplitting: { groups: [{ name: 'initial', tags: ['$initial'] }] },
      },
    },
  },
  server: {
    proxy: {
      '/api': 'http://127.0.0.1:4173',
      '/config.json': 'http://127.0.0.1:4173',
    },
  },
}));
