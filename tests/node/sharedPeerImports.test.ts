// The library build's rewrite of peer imports (scripts/rollup-shared-peer-imports.mjs), on a
// small module graph built with rollup itself, one output file per module as the library is.
import { rollup, type OutputAsset, type OutputChunk } from 'rollup';
import { sharedPeerImports } from '../../scripts/rollup-shared-peer-imports.mjs';

const SOURCES: Record<string, string> = {
  '/src/index.js': `export * from './a.js'; export * from './nested/b.js';`,
  '/src/a.js': [
    `import styled, { keyframes as frames } from '@emotion/styled';`,
    `import { useState, useRef as ref } from 'react';`,
    // A local of the same name makes rollup keep the import renamed.
    `const keyframes = 'local';`,
    `import * as ReactDOM from 'react-dom';`,
    `import { jsx } from 'react/jsx-runtime';`,
    `import ky from 'ky';`,
    `export const A = () => [styled, frames, keyframes, useState, ref, ReactDOM, jsx, ky];`,
  ].join('\n'),
  '/src/nested/b.js': [`import { useState, Fragment } from 'react';`, `import { Fragment as F } from 'react/jsx-runtime';`, `export const B = () => [useState, Fragment, F];`].join('\n'),
};

async function build() {
  const bundle = await rollup({
    input: '/src/index.js',
    external: (id) => !id.startsWith('.') && !id.startsWith('/'),
    treeshake: false,
    plugins: [
      {
        name: 'sources',
        resolveId: (id, importer) => (importer && id.startsWith('.') ? new URL(id, `file://${importer}`).pathname : id.startsWith('/') ? id : null),
        load: (id) => SOURCES[id],
      },
      sharedPeerImports({ peers: ['react', 'react-dom', '@emotion/styled'] }),
    ],
  });
  const { output } = await bundle.generate({ format: 'es', preserveModules: true, preserveModulesRoot: '/src' });
  const file = (name: string) => output.find((item) => item.fileName === name) as OutputChunk | OutputAsset | undefined;
  const text = (name: string) => {
    const item = file(name);
    if (!item) throw new Error(`no ${name} in ${output.map((o) => o.fileName).join(', ')}`);
    return item.type === 'chunk' ? item.code : String(item.source);
  };
  return text;
}

describe('sharedPeerImports', () => {
  // One build serves every test: they read different files of the same output.
  let text: Awaited<ReturnType<typeof build>>;
  beforeAll(async () => {
    text = await build();
  });

  it('re-exports, once per peer module, every name the modules import from it', () => {
    expect(text('peers.js').trim().split('\n')).toEqual([
      `export { default as emotionStyled_default, keyframes as emotionStyled_keyframes } from '@emotion/styled';`,
      `export { Fragment as react_Fragment, useRef as react_useRef, useState as react_useState } from 'react';`,
      `export { Fragment as reactJsxRuntime_Fragment, jsx as reactJsxRuntime_jsx } from 'react/jsx-runtime';`,
    ]);
  });

  it('points each module at peers.js by its relative path, keeping default, named and renamed bindings', () => {
    const a = text('a.js');
    expect(a).toMatch(/^import \{ emotionStyled_default as styled, emotionStyled_keyframes as keyframes\$1 \} from '\.\/peers\.js';$/m);
    expect(a).toContain(`import { react_useState as useState, react_useRef as useRef } from './peers.js';`);
    expect(a).toContain(`import { reactJsxRuntime_jsx as jsx } from './peers.js';`);
    const b = text('nested/b.js');
    expect(b).toContain(`from '../peers.js';`);
    expect(b).toContain('react_Fragment as Fragment');
    expect(b).toContain('reactJsxRuntime_Fragment as Fragment$1');
  });

  it('leaves namespace imports and non-peer imports as they are', () => {
    const a = text('a.js');
    expect(a).toContain(`import * as ReactDOM from 'react-dom';`);
    expect(a).toContain(`import ky from 'ky';`);
    expect(text('peers.js')).not.toContain('react-dom');
  });

  it('types peers.js with the same re-exports', () => {
    expect(text('peers.d.ts')).toBe(text('peers.js'));
  });
});
