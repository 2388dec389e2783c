/**
 * An Excel workbook (.xlsx, Office Open XML) of an export, written in the browser. It is loaded
 * by `import()` when a user picks it, so no screen carries it in its first bundle.
 *
 * The workbook has one sheet: a bold header row, frozen, with an autofilter; columns as wide as
 * their header and first 1,000 values need (8 to 60 characters); number columns' strict numbers
 * as numbers, date columns' ISO dates as dates formatted 'yyyy-mm-dd hh:mm', everything else as
 * string cells (shared, or inline for mostly distinct columns), which no spreadsheet runs as a
 * formula, so they hold the text as written.
 *
 * Speed: the sheet's markup is written as bytes (it is ASCII; texts go through TextEncoder only
 * from their first non-ASCII or special character) in slices of about EXPORT_SLICE_MS, yielding
 * between slices. fflate makes the ZIP (`Zip`); a worker deflates at level 1 (fflate's
 * AsyncDeflate) while the page builds the next rows, or, where no worker can start, the page
 * itself between slices (`ZipDeflate`).
 * Why not a workbook library: exceljs, SheetJS and write-excel-file build the whole sheet at
 * once, blocking the page, and weigh more than this module with fflate (docs/performance.md has
 * the measurements).
 */
import { AsyncDeflate, Zip, ZipDeflate, type AsyncFlateStreamHandler, type ZipInputFile } from 'fflate';
import type { ExportColumn } from './columns.js';
import { exportDate, isStrictNumber, type ExportDateReader } from './cells.js';
import { EXPORT_SLICE_MS, yieldToEventLoop } from './formats.js';

/** At most this many rows are written between two yields to the event loop. */
const SLICE_ROWS = 2000;
/** Rows between two looks at the clock inside a slice. */
const CLOCK_EVERY_ROWS = 16;
/** Rows read to size the columns. */
const WIDTH_SAMPLE_ROWS = 1000;
const MIN_WIDTH = 8;
const MAX_WIDTH = 60;

export interface XlsxOptions {
  /** The sheet's name; cut to Excel's 31 characters, without the characters Excel forbids. @default 'Sheet1' */
  sheetName?: string;
  /** Where to compress: 'worker' falls back to 'main' where no worker can start. @default 'worker' */
  compression?: XlsxCompression;
}

/** Receives the file in parts, in order. */
export type ByteWriter = (bytes: Uint8Array) => void;

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const MAIN_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PACKAGE_REL_NS = 'http://schemas.openxmlformats.org/package/2006/relationships';

const CONTENT_TYPES =
  XML_HEAD +
  '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
  '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
  '<Default Extension="xml" ContentType="application/xml"/>' +
  '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
  '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
  '<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>' +
  '<Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/>' +
  '</Types>';

const ROOT_RELS =
  XML_HEAD +
  `<Relationships xmlns="${PACKAGE_REL_NS}">` +
  '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/>' +
  '</Relationships>';

const WORKBOOK_RELS =
  XML_HEAD +
  `<Relationships xmlns="${PACKAGE_REL_NS}">` +
  '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/>' +
  '<Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/>' +
  '<Relationship Id="rId3" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/sharedStrings" Target="sharedStrings.xml"/>' +
  '</Relationships>';

/** Cell formats: 0 the default, 1 the bold header, 2 a date ('yyyy-mm-dd hh:mm'). */
const STYLE_HEADER = 1;
const STYLE_DATE = 2;
const DATE_FORMAT = 'yyyy-mm-dd hh:mm';
const STYLES =
  XML_HEAD +
  `<styleSheet xmlns="${MAIN_NS}">` +
  `<numFmts count="1"><numFmt numFmtId="164" formatCode="${DATE_FORMAT}"/></numFmts>` +
  '<fonts count="2"><font><sz val="11"/><name val="Calibri"/><family val="2"/></font>' +
  '<font><b/><sz val="11"/><name val="Calibri"/><family val="2"/></font></fonts>' +
  '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>' +
  '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
  '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
  '<cellXfs count="3">' +
  '<xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>' +
  '<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/>' +
  '<xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>' +
  '</cellXfs>' +
  '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>' +
  '</styleSheet>';

/** 'A', 'B', ..., 'Z', 'AA', ... for a 0-based column index. */
export function columnLetters(index: number): string {
  let letters = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  return letters;
}

