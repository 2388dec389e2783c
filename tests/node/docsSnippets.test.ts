// Every TypeScript snippet a user may copy out of the docs (README.md, docs/*.md, the Storybook's
// .mdx pages) type-checks against the library's sources under the project's strict settings.
//
// A snippet may leave out what every reader has: imports from the package root (`partner-console`)
// are added for the exported names it uses and does not declare; `api` (an `AdminApi`),
// `openPartner(id)` and `openRequests()` (a host's navigation callbacks) are there; and a snippet
// that is a bare JSX element is checked as an expression. Anything else it needs (React,
// a router, another entry point) it imports itself, as a reader's file would.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

interface Snippet {
  /** Where it is, for the failure message: `README.md#3` is the third TypeScript block there. */
  name: string;
  code: string;
}

function markdownFiles(): string[] {
  const docs = readdirSync(path.join(root, 'docs')).filter((file) => file.endsWith('.md')).map((file) => `docs/${file}`);
  const mdx = readdirSync(path.join(root, 'src/docs')).filter((file) => file.endsWith('.mdx')).map((file) => `src/docs/${file}`);
  return ['README.md', 'CONTRIBUTING.md', ...docs, 'src/Introduction.mdx', ...mdx];
}

function snippetsOf(file: string): Snippet[] {
  const text = readFileSync(path.join(root, file), 'utf8');
  const blocks = [...text.matchAll(/^```(ts|tsx|typescript)\s*\n([\s\S]*?)^```/gm)];
  return blocks.map(([, , code], index) => ({ name: `${file}#${index + 1}`, code: code! }));
}

/** The names the package root exports, values and types alike. */
function rootExports(program: ts.Program): Set<string> {
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(path.join(root, 'src/index.ts'))!;
  const moduleSymbol = checker.getSymbolAtLocation(source)!;
  return new Set(checker.getExportsOfModule(moduleSymbol).map((symbol) => symbol.getName()));
}

/** What a snippet may use without declaring it: a host's client and navigation callbacks. */
const CONTEXT = {
  api: `import('partner-console').AdminApi`,
  openPartner: `(id: import('partner-console').Id) => void`,
  openRequests: `() => void`,
};

const DECLARED = /\b(?:const|let|var|function|class|type|interface|enum)\s+([A-Za-z_$][\w$]*)|\bimport\s+(?:type\s+)?\{([^}]*)\}|\bimport\s+([A-Za-z_$][\w$]*)\s+from/g;

/** The snippet as a module: the root's names it uses imported, `api` declared, a bare element wrapped. */
function asModule(snippet: Snippet, exported: ReadonlySet<string>): string {
  const declared = new Set<string>();
  for (const [, single, list, defaultImport] of snippet.code.matchAll(DECLARED)) {
    if (single) declared.add(single);
    if (defaultImport) declared.add(defaultImport);
    for (const part of list?.split(',') ?? []) declared.add(part.trim().split(/\s+as\s+/).pop()!.replace(/^type\s+/, ''));
  }
  const used = new Set(snippet.code.match(/[A-Za-z_$][\w$]*/g));
  const imports = [...exported].filter((name) => used.has(name) && !declared.has(name)).sort();
  const body = snippet.code.trimStart().startsWith('<') ? `export const snippet = (\n<>\n${snippet.code}\n</>\n);` : snippet.code;
  return [
    imports.length > 0 ? `import { ${imports.join(', ')} } from 'partner-console';` : '',
    ...Object.entries(CONTEXT)
      .filter(([name]) => used.has(name) && !declared.has(name))
      .map(([name, type]) => `declare const ${name}: ${type};`),
    'export {};',
    body,
  ].join('\n');
}

it('type-checks every TypeScript snippet of the docs', () => {
  const snippets = markdownFiles().flatMap(snippetsOf);
  expect(snippets.length).toBeGreaterThan(0);

  const config = ts.getParsedCommandLineOfConfigFile(path.join(root, 'tsconfig.json'), {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} })!;
  const options = { ...config.options, noEmit: true };
  // First the sources alone, for the names the root exports.
  const base = ts.createProgram([path.join(root, 'src/index.ts')], options);
  const exported = rootExports(base);

  const virtual = new Map(snippets.map((snippet, index) => [path.join(root, 'tests/node/.snippets', `snippet${index}.tsx`), snippet]));
  const host = ts.createCompilerHost(options);
  const readFile = host.readFile.bind(host);
  const fileExists = host.fileExists.bind(host);
  host.fileExists = (file) => virtual.has(file) || fileExists(file);
  host.readFile = (file) => {
    const snippet = virtual.get(file);
    return snippet ? asModule(snippet, exported) : readFile(file);
  };
  const program = ts.createProgram([...virtual.keys()], options, host, base);

  const problems = [...virtual.entries()].flatMap(([file, snippet]) =>
    ts.getPreEmitDiagnostics(program, program.getSourceFile(file)).map((diagnostic) => {
      const where = diagnostic.file && diagnostic.start !== undefined ? diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start) : undefined;
      const line = where ? ` line ${where.line + 1}` : '';
      return `${snippet.name}${line}: TS${diagnostic.code} ${ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')}`;
    }),
  );
  expect(problems).toEqual([]);
});
