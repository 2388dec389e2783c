// The library's TypeScript sources, run by the reference backend as they are: esbuild compiles a
// module (with what it imports) in memory, in some tens of milliseconds, and it is imported from a
// data: URL, so `npm start` needs no build step and never runs stale code. The demo data
// (seed.mjs) and the lists' rules (listRules.ts) come this way.
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

/** @type {Map<string, Promise<unknown>>} */
const modules = new Map();

/**
 * The module at `source` (a TypeScript file), compiled once per process.
 * @template T
 * @param {string} source an absolute path
 * @returns {Promise<T>}
 */
export function importCompiled(source) {
  let module = modules.get(source);
  if (!module) {
    module = build({ entryPoints: [source], bundle: true, format: 'esm', platform: 'node', write: false, logLevel: 'silent' }).then(
      (result) => import(`data:text/javascript;base64,${Buffer.from(/** @type {any} */ (result.outputFiles[0]).text).toString('base64')}`),
    );
    modules.set(source, module);
  }
  return /** @type {Promise<T>} */ (module);
}

/** @typedef {typeof import('./listRules.ts')} ListRules */

/** The lists' rules (listRules.ts). @returns {Promise<ListRules>} */
export const loadListRules = () => importCompiled(fileURLToPath(new URL('./listRules.ts', import.meta.url)));
