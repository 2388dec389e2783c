// CSV injection (OWASP, "CSV Injection"): untrusted text exported in every format and read back
// by an independent reader must never be a formula. CSV is parsed by papaparse with ',' (the
// file's separator) and with ';' (Excel's list separator in much of Europe, which splits the
// file elsewhere); the .xlsx by exceljs; the .xls as HTML; the print page as HTML.
// tests/node/libreoffice.test.ts opens the same files in LibreOffice.
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { isStrictNumber, toCsv, toPrintHtml, toXls, type ExportColumn } from '../../src/export/index.js';
import { readWorkbook, sheetCells, xlsxBytes } from '../support/workbook.js';
import { FORMULA_PAYLOADS } from '../support/formulaPayloads.js';

interface Row {
  payload: string;
}

/** Each payload in a text, a number and a date column, and after a plain cell. */
const columns: ExportColumn<Row>[] = [
  { header: 'Plain', value: () => 'x' },
  { header: 'Text', value: (row) => row.payload },
  { header: 'Number', value: (row) => row.payload, type: 'number' },
  { header: 'Date', value: (row) => row.payload, type: 'date' },
];
const rows: Row[] = FORMULA_PAYLOADS.map((payload) => ({ payload }));

/** What a spreadsheet runs: a cell starting with =, +, - or @ (also after spaces), a tab or a CR, unless it is a plain number or a lone '-'. */
function isFormula(cell: string): boolean {
  if (isStrictNumber(cell) || cell === '-') return false;
  return /^(?:[=+\-@\t\r]|\s+[=+\-@])/.test(cell);
}

describe('the OWASP payloads', () => {
  it('are many, and include the ones the issue names', () => {
    expect(FORMULA_PAYLOADS.length).toBeGreaterThan(25);
    for (const payload of ["=cmd|' /C calc'!A0", '-2+3', '@SUM(1+1)', 'a;=1+1', 'a\t=1+1', '+44', '-5']) expect(FORMULA_PAYLOADS).toContain(payload);
  });
});

describe.each([
  [',', ','],
  [',', ';'],
  [';', ';'],
  [';', ','],
] as const)("CSV written with '%s', read by a parser splitting on '%s'", (separator, delimiter) => {
  const csv = toCsv(rows, columns, separator).slice(1);
  const parsed = Papa.parse<string[]>(csv, { delimiter, newline: '\r\n' }).data;

  it('has no cell that is a formula', () => {
    const formulas = parsed.flat().filter(isFormula);
    expect(formulas).toEqual([]);
  });

  if (delimiter === separator) {
    it('reads back every payload, with an apostrophe only where it would be run', () => {
      expect(parsed.slice(1, -1).map((record) => record[1])).toEqual(
        FORMULA_PAYLOADS.map((payload) => {
          if (isStrictNumber(payload) || payload === '-') return payload;
          const inside = payload.replace(/([,;\t\r\n])(?=\s*[=+\-@])/g, "$1'");
          return isFormula(inside) ? `'${inside}` : inside;
        }),
      );
      expect(parsed[FORMULA_PAYLOADS.indexOf('-5') + 1]?.[1]).toBe('-5');
    });
  }
});

describe('.xlsx read by exceljs', () => {
  it('has no formula cell, and every payload as written, as text', async () => {
    const sheet = await readWorkbook(await xlsxBytes(rows, columns, { sheetName: 'Payloads' }));
    const cells = sheetCells(sheet);
    expect(cells.filter((cell) => cell.type === ExcelJS.ValueType.Formula || cell.formula !== undefined)).toEqual([]);
    FORMULA_PAYLOADS.forEach((payload, index) => {
      const row = sheet.getRow(index + 2);
      expect(row.getCell(2).value, JSON.stringify(payload)).toBe(payload.trim() === '' ? null : payload);
      // A number column holds a number only for a plain number; anything else is its text.
      expect(row.getCell(3).value).toBe(isStrictNumber(payload) ? Number(payload) : payload);
      expect(row.getCell(4).value).toBe(payload);
    });
  });
});

describe('.xls read as HTML', () => {
  const doc = new DOMParser().parseFromString(toXls(rows, columns), 'text/html');
  const cells = [...doc.querySelectorAll('tbody td')];

  it('has no cell a spreadsheet would run: every payload is a text cell holding it as written', () => {
    const runnable = cells.filter((cell) => cell.className !== 't' && isFormula(cell.textContent ?? ''));
    expect(runnable.map((cell) => cell.outerHTML)).toEqual([]);
    const texts = [...doc.querySelectorAll('tbody tr')].map((tr) => tr.children[1] as Element);
    expect(texts.map((cell) => [cell.className, cell.textContent])).toEqual(FORMULA_PAYLOADS.map((payload) => ['t', payload.replace(/\r\n?/g, '\n')]));
  });

  it('types as numbers only plain numbers', () => {
    const numbers = cells.filter((cell) => cell.className === '');
    expect(numbers.map((cell) => cell.textContent)).toEqual(FORMULA_PAYLOADS.filter(isStrictNumber));
  });
});

describe('print page', () => {
  it('shows every payload as text and runs nothing', () => {
    const doc = new DOMParser().parseFromString(toPrintHtml(rows, columns, { title: 'Payloads' }), 'text/html');
    expect(doc.querySelectorAll('script, img, iframe, a')).toHaveLength(0);
    const shown = [...doc.querySelectorAll('section')].map((section) => section.querySelectorAll('dd')[1]?.textContent);
    expect(shown).toEqual(FORMULA_PAYLOADS.map((payload) => payload.replace(/\r\n?/g, '\n') || '-'));
  });
});
