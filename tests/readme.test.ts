// The README is what a user reads first: its first code block is the two commands, and its
// embedding snippet is the file the consumer test compiles under strict TypeScript against the
// packed library (examples/vite-consumer/src/ReadmeSnippet.tsx), so the two cannot drift.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
const codeBlocks = [...readme.matchAll(/```(\w*)\n([\s\S]*?)```/g)].map(([, language, code]) => ({ language, code: code! }));

it('starts with the two commands: one starts the console with its backend, one runs every test', () => {
  const lines = codeBlocks[0]!.code.trimEnd().split('\n');
  expect(lines).toHaveLength(2);
  expect(lines[0]).toMatch(/^npm install && npm start\b/);
  expect(lines[1]).toMatch(/^npm install && npm test\b/);
  expect(readme).toContain('admin@partner-console.dev / Admin@12345');
});

it('shows the embedding snippet the consumer test compiles, word for word', () => {
  const snippet = codeBlocks.find((block) => block.language === 'tsx' && block.code.includes('createHttpAdminApi'))!.code;
  const compiled = readFileSync(path.join(root, 'examples/vite-consumer/src/ReadmeSnippet.tsx'), 'utf8');
  expect(compiled.endsWith(snippet)).toBe(true);
});

it('stays a guide for users: about 10 kB, with every page it links to present', () => {
  expect(Buffer.byteLength(readme)).toBeLessThan(10_500);
  for (const [, target] of readme.matchAll(/\]\(((?:docs\/|CONTRIBUTING|CHANGELOG)[^)#]*)\)/g)) {
    expect(() => readFileSync(path.join(root, target!)), target).not.toThrow();
  }
});
