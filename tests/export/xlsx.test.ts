import ExcelJS from 'exceljs';
import fc from 'fast-check';
import { strFromU8, unzipSync } from 'fflate';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PartnerDeal } from '../../src/api/types.js';
import { dealExportColumns, partnerExportColumns, type ExportColumn } from '../../src/export/index.js';
import { columnLetters, crc32Update, sheetNameOf, xmlText } from '../../src/export/xlsx.js';
import { readWorkbook, sheetCells, xlsxBytes } from '../support/workbook.js';

interface Row {
  text: string;
  number: string;
  date: string;
}

const columns: ExportColumn<Row>[] = [
  { header: 'Text', value: (row) => row.text },
  { header: 'Number', value: (row) => row.number, type: 'number' },
  { header: 'Date', value: (row) => row.date, type: 'date' },
];

afterEach(() => {
  vi.restoreAllMocks();
});

/** A CRC-32 a byte at a time, straight from the definition (reflected, polynomial 0xEDB88320). */
function referenceCrc(data: Uint8Array): number {
  let crc = -1;
  for (const byte of data) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return ~crc >>> 0;
}

describe('writeXlsxInChunks', () => {
  it('writes a workbook another reader opens: bold frozen header, autofilter, sized columns, typed cells', async () => {
    const rows: Row[] = [
      { text: '+44', number: '-5', date: '2024-03-05T14:07:30' },
      { text: '=1+1', number: '1500', date: 'soon' },
      { text: 'Zoë 😀 東京', number: '0123', date: '' },
      { text: '', number: '', date: '2025-12-31T23:59:00' },
    ];
    const sheet = await readWorkbook(await xlsxBytes(rows, columns, { sheetName: 'Deals' }));
    expect(sheet.name).toBe('Deals');
    expect(sheet.getRow(1).values).toEqual([undefined, 'Text', 'Number', 'Date']);
    expect(sheet.getRow(1).getCell(1).font?.bold).toBe(true);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', xSplit: 0, ySplit: 1, topLeftCell: 'A2' });
    expect(sheet.autoFilter).toBe('A1:C5');
    expect(sheet.columns.map((column) => column.width)).toEqual([expect.any(Number), expect.any(Number), expect.any(Number)]);
    expect(sheet.getColumn(3).width).toBeGreaterThanOrEqual('yyyy-mm-dd hh:mm'.length);

    const cell = (address: string) => sheet.getCell(address);
    expect([cell('A2').type, cell('A2').value]).toEqual([ExcelJS.ValueType.String, '+44']);
    expect([cell('B2').type, cell('B2').value]).toEqual([ExcelJS.ValueType.Number, -5]);
    expect(cell('C2').type).toBe(ExcelJS.ValueType.Date);
    expect(cell('C2').numFmt).toBe('yyyy-mm-dd hh:mm');
    // exceljs reads a date cell's local wall-clock time as UTC.
    expect((cell('C2').value as Date).toISOString()).toBe('2024-03-05T14:07:30.000Z');
    expect([cell('A3').type, cell('A3').value, cell('A3').formula]).toEqual([ExcelJS.ValueType.String, '=1+1', undefined]);
    expect([cell('B3').type, cell('B3').value]).toEqual([ExcelJS.ValueType.Number, 1500]);
    expect([cell('C3').type, cell('C3').value]).toEqual([ExcelJS.ValueType.String, 'soon']);
    expect([cell('A4').value, cell('B4').type, cell('B4').value]).toEqual(['Zoë 😀 東京', ExcelJS.ValueType.String, '0123']);
    // Empty values are no cells at all.
    expect(sheetCells(sheet).map((c) => c.address)).toEqual(['A1', 'B1', 'C1', 'A2', 'B2', 'C2', 'A3', 'B3', 'C3', 'A4', 'B4', 'C5']);
  });

  it('reads back every deal column of 2,500 deals, shared and inline strings alike', async () => {
    const deals: PartnerDeal[] = Array.from({ length: 2500 }, (_, i) => ({
      id: i + 1,
      partnerId: 7,
      partnerFirstName: i % 2 ? 'Ada' : 'Zoë',
      customerCompany: `Company ${i}, Ltd`,
      dmCountryCode: '+44',
      isExistingCustomer: i % 3 === 0,
      status: ['approved', 'rejected', 'new'][i % 3],
      descriptionCustomerNeeds: i % 10 ? `Needs #${i} <firewall> & "VPN"` : '',
      mdfFunding: i * 500,
      createdAt: new Date(Date.UTC(2025, 0, 1) + i * 3_600_000).toISOString(),
    }));
    const dealColumns = dealExportColumns('partner');
    const sheet = await readWorkbook(await xlsxBytes(deals, dealColumns, { sheetName: 'Deals' }));
    expect(sheet.rowCount).toBe(2501);
    expect(sheet.getRow(1).values).toEqual([undefined, ...dealColumns.map((column) => column.header)]);
    const header = dealColumns.map((column) => column.header);
    for (const index of [0, 1, 2, 9, 10, 2499]) {
      const row = sheet.getRow(index + 2);
      const deal = deals[index] as PartnerDeal;
      const value = (name: string) => row.getCell(header.indexOf(name) + 1).value;
      expect(value('Registration Number')).toBe(index + 1);
      expect(value('Partner First Name')).toBe(deal.partnerFirstName);
      expect(value('Customer Company')).toBe(`Company ${index}, Ltd`);
      expect(value('Decision Maker Country Code')).toBe('+44');
      expect(value('Existing Customer')).toBe(index % 3 === 0 ? 'Yes' : 'No');
      expect(value('Status')).toBe(['Approved', 'Rejected', 'Pending'][index % 3]);
      expect(value('Customer Needs Description')).toBe(index % 10 ? `Needs #${index} <firewall> & "VPN"` : null);
      expect(value('MDF Funding')).toBe(index * 500);
      expect(value('Created At')).toBeInstanceOf(Date);
    }
  });

  it('escapes what XML cannot hold and keeps white space, CR and escape-like text as written', async () => {
    const texts = ['a\u0001b\u000bc', ' padded ', 'line1\r\nline2', '_x0041_ stays', 'tab\there', '\uFFFE', '<&>"\''];
    const bytes = await xlsxBytes(
      texts.map((text) => ({ text, number: '', date: '' })),
      columns,
    );
    const files = unzipSync(bytes);
    const sheetXml = strFromU8(files['xl/worksheets/sheet1.xml'] as Uint8Array);
    expect(sheetXml).toContain('a_x0001_b_x000B_c');
    expect(sheetXml).toContain('<t xml:space="preserve"> padded </t>');
    expect(sheetXml).toContain('line1&#13;\nline2');
    expect(sheetXml).toContain('_x005F_x0041_ stays');
    expect(sheetXml).toContain('&lt;&amp;&gt;&quot;\'');
    // Well-formed: exceljs (sax) parses it, and the plain texts read back as written.
    const sheet = await readWorkbook(bytes);
    expect(sheet.getCell('A3').value).toBe(' padded ');
    expect(sheet.getCell('A4').value).toBe('line1\r\nline2');
    expect(sheet.getCell('A8').value).toBe('<&>"\'');
  });

  it('marks a text with white space at one end only to keep it, shared ("Acme " in every row) and inline (mostly distinct)', async () => {
    // Excel and LibreOffice trim a <t> without xml:space="preserve": 'Acme ' would read 'Acme'.
    const ends = ['Acme ', ' Acme', 'Acme\t', 'Acme\u00a0'];
    const shared = await xlsxBytes(
      ends.flatMap((text) => [text, text, text]).map((text) => ({ text, number: '', date: '' })),
      columns,
    );
    const strings = strFromU8(unzipSync(shared)['xl/sharedStrings.xml'] as Uint8Array);
    for (const text of ['Acme ', ' Acme', 'Acme\t', 'Acme\u00a0']) expect(strings).toContain(`<t xml:space="preserve">${text}</t>`);
    const inline = await xlsxBytes(
      Array.from({ length: 12 }, (_, i) => ({ text: `${ends[i % 4]!.replace('Acme', `Acme ${i}`)}`, number: '', date: '' })),
      columns,
    );
    const sheetXml = strFromU8(unzipSync(inline)['xl/worksheets/sheet1.xml'] as Uint8Array);
    expect(sheetXml).toContain('<is><t xml:space="preserve">Acme 0 </t></is>');
    expect(sheetXml).toContain('<is><t xml:space="preserve"> Acme 1</t></is>');
    expect(sheetXml).toContain('<is><t xml:space="preserve">Acme 2\t</t></is>');
    expect(sheetXml).toContain('<is><t xml:space="preserve">Acme 3\u00a0</t></is>');
    // Space inside a text needs no marking.
    const plain = await xlsxBytes([{ text: 'Acme Ltd', number: '', date: '' }], columns);
    expect(strFromU8(unzipSync(plain)['xl/worksheets/sheet1.xml'] as Uint8Array)).toContain('<is><t>Acme Ltd</t></is>');
  });

  it('writes the seven parts of a workbook, the same each time (jsdom has no Worker: compressed on this thread)', async () => {
    const rows = Array.from({ length: 300 }, (_, i) => ({ text: `t${i % 7}`, number: String(i), date: '' }));
    const a = unzipSync(await xlsxBytes(rows, columns, { compression: 'main' }));
    const b = unzipSync(await xlsxBytes(rows, columns));
    expect(Object.keys(a).sort()).toEqual([
      '[Content_Types].xml',
      '_rels/.rels',
      'xl/_rels/workbook.xml.rels',
      'xl/sharedStrings.xml',
      'xl/styles.xml',
      'xl/workbook.xml',
      'xl/worksheets/sheet1.xml',
    ]);
    for (const name of Object.keys(a)) expect(strFromU8(b[name] as Uint8Array)).toBe(strFromU8(a[name] as Uint8Array));
    // Repeated texts are shared strings; mostly distinct ones are inline.
    expect(strFromU8(a['xl/sharedStrings.xml'] as Uint8Array)).toContain('<si><t>t6</t></si>');
  });

  it('yields to the event loop between slices of rows', async () => {
    let now = 0;
    // Every look at the clock finds a slice's worth of time gone: slices end after 16 rows.
    vi.spyOn(performance, 'now').mockImplementation(() => (now += 20));
    const posted = vi.spyOn(MessagePort.prototype, 'postMessage');
    const rows = Array.from({ length: 100 }, (_, i) => ({ text: `r${i}`, number: String(i), date: '' }));
    const sheet = await readWorkbook(await xlsxBytes(rows, columns, { compression: 'main' }));
    expect(sheet.getCell('A101').value).toBe('r99');
    expect(posted.mock.calls.length).toBeGreaterThanOrEqual(Math.floor(100 / 16));
  });

  it('writes a sheet of the 18 partner columns with no rows but the header', async () => {
    const sheet = await readWorkbook(await xlsxBytes([], partnerExportColumns, { sheetName: 'Partners' }));
    expect(sheet.rowCount).toBe(1);
    expect(sheet.getRow(1).cellCount).toBe(18);
  });
});

