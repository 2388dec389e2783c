import path from 'node:path';

/**
 * Routes every module's imports of the peers (react, react-dom, emotion) through one module of
 * the package, `peers.js`, which re-exports by name what the library uses of them.
 *
 * Why: with one output file per source module, about a hundred modules each import React or
 * emotion. An app that bundles React resolves all of them to the same bindings, so for it this
 * changes nothing. But where the peers stay outside the bundle (a micro-frontend sharing the
 * host's React, a library bundling this one, size-limit), esbuild keeps every one of those import
 * statements, each with its own renamed bindings: 3.5 kB of the library's 67 kB gzipped. Through
 * `peers.js` they are one import statement per peer.
 *
 * Rewrites the output, line for line (source maps keep their lines), in the canonical forms
 * rollup prints: `import x from 'p';`, `import { a, b as c } from 'p';`, `import x, { a } from 'p';`.
 * A namespace import (`import * as p`) is left as it is.
 */
export function sharedPeerImports({ peers, fileName = 'peers.js' }) {
  const isPeer = (specifier) => peers.some((peer) => specifier === peer || specifier.startsWith(`${peer}/`));
  const importLine = /^import (.+?) from '([^']+)';$/gm;
  // `react/jsx-runtime` + `jsx` -> `react_jsxRuntime_jsx`: unique per peer module and name.
  const alias = (specifier, name) => `${specifier.replace(/^@/, '').replace(/[^A-Za-z0-9]+(.)/g, (_, c) => c.toUpperCase())}_${name}`;

  return {
    name: 'shared-peer-imports',
    generateBundle(_options, bundle) {
      if (bundle[fileName]) this.error(`${fileName} would overwrite a module of the library`);
      /** Peer module -> the names the library imports from it. */
      const used = new Map();

      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        const relative = path.posix.relative(path.posix.dirname(chunk.fileName), fileName);
        const from = relative.startsWith('.') ? relative : `./${relative}`;
        chunk.code = chunk.code.replace(importLine, (line, clause, specifier) => {
          if (!isPeer(specifier) || clause.startsWith('*')) return line;
          const match = /^(?:([\w$]+))?(?:,\s*)?(?:\{([^}]*)\})?$/.exec(clause.trim());
          if (!match) this.error(`Cannot read the import in ${chunk.fileName}: ${line}`);
          const [, defaultName, named = ''] = match;
          const bindings = named
            .split(',')
            .map((part) => part.trim())
            .filter(Boolean)
            .map((part) => {
              const [imported, local = imported] = part.split(/\s+as\s+/);
              return { imported, local };
            });
          if (defaultName) bindings.unshift({ imported: 'default', local: defaultName });
          const names = used.get(specifier) ?? new Set();
          used.set(specifier, names);
          for (const { imported } of bindings) names.add(imported);
          return `import { ${bindings.map(({ imported, local }) => `${alias(specifier, imported)} as ${local}`).join(', ')} } from '${from}';`;
        });
      }

      const source = [...used]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([specifier, names]) => {
          const list = [...names].sort().map((name) => `${name} as ${alias(specifier, name)}`);
          return `export { ${list.join(', ')} } from '${specifier}';\n`;
        })
        .join('');
      // The declarations are the same re-exports, so the module is typed like every other one.
      this.emitFile({ type: 'asset', fileName, source });
      this.emitFile({ type: 'asset', fileName: fileName.replace(/\.js$/, '.d.ts'), source });
    },
  };
}