/** Excel forbids []:*?/\ in sheet names, an apostrophe at either end, and more than 31 characters. */
export function sheetNameOf(name: string | undefined): string {
  const clean = (name ?? '')
    // eslint-disable-next-line no-control-regex -- control characters are what is removed
    .replace(/[[\]:*?/\\\u0000-\u001f]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 31)
    .replace(/^'+|'+$/g, '')
    .trim();
  return clean === '' || clean.toLowerCase() === 'history' ? 'Sheet1' : clean;
}

// Control characters are what these find (XML 1.0 cannot hold them).
// eslint-disable-next-line no-control-regex
const XML_SPECIAL = /[&<>"\r\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|_(?=x[0-9a-fA-F]{4}_)/;
// eslint-disable-next-line no-control-regex
const XML_SPECIALS = /[&<>"\r\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|_(?=x[0-9a-fA-F]{4}_)/g;
const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', '\r': '&#13;', _: '_x005F_' };

/**
 * Text for XML content and attributes: markup escaped, CR kept (&#13;), and characters XML cannot
 * hold (controls other than tab and LF, U+FFFE, U+FFFF) as Excel's _xHHHH_ escapes; a literal
 * '_x0041_' keeps its underscore escaped so that Excel does not decode it.
 */
export function xmlText(text: string): string {
  if (!XML_SPECIAL.test(text)) return text;
  return text.replace(XML_SPECIALS, (char) => XML_ESCAPES[char] ?? `_x${char.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}_`);
}

/** A growable byte buffer for markup: ASCII written byte by byte, other text through TextEncoder. */
class ByteBuffer {
  private buffer = new Uint8Array(1 << 20);
  length = 0;
  private readonly encoder = new TextEncoder();

  private reserve(bytes: number): Uint8Array {
    const needed = this.length + bytes;
    if (needed > this.buffer.length) {
      const grown = new Uint8Array(Math.max(needed, this.buffer.length * 2));
      grown.set(this.buffer.subarray(0, this.length));
      this.buffer = grown;
    }
    return this.buffer;
  }

  /** Text known to be ASCII (markup, numbers, cell references). */
  ascii(text: string): void {
    const buffer = this.reserve(text.length);
    let at = this.length;
    for (let i = 0; i < text.length; i++) buffer[at++] = text.charCodeAt(i);
    this.length = at;
  }

  /** Bytes made once (markup repeated in every cell). */
  bytes(bytes: Uint8Array): void {
    const buffer = this.reserve(bytes.length);
    let at = this.length;
    for (let i = 0; i < bytes.length; i++) buffer[at++] = bytes[i] as number;
    this.length = at;
  }

  /** A whole number ≥ 0 in decimal. */
  integer(value: number): void {
    const buffer = this.reserve(16);
    let digits = 1;
    for (let rest = value; rest >= 10; rest = Math.floor(rest / 10)) digits++;
    let at = this.length + digits;
    this.length = at;
    let rest = value;
    do {
      buffer[--at] = 48 + (rest % 10);
      rest = Math.floor(rest / 10);
    } while (rest > 0);
  }

  /** A copy of what was written since `start` (a few bytes, to repeat). */
  recent(start: number): Uint8Array {
    return this.buffer.slice(start, this.length);
  }

  /** Any text, as UTF-8. */
  text(text: string): void {
    const buffer = this.reserve(text.length * 3);
    this.length += this.encoder.encodeInto(text, buffer.subarray(this.length)).written;
  }

  /** Text as XML content (`xmlText`), UTF-8: plain ASCII byte by byte, the rest from the first other character through `xmlText`. */
  xml(text: string): void {
    const buffer = this.reserve(text.length);
    let at = this.length;
    for (let i = 0; i < text.length; i++) {
      const code = text.charCodeAt(i);
      // Printable ASCII but & < > and _ (which may start an _xHHHH_ escape), or tab, or LF.
      if ((code >= 32 && code < 127 && code !== 38 && code !== 60 && code !== 62 && code !== 95) || code === 9 || code === 10) {
        buffer[at++] = code;
        continue;
      }
      this.length = at;
      this.text(xmlText(text.slice(i)));
      return;
    }
    this.length = at;
  }

  /** The bytes written so far, handed over; the buffer starts again empty. */
  take(): Uint8Array<ArrayBuffer> {
    const bytes = this.buffer.slice(0, this.length);
    this.length = 0;
    return bytes;
  }
}

const asciiBytes = (text: string) => Uint8Array.from(text, (char) => char.charCodeAt(0));

/** Whether this page may start workers from blob: URLs (a Content Security Policy may forbid it); asked once. */
let blobWorkers: Promise<boolean> | undefined;

/** How long a worker may take to start before the export compresses on this thread instead. */
const WORKER_START_MS = 2000;

function canStartBlobWorkers(): Promise<boolean> {
  blobWorkers ??= new Promise<boolean>((resolve) => {
    if (typeof Worker !== 'function' || typeof URL.createObjectURL !== 'function') {
      resolve(false);
      return;
    }
    let url: string | undefined;
    try {
      url = URL.createObjectURL(new Blob(['postMessage(0)'], { type: 'text/javascript' }));
      const worker = new Worker(url);
      const done = (ok: boolean) => {
        clearTimeout(timer);
        worker.terminate();
        URL.revokeObjectURL(url as string);
        resolve(ok);
      };
      const timer = setTimeout(() => done(false), WORKER_START_MS);
      worker.onmessage = () => done(true);
      worker.onerror = (event) => {
        event.preventDefault();
        done(false);
      };
    } catch {
      if (url) URL.revokeObjectURL(url);
      resolve(false);
    }
  });
  return blobWorkers;
}

/** Where the large entries are compressed: in workers (fflate's own), or on this thread. */
export type XlsxCompression = 'worker' | 'main';

let crcTables: Int32Array | undefined;

/** The CRC-32 tables for eight bytes at a time ("slicing-by-8"), about twice as fast as a byte at a time. */
function crcTablesOf(): Int32Array {
  if (crcTables) return crcTables;
  const tables = new Int32Array(256 * 8);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    tables[n] = c;
  }
  for (let n = 0; n < 256; n++) {
    let c = tables[n] as number;
    for (let k = 1; k < 8; k++) {
      c = (tables[c & 255] as number) ^ (c >>> 8);
      tables[k * 256 + n] = c;
    }
  }
  return (crcTables = tables);
}

/** Continues a CRC-32 (ZIP's, start with -1 and invert at the end) over more bytes. */
export function crc32Update(crc: number, data: Uint8Array): number {
  const t = crcTablesOf();
  let c = crc;
  let i = 0;
  const end8 = data.length - 8;
  for (; i <= end8; i += 8) {
    const a = c ^ ((data[i] as number) | ((data[i + 1] as number) << 8) | ((data[i + 2] as number) << 16) | ((data[i + 3] as number) << 24));
    c =
      (t[1792 + (a & 255)] as number) ^
      (t[1536 + ((a >>> 8) & 255)] as number) ^
      (t[1280 + ((a >>> 16) & 255)] as number) ^
      (t[1024 + (a >>> 24)] as number) ^
      (t[768 + (data[i + 4] as number)] as number) ^
      (t[512 + (data[i + 5] as number)] as number) ^
      (t[256 + (data[i + 6] as number)] as number) ^
      (t[data[i + 7] as number] as number);
  }
  for (; i < data.length; i++) c = (t[(c ^ (data[i] as number)) & 255] as number) ^ (c >>> 8);
  return c;
}

/**
 * A ZIP entry deflated in a worker (fflate's AsyncDeflate), as fflate's AsyncZipDeflate does,
 * but with the CRC-32 taken eight bytes at a time (`crc32Update`): this thread builds the next
 * rows while the worker compresses.
 */
class WorkerDeflate implements ZipInputFile {
  readonly compression = 8;
  size = 0;
  crc = 0;
  ondata: AsyncFlateStreamHandler = () => {};
  private runningCrc = -1;
  private readonly stream: AsyncDeflate;

  constructor(readonly filename: string) {
    this.stream = new AsyncDeflate({ level: DEFLATE_LEVEL }, (error, data, final) => {
      if (error) this.ondata(error, new Uint8Array(0), true);
      else this.ondata(null, data as Uint8Array<ArrayBuffer>, final);
    });
  }

  /**
   * Resolves true once the worker answers, false after `timeoutMs`. Wait for it before building
   * rows: starting a worker takes tasks of this thread, which the slices of rows would hold off
   * (the worker then compressed nothing until the rows were done).
   */
  started(timeoutMs: number): Promise<boolean> {
    return new Promise((resolve) => {
      const timer = setTimeout(() => resolve(false), timeoutMs);
      this.stream.ondrain = () => {
        this.stream.ondrain = undefined;
        clearTimeout(timer);
        resolve(true);
      };
      this.stream.push(new Uint8Array(0), false);
    });
  }

  push(chunk: Uint8Array, final = false): void {
    this.runningCrc = crc32Update(this.runningCrc, chunk);
    this.size += chunk.length;
    if (final) this.crc = ~this.runningCrc >>> 0;
    this.stream.push(chunk, final);
  }

  terminate(): void {
    this.stream.terminate();
  }
}

type Entry = ZipInputFile & { push: (chunk: Uint8Array, final?: boolean) => void };

/**
 * Deflate level 1: the sheet's markup repeats so much that it still shrinks well, and level 1
 * deflates about twice as fast as level 6 (docs/performance.md).
 */
const DEFLATE_LEVEL = 1;

const TYPE_TEXT = 0;
const TYPE_NUMBER = 1;
const TYPE_DATE = 2;

/** A column as the writer uses it: how a row becomes text, what type it is, and its cell markup. */
interface SheetColumn<Row> {
  value: (row: Row) => string;
  type: number;
  /** '<c r="AB' */
  open: string;
  openBytes: Uint8Array;
  /**
   * Its texts are mostly distinct (names, e-mails, descriptions): they go into the cells
   * (inline strings), which is shorter than a shared string used once and spares the lookup.
   */
  inline: boolean;
}

/** A column whose sample has more distinct texts than this share writes inline strings. */
const INLINE_ABOVE = 0.5;

const TEXT_CELL = asciiBytes('" t="s"><v>');
const INLINE_CELL = asciiBytes('" t="inlineStr"><is><t>');
const INLINE_CELL_SPACED = asciiBytes('" t="inlineStr"><is><t xml:space="preserve">');
const INLINE_END = asciiBytes('</t></is></c>');
const NUMBER_CELL = asciiBytes('"><v>');
const DATE_CELL = asciiBytes(`" s="${STYLE_DATE}"><v>`);
const CELL_END = asciiBytes('</v></c>');
const ROW_START = asciiBytes('<row r="');
const ROW_OPEN_END = asciiBytes('">');
const ROW_END = asciiBytes('</row>');

/** Shared strings: each distinct text once, cells point at it by index. */
class SharedStrings {
  private readonly index = new Map<string, number>();
  readonly texts: string[] = [];
  /** Cells that use a shared string. */
  count = 0;

  add(text: string): number {
    this.count++;
    let at = this.index.get(text);
    if (at === undefined) {
      at = this.texts.length;
      this.index.set(text, at);
      this.texts.push(text);
    }
    return at;
  }
}

/** Excel trims white space at either end of a text unless told to keep it. */
function keepsSpace(text: string): boolean {
  const first = text.charCodeAt(0);
  const last = text.charCodeAt(text.length - 1);
  return first <= 32 || last <= 32 || first === 160 || last === 160;
}

/** Whether most of a text column's sample values differ (see SheetColumn.inline). */
function mostlyDistinct<Row>(value: (row: Row) => string, sample: readonly Row[]): boolean {
  const seen = new Set<string>();
  let texts = 0;
  for (const row of sample) {
    const text = value(row);
    if (text === '') continue;
    texts++;
    seen.add(text);
  }
  return texts > 0 && seen.size / texts > INLINE_ABOVE;
}

/** A column's width in characters from its header (bold, with the filter button) and sample texts. */
function columnWidth<Row>(header: string, column: SheetColumn<Row>, sample: readonly Row[], dateOf: ExportDateReader): number {
  let widest = header.length * 1.1 + 3;
  if (column.type === TYPE_DATE) widest = Math.max(widest, DATE_FORMAT.length + 1);
  for (const row of sample) {
    const text = column.value(row);
    if (column.type === TYPE_DATE && dateOf(text)) continue;
    // The longest line of a multi-line text.
    let line = 0;
    for (const part of text.split('\n')) line = Math.max(line, part.length);
    widest = Math.max(widest, line + 1);
  }
  return Math.round(Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, widest)) * 10) / 10;
}

