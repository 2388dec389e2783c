export { cellText, partnerExportColumns, dealExportColumns, certificationExportColumns, certificationPdfColumns } from './columns.js';
export type { ExportColumn, ExportColumns } from './columns.js';
export { isStrictNumber, neutraliseFormula, exportDate } from './cells.js';
export type { ExportValueType, ExportDate } from './cells.js';
export {
  EXPORT_CHUNK_ROWS,
  EXPORT_SLICE_MS,
  PRINT_PAGE_CSP,
  escapeHtml,
  csvField,
  cellTextOf,
  yieldToEventLoop,
  toCsv,
  toXls,
  toPrintHtml,
  writeCsvInChunks,
  writeXlsInChunks,
  writePrintHtmlInChunks,
} from './formats.js';
export type { ChunkWriter, PrintPageOptions } from './formats.js';
export { csvSeparatorFor } from './csvSeparator.js';
export type { CsvSeparator } from './csvSeparator.js';
export { PRINT_DELAY_MS, OBJECT_URL_LIFETIME_MS, EXPORT_EXTENSIONS, ExportError, exportFileName, downloadFile, exportRows } from './exportRows.js';
export type { ExportFormat, ExportKind, ExportErrorReason, ExportOptions, ExportResult } from './exportRows.js';
export type { ServerFile, ServerFileUrl } from './serverFile.js';
