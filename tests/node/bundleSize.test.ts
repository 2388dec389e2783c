// Size budgets and code splitting, measured on the built output: the library as it is packed
// (rollup.config.mjs through `npm pack`, unpacked as an installed package) and the reference
// console as vite builds it (examples/console, into a temporary directory).
//
// Every size is the gzip (level 9) of minified JavaScript, in kB of 1000 bytes:
// - console, first route: what the browser loads before the route's screen shows. The rule: the
//   entry chunk (index.html's module script), every chunk it imports statically, transitively
//   (exactly index.html's modulepreload links, checked below), plus the route's page chunk (the
//   React.lazy import of examples/console/src/pages/<Page>.tsx) and its static imports,
//   transitively; for a route behind sign-in also the signed-in shell's lazy chunk
//   (examples/console/src/ProtectedLayout.tsx) and its static imports. Chunks reached only through
//   another dynamic import are not counted: they load later, if at all (the HTTP client and ky load
//   on the first API call or when the browser is idle). React, react-dom, react-router and emotion
//   are all in it. Target 100 kB for /login; its ceiling is 101.5 kB (see BUDGET, FIRST_ROUTES).
// - each screen's own code: the modules in the screen's folder of dist/screens (preserveModules
//   keeps one file per source module), bundled together with every import from outside the
//   folder left external, minified. The kit, the list engine and the texts they share are not
//   counted here; the consumer bundle of one screen (below) shows what an app pays in all. Budget 15 kB.
// - the whole library: everything the package root exports, bundled as a consumer would (esbuild,
//   minified), peers (react, react-dom, @emotion/react, @emotion/styled) left out. The budget
//   applies with its dependencies ky and jwt-decode inlined, since every app that uses the
//   library ships them; the library's own code without them is reported too. Target 60 kB. The
//   in-memory demo API is not in it: it is the separate entry `partner-console/memory`.
//
// - the Excel workbook writer (src/export/xlsx.ts with fflate) loads by import() when a user first
//   exports an .xlsx: it is in no first route, no page chunk's static imports and no consumer's
//   first bundle (the consumer bundles below leave dynamic imports out, as a browser loads them
//   later); its own size is reported and held to a ceiling.
//
// Tree shaking: a consumer importing one screen from the package root must bundle nothing that
// importing the screen's own module would not, so no other screen's code, and no other screen's
// texts: the catalogue is one module per section (i18n/texts/*.js), and a screen names the
// sections it reads (`useMessages({ auth: authMessages })`).
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build, type Plugin } from 'esbuild';
import { consumerBundleOptions } from '../../scripts/consumerBundle.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { packedLibrary } from '../support/packedLibrary.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const KB = 1000;
// The targets are 100 kB (first route) and 60 kB (library). The first route meets its
// target (about 98 kB, README, Performance); the library does not (about 63.8 kB), so its budget
// below is a ceiling just above today's size, so that any growth fails; lower it as the code shrinks.
const TARGET = { firstRoute: 100 * KB, screenOwnCode: 15 * KB, library: 60 * KB, embeddedScreen: 25 * KB, embeddedDeals: 30 * KB };
// The library's 62.6 kB: ky and jwt-decode 4.9 kB, the names of the ~170 root exports about
// 1.5 kB, every SPEC text 5.3 kB, and about 51 kB of screens, kit, list engine and exports.
// Two cuts brought it down from 67.1 kB: every module imports the peers through one module,
// dist/peers.js (scripts/rollup-shared-peer-imports.mjs: esbuild kept ~150 separate import
// statements of externals, 3.5 kB), and the root exports the public API only, not the ~120
// helpers the screens are built from (1.0 kB of export names). Gzip already folds what repeats,
// so what is left to cut is unique code: 60 kB would take about 5% of the library's own code,
// or an HTTP client lighter than ky. This bundle of everything is a worst case no app ships: the
// texts and icons are one module per section and per icon so that apps bundle only what their
// screens use. Until then the ceiling is 64 kB: the exports' typed cells (numbers and dates in
// .xls, dates read with a cache of local offsets), the CSV rule for every separator, the .xlsx
// menu item and the member file names added 1.2 kB (62.6 -> 63.8 kB); the .xlsx writer itself is
// not in it (it loads by import()). The embedding work (tokens as CSS custom properties with their
// defaults, the dark theme, a library root per screen, host sign-in, API paths per area) added
// 1.2 kB (63.8 -> 65.0 kB). Controllable list state with facets, bulk review (row selection, the
// bulk bar, the runner) and the list cache added 3.3 kB (65.0 -> 68.3 kB); download progress,
// 'Pending only', the approve notice and inert dialogs 1.0 kB (-> 69.3 kB): the ceiling is 70 kB,
// the 60 kB target is missed by 9.3 kB (docs/performance.md). The Columns menu, possible
// conflicts, the sign-in request over a page and the tab fades added 3.7 kB (-> 73.0 kB): the
// ceiling is 74 kB, the target is missed by 13 kB. The triage lists (status filter with counts,
// column sorts with their collator ranks, rows per page and '1–10 of 150', the list preferences,
// one load value, CSV separators) added 4.7 kB (-> 77.7 kB): the ceiling is 78.5 kB, the target
// is missed by 17.7 kB.
// The Excel workbook writer with fflate is about 10 kB; its ceiling is 12 kB.
// The screen-layer work took /login from 99.6 to 100.0 kB, then back to 99.9 kB once the sign-in
// page's link was the kit's Link alone (no renderLink): it is held to the 100 kB target again.
// Screens that fail on their own and failures that read apart (issue 32, items 1 and 2) added: to
// every screen a library root with its error boundary (the boundary's panel, 0.7 kB, was already in
// the console's first chunk) and the check of its props (the rules, 0.4 kB); to the HTTP client the
// kind of each failure, the CORS probe and the check of its options (0.8 kB); the line under the
// headline with its nine texts (0.5 kB). The whole library 73.1 -> 76.3 kB (ceiling 77 kB), one
// embedded screen 29.0 -> 31.3 kB (ceiling 31.5 kB), /partners 132.0 -> 133.7 kB (ceiling 134 kB)
// and /login 99.9 -> 101.3 kB: its ceiling is 101.5 kB, the 100 kB target is missed by 1.3 kB
// (what is left to cut there: the sign-in illustration, 1 kB, could load after the form).
// The messages cannot be left out of production builds cleanly: a check of
// process.env.NODE_ENV that a minifier removes crashes a browser without `process`.
// Both merged (the team API's writes and ConflictError with them): one embedded screen 31.7 kB,
// ceiling 32 kB, until issue 33 brings it to its 25 kB target.
// One submit flow (useSubmitFlow), the upload limit (the optional call, the form's check and its
// two texts, sizes in the user's language) and what a new sign-in resumes (the actions' and bulk
// summaries' 'Session expired', the note that says an action is ready) took the whole library
// 73.1 -> 74.5 kB (ceiling 75 kB) and /login 99.9 -> 100.0 kB: the note's text is in the common
// catalogue every page loads (24 bytes gzipped), so /login's ceiling is 100.1 kB, over the target
// by those bytes.
// All three merged: the whole library 78.1 kB (ceiling 79 kB), /login 101.5 kB (ceiling 102 kB),
// /partners 134.1 kB (ceiling 135 kB). Issue 33 (lighter screens) takes them back under the targets.
// Issue 33 (lighter screens) moved what only some moments need out of the first bundle, behind
// import(): ky and the HTTP client's request machinery (loaded when the API is made), the default
// session store with jwt-decode (made on the first call), and in the deal lists the deal's
// details, the Reject and Remarks dialogs, the bulk bar and the conflict pass
// (docs/performance.md, 'Lighter screens'). Before -> after: PartnersOverview + createHttpAdminApi
// 36.8 -> 29.6 kB (target 25), DealsList + createHttpAdminApi 54.9 -> 38.6 kB (target 30), the
// whole library 94.5 -> 86.9 kB (target 60). The ceilings are the new figures and a small margin.
// Merged beside it the same day: live changes patching the loaded list (asLoaded) and text column
// orders prepared in idle slices, 0.4-0.9 kB over those figures: PartnersOverview + HTTP 30.0 kB,
// DealsList + HTTP 39.3 kB, the whole library 87.8 kB, /partners 141.9 kB (fresh-clone CI).
// A second pass (issue 33 item 3) moved the checks of the API's answers and the API's calls behind
// the same import() as the HTTP client (createHttpAdminApi checks its options and hands out a
// lazyAdminApi forwarder), and the export columns behind the file writers' (ExportColumns):
// PartnersOverview + HTTP 30.0 -> 28.5 kB, DealsList + HTTP 39.3 -> 37.2 kB, the whole library
// 87.8 -> 86.7 kB, /partners 141.9 -> 140.2 kB, /login 102.6 kB. What is left is the list stack
// (docs/performance.md, 'The second pass'). The ceilings are these figures and a small margin.
// Lists paged on the server (issue 34): each list screen decides its mode and turns its state into
// a query in its first bundle (useListSource, listPageQueryOf, the served page in
// useListController, the HTTP client's query stubs); the query's request code loads on its first
// call; the memory API's paging (listPages) is exported by the root (a consumer that does not import it does not bundle it). The
// ceilings are the measured sizes (to 0.1 kB): PartnersOverview + HTTP 31.2 kB (+1.2), DealsList + HTTP
// 40.7 kB (+1.4), the whole library 89.5 kB (+1.7), /partners 143.6 kB (+1.7); /login 102.7 kB
// stays under its ceiling (docs/performance.md). Both merged with the bulk decision over the filter
// (filterSet, the bulk bar's progress) and the server's CSV download: PartnersOverview + HTTP 30.2 kB,
// DealsList + HTTP 40.6 kB, the whole library 91.0 kB (94.3 kB once
// `listPages` went back to the root: a re-export from src/api/memory broke the layer rule), /partners 142.6 kB, /login 102.7 kB (ceilings
// just above). A keystroke's rows before its counts (useListSource asks the query's two parts at
// once and combines them, issue 34 item 4): the whole library 94.6 kB (94,628 B), /partners 143.0 kB
// (142,987 B).
// A third pass (issue 33 item 3) loads the list engine by import() when a list in client mode first
// mounts (a list paged on the server never needs it) and the reading of a filter's pages for
// 'Select all N' when a decision over it starts: PartnersOverview + HTTP 30.2 -> 26.2 kB, DealsList +
// HTTP 40.6 -> 35.8 kB, the whole library 94.3 -> 93.8 kB, /partners 142.6 -> 139.3 kB
// (docs/performance.md, 'The third pass'). With the rows-first split merged beside it: PartnersOverview + HTTP 26.5 kB, DealsList + HTTP 36.2 kB,
// the whole library 94.2 kB, /partners 139.6 kB. With the server's .xls/.xlsx of the filter and the print limit
// (export-stream) and the deal rows' plain buttons and badges (frame2) merged too: 26.8 / 36.7 kB, the whole
// library 94.7 kB, /partners 139.9 kB. The ceilings are these figures and a small margin.
// A fourth pass (issue 33 item 3): the components' factories marked pure in the build (styled,
// forwardRef, memo, createContext: scripts/rollup-pure-factories.mjs), so a consumer drops the kit's
// components it does not use, and the bulk decision's run (bulkRun.js) loaded on the first pick:
// PartnersOverview + HTTP 26.8 -> 26.7 kB, DealsList + HTTP 36.7 -> 36.2 kB, the whole library
// 94.7 -> 94.4 kB; /partners 139.9 -> 140.0 kB (the console builds from the sources, which the pure
// marks do not touch; the retry of a failed lazy load is in its shared code) and /login 102.7 kB.
// The ceilings are these figures + 0.2 kB (/login's stays at 102.8 kB); what is left to reach the
// targets: docs/performance.md, 'The fourth pass'. Merged with frame3 (issue 33 item 1: the list
// toolbar's controls memoised one by one, DataTable's rows kept by position, column headers
// memoised), in every list: PartnersOverview + HTTP 26.7 -> 27.4 kB, DealsList + HTTP 36.2 -> 37.1 kB,
// the whole library 94.4 -> 95.1 kB, /partners 140.0 -> 140.7 kB: the price of a page step that
// renders 148 components instead of ~380. The ceilings are these figures + 0.2 kB.
// The fifth pass (the export, `decide` and a live change's handling loaded on first use, the
// export and decision texts out of the first bundles): PartnersOverview + HTTP 27.4 -> 26.5 kB,
// DealsList + HTTP 37.1 -> 34.7 kB; the whole library 94.7 kB. /login 102.75 -> 102.84 kB: the
// same modules, but the entry chunk exports more of its bindings to the new chunks (their
// imports of formatMessage and the like), so its ceiling is 102.9 kB. Merged with frame4 (issue 33
// item 1: the pager's and the status filter's parts as plain elements styled by their container,
// a deal row's cells as functions): PartnersOverview + HTTP 26.7 kB, DealsList + HTTP 34.8 kB, the
// whole library 94.9 kB, /partners 140.3 kB. The ceilings are these figures + 0.2 kB.
// The sixth pass (a menu's popup on its first opening, the HTTP options other than baseUrl checked
// when the calls load, no DecisionScope in the overviews, screen() and lazy() marked pure):
// PartnersOverview + HTTP 26.7 -> 25.4 kB, DealsList + HTTP 34.8 -> 33.9 kB, the whole library
// 94.9 -> 94.2 kB, /partners 140.3 -> 139.7 kB; /login 102.84 -> 102.89 kB (the menu's failure text
// is in the common section every page loads), under its 102.9 kB ceiling. The others' ceilings are
// these figures + 0.2 kB.
// The sixth pass (the deal list): the bulk review's decision flow loads with the first pick
// (bulkReviewFlow.js): DealsList + HTTP 34.8 -> 34.1 kB, the whole library 94.9 -> 94.1 kB;
// PartnersOverview + HTTP, /login (102.86 kB) and /partners unchanged. Both sixth passes and frame5
// merged: PartnersOverview + HTTP 25.5 kB, DealsList + HTTP 33.3 kB, the whole library 93.5 kB,
// /partners 139.8 kB, /login 102.9 kB. The ceilings are these figures + 0.2 kB. The Undo bar's room
// below the screen (ci-flake: useBoxSize, shared with useBoxWidth in the entry chunk) took /login to
// 102.908 kB: its ceiling 102.9 -> 103.0 kB (the target, 100 kB, is not met either way).
// The seventh pass (the list index prepared from the engine's chunk, the theme style made by the
// provider, the progress bar StatusBanner's own, the text area and checkbox apart from Field.tsx,
// the other overviews' rules droppable, the row keys of recycleRows on first mount):
// PartnersOverview + HTTP 25.4 -> 24.6 kB, under its 25 kB target; DealsList + HTTP 33.9 -> 33.3 kB,
// the whole library 94.2 -> 94.1 kB, /partners 139.7 -> 139.3 kB, /login 102.89 -> 102.73 kB (the
// sign-in page's notice no longer carries the upload's progress bar). The ceilings are these
// figures + 0.2 kB, /login's + 0.1 kB.
// All merged (both sixth passes, the seventh, frame5, ci-flake): PartnersOverview + HTTP 24.6 kB,
// DealsList + HTTP 32.6 kB, the whole library 93.3 kB, /partners 139.4 kB, /login 102.7 kB; the
// ceilings are these figures + 0.2 kB, /login's + 0.1 kB.
// frame6 (issue 33, the search keystroke): the list engine's page picked from the order over every
// row and its warm-up of the search code in idle time, in the lazily loaded engine: the whole
// library 93.3 -> 93.65 kB (ceiling 93.8); the first bundles of the screens do not carry the engine.
// The eighth pass (the deal list's decisions' runs and dialog actions, its bulk review's flow and
// the list section's bulk texts and the deals section's dialog texts on first use, the focus after a
// decision and a heard change's handling with their code): DealsList + HTTP 32.6 -> 30.15 kB,
// PartnersOverview + HTTP 24.6 -> 24.4 kB; /login 102.8 and /partners 139.5 kB stay under theirs; the
// whole library 93.3 -> 94.05 kB (it holds both the public controller's decisions and review and
// the deal list's lighter ones): its ceiling 94.2 kB (docs/performance.md, 'The eighth pass').
// Both merged (the lead): the whole library 94.3 kB with ky and jwt-decode; ceiling 94.5 kB.
// The ninth pass (the date range's panel on the filter's first opening, as a menu's popup, with
// the popups' load handling shared: useLazyPopup): DealsList + HTTP 30.15 -> 29.73 kB, under its
// 30 kB target; PartnersOverview + HTTP 24.4 -> 23.87 kB; the whole library 94.3 -> 94.18 kB;
// /partners 139.5 -> 139.3 kB, /login unchanged. The ceilings are these figures + 0.2 kB
// (DealsList's 29.9 kB, so that it stays under the target; docs/performance.md, 'The ninth pass').
// frame7 (idle preparation in parts that stop for a waiting input, the row boxes named by a hidden
// text, the search field that keeps its own text): on its own the whole library 94.8 kB,
// PartnersOverview + HTTP 24.64 kB, DealsList + HTTP 30.43 kB (docs/performance.md, frame7).
// Both merged (the lead): DealsList + HTTP 29,968 bytes, its ceiling the 30 kB target itself;
// PartnersOverview + HTTP 24.1 kB (ceiling 24.3), the whole library 94.6 kB with ky and jwt-decode
// (ceiling 94.8), /partners 139.5 kB (ceiling 139.8).
// A long list's first sort made in slices (issue 33 item 5: a first sort by a text column before
// idle time made its order was a 0.7-2.7 s task at 100,000 rows): the controller's few lines are
// in the console's entry chunk, /login 102,795 -> 102,800 bytes (ceiling 102.9 kB); the engine's
// slices in the whole library 94.8 -> 94.9 kB (ceiling 95.0); DealsList + HTTP unchanged.
// An approve someone else already made said instead of asked (DecisionLayer, two texts): the
// whole library 94.9 -> 95.0 kB (ceiling 95.2 kB); DealsList + HTTP 29,989 -> 29,985 bytes (the
// check loads with the question).
// A long list's first answer made in slices (issue 33 item 5: the default order's priorities and the
// status codes read in the render that showed 100,000 deals, 55-80 ms): the engine's orders and
// status codes as jobs, `answerWaits`/`prepareAnswer`; the whole library 95.6 kB (ceiling 95.8 kB),
// DealsList + HTTP unchanged (the engine loads by import()).
const BUDGET = {
  firstRoute: 102.9 * KB,
  screenOwnCode: TARGET.screenOwnCode,
  library: 95.8 * KB,
  xlsxWriter: 12 * KB,
  embeddedScreen: 24.3 * KB,
  embeddedDeals: TARGET.embeddedDeals,
};
const PEERS = ['react', 'react-dom', '@emotion/react', '@emotion/styled'];
const DEPENDENCIES = ['ky', 'jwt-decode'];
const external = (names: string[]) => names.flatMap((name) => [name, `${name}/*`]);

