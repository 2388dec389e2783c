// Flat config: JS and TypeScript recommended rules everywhere, React's hook rules (including the
// React Compiler checks of eslint-plugin-react-hooks 7) on every source file. Type-aware rules are
// left out on purpose: `npm run typecheck` already runs the compiler over everything. The library's
// layers (docs/architecture.md, "The layers") are enforced by import-x's no-restricted-paths.
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The library's layers, top first, as the table in docs/architecture.md lists them (a test holds
 * the two to the same order): a layer imports only from the layers before it, never from one after.
 */
export const LAYERS = [
  { name: 'Platform', folders: ['src/platform'] },
  { name: 'Texts', folders: ['src/i18n'] },
  { name: 'Data', folders: ['src/api'] },
  { name: 'Formats', folders: ['src/format', 'src/domain'] },
  { name: 'Theme', folders: ['src/theme'] },
  { name: 'Lists', folders: ['src/list'] },
  { name: 'Exports', folders: ['src/export'] },
  { name: 'Hooks', folders: ['src/hooks'] },
  { name: 'Kit', folders: ['src/components'] },
  { name: 'Screens', folders: ['src/screens'] },
];

/** One zone per layer: its folders may not import from any folder of a later layer. */
const layerZones = LAYERS.slice(0, -1).flatMap((layer, index) => {
  const later = LAYERS.slice(index + 1);
  return layer.folders.map((folder) => ({
    target: `./${folder}`,
    from: later.flatMap((other) => other.folders.map((otherFolder) => `./${otherFolder}`)),
    message: `${layer.name} (${layer.folders.join(', ')}) imports only from the layers before it in docs/architecture.md ("The layers"), not from ${later.map((other) => other.name).join(', ')}: move the code to the layer it belongs to, or pass the dependency in.`,
  }));
});

/** The layer rule on the library's sources (tests/node/layers.test.ts runs it alone too). */
export const layerRule = {
  files: ['src/**/*.{ts,tsx}'],
  plugins: { 'import-x': importX },
  settings: { 'import-x/resolver-next': [createTypeScriptImportResolver()] },
  rules: {
    'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: layerZones }],
  },
};

export default defineConfig(
  globalIgnores([
    'dist/',
    'storybook-static/',
    'coverage/',
    'reports/',
    'test-results/',
    'examples/console/dist/',
    '**/.data/',
  ]),
  js.configs.recommended,
  tseslint.configs.recommended,
  reactHooks.configs.flat.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // The library's layout effects go through useIsomorphicLayoutEffect (no server warnings): check its dependencies too.
      'react-hooks/exhaustive-deps': ['warn', { additionalHooks: '(useIsomorphicLayoutEffect)' }],
      // `_`-prefixed names are deliberately unused (ignored callback arguments, rest omissions).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  layerRule,
  {
    // Screens render on servers too (tests/node/serverRender.test.tsx), where React 18 warns of every layout effect.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/platform/useIsomorphicLayoutEffect.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'react', importNames: ['useLayoutEffect'], message: 'Use useIsomorphicLayoutEffect (src/platform): React 18 warns of useLayoutEffect in server rendering.' }] },
      ],
    },
  },
);
