import ExcelJS from 'exceljs';
import { strFromU8, unzipSync } from 'fflate';
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

/**
 * The rows of a workbook's first sheet as its XML has them (unzipped by fflate), without a
 * spreadsheet reader: a fraction of a second for a 20,000-row workbook where exceljs takes seconds.
 * Each row's markup is made comparable with another writer's: the row numbers left out of the
 * cells' references, and a shared string written as the inline string it stands for (the
 * browser's file shares some texts, a streamed one none; a spreadsheet shows the same). Rows are
 * keyed by their first cell's value ('header' for row 1), so two workbooks whose rows come in
 * different orders compare row by row.
 */
export function sheetXmlRows(bytes: Uint8Array): Map<string, string> {
  const files = unzipSync(bytes, { filter: (file) => file.name === 'xl/worksheets/sheet1.xml' || file.name === 'xl/sharedStrings.xml' });
  const decode = (name: string) => {
    const file = files[name];
    if (!file) throw new Error(`the workbook has no ${name}`);
    return strFromU8(file);
  };
  const shared = [...decode('xl/sharedStrings.xml').matchAll(/<si>(<t(?: xml:space="preserve")?>[^<]*<\/t>)<\/si>/g)].map(([, text]) => text!);
  const sheet = decode('xl/worksheets/sheet1.xml');
  const data = /<sheetData>([\s\S]*)<\/sheetData>/.exec(sheet)?.[1]?.replace(/<c r="([A-Z]+)\d+"/g, '<c r="$1"');
  if (data === undefined) throw new Error('the sheet has no sheetData');
  const rows = new Map<string, string>();
  let end = 0;
  for (const match of data.matchAll(/<row r="(\d+)"[^>]*>([\s\S]*?)<\/row>/g)) {
    const [whole, number, content] = match;
    if (match.index !== end) throw new Error(`markup between rows before row ${number}`);
    end += whole.length;
    const markup = content!.replace(/ t="s"><v>(\d+)<\/v><\/c>/g, (_, at: string) => {
        const text = shared[Number(at)];
        if (text === undefined) throw new Error(`row ${number}: no shared string ${at}`);
        return ` t="inlineStr"><is>${text}</is></c>`;
      });
    const key = number === '1' ? 'header' : /^<c r="A"[^>]*><v>([^<]*)<\/v><\/c>/.exec(markup)?.[1];
    if (key === undefined || rows.has(key)) throw new Error(`row ${number} has no first value, or one another row has: ${markup.slice(0, 80)}`);
    rows.set(key, markup);
  }
  if (end !== data.length) throw new Error('markup after the last row');
  return rows;
}
