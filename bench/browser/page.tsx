/**
 * The benchmark page, bundled for Chromium by bench/run.mjs. It renders a list screen over the
 * in-memory API and exposes `window.bench` for the driver to call through playwright-core:
 * - `load(n)`: n partners and n partner deals from the seeded demo data;
 * - `mount(kind)`: PartnersOverview, DealsList, or ListView bound to the list engine
 *   (useListController) or to the naive baseline (filter on every state, no index, no deferral;
 *   for deals, over rows all derived as the data arrives), resolving with the time from the
 *   data's arrival to the last React commit (rows in the DOM);
 * - `arm()` / `settle()`: around one key press of the driver, the time from the keydown (a
 *   capturing listener) to the first React commit (the box shows the letter) and to the last
 *   one (the rows follow it);
 * - `exportRun(...)`: an export built in the page, with the longest main-thread block during it
 *   and the longest wait of an input-priority task.
 *
 * Commits are seen through React's DevTools hook (`__REACT_DEVTOOLS_GLOBAL_HOOK__`, installed
 * by the page's HTML before React loads): React calls it after every commit, DOM updated and
 * layout effects run, also in production builds.
 */
import { useEffect, useMemo, useReducer, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { createMemoryAdminApi, type MemoryAdminApi } from '../../src/api/memory/createMemoryAdminApi.js';
import type { AdminApi } from '../../src/api/AdminApi.js';
import type { Member, PartnerDeal } from '../../src/api/types.js';
import type { DataTableColumn } from '../../src/components/DataTable/index.js';
import { ListView, type ListViewProps } from '../../src/components/ListView/index.js';
import { toDealRow, type DealRow } from '../../src/domain/dealRow.js';
import { memberSearchFields } from '../../src/domain/member.js';
import { dealExportColumns, exportRows, partnerExportColumns, writePrintHtmlInChunks, type ExportColumn } from '../../src/export/index.js';
import { displayText, formatDate, fullName, phoneWithCode } from '../../src/format/index.js';
import { defaultMessages } from '../../src/i18n/index.js';
import { createListState, listReducer, useListController, type ListController, type ListIndexConfig, type ListSort } from '../../src/list/index.js';
import { DealsList } from '../../src/screens/DealsList/index.js';
import { PartnersOverview } from '../../src/screens/MembersOverview/index.js';
import { ConsoleThemeProvider } from '../../src/theme/index.js';
import { naiveCsv, naiveMemberFields, naivePrintHtml, naiveQuery, naiveXls, naiveXlsx, type NaiveFields } from '../baselines.js';
import { benchData } from '../data.js';

interface CommitLog {
  times: number[];
  /** React's FiberRoot of the last commit; `pendingLanes` 0 means no render is left to do. */
  lastRoot: { pendingLanes?: number } | null;
}

const commits = (globalThis as unknown as { __benchCommits: CommitLog }).__benchCommits;

export type MountKind = 'partners-screen' | 'partners-engine' | 'partners-naive' | 'deals-screen' | 'deals-naive';
export type ExportFormat = 'csv' | 'xls' | 'xlsx' | 'print';
export type ExportImpl = 'chunked' | 'naive';

const EMPTY: never[] = [];
const columns: DataTableColumn<Member>[] = [
  { id: 'name', header: 'Name', cell: (p) => fullName(p.firstName, p.lastName) },
  { id: 'date', header: 'Register Date', cell: (p) => formatDate(p.createdAt) },
  { id: 'email', header: 'Email', cell: (p) => displayText(p.email) },
  { id: 'phone', header: 'Phone', cell: (p) => phoneWithCode(p.countryCode, p.phoneNumber) },
  { id: 'company', header: 'Company Name', cell: (p) => displayText(p.companyName) },
  { id: 'position', header: 'Position', cell: (p) => displayText(p.position) },
  { id: 'status', header: 'Status', cell: (p) => (p.isActive ? 'Active' : 'Inactive') },
];

/** The straightforward list controller: the same reducer, every state answered from scratch, no deferral. */
function useNaiveListController<Row>(rows: readonly Row[], fields: NaiveFields<Row>): ListController<Row> {
  const [state, dispatch] = useReducer(listReducer, undefined, () => createListState());
  const result = useMemo(() => naiveQuery(rows, state, fields), [rows, state, fields]);
  return {
    state,
    name: undefined,
    setSearch: (search: string) => dispatch({ type: 'setSearch', search }),
    setSort: (sort: ListSort) => dispatch({ type: 'setSort', sort }),
    applyRange: (range) => dispatch({ type: 'applyRange', range }),
    clearRange: () => dispatch({ type: 'clearRange' }),
    setFacet: (name, value) => dispatch({ type: 'setFacet', name, value }),
    setPage: (page: number) => dispatch({ type: 'setPage', page }),
    setPageSize: (pageSize: number) => dispatch({ type: 'setPageSize', pageSize }),
    pageRows: result.rows,
    total: result.total,
    pageCount: result.pageCount,
    sortableColumns: new Set(),
    dateColumn: undefined,
    statusFilter: undefined,
    filteredRows: result.filteredRows,
    isStale: false,
  };
}

interface ListProps<Row> {
  load: () => Promise<Row[]>;
  /** The list engine over `config`, or else the naive baseline over `naive`. */
  engine: boolean;
  config: ListIndexConfig<Row>;
  naive: NaiveFields<Row>;
  view: Omit<ListViewProps<Row>, 'list' | 'load'>;
}

/** ListView with data that arrives once, as a screen's loader delivers it. */
function BenchList<Row>({ load, engine, config, naive, view }: ListProps<Row>) {
  const [rows, setRows] = useState<Row[] | null>(null);
  useEffect(() => {
    let live = true;
    void load().then((loaded) => live && setRows(loaded));
    return () => {
      live = false;
    };
  }, [load]);
  // Both hooks run on every render (hook order); only one of them feeds the view.
  const indexed = useListController(engine ? (rows ?? EMPTY) : EMPTY, config);
  const naiveList = useNaiveListController(engine ? EMPTY : (rows ?? EMPTY), naive);
  return <ListView list={engine ? indexed : naiveList} load={{ loading: rows === null }} {...view} />;
}

const partnerConfig: ListIndexConfig<Member> = { searchText: memberSearchFields, date: (p) => p.createdAt };
const partnerView: ListProps<Member>['view'] = {
  columns,
  getRowId: (p) => String(p.id),
  caption: 'Partners',
  searchPlaceholder: 'Search by name, email, or company',
  loadingText: 'Loading...',
  emptyText: 'No partners found',
  exportOptions: { columns: partnerExportColumns, kind: 'partners' },
  layout: 'table',
};

/** DealsList's search fields (registration number, partner, customer company), read off the rows. */
const dealConfig: ListIndexConfig<DealRow> = { searchText: (r) => [r.id, r.name, r.customerCompany], date: (r) => r.registrationDate };
const naiveDealFields: NaiveFields<DealRow> = { search: dealConfig.searchText, date: (r) => r.registrationDate };
const dealTexts = defaultMessages.deals;
const dealView: ListProps<DealRow>['view'] = {
  columns: [
    { id: 'id', header: 'Registration Number', cell: (r) => String(r.id) },
    { id: 'name', header: dealTexts.partnerName, cell: (r) => r.name },
    { id: 'company', header: 'Customer Company', cell: (r) => r.customerCompany },
    { id: 'date', header: 'Registration Date', cell: (r) => formatDate(r.registrationDate) },
    { id: 'contact', header: 'Customer Contact', cell: (r) => r.customerContact },
    { id: 'existing', header: 'Existing', cell: (r) => (r.existing === null ? '-' : r.existing ? 'Yes' : 'No') },
    { id: 'status', header: 'Status', cell: (r) => r.status },
    { id: 'remark', header: 'Remark', cell: (r) => r.remark },
  ],
  getRowId: (r) => String(r.id),
  caption: dealTexts.partnerTitle,
  searchPlaceholder: dealTexts.partnerSearch,
  loadingText: dealTexts.partnerLoading,
  emptyText: dealTexts.partnerEmpty,
  exportOptions: { columns: dealExportColumns('partner').map((c) => ({ ...c, value: (r: DealRow) => c.value(r.deal as PartnerDeal) })), kind: 'deals' },
  layout: 'table',
  density: 'compact',
};

let partners: Member[] = [];
let deals: PartnerDeal[] = [];
let api: AdminApi | null = null;
let root: Root | null = null;
/** When the list call of the mounted screen resolved: its data has arrived. */
let dataArrived = NaN;
let keyAt = NaN;

window.addEventListener(
  'keydown',
  () => {
    keyAt = performance.now();
    performance.mark('bench:keydown');
  },
  true,
);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** How often the input probe of an export asks for the thread (a key press every few ms). */
const PROBE_MS = 4;

/** Resolves once React has nothing left to render and `quietMs` passed without a commit after `since`. */
async function quiet(since: number, quietMs = 60, timeoutMs = 30_000): Promise<{ first: number; last: number; count: number }> {
  const deadline = performance.now() + timeoutMs;
  for (;;) {
    const after = commits.times.filter((t) => t >= since);
    const last = after[after.length - 1];
    const idle = commits.lastRoot?.pendingLanes === 0 || commits.lastRoot?.pendingLanes === undefined;
    if (last !== undefined && idle && performance.now() - last >= quietMs) return { first: after[0] as number, last, count: after.length };
    if (performance.now() > deadline) throw new Error(`no settled commit within ${timeoutMs} ms`);
    await sleep(10);
  }
}

/** The API with its list calls marking when their data arrives. */
function timedApi(base: AdminApi): AdminApi {
  const mark = <T,>(promise: Promise<T>) =>
    promise.then((value) => {
      dataArrived = performance.now();
      performance.mark('bench:data');
      return value;
    });
  return {
    ...base,
    partners: { ...base.partners, list: (options) => mark(base.partners.list(options)) },
    partnerDeals: { ...base.partnerDeals, list: (options) => mark(base.partnerDeals.list(options)) },
  };
}

function elementFor(kind: MountKind) {
  const timed = timedApi(api as AdminApi);
  const noop = () => {};
  switch (kind) {
    case 'partners-screen':
      return <PartnersOverview api={timed} onOpen={noop} onViewRequests={noop} layout="table" />;
    case 'deals-screen':
      return <DealsList api={timed} variant="partner" layout="table" />;
    case 'partners-engine':
    case 'partners-naive': {
      const load = () => timed.partners.list();
      return <BenchList load={load} engine={kind === 'partners-engine'} config={partnerConfig} naive={naiveMemberFields} view={partnerView} />;
    }
    case 'deals-naive': {
      // As a naive screen does: every deal turned into its display row as soon as the data is in.
      const load = () => timed.partnerDeals.list().then((loaded) => loaded.map((deal): DealRow => toDealRow(deal, 'partner')));
      return <BenchList load={load} engine={false} config={dealConfig} naive={naiveDealFields} view={dealView} />;
    }
  }
}

const bench = {
  /** Generates the data set and the in-memory API over it; returns how long that took. */
  load(n: number): number {
    const started = performance.now();
    const data = benchData(n, n);
    partners = data.partners;
    deals = data.partnerDeals;
    api = createMemoryAdminApi({ data: { partners, partnerDeals: deals }, counts: { partners: 1, partnerDeals: 1, distributors: 1, distributorDeals: 1 } });
    return performance.now() - started;
  },

  /** Mounts a list; resolves with the first render: data arrival → last commit, rows in the DOM. */
  async mount(kind: MountKind): Promise<{ firstRenderMs: number; rows: number }> {
    bench.unmount();
    const container = document.getElementById('root') as HTMLElement;
    dataArrived = NaN;
    root = createRoot(container);
    root.render(<ConsoleThemeProvider theme={{ motion: { durationMs: 0 } }}>{elementFor(kind)}</ConsoleThemeProvider>);
    const deadline = performance.now() + 60_000;
    while (Number.isNaN(dataArrived) || container.querySelectorAll('tbody tr').length === 0) {
      if (performance.now() > deadline) throw new Error(`${kind}: no rows within 60 s`);
      await sleep(5);
    }
    const { last } = await quiet(dataArrived);
    return { firstRenderMs: last - dataArrived, rows: container.querySelectorAll('tbody tr').length };
  },

  unmount(): void {
    root?.unmount();
    root = null;
  },

  /** Call before the driver presses a key. */
  arm(): void {
    keyAt = NaN;
  },

  /** After the key press: keydown → first commit (the box) and → last commit (the rows). */
  async settle(): Promise<{ echoMs: number; rowsMs: number; commits: number }> {
    const deadline = performance.now() + 10_000;
    while (Number.isNaN(keyAt)) {
      if (performance.now() > deadline) throw new Error('no keydown seen');
      await sleep(5);
    }
    const { first, last, count } = await quiet(keyAt);
    return { echoMs: first - keyAt, rowsMs: last - keyAt, commits: count };
  },

  /** The table's visible text: the driver checks the rows did change. */
  tableText(): string {
    return document.querySelector('tbody')?.textContent ?? '';
  },

  /**
   * One export of the first `limit` partners or deals. 'chunked' is the product: `exportRows`
   * for CSV and Excel (slices, Blob, the download click), and for the print page the same
   * chunked writer into Blob parts (opening a window of 100k records is left out: its parsing is
   * the browser's). 'naive' builds the document by one synchronous string concatenation, then a
   * Blob. For .xlsx, 'chunked' is `exportRows` (the writer loaded by import(), compressing in a
   * worker) and 'naive' write-excel-file's one-shot call (bench/baselines.ts). The longest block
   * is the longest stretch between two yields of the chunked builder (scheduler.yield is wrapped
   * to time them), or the whole run for the naive one; long tasks (> 50 ms) are also observed.
   * The input probe is what a key press would wait for: a chain of user-blocking tasks
   * (scheduler.postTask), each posting the next PROBE_MS later (without the delay the chain
   * would starve everything else), and the longest time one waited beyond its delay. It counts
   * what blocks the thread and not waiting for a worker, which the .xlsx export ends with.
   */
  async exportRun(dataset: 'partners' | 'deals', format: ExportFormat, impl: ExportImpl, limit = Infinity) {
    const all: readonly unknown[] = dataset === 'partners' ? partners : deals;
    const rows = all.slice(0, Math.min(all.length, limit));
    const cols = (dataset === 'partners' ? partnerExportColumns : dealExportColumns('partner')) as readonly ExportColumn<unknown>[];
    const longTasks: number[] = [];
    const observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) longTasks.push(entry.duration);
    });
    observer.observe({ type: 'longtask' });
    const scheduler = (globalThis as unknown as { scheduler: { yield: () => Promise<void> } }).scheduler;
    const originalYield = scheduler.yield;
    let segmentStart = 0;
    let longestBlock = 0;
    let slices = 1;
    scheduler.yield = () => {
      longestBlock = Math.max(longestBlock, performance.now() - segmentStart);
      slices++;
      return originalYield.call(scheduler).then(() => {
        segmentStart = performance.now();
      });
    };
    // The input probe: user-blocking tasks, one after another, for as long as the export runs.
    const post = (globalThis as unknown as { scheduler: { postTask: (task: () => void, options: { priority: string; delay: number }) => Promise<void> } }).scheduler;
    let probing = true;
    let lastTick = 0;
    let inputGap = 0;
    const tick = () => {
      const now = performance.now();
      inputGap = Math.max(inputGap, now - lastTick - PROBE_MS);
      lastTick = now;
      if (probing) void post.postTask(tick, { priority: 'user-blocking', delay: PROBE_MS });
    };
    await sleep(50);
    const started = performance.now();
    segmentStart = started;
    lastTick = started;
    void post.postTask(tick, { priority: 'user-blocking', delay: PROBE_MS });
    try {
      let bytes = 0;
      if (impl === 'naive' && format === 'xlsx') {
        bytes = (await naiveXlsx(rows, cols)).size;
      } else if (impl === 'naive') {
        const text = format === 'csv' ? naiveCsv(rows, cols) : format === 'xls' ? naiveXls(rows, cols) : naivePrintHtml(rows, cols, 'Deals');
        bytes = new Blob([text], { type: 'text/plain;charset=utf-8' }).size;
      } else if (format === 'print') {
        const parts: Blob[] = [];
        await writePrintHtmlInChunks(rows, cols, { title: 'Deals' }, (html) => void parts.push(new Blob([html])));
        bytes = new Blob(parts, { type: 'text/html' }).size;
      } else {
        await exportRows({ format: format === 'csv' ? 'csv' : format === 'xlsx' ? 'xlsx' : 'excel', rows, columns: cols, kind: dataset, messages: defaultMessages });
      }
      const ended = performance.now();
      longestBlock = Math.max(longestBlock, ended - segmentStart);
      inputGap = Math.max(inputGap, ended - lastTick - PROBE_MS);
      probing = false;
      await sleep(100); // long task entries arrive after the task
      return { ms: ended - started, longestBlockMs: longestBlock, inputGapMs: inputGap, slices, longTasks: longTasks.length, longestTaskMs: Math.max(0, ...longTasks), bytes };
    } finally {
      probing = false;
      scheduler.yield = originalYield;
      observer.disconnect();
    }
  },
};

