// Node module hooks for the React 18 test run (registered by tests/setup/react18.ts): an ES
// module's `import 'react'` or `'react-dom/...'` resolves to tests/react18's copy.
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';

let require18;

export function initialize({ resolveFrom }) {
  require18 = createRequire(resolveFrom);
}

export function resolve(specifier, context, next) {
  if (/^react(-dom)?(\/|$)/.test(specifier)) return { url: pathToFileURL(require18.resolve(specifier)).href, shortCircuit: true };
  return next(specifier, context);
}
