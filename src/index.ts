// The public barrel of partner-console: the screens, the kit they are built from, the API client,
// texts, theme, hooks, the list engine and the exports. Every type is public; the pure helpers
// the screens and the kit are made of (formatting, record derivations, file writers) are not, so
// they can change without breaking an app. Every module is side-effect free, so a bundler keeps
// only what a host app imports.
export * from './api/index.js';
export * from './i18n/index.js';
export * from './theme/index.js';
export * from './components/index.js';
export * from './screens/index.js';
export * from './hooks/index.js';

export type * from './list/index.js';
export {
  PAGE_SIZE,
  SORT_ORDERS,
  createListIndex,
  useListController,
  useListState,
  listStateOf,
  sanitizeListState,
  listStateFromSearchParams,
  listStateToSearchParams,
  oneOf,
  textList,
} from './list/index.js';

export type * from './export/index.js';
export {
  exportRows,
  downloadFile,
  ExportError,
  partnerExportColumns,
  dealExportColumns,
  certificationExportColumns,
  certificationPdfColumns,
} from './export/index.js';

export type * from './domain/index.js';
export type * from './format/index.js';
