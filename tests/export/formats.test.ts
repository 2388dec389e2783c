import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  EXPORT_SLICE_MS,
  dealExportColumns,
  neutraliseFormula,
  toCsv,
  csvSeparatorFor,
  toPrintHtml,
  toXls,
  writeCsvInChunks,
  writePrintHtmlInChunks,
  writeXlsInChunks,
} from '../../src/export/index.js';
import type { ExportColumn } from '../../src/export/index.js';

/** A strict RFC 4180 reader: CRLF record ends only, quotes only around whole fields. */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  let wasQuoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted) {
      if (char !== '"') field += char;
      else if (text[i + 1] === '"') {
        field += '"';
        i++;
      } else quoted = false;
    } else if (char === '"') {
      if (field !== '' || wasQuoted) throw new Error(`stray quote at ${i}`);
      quoted = wasQuoted = true;
    } else if (char === ',') {
      record.push(field);
      field = '';
      wasQuoted = false;
    } else if (char === '\r') {
      if (text[i + 1] !== '\n') throw new Error(`bare CR at ${i}`);
      record.push(field);
      records.push(record);
      record = [];
      field = '';
      wasQuoted = false;
      i++;
    } else if (char === '\n') {
      throw new Error(`bare LF at ${i}`);
    } else {
      if (wasQuoted) throw new Error(`text after closing quote at ${i}`);
      field += char;
    }
  }
  if (quoted) throw new Error('unterminated quoted field');
  if (field !== '' || record.length > 0) {
    record.push(field);
    records.push(record);
  }
  return records;
}

interface Row {
  a: string;
  b: string;
}

const columns: ExportColumn<Row>[] = [
  { header: 'First, "A"', value: (row) => row.a },
  { header: 'B', value: (row) => row.b },
];

const hostile = [
  '=2+3',
  '+1',
  '-5',
  '@SUM(A1:A2)',
  '\tTab',
  '\rCarriage',
  '=HYPERLINK("http://evil","x")',
  '<img src=x onerror=alert(1)>',
  '</td></tr></table><script>alert(1)</script>',
  'say "hi"',
  'a,b,c',
  'a;=1+1',
  'a\t=1+1',
  'line1\nline2',
  'line1\r\nline2',
  '😀 emoji 👩‍👩‍👧',
  'Crème brûlée à Zürich',
  '東京都 渋谷区 한국어',
  '&amp; &lt; ampersands',
  "it's",
  '',
  'plain',
];

/** What a CSV cell holds: the text with an apostrophe before each formula start (cells.test.ts checks the rule). */
const safe = neutraliseFormula;

const hostileRows: Row[] = hostile.map((a, i) => ({ a, b: hostile[hostile.length - 1 - i] as string }));

const parseHtml = (html: string) => new DOMParser().parseFromString(html, 'text/html');
const tagNames = (doc: Document) => new Set([...doc.querySelectorAll('*')].map((element) => element.tagName.toLowerCase()));

afterEach(() => {
  vi.restoreAllMocks();
});

describe('toCsv', () => {
  it('starts with a BOM and ends every record with CRLF', () => {
    const csv = toCsv([{ a: 'x', b: 'y' }], columns);
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(csv.slice(1)).toBe('"First, ""A""",B\r\nx,y\r\n');
    expect(Array.from(new TextEncoder().encode(csv).slice(0, 3))).toEqual([0xef, 0xbb, 0xbf]);
  });

  it('reads back every hostile value, with formulas neutralised', () => {
    const records = parseCsv(toCsv(hostileRows, columns).slice(1));
    expect(records[0]).toEqual(['First, "A"', 'B']);
    expect(records.slice(1)).toEqual(hostileRows.map((row) => [safe(row.a), safe(row.b)]));
    expect(records[1]).toEqual(["'=2+3", 'plain']);
    expect(records[3]?.[0]).toBe('-5');
    expect(records[hostile.indexOf('a;=1+1') + 1]?.[0]).toBe("a;'=1+1");
  });

  it('quotes every field that holds a comma, semicolon, tab, quote, CR or LF, and only those', () => {
    const texts = ['a,b', 'a;b', 'a\tb', 'say "hi"', 'a\rb', 'a\nb', 'plain', '-5'];
    const csv = toCsv(texts.map((a) => ({ a, b: '' })), columns);
    const quoted = ['"a,b"', '"a;b"', '"a\tb"', '"say ""hi"""', '"a\rb"', '"a\nb"', 'plain', '-5'];
    expect(csv.slice(1)).toBe(`"First, ""A""",B\r\n${quoted.map((field) => `${field},\r\n`).join('')}`);
  });


  it("writes ';' between the fields where asked, the headers and the quoting as with ','", () => {
    const csv = toCsv([{ a: 'x,1', b: 'y;2' }, { a: '=1+1', b: '-5' }], columns, ';');
    expect(csv.slice(1)).toBe('"First, ""A""";B\r\n"x,1";"y;2"\r\n\'=1+1;-5\r\n');
  });

  it('reads back arbitrary text', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ a: fc.string({ unit: 'binary' }), b: fc.string() }), { maxLength: 20 }), (rows) => {
        const records = parseCsv(toCsv(rows, columns).slice(1));
        expect(records.slice(1)).toEqual(rows.map((row) => [safe(row.a), safe(row.b)]));
      }),
      { numRuns: 300 },
    );
  });
});