/**
 * Writes rows as an .xlsx workbook, handing the file to `write` part by part and yielding to the
 * event loop between slices of rows, so 100,000 rows never freeze the page.
 *
 * @example
 * const parts: Blob[] = [];
 * await writeXlsxInChunks(rows, dealExportColumns('partner'), { sheetName: 'Deals' }, (bytes) => parts.push(new Blob([bytes])));
 * downloadFile(parts, 'deals_export_2026-01-09.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
 */
export async function writeXlsxInChunks<Row>(
  rows: readonly Row[],
  columns: readonly ExportColumn<Row>[],
  options: XlsxOptions,
  write: ByteWriter,
): Promise<void> {
  const sheetName = sheetNameOf(options.sheetName);
  const inWorker = options.compression !== 'main' && (await canStartBlobWorkers());
  const entries: WorkerDeflate[] = [];
  const entry = async (name: string): Promise<Entry> => {
    if (inWorker) {
      let file: WorkerDeflate | undefined;
      try {
        file = new WorkerDeflate(name);
      } catch {
        // fflate's worker refused after all: compress here.
      }
      if (file) {
        entries.push(file);
        if (await file.started(WORKER_START_MS)) return file;
      }
    }
    return new ZipDeflate(name, { level: DEFLATE_LEVEL });
  };
  try {
    await writeWorkbook(rows, columns, sheetName, entry, write);
  } finally {
    for (const file of entries) file.terminate();
  }
}

