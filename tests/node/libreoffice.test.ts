// The exports opened by a real spreadsheet: LibreOffice Calc, headless. Each file is converted to
// flat ODS (XML in which a formula cell carries table:formula) and to CSV (what the cells show):
// - the OWASP payloads (tests/support/formulaPayloads.ts) as .xlsx, .xls and CSV, the CSV opened
//   twice, splitting on ',' and on ';', with LibreOffice's "evaluate formulas" on: no formula;
// - the .xlsx shows every text exactly as written, plain numbers as numbers, dates as dates;
// - the .xls shows every text as the HTML import reads it (white space collapsed), runs nothing.
// LibreOffice comes from Debian's libreoffice-calc-nogui (scripts/ensure-libreoffice.mjs, run by
// `npm test` and CI; about 35 s and 280 MB once per machine). Each conversion starts soffice
// (about 2 s), so files are converted in batches.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dealExportColumns, isStrictNumber, toCsv, toXls, type ExportColumn } from '../../src/export/index.js';
import type { PartnerDeal } from '../../src/api/types.js';
import { FORMULA_PAYLOADS } from '../support/formulaPayloads.js';
import { xlsxBytes } from '../support/workbook.js';

const SOFFICE = process.env.SOFFICE_PATH ?? '/usr/bin/soffice';

interface Row {
  payload: string;
}

const columns: ExportColumn<Row>[] = [
  // The same text in every row: a shared string (the payloads, mostly distinct, are inline).
  { header: 'Plain', value: () => 'Acme ' },
  { header: 'Text', value: (row) => row.payload },
  { header: 'Number', value: (row) => row.payload, type: 'number' },
  { header: 'Date', value: (row) => row.payload, type: 'date' },
];
// White space at one end only ('Acme ') must read back as written. (Calc keeps it even without
// xml:space="preserve", Excel does not: tests/export/xlsx.test.ts checks the marking itself.)
const EXTRA = ['2024-03-05T14:07:30', 'Zoë 😀 東京 مرحبا', 'a\u0001b\u001fc', '_x0041_ stays', '<b>&amp;</b>', 'Acme ', ' Acme', 'Acme\u00a0'];
const texts = [...FORMULA_PAYLOADS, ...EXTRA];
const rows: Row[] = texts.map((payload) => ({ payload }));

let work: string;
const file = (...parts: string[]) => path.join(work, ...parts);

function soffice(args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    // Its own profile, so it never waits for another soffice or a user's running LibreOffice.
    const profile = `-env:UserInstallation=${pathToFileURL(file('profile')).href}`;
    const child = spawn(SOFFICE, [profile, '--headless', '--norestore', ...args], { cwd: work, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (data: Buffer) => (stderr += data.toString()));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`soffice ${args.join(' ')} exited with ${code}\n${stderr}`))));
  });
}

/** CSV import options: separator, '"' quotes, UTF-8, from line 1, standard cells, no special numbers, evaluate formulas. */
const csvImport = (separator: number) => `CSV:${separator},34,76,1,,0,false,false,false,false,false,false,true`;

const deals: PartnerDeal[] = Array.from({ length: 200 }, (_, i) => ({
  id: i + 1,
  partnerId: 40 + (i % 3),
  partnerFirstName: ['Zoë', 'Ada', '=HYPERLINK("http://x")'][i % 3],
  customerCompany: `Company ${i}; Ltd`,
  dmCountryCode: '+44',
  dmPhoneNumber: '0123456',
  isExistingCustomer: i % 2 === 0,
  status: 'approved',
  years: i % 5,
  mdfFunding: -i * 250,
  createdAt: new Date(Date.UTC(2025, 0, 1, 9, 30) + i * 86_400_000).toISOString(),
}));

beforeAll(async () => {
  if (!existsSync(SOFFICE)) throw new Error(`LibreOffice is missing (${SOFFICE}): run npm run setup:libreoffice`);
  work = mkdtempSync(path.join(tmpdir(), 'partner-console-libreoffice-'));
  writeFileSync(file('workbook.xlsx'), await xlsxBytes(rows, columns, { sheetName: 'Payloads' }));
  writeFileSync(file('table.xls'), toXls(rows, columns));
  writeFileSync(file('comma.csv'), toCsv(rows, columns));
  writeFileSync(file('semicolon.csv'), toCsv(rows, columns, ';'));
  writeFileSync(file('deals.xlsx'), await xlsxBytes(deals, dealExportColumns('partner'), { sheetName: 'Deals' }));
  const workbooks = [file('workbook.xlsx'), file('table.xls'), file('deals.xlsx')];
  await soffice(['--convert-to', 'fods', '--outdir', file('fods'), ...workbooks]);
  // Each sheet to its own CSV (token 12: -1), named <file>-<sheet>.csv.
  await soffice(['--convert-to', 'csv:Text - txt - csv (StarCalc):44,34,76,1,,0,false,true,false,false,false,-1', '--outdir', file('csv'), ...workbooks]);
  await soffice([`--infilter=${csvImport(44)}`, '--convert-to', 'fods', '--outdir', file('fods'), file('comma.csv')]);
  await soffice([`--infilter=${csvImport(59)}`, '--convert-to', 'fods', '--outdir', file('fods'), file('semicolon.csv')]);
}, 240_000);