/*
 * Live updates (`npm run bench -- --only=live`): DealsList over 100,000 deals with the memory
 * API's live events, another administrator (the memory API's `control.as()`, the same data)
 * deciding a deal every ~200 ms while the driver types. Kept apart from the rest of the page.
 *
 * A live change commits too, so "the last commit after the key" no longer marks the rows'
 * answer. Each commit is noted with the registration numbers its table shows; a keystroke's
 * answer is the first commit after the keydown that shows the numbers the list settles on (a
 * live change never adds, drops or moves a row: a decided deal keeps its place until the list is
 * fetched again), and its frame is the requestAnimationFrame after that commit: the frame that
 * paints the rows.
 */
interface LiveCommit {
  at: number;
  ids: string;
  frame: number;
}
const liveCommits: LiveCommit[] = [];
let noteCommits = false;
{
  const devtools = (globalThis as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: { onCommitFiberRoot: (...args: unknown[]) => void } }).__REACT_DEVTOOLS_GLOBAL_HOOK__;
  const original = devtools.onCommitFiberRoot;
  devtools.onCommitFiberRoot = (...args: unknown[]) => {
    original.apply(devtools, args);
    if (!noteCommits) return;
    const commit: LiveCommit = { at: performance.now(), ids: shownDealIds(), frame: NaN };
    liveCommits.push(commit);
    requestAnimationFrame(() => {
      commit.frame = performance.now();
    });
  };
}

