// Flat config: JS and TypeScript recommended rules everywhere, React's hook rules (including the
// React Compiler checks of eslint-plugin-react-hooks 7) on every source file. Type-aware rules are
// left out on purpose: `npm run typecheck` already runs the compiler over everything.
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

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
);
