import ExcelJS from 'exceljs';
import type { ExportColumn } from '../../src/export/index.js';
import { writeXlsxInChunks, type XlsxOptions } from '../../src/export/xlsx.js';

/** The writer's output as one byte array. */
export async function xlsxBytes<Row>(rows: readonly Row[], columns: readonly ExportColumn<Row>[], options: XlsxOptions = {}): Promise<Uint8Array> {
  const parts: Uint8Array[] = [];
  await writeXlsxInChunks(rows, columns, options, (bytes) => void parts.push(bytes));
  const all = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    all.set(part, at);
    at += part.length;
  }
  return all;
}

/**
 * Reads a workbook with exceljs, a reader that shares nothing with the writer (its own ZIP
 * library, JSZip, and its own XML parser), and returns its first sheet.
 */
export async function readWorkbook(bytes: Uint8Array): Promise<ExcelJS.Worksheet> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('the workbook has no sheet');
  return sheet;
}

/** Every cell of a sheet, row by row, as exceljs reads it: its type, value and formula. */
export function sheetCells(sheet: ExcelJS.Worksheet): { address: string; type: ExcelJS.ValueType; value: unknown; formula: string | undefined }[] {
  const cells: { address: string; type: ExcelJS.ValueType; value: unknown; formula: string | undefined }[] = [];
  sheet.eachRow({ includeEmpty: false }, (row) => {
    row.eachCell({ includeEmpty: false }, (cell) => {
      cells.push({ address: cell.address, type: cell.type, value: cell.value, formula: cell.formula || undefined });
    });
  });
  return cells;
}
