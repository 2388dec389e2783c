// A consumer's first bundle, as tests/node/bundleSize.test.ts measures it and
// scripts/analyze-bundle.mjs shows it module by module: esbuild, minified, for browsers, the
// given externals left out, and what is reached only by import() left out too (a browser loads it
// later, if at all). One set of options, so the size test and the analysis never drift apart.

/** Leaves modules reached only by import() out of a bundle. */
export const laterImports = {
  name: 'later-imports',
  setup(builder) {
    builder.onResolve({ filter: /.*/ }, (args) => (args.kind === 'dynamic-import' ? { path: args.path, external: true } : undefined));
  },
};

/** esbuild's options for bundling `contents` (module source) as a consumer would. */
export function consumerBundleOptions({ contents, resolveDir, externals, plugins = [], nodePaths }) {
  return {
    stdin: { contents, resolveDir, loader: 'js' },
    bundle: true,
    format: 'esm',
    platform: 'browser',
    minify: true,
    write: false,
    metafile: true,
    external: externals,
    ...(nodePaths ? { nodePaths } : {}),
    define: { 'process.env.NODE_ENV': '"production"' },
    plugins: [...plugins, laterImports],
    logLevel: 'silent',
  };
}
