export {
  PAGE_SIZE,
  PAGE_SIZES,
  SORT_ORDERS,
  STATUS_FILTER_VALUES,
  initialListState,
  createListState,
  listReducer,
  clampPage,
  pageCountFor,
  parseDateOnly,
  isCompleteRange,
  isPageSize,
  isListSort,
  columnSortOf,
  sortOfColumn,
  nextColumnSort,
  sanitizeListState,
  sameFacetValue,
  oneOf,
  textList,
  statusFacet,
} from './listState.js';
export type {
  ListState,
  ListAction,
  ListChange,
  SortOrder,
  ListSort,
  SortDirection,
  ColumnSort,
  FacetValue,
  ListFacets,
  FacetSpec,
  FacetSpecs,
  ListStateDefaults,
  StatusFilterValue,
} from './listState.js';
export { listStateFromSearchParams, listStateToSearchParams, LIST_PARAMS } from './listUrl.js';
export { createListIndex, prepareListIndex, query, normaliseNeedle, rangeBounds, FIELD_SEPARATOR } from './listEngine.js';
export type { ListIndex, ListIndexConfig, ListQueryResult, SearchField, SortKey } from './listEngine.js';
export { useListController, useListState, listStateOf } from './useListController.js';
export { listPages } from './listPage.js';
export { listPageQueryOf, listSortOf } from './listPageQuery.js';
export type { ListPageQueryOptions } from './listPageQuery.js';
export type {
  ServerListPage,
  FacetControl,
  FacetControls,
  ListActions,
  ListController,
  ListStateProps,
  ListStateStore,
  ListStatusFilter,
  UseListControllerConfig,
} from './useListController.js';
export { ListPreferences, memoryListPreferences, storageListPreferences, useHiddenColumns, useRememberedPageSize } from './listPreferences.js';
export type { ListPreferenceStore, ListPreferencesProps, ListPreferenceName } from './listPreferences.js';
