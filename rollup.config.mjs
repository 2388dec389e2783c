import { readFileSync, rmSync } from 'node:fs';
import typescript from '@rollup/plugin-typescript';
import { sharedPeerImports } from './scripts/rollup-shared-peer-imports.mjs';
import { pureFactories } from './scripts/rollup-pure-factories.mjs';

// Library build: ESM with one module per source file (preserveModules), so a consumer's
// bundler drops every screen it does not import. Peers and dependencies stay external.
// One entry per package.json export: the package root (src/index.ts → dist/index.js),
// `partner-console/memory`, the in-memory demo backend (src/api/memory/index.ts →
// dist/api/memory/index.js), `partner-console/icons` (src/components/Icon/icons.tsx),
// `partner-console/texts`, the text sections one by one (src/i18n/texts/index.ts), and
// `partner-console/locales/de`, the German catalogue (src/i18n/locales/de.ts).
// Declarations come from the same TypeScript pass (tsconfig.build.json: rootDir src, outDir dist),
// so dist/x/y.d.ts sits next to dist/x/y.js. No source maps: the output is unminified ES2022,
// one module per source file under the source's path, so a debugger's view of dist/ reads like
// src/; maps pointing at src/ (which is not published) needed their sources inline, and were 56 %
// of the tarball (1.4 of 2.5 MB unpacked, 193 of 640 files).
// The peers' imports all go through dist/peers.js (scripts/rollup-shared-peer-imports.mjs), and
// the components their factories make are marked pure (scripts/rollup-pure-factories.mjs).
const external = (id) => !id.startsWith('.') && !id.startsWith('/') && !id.startsWith('\0');

const outDir = 'dist';

/** Empties the output directory first, so a renamed or deleted module never lingers in the published package. */
const cleanDist = () => ({
  name: 'clean-dist',
  buildStart() {
    rmSync(outDir, { recursive: true, force: true });
  },
});

const { peerDependencies } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const peers = Object.keys(peerDependencies);
const isPeer = (id) => peers.some((peer) => id === peer || id.startsWith(`${peer}/`));

/**
 * `'use client'` on every module that imports React or emotion (hooks, context, JSX), as MUI and
 * Mantine publish: a React Server Component can then import a screen (it becomes a client
 * reference), while the plain modules (the API client, formats, texts, the package root's
 * re-exports) stay usable on the server. A banner rather than a directive in the sources: rollup
 * drops module-level directives, and the banner keeps the source maps' lines right.
 */
const clientDirective = (chunk) => (chunk.imports.some(isPeer) ? "'use client';" : '');

export default {
  input: ['src/index.ts', 'src/api/memory/index.ts', 'src/components/Icon/icons.tsx', 'src/i18n/texts/index.ts', 'src/i18n/locales/de.ts'],
  external,
  output: {
    dir: outDir,
    format: 'es',
    preserveModules: true,
    preserveModulesRoot: 'src',
    banner: clientDirective,
  },
  plugins: [
    cleanDist(),
    typescript({ tsconfig: './tsconfig.build.json', compilerOptions: { outDir }, outputToFilesystem: true }),
    sharedPeerImports({ peers }),
    // After it: marks the module-level styled, forwardRef, memo and createContext calls pure, so unused components drop out.
    pureFactories(),
  ],
};
