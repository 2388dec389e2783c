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

/** A cell as the sheet's XML writes it: its column, style, kind and value as escaped XML text. */
export interface SheetXmlCell {
  column: string;
  style: string | undefined;
  /** 'text' (a shared or an inline string: a spreadsheet shows the same) or 'value' (a number or a date's serial). */
  kind: 'text' | 'value';
  /** The text or number as the XML has it (escapes kept), a shared string looked up. */
  value: string;
  /** Whether white space at the text's ends is kept (`xml:space="preserve"`). */
  spaceKept: boolean;
}

/**
 * The rows of a workbook's first sheet read from its XML (unzipped by fflate), without a
 * spreadsheet reader: cheap enough for two 20,000-row workbooks where exceljs takes half a minute
 * each. Each row is keyed by its first cell's value ('header' for row 1), so two workbooks whose
 * rows come in different orders compare row by row; the row numbers themselves are left out.
 */
export function sheetXmlRows(bytes: Uint8Array): Map<string, SheetXmlCell[]> {
  const files = unzipSync(bytes, { filter: (file) => file.name === 'xl/worksheets/sheet1.xml' || file.name === 'xl/sharedStrings.xml' });
  const decode = (name: string) => {
    const file = files[name];
    if (!file) throw new Error(`the workbook has no ${name}`);
    return strFromU8(file);
  };
  const shared = [...decode('xl/sharedStrings.xml').matchAll(/<si><t( xml:space="preserve")?>([^<]*)<\/t><\/si>/g)].map(([, space, text]) => ({
    spaceKept: Boolean(space),
    value: text!,
  }));
  const sheet = decode('xl/worksheets/sheet1.xml');
  const data = /<sheetData>([\s\S]*)<\/sheetData>/.exec(sheet)?.[1];
  if (data === undefined) throw new Error('the sheet has no sheetData');
  const rows = new Map<string, SheetXmlCell[]>();
  for (const [row, number, content] of data.matchAll(/<row r="(\d+)"[^>]*>([\s\S]*?)<\/row>/g)) {
    const cells: SheetXmlCell[] = [];
    const cellPattern = /<c r="([A-Z]+)(\d+)"( s="\d+")?( t="(?:s|inlineStr)")?>(?:<v>([^<]*)<\/v>|<is><t( xml:space="preserve")?>([^<]*)<\/t><\/is>)<\/c>/g;
    let end = 0;
    for (const match of content!.matchAll(cellPattern)) {
      const [whole, column, cellRow, style, type, v, space, inline] = match;
      // Every byte of the row is a cell this reader understands, in the row it names.
      if (match.index !== end || cellRow !== number) throw new Error(`unread markup in row ${number}: ${content!.slice(end, end + 80)}`);
      end += whole.length;
      const styleNumber = style?.slice(4, -1);
      if (type === ' t="s"') {
        const string = shared[Number(v)];
        if (!string) throw new Error(`row ${number}: no shared string ${v}`);
        cells.push({ column: column!, style: styleNumber, kind: 'text', ...string });
      } else if (type === ' t="inlineStr"') cells.push({ column: column!, style: styleNumber, kind: 'text', value: inline!, spaceKept: Boolean(space) });
      else cells.push({ column: column!, style: styleNumber, kind: 'value', value: v!, spaceKept: false });
    }
    if (end !== content!.length) throw new Error(`unread markup in row ${number}: ${content!.slice(end, end + 80)}`);
    const key = number === '1' ? 'header' : cells[0]?.value;
    if (key === undefined || rows.has(key)) throw new Error(`row ${number} has no first cell, or one another row has: ${row.slice(0, 80)}`);
    rows.set(key, cells);
  }
  if (rows.size !== data.split('<row ').length - 1) throw new Error('the sheet has rows this reader did not read');
  return rows;
}