describe('toXls', () => {
  it('is a table and nothing else, every text a text cell holding it as written', () => {
    const xls = toXls(hostileRows, columns);
    expect(xls).toContain('<meta charset="utf-8">');
    const doc = parseHtml(xls);
    const allowed = new Set(['html', 'head', 'meta', 'style', 'body', 'table', 'thead', 'tbody', 'tr', 'th', 'td']);
    expect([...tagNames(doc)].filter((tag) => !allowed.has(tag))).toEqual([]);
    expect([...doc.querySelectorAll('th')].map((th) => th.textContent)).toEqual(['First, "A"', 'B']);
    const cells = [...doc.querySelectorAll('tbody tr')].map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent));
    // The HTML parser turns CR and CRLF into LF inside text.
    const asParsed = (text: string) => text.replace(/\r\n?/g, '\n');
    expect(cells).toEqual(hostileRows.map((row) => [asParsed(row.a), asParsed(row.b)]));
    // Every cell has the text format through its class (LibreOffice ignores it on a bare td selector).
    expect([...doc.querySelectorAll('td, th')].every((cell) => cell.className === 't')).toBe(true);
    expect(doc.querySelector('style')?.textContent).toContain('.t{mso-number-format:"\\@";}');
  });

  it('writes strict numbers of number columns as numbers and dates of date columns as dates', () => {
    interface Typed {
      n: string;
      d: string;
    }
    const typed: ExportColumn<Typed>[] = [
      { header: 'N', value: (row) => row.n, type: 'number' },
      { header: 'D', value: (row) => row.d, type: 'date' },
    ];
    const rows: Typed[] = [
      { n: '-5', d: '2024-03-05T14:07:30' },
      { n: '+44', d: 'soon' },
      { n: '0123', d: '=1+1' },
    ];
    const doc = parseHtml(toXls(rows, typed));
    const cells = [...doc.querySelectorAll('tbody td')].map((td) => [td.className, td.textContent]);
    expect(cells).toEqual([
      ['', '-5'],
      ['d', '2024-03-05 14:07'],
      ['t', '+44'],
      ['t', 'soon'],
      ['t', '0123'],
      ['t', '=1+1'],
    ]);
    expect(doc.querySelector('style')?.textContent).toContain('.d{mso-number-format:"yyyy\\-mm\\-dd\\ hh\\:mm";}');
  });


  it('escapes arbitrary text', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ a: fc.string(), b: fc.constantFrom('<b>', '</table>', '<!--', ']]>', '"\'') }), { maxLength: 10 }), (rows) => {
        const doc = parseHtml(toXls(rows, columns));
        expect(doc.querySelectorAll('td')).toHaveLength(rows.length * 2);
        expect(doc.querySelectorAll('b, script, img')).toHaveLength(0);
      }),
    );
  });
});

describe('toPrintHtml', () => {
  it('has one section per record, a total, a script-forbidding CSP and escaped values', () => {
    const html = toPrintHtml(hostileRows, columns, { title: 'Deals <script>' });
    const doc = parseHtml(html);
    const csp = doc.querySelector('meta[http-equiv="Content-Security-Policy"]');
    expect(csp?.getAttribute('content')).toBe("default-src 'none'; style-src 'unsafe-inline'");
    expect(doc.querySelectorAll('script, img, iframe, object, link, a')).toHaveLength(0);
    expect(doc.title).toBe('Deals <script>');
    expect(doc.querySelector('h1')?.textContent).toBe('Deals <script>');
    const sections = [...doc.querySelectorAll('section')];
    expect(sections).toHaveLength(hostileRows.length);
    expect([...sections[7]!.querySelectorAll('dd')].map((dd) => dd.textContent)).toEqual([hostile[7], 'line1\nline2']);
    expect([...sections[0]!.querySelectorAll('dt')].map((dt) => dt.textContent)).toEqual(['First, "A"', 'B']);
    expect(doc.querySelector('footer')?.textContent).toBe(`Total items: ${hostileRows.length}`);
    // Print values are for reading: no apostrophes added, empty values shown as '-'.
    expect(sections[0]!.querySelector('dd')?.textContent).toBe('=2+3');
    expect(sections[hostile.indexOf('')]!.querySelector('dd')?.textContent).toBe('-');
  });

  it('takes the footer text from the catalogue', () => {
    const doc = parseHtml(toPrintHtml([{ a: '1', b: '2' }], columns, { title: 'T', totalItems: 'Éléments : {count}' }));
    expect(doc.querySelector('footer')?.textContent).toBe('Éléments : 1');
  });
});

