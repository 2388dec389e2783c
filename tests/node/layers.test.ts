// The layer rule of docs/architecture.md ("The layers") is ESLint's import-x/no-restricted-paths,
// built in eslint.config.js from one ordered list. This suite makes it part of `npm test` (which
// does not run `npm run lint`): the sources keep it, a wrong import fails it, and the list is the
// doc's table.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { LAYERS, layerRule } from '../../eslint.config.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * Lints `code` as if it were the file `file` with the project's whole config, as `npm run lint`
 * does. The throw-away file is never written: ESLint picks the config and resolves the imports by
 * the path alone, and nothing is left in src/ for tsc or another run to find if this one dies.
 */
async function lintAs(file: string, code: string) {
  const [result] = await new ESLint({ cwd: root }).lintText(code, { filePath: path.join(root, file) });
  return result!.messages.map((message) => ({ ruleId: message.ruleId, message: message.message }));
}

describe('the layer rule', () => {
  it("holds in every module of src/ (the rule alone, so npm test does not pay for the project's whole lint)", async () => {
    const eslint = new ESLint({
      cwd: root,
      overrideConfigFile: true,
      allowInlineConfig: false,
      overrideConfig: [{ files: ['**/*.{ts,tsx}'], languageOptions: { parser: tseslint.parser } }, layerRule],
    });
    const results = await eslint.lintFiles(['src']);
    expect(results.length).toBeGreaterThan(200);
    const problems = results.flatMap((result) => result.messages.map((message) => `${path.relative(root, result.filePath)}:${message.line} ${message.message}`));
    expect(problems).toEqual([]);
  });

  it('fails npm run lint on an import from a later layer: a static, a type-only and a dynamic one', async () => {
    const wrong = [
      ['src/api/layerProbe.ts', "import { useListController } from '../list/index.js';\nexport const probe = useListController;\n"],
      ['src/domain/layerProbe.ts', "import type { SearchField } from '../list/index.js';\nexport type Probe = SearchField;\n"],
      ['src/list/layerProbe.ts', "export const probe = () => import('../components/index.js');\n"],
      ['src/hooks/nested/layerProbe.ts', "export { Button } from '../../components/index.js';\n"],
    ] as const;
    for (const [file, code] of wrong) {
      const messages = await lintAs(file, code);
      expect(messages, file).toHaveLength(1);
      expect(messages[0]!.ruleId, file).toBe('import-x/no-restricted-paths');
      expect(messages[0]!.message, file).toMatch(/imports only from the layers before it in docs\/architecture\.md/);
    }
  });

  it('lets a layer import from the layers before it', async () => {
    expect(await lintAs('src/list/layerProbe.ts', "import type { Member } from '../api/types.js';\nimport { DEFAULT_LOCALE } from '../i18n/locale.js';\nexport type Probe = Member;\nexport const locale = DEFAULT_LOCALE;\n")).toEqual([]);
    expect(await lintAs('src/api/layerProbe.ts', "import { sessionMessages } from '../i18n/texts/session.js';\nexport const probe = sessionMessages;\n")).toEqual([]);
  });

  it("is the table of docs/architecture.md: the same layers, folders and order", () => {
    const doc = readFileSync(path.join(root, 'docs/architecture.md'), 'utf8');
    const table = doc.split('## The layers')[1]!.split('\n## ')[0]!;
    const rows = [...table.matchAll(/^\| (\w+) \| ([^|]+) \|/gm)]
      .filter(([, name]) => name !== 'Layer')
      .map(([, name, folders]) => ({ name, folders: [...folders!.matchAll(/`([^`]+)`/g)].map(([, folder]) => folder) }));
    expect(rows).toEqual(LAYERS);
  });
});
