export {
  PAGE_SIZE,
  SORT_ORDERS,
  initialListState,
  createListState,
  listReducer,
  clampPage,
  pageCountFor,
  parseDateOnly,
  isCompleteRange,
  sanitizeListState,
  sameFacetValue,
  oneOf,
  textList,
} from './listState.js';
export type { ListState, ListAction, ListChange, SortOrder, FacetValue, ListFacets, FacetSpec, FacetSpecs } from './listState.js';
export { listStateFromSearchParams, listStateToSearchParams, LIST_PARAMS } from './listUrl.js';
export { createListIndex, prepareListIndex, query, normaliseNeedle, rangeBounds, FIELD_SEPARATOR } from './listEngine.js';
export type { ListIndex, ListIndexConfig, ListQueryResult, SearchField } from './listEngine.js';
export { useListController, useListState, listStateOf } from './useListController.js';
export type { FacetControl, FacetControls, ListActions, ListController, ListStateProps, ListStateStore, UseListControllerConfig } from './useListController.js';