/** The writer's columns, their texts inline when mostly distinct in the sample (or always: `allInline`). */
function sheetColumnsOf<Row>(columns: readonly ExportColumn<Row>[], sample: readonly Row[], allInline: boolean): SheetColumn<Row>[] {
  return columns.map((column, k) => ({
    value: column.value,
    type: column.type === 'number' ? TYPE_NUMBER : column.type === 'date' ? TYPE_DATE : TYPE_TEXT,
    open: `<c r="${columnLetters(k)}`,
    openBytes: asciiBytes(`<c r="${columnLetters(k)}`),
    inline: allInline || mostlyDistinct(column.value, sample),
  }));
}

/** workbook.xml: the one sheet, and the autofilter's range under Excel's hidden name. */
function workbookXml(sheetName: string, lastColumn: string, lastRow: number): string {
  const quotedSheet = `'${sheetName.replace(/'/g, "''")}'`;
  return (
    XML_HEAD +
    `<workbook xmlns="${MAIN_NS}" xmlns:r="${REL_NS}">` +
    '<bookViews><workbookView/></bookViews>' +
    `<sheets><sheet name="${xmlText(sheetName)}" sheetId="1" r:id="rId1"/></sheets>` +
    // Excel keeps an autofilter's range under this hidden name.
    `<definedNames><definedName name="_xlnm._FilterDatabase" localSheetId="0" hidden="1">${xmlText(quotedSheet)}!$A$1:$${lastColumn}$${lastRow}</definedName></definedNames>` +
    '</workbook>'
  );
}

