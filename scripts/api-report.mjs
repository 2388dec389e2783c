// The API report: one file per package entry in api-report/, written by API Extractor from the
// declarations the build publishes. Each lists every public name of its entry with its signature,
// so a change of the public surface shows in review as a diff of these files.
//
//   node scripts/api-report.mjs           (npm run api:update) rewrites api-report/
//   writeApiReports(folder)               writes the reports into another folder (the check in
//                                         tests/node/api-report.test.ts compares it with api-report/)
//
// The declarations come from TypeScript with tsconfig.build.json, as rollup's typescript plugin
// makes them, emitted into a temporary folder: no build of the JavaScript, and no dist/ to race.
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Extractor, ExtractorConfig } from '@microsoft/api-extractor';
import ts from 'typescript';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The committed reports. */
export const REPORT_FOLDER = path.join(root, 'api-report');

/** Each entry of package.json "exports", its report's name, and its declaration file (the same path under dist/). */
export const ENTRIES = [
  { entry: '.', report: 'partner-console', declarations: 'index.d.ts' },
  { entry: './memory', report: 'partner-console-memory', declarations: 'api/memory/index.d.ts' },
  { entry: './icons', report: 'partner-console-icons', declarations: 'components/Icon/icons.d.ts' },
  { entry: './texts', report: 'partner-console-texts', declarations: 'i18n/texts/index.d.ts' },
  { entry: './locales/de', report: 'partner-console-locales-de', declarations: 'i18n/locales/de.d.ts' },
];

/** The declarations of src/ (what dist/ ships as .d.ts) into `outDir`. */
function emitDeclarations(outDir) {
  const configPath = path.join(root, 'tsconfig.build.json');
  const config = ts.getParsedCommandLineOfConfigFile(
    configPath,
    { outDir, noEmit: false, declaration: true, emitDeclarationOnly: true, sourceMap: false, inlineSources: false, declarationMap: false },
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: (diagnostic) => fail([diagnostic]) },
  );
  if (config.errors.length > 0) fail(config.errors);
  const program = ts.createProgram({ rootNames: config.fileNames, options: config.options, projectReferences: config.projectReferences });
  const { diagnostics } = program.emit();
  if (diagnostics.length > 0) fail(diagnostics);
}

function fail(diagnostics) {
  const host = { getCanonicalFileName: (name) => name, getCurrentDirectory: () => root, getNewLine: () => '\n' };
  throw new Error(`The declarations could not be emitted:\n${ts.formatDiagnostics(diagnostics, host)}`);
}

/** API Extractor's settings for one entry; every finding is written into the report itself. */
function extractorConfig({ report, declarations }, dtsDir, reportFolder, tempFolder) {
  const mainEntryPointFilePath = path.join(dtsDir, declarations);
  return ExtractorConfig.prepare({
    configObject: {
      projectFolder: root,
      mainEntryPointFilePath,
      compiler: {
        overrideTsconfig: {
          compilerOptions: {
            target: 'ES2022',
            module: 'ESNext',
            moduleResolution: 'Bundler',
            jsx: 'react-jsx',
            jsxImportSource: '@emotion/react',
            lib: ['ES2023', 'DOM', 'DOM.Iterable'],
            strict: true,
            types: [],
            // Checking node_modules' own declarations is the host's business, not this report's.
            skipLibCheck: true,
          },
          files: [mainEntryPointFilePath],
        },
      },
      apiReport: { enabled: true, reportFileName: report, reportFolder, reportTempFolder: tempFolder },
      docModel: { enabled: false },
      dtsRollup: { enabled: false },
      tsdocMetadata: { enabled: false },
      newlineKind: 'lf',
      messages: {
        compilerMessageReporting: { default: { logLevel: 'warning' } },
        extractorMessageReporting: {
          default: { logLevel: 'warning', addToApiReportFile: true },
          // No release tags (@public, @beta): everything an entry exports is public.
          'ae-missing-release-tag': { logLevel: 'none' },
          // The comments are plain JSDoc; the report carries signatures, not documentation.
          'ae-undocumented': { logLevel: 'none', addToApiReportFile: false },
          // A type a public signature uses but the entry does not export: marked in the report, so
          // review sees it (and the other entry that exports it, or the need to export it).
          'ae-forgotten-export': { logLevel: 'none', addToApiReportFile: true },
        },
        tsdocMessageReporting: { default: { logLevel: 'none' } },
      },
    },
    configObjectFullPath: path.join(root, 'api-extractor.json'),
    packageJsonFullPath: path.join(root, 'package.json'),
  });
}

/**
 * Writes one `<report>.api.md` per entry into `reportFolder` and returns the file names. Throws
 * with the messages when TypeScript or API Extractor cannot read the declarations.
 * `declarationsDir`: declarations already built (a packed dist/, as the API report test has
 * them), instead of emitting them from src/ here.
 */
export function writeApiReports(reportFolder = REPORT_FOLDER, { declarationsDir } = {}) {
  const work = mkdtempSync(path.join(tmpdir(), 'partner-console-api-'));
  try {
    // The declarations import react and emotion: they resolve from this checkout's node_modules.
    symlinkSync(path.join(root, 'node_modules'), path.join(work, 'node_modules'), 'dir');
    const dtsDir = path.join(work, 'dts');
    // Copied beside the link to node_modules, where their imports of react and emotion resolve.
    if (declarationsDir) cpSync(declarationsDir, dtsDir, { recursive: true, filter: (file) => !path.extname(file) || file.endsWith('.d.ts') });
    else emitDeclarations(dtsDir);
    mkdirSync(reportFolder, { recursive: true });
    const problems = [];
    for (const entry of ENTRIES) {
      const result = Extractor.invoke(extractorConfig(entry, dtsDir, reportFolder, path.join(work, 'temp')), {
        localBuild: true,
        showVerboseMessages: false,
        messageCallback: (message) => {
          // 'console-…' messages say the report was created or changed: that is the point here.
          const finding = message.category !== 'console' && (message.logLevel === 'error' || message.logLevel === 'warning');
          if (finding) problems.push(`${entry.entry}: ${message.formattedText ?? message.text}`);
          message.handled = true;
        },
      });
      if (!result.succeeded && problems.length === 0) problems.push(`${entry.entry}: API Extractor failed (${result.errorCount} errors)`);
    }
    if (problems.length > 0) throw new Error(`API Extractor could not read the declarations:\n${problems.join('\n')}`);
    // Findings outside the signatures name their declaration file: by its place in dist/, not in
    // this run's temporary folder, so the report is the same on every run.
    for (const { report } of ENTRIES) {
      const file = path.join(reportFolder, `${report}.api.md`);
      writeFileSync(file, readFileSync(file, 'utf8').replaceAll(`${dtsDir}${path.sep}`, 'dist/'));
    }
    return ENTRIES.map(({ report }) => `${report}.api.md`);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  for (const file of writeApiReports()) console.log(`api-report/${file}`);
}
