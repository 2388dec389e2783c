/**
 * The list section's texts a list shows from its first render (search, sort, date range, export,
 * pager, status filter, the selection's boxes). Internal: the section is `listMessages` below.
 */
export const listBaseMessages = {
  sortBy: 'Sort By',
  sortDefault: 'Default',
  sortOldToNew: 'Old to New',
  sortNewToOld: 'New to Old',
  startDate: 'Start Date',
  endDate: 'End Date',
  clear: 'Clear',
  apply: 'Apply',
  selectDateRange: 'Select Date Range',
  dateRangeLabel: '{start} - {end}',
  // Under the date range's button when its panel's code (loaded on the first opening) did not arrive.
  dateRangeLoadFailed: 'The date range filter could not be loaded. Please try again.',
  export: 'Export',
  exportCsv: 'CSV',
  exportExcel: 'Excel',
  exportXlsx: 'Excel workbook (.xlsx)',
  exportPdf: 'PDF',
  firstPage: 'First page',
  previousPage: 'Previous page',
  nextPage: 'Next page',
  lastPage: 'Last page',
  pageOf: 'Page {page} of {pages}',
  goToPage: 'Page {page}',
  pagination: 'Pagination',
  pageSelector: 'Select page',
  dateRangeOrder: 'End Date must be on or after Start Date',
  search: 'Search',
  updating: 'Updating...',
  downloadedOf: '{loaded} of {total} MB',
  downloaded: '{loaded} MB',
  selectRow: 'Select {name}',
  selectPage: 'Select every row on this page',
  bulkFallbackError: 'The request failed',
  columns: 'Columns',
  resetColumns: 'Reset columns',
  exportSelected: '{format}: selected rows ({count})',
  rowsPerPage: 'Rows per page',
  rangeOf: '{from}–{to} of {total}',
  sortColumnAscending: '{column}, ascending',
  sortColumnDescending: '{column}, descending',
  statusFilter: 'Status',
  statusAll: 'All',
  statusPending: 'Pending',
  statusApproved: 'Approved',
  statusRejected: 'Rejected',
};

/**
 * The bulk bar's texts of the list section: a list's first bundle carries none of them, as the bar
 * loads by import() with the first pick (issue 33). Internal: the section is `listMessages` below.
 */
export const listBulkMessages = {
  selectedCount: '{count} selected',
  selectAllFiltered: 'Select all {count}',
  clearSelection: 'Clear selection',
  bulkActions: 'Bulk actions',
  bulkApprove: 'Approve selected',
  bulkReject: 'Reject selected',
  bulkApproving: 'Approving... {done} of {total}',
  bulkRejecting: 'Rejecting... {done} of {total}',
  bulkReading: 'Reading the selection... {done} of {total}',
  bulkStop: 'Cancel',
  bulkStopped: 'Cancelled: the rest were left as they are.',
  bulkSkipped: '{count} no longer matched the filter and were left as they are.',
  bulkReadFailed: 'The selection could not be read: {message}.',
  bulkApproved: '{count} approved.',
  bulkRejected: '{count} rejected.',
  bulkFailed: '{count} failed (still selected, to try again):',
  bulkFailure: '{name}: {message}',
  bulkDismiss: 'Dismiss',
  bulkRejectTitle: 'Reject {count} selected',
  bulkRejectText: 'The same reason is sent for each of them.',
};

/**
 * The list section (a host overrides it as `list`). Made by a call marked pure, not a spread: a
 * bundler then drops it, and the bulk bar's texts with it, from a bundle whose code reads only
 * `listBaseMessages`.
 */
export const listMessages = /* @__PURE__ */ Object.assign({}, listBaseMessages, listBulkMessages);