/** The sheet's markup up to its first row: its range (when known before the rows), the frozen header, the columns' widths. */
function sheetHead<Row>(range: string | undefined, columns: readonly ExportColumn<Row>[], sheetColumns: readonly SheetColumn<Row>[], sample: readonly Row[], dateOf: ExportDateReader): string {
  return (
    XML_HEAD +
    `<worksheet xmlns="${MAIN_NS}" xmlns:r="${REL_NS}">` +
    (range ? `<dimension ref="${range}"/>` : '') +
    '<sheetViews><sheetView workbookViewId="0">' +
    '<pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/>' +
    '<selection pane="bottomLeft" activeCell="A2" sqref="A2"/>' +
    '</sheetView></sheetViews>' +
    '<sheetFormatPr defaultRowHeight="15"/>' +
    (columns.length > 0
      ? `<cols>${sheetColumns
          .map((column, k) => `<col min="${k + 1}" max="${k + 1}" width="${columnWidth((columns[k] as ExportColumn<Row>).header, column, sample, dateOf)}" customWidth="1"/>`)
          .join('')}</cols>`
      : '') +
    '<sheetData><row r="1">'
  );
}

/** One row of cells: strict numbers of number columns as numbers, dates as dates, the rest as string cells (shared or inline). */
function writeRow<Row>(out: ByteBuffer, sheetColumns: readonly SheetColumn<Row>[], row: Row, rowNumber: number, strings: SharedStrings, dateOf: ExportDateReader): void {
  out.bytes(ROW_START);
  const digitsStart = out.length;
  out.integer(rowNumber);
  const rowDigits = out.recent(digitsStart);
  out.bytes(ROW_OPEN_END);
  for (const column of sheetColumns) {
    const text = column.value(row);
    if (text === '') continue;
    if (column.type === TYPE_NUMBER && isStrictNumber(text)) {
      out.bytes(column.openBytes);
      out.bytes(rowDigits);
      out.bytes(NUMBER_CELL);
      out.ascii(text);
      out.bytes(CELL_END);
      continue;
    }
    const date = column.type === TYPE_DATE ? dateOf(text) : null;
    out.bytes(column.openBytes);
    out.bytes(rowDigits);
    if (date && !Number.isNaN(date.serial)) {
      out.bytes(DATE_CELL);
      out.ascii(String(date.serial));
    } else if (column.inline) {
      out.bytes(keepsSpace(text) ? INLINE_CELL_SPACED : INLINE_CELL);
      out.xml(text);
      out.bytes(INLINE_END);
      continue;
    } else {
      out.bytes(TEXT_CELL);
      out.integer(strings.add(text));
    }
    out.bytes(CELL_END);
  }
  out.bytes(ROW_END);
}

