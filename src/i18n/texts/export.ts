import { exportLoadMessages } from './exportLoad.js';

export const exportMessages = {
  noData: 'No data to export',
  csvFailed: 'Failed to export data to CSV. Please try again.',
  excelFailed: 'Failed to export data to Excel. Please try again.',
  pdfFailed: 'Failed to export data to PDF. Please try again.',
  popupBlocked: 'Pop-up blocked. Please allow pop-ups for PDF export.',
  /** A print page of a filter the server pages holds at most {limit} rows (`PRINT_LIMIT`). */
  printTooMany: 'A print page holds at most {limit} rows, and these filters match {count}. Narrow the filters, or export as CSV or Excel.',
  ...exportLoadMessages,
  prepareError: 'Error preparing export data',
  totalItems: 'Total items: {count}',
  partnersTitle: 'Partners',
  distributorsTitle: 'Distributors',
  dealsTitle: 'Deals',
  certificationsTitle: 'Certifications',
  formatsLabel: 'Formats',
  periodLabel: 'Period',
  periodText: '{start} to {end}',
  noPeriod: 'No registered deals',
  atLeastOneFormat: 'Select at least one format.',
  exportButton: 'Export',
};
