// Builds the reference console with vite into the directory given as argv[2] and writes its chunk
// graph next to it (chunks.json: file, entry or route chunk, static and dynamic imports, the
// modules inside). Run it as a child process with NODE_ENV=production: vite and the React plugin
// follow NODE_ENV, and vitest's 'test' would bundle React's development build.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

const outDir = process.argv[2];
if (!outDir) throw new Error('usage: build-console.mjs <outDir>');
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const result = await build({
  configFile: path.join(root, 'examples/console/vite.config.ts'),
  logLevel: 'warn',
  build: { outDir, emptyOutDir: true },
});
const outputs = (Array.isArray(result) ? result : [result]).flatMap((entry) => entry.output);
const chunks = outputs
  .filter((item) => item.type === 'chunk')
  .map((chunk) => ({
    fileName: chunk.fileName,
    isEntry: chunk.isEntry,
    isDynamicEntry: chunk.isDynamicEntry,
    facadeModuleId: chunk.facadeModuleId,
    imports: chunk.imports,
    dynamicImports: chunk.dynamicImports,
    moduleIds: chunk.moduleIds.map((id) => (id.startsWith(root) ? path.relative(root, id).split(path.sep).join('/') : id)),
  }));
writeFileSync(path.join(outDir, 'chunks.json'), JSON.stringify(chunks, null, 1));