interface ConsoleChunk {
  fileName: string;
  isEntry: boolean;
  isDynamicEntry: boolean;
  facadeModuleId: string | null;
  imports: string[];
  dynamicImports: string[];
  moduleIds: string[];
}

let work: string;
let dist: string;
let consoleDir: string;
let chunks: ConsoleChunk[];

const gzip = (content: string | Buffer) => gzipSync(content, { level: 9 }).length;
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} kB`;

function run(args: string[], env: Record<string, string>): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (data: Buffer) => (stderr += data.toString()));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`${args.join(' ')} exited with ${code}\n${stderr}`))));
  });
}

beforeAll(async () => {
  // The library as an installed package (the tarball the package and consumer tests use too,
  // tests/support/packedLibrary.ts), so a consumer's bundler reads its package.json
  // ("sideEffects": false, the exports map) exactly as it would from node_modules.
  const packed = await packedLibrary();
  work = packed.installRoot;
  dist = path.join(packed.unpacked, 'dist');
  // The console is built on its own (about 2 s): e2e's build (examples/start.mjs) writes no chunk graph.
  consoleDir = mkdtempSync(path.join(tmpdir(), 'partner-console-size-console-'));
  await run([path.join(root, 'tests/node/support/build-console.mjs'), consoleDir], { NODE_ENV: 'production' });
  chunks = JSON.parse(readFileSync(path.join(consoleDir, 'chunks.json'), 'utf8')) as ConsoleChunk[];
}, 600_000);

afterAll(() => {
  if (consoleDir) rmSync(consoleDir, { recursive: true, force: true });
});

interface Bundle {
  gzip: number;
  /** Modules that put code into the bundle (barrels that only re-export put none). */
  modules: string[];
}

/** The Excel workbook writer and the ZIP library only it uses: what the first .xlsx export loads. */
const isWorkbookWriter = (id: string) => /(^|\/)export\/xlsx\.(ts|js)$/.test(id) || id.includes('node_modules/fflate/');

/**
 * Bundles `contents` as a consumer would: esbuild, minified, for browsers, with `externals` left
 * out, and what it reaches only by import() left out too (scripts/consumerBundle.mjs, shared with scripts/analyze-bundle.mjs).
 */
async function bundle(contents: string, options: { externals: string[]; resolveDir?: string; plugins?: Plugin[] }): Promise<Bundle> {
  const result = await build(
    consumerBundleOptions({ contents, resolveDir: options.resolveDir ?? work, externals: options.externals, plugins: options.plugins, nodePaths: [path.join(root, 'node_modules')] }),
  );
  const output = Object.values(result.metafile.outputs)[0];
  const modules = Object.entries(output?.inputs ?? {})
    .filter(([, input]) => input.bytesInOutput > 0)
    .map(([file]) => path.resolve(work, file));
  return { gzip: gzip(result.outputFiles[0]?.text ?? ''), modules };
}

/** The modules of dist/api/memory (the `partner-console/memory` entry) a bundle takes code from. */
function inMemoryApi(modules: string[]): string[] {
  const memory = path.join(dist, 'api', 'memory') + path.sep;
  return modules.filter((file) => file.startsWith(memory)).map((file) => file.slice(memory.length)).sort();
}

/** The text modules of dist/i18n/texts a bundle takes texts from, e.g. 'auth'. */
function textSectionsIn(modules: string[]): string[] {
  const texts = path.join(dist, 'i18n', 'texts') + path.sep;
  return modules.filter((file) => file.startsWith(texts)).map((file) => path.basename(file, '.js')).sort();
}

/** The screen folders of dist/screens a bundle takes code from. */
function screensIn(modules: string[]): string[] {
  const screens = path.join(dist, 'screens') + path.sep;
  return [...new Set(modules.filter((file) => file.startsWith(screens)).map((file) => file.slice(screens.length).split(path.sep)[0] as string))].sort();
}

describe('console: route splitting and the first route', () => {
  const byFile = () => new Map(chunks.map((chunk) => [chunk.fileName, chunk]));

  /** A chunk and every chunk it imports statically, transitively. */
  function staticClosure(start: ConsoleChunk): ConsoleChunk[] {
    const files = byFile();
    const seen = new Map<string, ConsoleChunk>();
    const visit = (chunk: ConsoleChunk) => {
      if (seen.has(chunk.fileName)) return;
      seen.set(chunk.fileName, chunk);
      for (const imported of chunk.imports) visit(files.get(imported) as ConsoleChunk);
    };
    visit(start);
    return [...seen.values()];
  }

  const entry = () => {
    const entries = chunks.filter((chunk) => chunk.isEntry);
    expect(entries).toHaveLength(1);
    return entries[0] as ConsoleChunk;
  };
  /** The React.lazy chunk of a console module, e.g. 'pages/PartnersPage' or 'ProtectedLayout'. */
  const lazyChunk = (module: string) => {
    const found = chunks.find((chunk) => chunk.isDynamicEntry && chunk.facadeModuleId?.endsWith(`examples/console/src/${module}.tsx`));
    expect(found, `no lazy chunk for ${module}`).toBeDefined();
    return found as ConsoleChunk;
  };
  const pageChunk = (page: string) => lazyChunk(`pages/${page}`);

  // The first route a fresh visitor loads is /login (/ and every guarded path send someone without
  // a session there), so /login is held to the 100 kB target. It is the entry chunk alone: the
  // sign-in page is part of it (examples/console/src/routes.tsx says why). Measured each on its
  // own, react + react-dom + scheduler come to about 68 kB, react-router 8.8 kB (its production
  // build, unused components dropped: examples/console/leanDependencies.ts), emotion 11.2 kB, and
  // the rest is the console's routing and session handling, the theme, the screen error boundary,
  // and the sign-in screen with its art, kit and texts. The signed-in shell, the HTTP client and
  // ky are not in it: they load by dynamic import.
  // /partners is a returning user's first route (signed in, straight to the list): the same entry
  // plus the signed-in shell and the list screen. It is not the target, only a ceiling
  // just above its size, so that it does not grow unnoticed (136.1 kB with the triage lists' sort,
  // status and paging code, 3.1 kB more than before).
  const FIRST_ROUTES = [
    { route: '/login', chunks: () => [entry()], ceiling: BUDGET.firstRoute },
    { route: '/partners (signed in)', chunks: () => [entry(), lazyChunk('ProtectedLayout'), pageChunk('PartnersPage')], ceiling: 139.8 * KB },
  ];
  const firstRouteChunks = (route: string) => {
    const starts = FIRST_ROUTES.find((first) => first.route === route)?.chunks() ?? [];
    return [...new Map(starts.flatMap(staticClosure).map((chunk) => [chunk.fileName, chunk])).values()];
  };

  it('loads the entry chunk from index.html and preloads exactly the chunks it imports', () => {
    const html = readFileSync(path.join(consoleDir, 'index.html'), 'utf8');
    const scripts = [...html.matchAll(/<script type="module"[^>]*\ssrc="\/([^"]+)"/g)].map((match) => match[1]);
    const preloads = [...html.matchAll(/<link rel="modulepreload"[^>]*\shref="\/([^"]+)"/g)].map((match) => match[1]);
    expect(scripts).toEqual([entry().fileName]);
    const closure = staticClosure(entry()).map((chunk) => chunk.fileName);
    expect(new Set([entry().fileName, ...preloads])).toEqual(new Set(closure));
  });

  it('splits by route: a lazy chunk per page but sign-in, and no other screen in what every route loads', () => {
    const pages = chunks.filter((chunk) => chunk.isDynamicEntry && chunk.facadeModuleId?.includes('examples/console/src/pages/'));
    expect(pages.length).toBeGreaterThan(10);
    const eager = staticClosure(entry()).flatMap((chunk) => chunk.moduleIds);
    // Sign-in is part of the entry by design (examples/console/src/routes.tsx says why); no other screen is.
    expect(eager).toContain('examples/console/src/pages/LoginPage.tsx');
    expect(eager.filter((id) => id.startsWith('src/screens/') && !id.startsWith('src/screens/Login/'))).toEqual([]);
    // A screen is in its page's closure, not in the entry's.
    expect(staticClosure(pageChunk('PartnersPage')).flatMap((chunk) => chunk.moduleIds)).toContain('src/screens/MembersOverview/MembersOverview.tsx');
  });

  it('keeps the signed-in shell, the HTTP client and ky out of /login: they load by dynamic import', () => {
    const login = firstRouteChunks('/login').flatMap((chunk) => chunk.moduleIds);
    expect(login).toContain('src/screens/Login/Login.tsx');
    const later = ['examples/console/src/ProtectedLayout.tsx', 'src/components/AppShell/AppShell.tsx', 'src/api/http/createHttpAdminApi.ts'];
    expect(login.filter((id) => later.includes(id) || id.includes('node_modules/ky/'))).toEqual([]);
  });

  it('loads the export code only on the first export: no page or shell imports it statically', () => {
    const exportCode = ['src/export/exportRows.ts', 'src/export/formats.ts', 'src/export/cells.ts'];
    const pages = chunks.filter((chunk) => chunk.isDynamicEntry && chunk.facadeModuleId?.includes('examples/console/src/pages/'));
    expect(pages.length).toBeGreaterThan(5);
    for (const start of [entry(), lazyChunk('ProtectedLayout'), ...pages]) {
      expect(staticClosure(start).flatMap((chunk) => chunk.moduleIds).filter((id) => exportCode.includes(id)), start.fileName).toEqual([]);
    }
  });

  it('loads the Excel workbook writer and fflate only when a workbook is exported: a chunk of their own, imported by no page', () => {
    const writers = chunks.filter((chunk) => chunk.moduleIds.some(isWorkbookWriter));
    expect(writers.map((chunk) => chunk.fileName)).toHaveLength(1);
    const writer = writers[0] as ConsoleChunk;
    expect(writer.isDynamicEntry).toBe(true);
    expect(writer.moduleIds).toContain('src/export/xlsx.ts');
    expect(writer.moduleIds.some((id) => id.includes('node_modules/fflate/'))).toBe(true);
    // Nothing imports it statically, so no route loads it before an .xlsx export.
    expect(chunks.filter((chunk) => chunk.imports.includes(writer.fileName)).map((chunk) => chunk.fileName)).toEqual([]);
    const pages = chunks.filter((chunk) => chunk.isDynamicEntry && chunk.facadeModuleId?.includes('examples/console/src/pages/'));
    for (const start of [entry(), lazyChunk('ProtectedLayout'), ...pages]) {
      expect(staticClosure(start).flatMap((chunk) => chunk.moduleIds).filter(isWorkbookWriter), start.fileName).toEqual([]);
    }
    // The pages that export reach the export code by import() (the export's run first, on the
    // first export, and from it the writers' code), and it reaches the workbook writer by import().
    const exporter = chunks.find((chunk) => chunk.moduleIds.includes('src/export/exportRows.ts'));
    expect(exporter?.isDynamicEntry).toBe(true);
    expect(exporter?.dynamicImports).toContain(writer.fileName);
    const run = chunks.find((chunk) => chunk.moduleIds.includes('src/hooks/exportRun.ts'));
    expect(run?.isDynamicEntry).toBe(true);
    expect(staticClosure(pageChunk('PartnersPage')).some((chunk) => chunk.dynamicImports.includes(run!.fileName))).toBe(true);
    expect(staticClosure(run!).some((chunk) => chunk.dynamicImports.includes(exporter!.fileName))).toBe(true);
    const size = gzip(readFileSync(path.join(consoleDir, writer.fileName)));
    console.log(`Excel workbook writer chunk (loaded on the first .xlsx export): ${kb(size)}, ceiling ${kb(BUDGET.xlsxWriter)}`);
    expect(size).toBeLessThan(BUDGET.xlsxWriter);
  });

  it.each(FIRST_ROUTES)('keeps the JS of $route under its ceiling gzipped, React included (target 100 kB)', ({ route, ceiling }) => {
    const sizes = firstRouteChunks(route).map(({ fileName: file }) => ({ file, gzip: gzip(readFileSync(path.join(consoleDir, file))) }));
    const total = sizes.reduce((sum, { gzip: size }) => sum + size, 0);
    const breakdown = sizes
      .sort((a, b) => b.gzip - a.gzip)
      .map(({ file, gzip: size }) => `${file} ${kb(size)}`)
      .join(', ');
    console.log(`first-route JS of ${route}: ${kb(total)}, ceiling ${kb(ceiling)} (${breakdown})`);
    expect(total, `${route} loads ${kb(total)}: ${breakdown}`).toBeLessThan(ceiling);
  });
});

describe('library: size budgets and tree shaking', () => {
  const screenFolders = () =>
    readdirSync(path.join(dist, 'screens')).filter((name) => statSync(path.join(dist, 'screens', name)).isDirectory());

  /** Bundles one screen folder's modules alone: imports from outside the folder stay external. */
  function ownCode(folder: string): Promise<Bundle> {
    const dir = path.join(dist, 'screens', folder);
    const onlyThisFolder: Plugin = {
      name: 'only-this-folder',
      setup(builder) {
        builder.onResolve({ filter: /.*/ }, (args) => {
          if (args.kind === 'entry-point') return undefined;
          if (!args.path.startsWith('.')) return { path: args.path, external: true };
          const file = path.resolve(args.resolveDir, args.path);
          return path.dirname(file) === dir ? undefined : { path: file, external: true };
        });
      },
    };
    const modules = readdirSync(dir).filter((name) => name.endsWith('.js'));
    return bundle(modules.map((name) => `export * from './${name}';`).join('\n'), { externals: [], resolveDir: dir, plugins: [onlyThisFolder] });
  }

  it('keeps every screen’s own code under 15 kB gzipped', async () => {
    const folders = screenFolders();
    expect(folders.length).toBeGreaterThan(5);
    const sizes = await Promise.all(folders.map(async (folder) => ({ folder, gzip: (await ownCode(folder)).gzip })));
    console.log(`screens' own code: ${sizes.map(({ folder, gzip: size }) => `${folder} ${kb(size)}`).join(', ')}`);
    for (const { folder, gzip: size } of sizes) expect(size, folder).toBeLessThan(BUDGET.screenOwnCode);
    for (const { folder, gzip: size } of sizes) expect(size, `${folder} measured nothing`).toBeGreaterThan(300);
  });

  it('keeps the whole library, its dependencies included and its peers left out, under its ceiling gzipped (target 60 kB)', async () => {
    const everything = `export * from 'partner-console';`;
    const withDependencies = await bundle(everything, { externals: external(PEERS) });
    const ownOnly = await bundle(everything, { externals: external([...PEERS, ...DEPENDENCIES]) });
    console.log(`whole library without peers: ${kb(withDependencies.gzip)} with ky and jwt-decode, ${kb(ownOnly.gzip)} without`);
    expect(ownOnly.gzip).toBeLessThan(withDependencies.gzip);
    expect(withDependencies.gzip).toBeLessThan(BUDGET.library);
    expect(inMemoryApi(withDependencies.modules)).toEqual([]);
  });

  it('keeps the Excel workbook writer with fflate under its ceiling, and out of the library bundle until an .xlsx export', async () => {
    const writer = await bundle(`export { writeXlsxInChunks } from ${JSON.stringify(path.join(dist, 'export', 'xlsx.js'))};`, {
      externals: external(PEERS),
    });
    console.log(`Excel workbook writer with fflate, alone: ${kb(writer.gzip)}`);
    expect(writer.modules.some((module) => module.includes(`${path.sep}fflate${path.sep}`))).toBe(true);
    expect(writer.gzip).toBeLessThan(BUDGET.xlsxWriter);
    const everything = await bundle(`export * from 'partner-console';`, { externals: external(PEERS) });
    expect(everything.modules.filter((module) => isWorkbookWriter(module.split(path.sep).join('/')))).toEqual([]);
  });

  it('ships the in-memory demo API only through its own entry, partner-console/memory', async () => {
    const memory = await bundle(`export * from 'partner-console/memory';`, { externals: external([...PEERS, ...DEPENDENCIES]) });
    console.log(`partner-console/memory alone (peers, ky and jwt-decode external): ${kb(memory.gzip)}`);
    expect(inMemoryApi(memory.modules)).toEqual(['createMemoryAdminApi.js', 'demoData.js', 'demoHistory.js']);
  });

  // What one embedded screen costs a host app that already ships React and emotion: the screen
  // with the HTTP client (ky and jwt-decode included). It was 25.5 kB when the embedding work
  // began (docs/performance.md) and 25.2 kB after it. The list state with facets, the selection
  // column of ListView and the list cache took it to 27.1 kB, download progress to 27.5 kB: the
  // ceiling is 28 kB and the 25.5 kB target is missed by 2 kB until the selection code moves out
  // of ListView. The Columns menu, possible conflicts and the sign-in request over a page took it
  // to 28.2 kB; the screen layer (facets a host controls and a screen's own filter in the list
  // controller, about 1 kB before gzip; resources.download in the HTTP client; loaderKey; the
  // session's end reason) to 29.0 kB: the ceiling is 29.5 kB, the target is missed by 3.5 kB.
  // The triage lists took it to 32.6 kB: column sorts in the engine (keys read once per column,
  // collator ranks, counting sorts) about 1.4 kB, rows per page and '1–10 of 150' with the list
  // preferences 0.7 kB, the headers' sort buttons and the cards' selection 0.8 kB, the status
  // counts and the load value the rest (the status filter itself stays with the screens that
  // show one). The ceiling is 33 kB, the target is missed by 7.1 kB.
  it('keeps one embedded screen with the HTTP client under its ceiling over React and emotion (target 25 kB)', async () => {
    const embedded = await bundle(`export { PartnersOverview, createHttpAdminApi } from 'partner-console';`, { externals: external(PEERS) });
    console.log(`embedded PartnersOverview with createHttpAdminApi (over React and emotion): ${kb(embedded.gzip)}, ceiling ${kb(BUDGET.embeddedScreen)}, target ${kb(TARGET.embeddedScreen)}`);
    expect(embedded.gzip).toBeLessThan(BUDGET.embeddedScreen);
    // A menu's popup loads on its first opening; nobody decides in the overview, so it has no DecisionScope.
    const modules = embedded.modules.map((module) => path.relative(dist, module).split(path.sep).join('/'));
    expect(modules.filter((module) => ['components/Menu/MenuPopup.js', 'components/DecisionScope/DecisionScope.js'].includes(module))).toEqual([]);
  });

  // The deal list embedded the same way (issue 33: target 30 kB). Its deal details, decision
  // dialogs, bulk bar and conflict pass load by import() (src/screens/DealsList), so they are not
  // in this first bundle, nor are the export, `decide` and a live change's handling with their texts; neither are ky, the HTTP client's request code nor the default session
  // store (src/api/http/createHttpAdminApi.ts).
  it('keeps the embedded deal list with the HTTP client under its ceiling over React and emotion (target 30 kB)', async () => {
    const embedded = await bundle(`export { DealsList, createHttpAdminApi } from 'partner-console';`, { externals: external(PEERS) });
    console.log(`embedded DealsList with createHttpAdminApi (over React and emotion): ${kb(embedded.gzip)} (${embedded.gzip} bytes), ceiling ${kb(BUDGET.embeddedDeals)}, target ${kb(TARGET.embeddedDeals)}`);
    expect(embedded.gzip).toBeLessThan(BUDGET.embeddedDeals);
    const later = [
      ...['screens/DealDetailsDialog/DealDetailsDialog.js', 'components/BulkBar/BulkReviewControls.js', 'domain/conflicts.js', 'api/http/httpClient.js', 'api/http/transport.js', 'api/session.js'],
      // On the first export, decision or live change (docs/performance.md, "The fifth pass").
      ...['hooks/exportRun.js', 'i18n/texts/export.js', 'hooks/decide.js', 'hooks/liveNotes.js', 'i18n/texts/decisions.js'],
      // On a menu's first opening, and when the calls load (the sixth pass).
      ...['components/Menu/MenuPopup.js'],
    ];
    expect(embedded.modules.map((module) => path.relative(dist, module).split(path.sep).join('/')).filter((module) => later.includes(module))).toEqual([]);
    expect(embedded.modules.filter((module) => module.includes(`${path.sep}ky${path.sep}`) || module.includes(`${path.sep}jwt-decode${path.sep}`))).toEqual([]);
  });

  // Each screen imported through the package root against the same screen imported from its own
  // module (rollup drops the folders' re-export-only index files): the root must add no code, so
  // no other screen rides along.
  it.each([
    ['PartnersOverview', 'MembersOverview/MembersOverview.js', ['DealsList', 'ResourcesOverview', 'QuizOverview', 'Certifications', 'MemberReview'], ['resources', 'quiz', 'certifications', 'deals', 'dealDetails']],
    ['QuizOverview', 'QuizOverview/QuizOverview.js', ['ResourcesOverview', 'DealsList', 'MembersOverview', 'Certifications', 'Login'], ['resources', 'certifications', 'deals', 'members', 'auth']],
    ['DealsList', 'DealsList/DealsList.js', ['ResourcesOverview', 'QuizOverview', 'MembersOverview', 'Certifications'], ['resources', 'quiz', 'certifications', 'auth']],
    ['ResourcesOverview', 'ResourcesOverview/ResourcesOverview.js', ['QuizOverview', 'DealsList', 'MembersOverview', 'Certifications'], ['quiz', 'certifications', 'deals', 'members', 'auth']],
    ['Login', 'Login/Login.js', ['ResourcesOverview', 'QuizOverview', 'DealsList', 'MembersOverview', 'MemberReview'], ['resources', 'quiz', 'certifications', 'deals', 'members', 'list', 'columns', 'export']],
  ])('a consumer importing only %s bundles no other screen, nor its texts', async (name, module, others, otherTexts) => {
    const externals = external([...PEERS, ...DEPENDENCIES]);
    const folder = module.split('/')[0] as string;
    const throughRoot = await bundle(`export { ${name} } from 'partner-console';`, { externals });
    const direct = await bundle(`export { ${name} } from ${JSON.stringify(path.join(dist, 'screens', module))};`, { externals });
    console.log(`consumer bundle of ${name} alone (peers, ky and jwt-decode external): ${kb(throughRoot.gzip)}`);
    expect(screensIn(throughRoot.modules)).toContain(folder);
    expect(screensIn(throughRoot.modules).filter((screen) => others.includes(screen))).toEqual([]);
    expect(textSectionsIn(throughRoot.modules).filter((section) => otherTexts.includes(section))).toEqual([]);
    expect(inMemoryApi(throughRoot.modules)).toEqual([]);
    expect(throughRoot.modules.filter((module) => !direct.modules.includes(module)).map((module) => path.relative(dist, module))).toEqual([]);
  });
});