/** The registration numbers of the rows shown, in order ('' while loading or empty). */
function shownDealIds(): string {
  const headers = Array.from(document.querySelectorAll('thead th'), (th) => th.textContent ?? '');
  const column = headers.findIndex((text) => text.includes('Registration'));
  if (column < 0) return '';
  return Array.from(document.querySelectorAll('tbody tr'), (tr) => tr.children[column]?.textContent ?? '').join(',');
}

const live = {
  timer: 0 as ReturnType<typeof setInterval> | 0,
  /** The other administrator's decisions made, and how long each call took in the page, from the call to its answer (the memory API's work and any wait for the busy thread). */
  decisions: 0,
  callMs: [] as number[],
  longTasks: [] as number[],
  observer: null as PerformanceObserver | null,
};

const liveBench = {
  /** Mounts DealsList (partner deals, table layout) over the loaded data with the live events of the memory API. */
  async mount(): Promise<{ firstRenderMs: number; rows: number }> {
    return bench.mount('deals-screen');
  },

  /**
   * Starts another administrator's decisions: every `intervalMs`, one deal picked at random is
   * approved or rejected (alternately), through `control.as()`, so the list hears it as a live
   * change. With `intervalMs` 0 none are made (the same run without live updates). Long tasks
   * are observed from now on.
   */
  start(intervalMs: number): void {
    if (live.timer) clearInterval(live.timer);
    live.observer?.disconnect();
    live.decisions = 0;
    live.callMs = [];
    live.longTasks = [];
    live.observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) live.longTasks.push(entry.duration);
    });
    live.observer.observe({ type: 'longtask' });
    if (intervalMs <= 0) return;
    const other = (api as MemoryAdminApi).control.as();
    let seed = 1;
    const random = () => {
      // A fixed sequence, so both runs and every machine decide the same deals.
      seed = (seed * 48271) % 2147483647;
      return seed / 2147483647;
    };
    live.timer = setInterval(() => {
      const deal = deals[Math.floor(random() * deals.length)];
      if (!deal) return;
      const started = performance.now();
      const call = live.decisions % 2 === 0 ? other.partnerDeals.approve(deal.id) : other.partnerDeals.reject(deal.id, 'Registered by another partner');
      live.decisions++;
      void call.then(
        () => live.callMs.push(performance.now() - started),
        () => {},
      );
    }, intervalMs);
  },

  /** Stops the decisions and the long-task observer; what was seen meanwhile. */
  async stop(): Promise<{ decisions: number; callMs: number[]; longTasks: number[] }> {
    if (live.timer) clearInterval(live.timer);
    live.timer = 0;
    const { observer } = live;
    live.observer = null;
    await sleep(100); // long task entries arrive after the task
    observer?.disconnect();
    return { decisions: live.decisions, callMs: live.callMs, longTasks: live.longTasks };
  },

  /** Call before the driver presses a key: notes the commits from here on. */
  arm(): void {
    keyAt = NaN;
    liveCommits.length = 0;
    noteCommits = true;
  },

  /**
   * After the key press: keydown → the commit that shows the rows the list settles on (the
   * answer), and → the frame after it. Settled means the rows stayed the same for `quietMs`
   * while React had nothing left to render, or for `busyMs` however busy React stayed (live
   * changes arriving faster than a list renders them keep it busy; they never move rows).
   */
  async settle(quietMs = 250, busyMs = 3000): Promise<{ rowsMs: number; frameMs: number; commits: number }> {
    const deadline = performance.now() + 30_000;
    while (Number.isNaN(keyAt)) {
      if (performance.now() > deadline) throw new Error('no keydown seen');
      await sleep(5);
    }
    let ids = '';
    let since = performance.now();
    for (;;) {
      const idle = commits.lastRoot?.pendingLanes === 0 || commits.lastRoot?.pendingLanes === undefined;
      const now = shownDealIds();
      if (now !== ids) {
        ids = now;
        since = performance.now();
      } else if (liveCommits.length > 0 && performance.now() - since >= (idle ? quietMs : busyMs)) break;
      if (performance.now() > deadline) throw new Error('the rows did not settle within 30 s');
      await sleep(10);
    }
    noteCommits = false;
    const after = liveCommits.filter((commit) => commit.at >= keyAt);
    const answer = after.find((commit) => commit.ids === ids);
    if (!answer) throw new Error('no commit showed the settled rows');
    while (Number.isNaN(answer.frame)) await sleep(5);
    return { rowsMs: answer.at - keyAt, frameMs: answer.frame - keyAt, commits: after.length };
  },
};

(window as unknown as { bench: typeof bench; liveBench: typeof liveBench }).bench = bench;
(window as unknown as { liveBench: typeof liveBench }).liveBench = liveBench;