describe('xlsx helpers', () => {
  it('computes ZIP CRC-32s', () => {
    expect(crc32Update(-1, new TextEncoder().encode('123456789')) ^ -1).toBe(0xcbf43926 | 0);
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 100 }), fc.uint8Array({ maxLength: 100 }), (a, b) => {
        const joined = new Uint8Array([...a, ...b]);
        expect(~crc32Update(crc32Update(-1, a), b) >>> 0).toBe(referenceCrc(joined));
      }),
    );
  });

  it('names columns A to Z, then AA', () => {
    expect([0, 25, 26, 35, 701, 702].map(columnLetters)).toEqual(['A', 'Z', 'AA', 'AJ', 'ZZ', 'AAA']);
  });

  it('makes sheet names Excel accepts', () => {
    expect(sheetNameOf('Export Partner Data: Jane [Doe] / Ltd?')).toBe('Export Partner Data Jane Doe Lt');
    expect(sheetNameOf("'Quoted'")).toBe('Quoted');
    expect(sheetNameOf('')).toBe('Sheet1');
    expect(sheetNameOf('History')).toBe('Sheet1');
    expect(sheetNameOf(undefined)).toBe('Sheet1');
  });

  it('escapes XML text', () => {
    expect(xmlText('plain')).toBe('plain');
    expect(xmlText('a & b < c > d "e"\r')).toBe('a &amp; b &lt; c &gt; d &quot;e&quot;&#13;');
    expect(xmlText('\u0000\u001f_x00AF_')).toBe('_x0000__x001F__x005F_x00AF_');
  });
});
