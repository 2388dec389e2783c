// The `-react18` project: every react and react-dom the tests load, from the library's sources
// (vitest.config.ts aliases them) and from the libraries vitest loads straight from node_modules
// (Testing Library, emotion: their own `require('react')` and `import 'react'`), resolves to
// React 18.3 in tests/react18. Otherwise a library would bring React 19 along, and two Reacts in
// one tree fail ("Invalid hook call").
import Module, { register } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const react18Package = path.join(here, '../react18/package.json');
const isReact = (request: string) => /^react(-dom)?(\/|$)/.test(request);

type Loader = {
  _resolveFilename: (request: string, parent: unknown, ...rest: unknown[]) => string;
  _nodeModulePaths: (from: string) => string[];
};
const loader = Module as unknown as Loader;
const patched = Symbol.for('partner-console.react18');
const flags = globalThis as { [patched]?: boolean };

// Once per worker: the setup file runs again for every test file.
if (!flags[patched]) {
  flags[patched] = true;
  // require('react') in CommonJS modules: resolved as if required from tests/react18.
  const from18 = { id: react18Package, filename: react18Package, paths: loader._nodeModulePaths(path.dirname(react18Package)) };
  const resolveFilename = loader._resolveFilename;
  loader._resolveFilename = function (request, parent, ...rest) {
    return resolveFilename.call(this, request, isReact(request) ? from18 : parent, ...rest);
  };
  // import 'react' in ES modules.
  register(pathToFileURL(path.join(here, 'react18-hooks.mjs')), import.meta.url, { data: { resolveFrom: react18Package } });
}
