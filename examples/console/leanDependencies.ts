import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

// Two dependencies of the console ship more code than a production build needs; these settings
// make the bundler drop what the console does not use (about 6 kB gzipped on every route). The
// size budgets in tests/node/bundleSize.test.ts notice if an upgrade undoes it.

const routerBuild = (file: string) => fileURLToPath(new URL(`../../node_modules/react-router/dist/production/${file}`, import.meta.url));

/**
 * react-router 7's package exports point every bundler at its development build, warnings
 * included (remix-run/react-router#12532); these aliases select its production build instead.
 */
export const reactRouterProductionBuild = [
  { find: /^react-router$/, replacement: routerBuild('index.mjs') },
  { find: /^react-router\/dom$/, replacement: routerBuild('dom-export.mjs') },
];

/**
 * react-router defines its components at the top level of one large module with calls the bundler
 * cannot prove free of side effects (`React.forwardRef(...)`, `React.createContext(...)`, then
 * `X.displayName = "..."`), so `Form`, `NavLink`, `Link` and the prefetching behind them stay in
 * the bundle unused. Marking those calls pure and dropping the display names (used only by React's
 * developer tools) lets tree shaking remove the unused ones.
 */
export function treeShakeableReactRouter(): Plugin {
  return {
    name: 'tree-shakeable-react-router',
    apply: 'build',
    transform(code, id) {
      if (!/\/react-router\/dist\/production\/chunk-[\w-]+\.mjs$/.test(id)) return null;
      return {
        code: code
          .replace(/^\w+\.displayName = "[^"]*";$/gm, '')
          .replace(/= (React\d*)\.(forwardRef|createContext|memo)\(/g, '= /* @__PURE__ */ $1.$2('),
        map: null,
      };
    },
  };
}

/**
 * @emotion/react imports hoist-non-react-statics (and through it react-is) for `withTheme` only,
 * with a bare import that keeps the CommonJS module alive whether `withTheme` is used or not. Both
 * modules only define functions, so declaring them free of side effects is safe.
 */
export const moduleSideEffects = (id: string) => (/\/node_modules\/(hoist-non-react-statics|react-is)\//.test(id) ? false : undefined);
