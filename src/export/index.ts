export { cellText, partnerExportColumns, dealExportColumns, certificationExportColumns, certificationPdfColumns } from './columns.js';
export type { ExportColumn } from './columns.js';
export {
  EXPORT_CHUNK_ROWS,
  PRINT_PAGE_CSP,
  neutraliseFormula,
  escapeHtml,
  csvField,
  yieldToEventLoop,
  toCsv,
  toXls,
  toPrintHtml,
  toCsvAsync,
  toXlsAsync,
  toPrintHtmlAsync,
} from './formats.js';
export type { PrintPageOptions } from './formats.js';
export { PRINT_DELAY_MS, OBJECT_URL_LIFETIME_MS, ExportError, exportFileName, downloadFile, exportRows } from './exportRows.js';
export type { ExportFormat, ExportKind, ExportErrorReason, ExportOptions, ExportResult } from './exportRows.js';