describe('chunked builders', () => {
  it('yield to the event loop between slices', async () => {
    const rows = Array.from({ length: 10 }, (_, i) => ({ a: `=${i}`, b: `<${i}>` }));
    const posted = vi.spyOn(MessagePort.prototype, 'postMessage');
    const writes: string[] = [];
    await writeCsvInChunks(rows, columns, (text) => void writes.push(text), 3);
    expect(writes.join('')).toBe(toCsv(rows, columns));
    expect(posted).toHaveBeenCalledTimes(3); // after rows 3, 6 and 9; none after the last slice
  });

  it('hand the same documents to a writer slice by slice, head with the first and tail with the last', async () => {
    const rows = Array.from({ length: 100 }, (_, i) => ({ a: `=${i}`, b: `<${i}>` }));
    const writes: string[] = [];
    await writeCsvInChunks(rows, columns, (text) => void writes.push(text), 40);
    expect(writes).toHaveLength(3); // 40 + 40 + 20 rows
    expect(writes.join('')).toBe(toCsv(rows, columns));
    const page: string[] = [];
    await writePrintHtmlInChunks(rows.slice(0, 3), columns, { title: 'x' }, (text) => void page.push(text));
    expect(page).toEqual([toPrintHtml(rows.slice(0, 3), columns, { title: 'x' })]);
    const empty: string[] = [];
    await writeXlsInChunks([], columns, (text) => void empty.push(text));
    expect(empty).toEqual([toXls([], columns)]);
  });

  it('end a slice early once it has run EXPORT_SLICE_MS, so slow rows never make a long task', async () => {
    const rows = Array.from({ length: 100 }, (_, i) => ({ a: String(i), b: 'x' }));
    // Every look at the clock finds another slice's worth of time gone: slices end at the first look (16 rows).
    let now = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => (now += EXPORT_SLICE_MS));
    const writes: string[] = [];
    await writeXlsInChunks(rows, columns, (text) => void writes.push(text), 1000);
    vi.restoreAllMocks();
    expect(writes).toHaveLength(Math.ceil(100 / 16));
    expect(writes.join('')).toBe(toXls(rows, columns));
  });

  it('export 100,000 deals with 36 columns', async () => {
    const deals = Array.from({ length: 100_000 }, (_, i) => ({ id: i, customerCompany: `Company ${i}, Ltd`, status: 'approved', isMultiYear: i % 2 === 0 }));
    const writes: string[] = [];
    await writeCsvInChunks(deals, dealExportColumns('partner'), (text) => void writes.push(text));
    const csv = writes.join('');
    const lines = csv.split('\r\n');
    expect(lines).toHaveLength(100_002); // header, 100,000 records, '' after the last CRLF
    expect(lines[100_000]).toContain('"Company 99999, Ltd"');
    expect(parseCsv(lines.slice(0, 3).join('\r\n').slice(1)).map((record) => record.length)).toEqual([36, 36, 36]);
  });
});

describe('csvSeparatorFor', () => {
  it.each([
    ['de-DE', ';'],
    ['de-AT', ';'],
    ['fr-FR', ';'],
    ['es-ES', ';'],
    ['it-IT', ';'],
    ['nl-NL', ';'],
    ['pt-BR', ';'],
    ['da-DK', ';'],
    ['en-US', ','],
    ['en-GB', ','],
    ['ja-JP', ','],
    ['de-CH', ','],
    [undefined, ','],
    ['not a locale', ','],
  ])("gives '%s' the separator its spreadsheets expect: %s", (locale, separator) => {
    expect(csvSeparatorFor(locale)).toBe(separator);
  });

  it('writes a file in chunks with the separator asked for', async () => {
    const rows = Array.from({ length: 7 }, (_, i) => ({ a: `a${i}`, b: `b;${i}` }));
    const writes: string[] = [];
    await writeCsvInChunks(rows, columns, (text) => void writes.push(text), 3, ';');
    expect(writes.join('')).toBe(toCsv(rows, columns, ';'));
    expect(writes.length).toBeGreaterThan(1);
  });
});