/** A small entry of fixed text, deflated at once. */
function addText(zip: Zip, name: string, text: string): void {
  const file = new ZipDeflate(name, { level: 6 });
  zip.add(file);
  file.push(new TextEncoder().encode(text), true);
}

async function writeWorkbook<Row>(
  rows: readonly Row[],
  columns: readonly ExportColumn<Row>[],
  sheetName: string,
  entry: (name: string) => Promise<Entry>,
  write: ByteWriter,
): Promise<void> {
  let failure: Error | null = null;
  let finish!: () => void;
  const finished = new Promise<void>((resolve) => (finish = resolve));
  const zip = new Zip((error, data, final) => {
    if (error) {
      failure = error;
      finish();
      return;
    }
    if (data.length > 0) write(data);
    if (final) finish();
  });
  const check = () => {
    if (failure) throw failure;
  };

  const sample = rows.slice(0, WIDTH_SAMPLE_ROWS);
  const sheetColumns = sheetColumnsOf(columns, sample, false);
  const lastColumn = columnLetters(Math.max(0, columns.length - 1));
  const range = `A1:${lastColumn}${rows.length + 1}`;

  addText(zip, '[Content_Types].xml', CONTENT_TYPES);
  addText(zip, '_rels/.rels', ROOT_RELS);
  addText(zip, 'xl/workbook.xml', workbookXml(sheetName, lastColumn, rows.length + 1));
  addText(zip, 'xl/_rels/workbook.xml.rels', WORKBOOK_RELS);
  addText(zip, 'xl/styles.xml', STYLES);

  const strings = new SharedStrings();
  const out = new ByteBuffer();
  const sheet = await entry('xl/worksheets/sheet1.xml');
  zip.add(sheet);
  const flush = (file: Entry, final: boolean) => {
    file.push(out.take(), final);
    check();
  };

  out.ascii(sheetHead(range, columns, sheetColumns, sample, exportDate));
  sheetColumns.forEach((column, k) => {
    out.ascii(`${column.open}1" s="${STYLE_HEADER}" t="s"><v>${strings.add((columns[k] as ExportColumn<Row>).header)}</v></c>`);
  });
  out.ascii('</row>');

  let i = 0;
  while (i < rows.length) {
    const sliceStart = performance.now();
    const end = Math.min(rows.length, i + SLICE_ROWS);
    for (let n = 1; i < end; i++, n++) {
      writeRow(out, sheetColumns, rows[i] as Row, i + 2, strings, exportDate);
      if (n % CLOCK_EVERY_ROWS === 0 && performance.now() - sliceStart >= EXPORT_SLICE_MS) {
        i++;
        break;
      }
    }
    if (i < rows.length) {
      flush(sheet, false);
      await yieldToEventLoop();
    }
  }
  out.ascii(`</sheetData><autoFilter ref="${range}"/></worksheet>`);
  flush(sheet, true);
  await yieldToEventLoop();

  const shared = await entry('xl/sharedStrings.xml');
  zip.add(shared);
  out.ascii(XML_HEAD + `<sst xmlns="${MAIN_NS}" count="${strings.count}" uniqueCount="${strings.texts.length}">`);
  const texts = strings.texts;
  let s = 0;
  while (s < texts.length) {
    const sliceStart = performance.now();
    for (let n = 1; s < texts.length; s++, n++) {
      const text = texts[s] as string;
      out.ascii(keepsSpace(text) ? '<si><t xml:space="preserve">' : '<si><t>');
      out.xml(text);
      out.ascii('</t></si>');
      if (n % 256 === 0 && performance.now() - sliceStart >= EXPORT_SLICE_MS) {
        s++;
        break;
      }
    }
    if (s < texts.length) {
      flush(shared, false);
      await yieldToEventLoop();
    }
  }
  out.ascii('</sst>');
  flush(shared, true);
  zip.end();
  await finished;
  check();
}