afterAll(() => {
  if (work) rmSync(work, { recursive: true, force: true });
});

const fods = (name: string) => readFileSync(file('fods', `${name}.fods`), 'utf8');
const shown = (name: string) => Papa.parse<string[]>(readFileSync(file('csv', name), 'utf8'), { newline: '\n' }).data;

/** How many cells of each value type a flat ODS document has (equal neighbours are one element, repeated). */
function valueTypes(xml: string): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const [cell] of xml.matchAll(/<table:table-cell[^>]*>/g)) {
    const type = /\soffice:value-type="(\w+)"/.exec(cell!)?.[1];
    if (!type) continue;
    const repeated = Number(/\stable:number-columns-repeated="(\d+)"/.exec(cell!)?.[1] ?? 1);
    counts[type] = (counts[type] ?? 0) + repeated;
  }
  return counts;
}

describe('LibreOffice opens the exports of the OWASP payloads', () => {
  it("reads the ';' CSV, split on ';' as German and French spreadsheets split it, into the same cells as the ',' one", () => {
    expect(valueTypes(fods('semicolon'))).toEqual(valueTypes(fods('comma')));
    expect(fods('semicolon').match(/<table:table-row[\s>]/g)?.length).toBe(fods('comma').match(/<table:table-row[\s>]/g)?.length);
  });

  it.each(['workbook', 'table', 'comma', 'semicolon'])('%s: no cell is a formula', (name) => {
    const xml = fods(name);
    expect(xml).toContain('<table:table-cell');
    expect(xml.match(/table:formula="[^"]*"/g) ?? []).toEqual([]);
  });

  it('.xls: no cell is a formula; texts as the HTML import reads them, plain numbers as numbers', () => {
    expect(fods('table')).not.toMatch(/table:formula=/);
    const cells = shown('table-Sheet1.csv');
    // The HTML import collapses white space (HTML's: not the no-break space) and drops control characters.
    const asRead = (text: string) =>
      // eslint-disable-next-line no-control-regex -- control characters are what the import drops
      text.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, '').replace(/[ \t\n\r\f]+/g, ' ').replace(/^ | $/g, '');
    expect(cells.slice(1, texts.length + 1).map((cell) => cell[1])).toEqual(texts.map(asRead));
  });

  it('.xlsx: every text exactly as written; plain numbers are numbers and dates dates', () => {
    const cells = shown('workbook-Payloads.csv');
    expect(cells[0]).toEqual(['Plain', 'Text', 'Number', 'Date']);
    // LibreOffice keeps a line break as one character: CR LF reads as LF.
    expect(cells.slice(1, texts.length + 1).map((cell) => cell[1])).toEqual(texts.map((text) => text.replace(/\r\n/g, '\n')));
    expect(new Set(cells.slice(1, texts.length + 1).map((cell) => cell[0]))).toEqual(new Set(['Acme ']));
    const types = valueTypes(fods('workbook'));
    expect(types.float).toBe(texts.filter(isStrictNumber).length);
    expect(types.date).toBe(1);
  });
});

describe('LibreOffice opens a deals workbook', () => {
  it('with the same cells: numbers, dates, texts and Yes/No', () => {
    expect(fods('deals')).not.toMatch(/table:formula=/);
    const cells = shown('deals-Deals.csv');
    const header = cells[0] as string[];
    expect(header).toEqual(dealExportColumns('partner').map((column) => column.header));
    const at = (row: number, name: string) => (cells[row] as string[])[header.indexOf(name)];
    deals.forEach((deal, index) => {
      const row = index + 1;
      expect(at(row, 'Registration Number')).toBe(String(deal.id));
      expect(at(row, 'Partner First Name')).toBe(deal.partnerFirstName);
      expect(at(row, 'Customer Company')).toBe(deal.customerCompany);
      expect(at(row, 'Decision Maker Country Code')).toBe('+44');
      expect(at(row, 'Decision Maker Phone Number')).toBe('0123456');
      expect(at(row, 'Existing Customer')).toBe(index % 2 === 0 ? 'Yes' : 'No');
      expect(at(row, 'MDF Funding')).toBe(String(-index * 250));
      const created = new Date(deal.createdAt as string);
      const day = `${created.getFullYear()}-${String(created.getMonth() + 1).padStart(2, '0')}-${String(created.getDate()).padStart(2, '0')}`;
      expect(at(row, 'Created At')).toMatch(new RegExp(`^${day} \\d{2}:\\d{2}`));
    });
    const types = valueTypes(fods('deals'));
    // Registration Number, Partner ID, Years and MDF Funding of every deal; Created At of every deal.
    expect(types.float).toBe(deals.length * 4);
    expect(types.date).toBe(deals.length);
  });
});
