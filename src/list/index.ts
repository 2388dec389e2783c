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
} from './listState.js';
export type { ListState, ListAction, SortOrder } from './listState.js';
export { createListIndex, prepareListIndex, query, normaliseNeedle, rangeBounds, FIELD_SEPARATOR } from './listEngine.js';
export type { ListIndex, ListIndexConfig, ListQueryResult, SearchField } from './listEngine.js';
export { useListController } from './useListController.js';
export type { ListController, UseListControllerConfig } from './useListController.js';