export interface XlsxStreamOptions {
  /** The sheet's name (`sheetNameOf`). @default 'Sheet1' */
  sheetName?: string | undefined;
  /** How a date column's values are read. @default exportDate (this runtime's local time) */
  dateOf?: ExportDateReader | undefined;
}

/**
 * The same workbook written from rows that arrive in batches (a server reading a list of any
 * length from its database), as the parts of the file: each batch's rows are written and deflated
 * before the next batch is asked for, so a reader that stops reading stops the batches, and the
 * writer holds a batch's markup at a time. Unlike `writeXlsxInChunks` every text is an inline
 * string (a shared-strings table would grow with the list) and the columns' widths come from the
 * first batch; the cells are the same (`writeRow`): text as string cells, which no spreadsheet
 * runs as a formula, white space at either end kept.
 *
 * @example
 * return reply.send(Readable.from(streamXlsx(db.lists.batches(name, request), dealExportColumns('partner'), { sheetName: 'Partner Deals' })));
 */
export async function* streamXlsx<Row>(batches: AsyncIterable<readonly Row[]>, columns: readonly ExportColumn<Row>[], options: XlsxStreamOptions = {}): AsyncGenerator<Uint8Array> {
  const dateOf = options.dateOf ?? exportDate;
  const parts: Uint8Array[] = [];
  let failure: Error | null = null;
  const zip = new Zip((error, data) => {
    if (error) failure = error;
    else if (data.length > 0) parts.push(data);
  });
  /** What the ZIP has written since last asked. */
  const written = () => {
    if (failure) throw failure;
    return parts.splice(0);
  };
  const lastColumn = columnLetters(Math.max(0, columns.length - 1));
  addText(zip, '[Content_Types].xml', CONTENT_TYPES);
  addText(zip, '_rels/.rels', ROOT_RELS);
  const sheet = new ZipDeflate('xl/worksheets/sheet1.xml', { level: DEFLATE_LEVEL });
  zip.add(sheet);
  const strings = new SharedStrings();
  const out = new ByteBuffer();
  let sheetColumns: SheetColumn<Row>[] | undefined;
  const start = (sample: readonly Row[]) => {
    const made = sheetColumnsOf(columns, sample, true);
    out.ascii(sheetHead(undefined, columns, made, sample, dateOf));
    columns.forEach((column, k) => {
      out.ascii(`${(made[k] as SheetColumn<Row>).open}1" s="${STYLE_HEADER}" t="inlineStr"><is><t>`);
      out.xml(column.header);
      out.ascii('</t></is></c>');
    });
    out.ascii('</row>');
    return made;
  };
  let rowNumber = 1;
  for await (const batch of batches) {
    sheetColumns ??= start(batch.slice(0, WIDTH_SAMPLE_ROWS));
    for (const row of batch) writeRow(out, sheetColumns, row, ++rowNumber, strings, dateOf);
    sheet.push(out.take(), false);
    yield* written();
  }
  sheetColumns ??= start([]);
  out.ascii(`</sheetData><autoFilter ref="A1:${lastColumn}${rowNumber}"/></worksheet>`);
  sheet.push(out.take(), true);
  addText(zip, 'xl/workbook.xml', workbookXml(sheetNameOf(options.sheetName), lastColumn, rowNumber));
  addText(zip, 'xl/_rels/workbook.xml.rels', WORKBOOK_RELS);
  addText(zip, 'xl/styles.xml', STYLES);
  addText(zip, 'xl/sharedStrings.xml', XML_HEAD + `<sst xmlns="${MAIN_NS}" count="0" uniqueCount="0"></sst>`);
  zip.end();
  yield* written();
}
