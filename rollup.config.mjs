import typescript from '@rollup/plugin-typescript';

// Library build: ESM with one module per source file (preserveModules), so a consumer's
// bundler drops every screen it does not import. Peers and dependencies stay external.
const external = (id) => !id.startsWith('.') && !id.startsWith('/') && !id.startsWith('\0');

export default {
  input: 'src/index.ts',
  external,
  output: {
    dir: 'dist',
    format: 'es',
    preserveModules: true,
    preserveModulesRoot: 'src',
    sourcemap: true,
  },
  plugins: [typescript({ tsconfig: './tsconfig.build.json', outputToFilesystem: true })],
};
