import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultMessages } from '../../src/i18n/index.js';
import {
  ExportError,
  OBJECT_URL_LIFETIME_MS,
  PRINT_DELAY_MS,
  certificationExportColumns,
  certificationPdfColumns,
  exportFileName,
  exportRows,
  partnerExportColumns,
  toCsv,
  toPrintHtml,
} from '../../src/export/index.js';
import type { ExportFormat, ExportOptions } from '../../src/export/index.js';
import type { Certification, Member } from '../../src/api/types.js';
import { readWorkbook } from '../support/workbook.js';

const partners: Member[] = [
  { id: 1, firstName: '=cmd|calc', lastName: 'Lee', isActive: true },
  { id: 2, firstName: 'Zoë', lastName: '<b>bold</b>', isActive: false },
];

const base = (format: ExportFormat, rows: readonly Member[] = partners): ExportOptions<Member> => ({
  format,
  rows,
  columns: partnerExportColumns,
  kind: 'partners',
  messages: defaultMessages,
  now: new Date(2024, 2, 5, 23, 30),
});

async function rejection(promise: Promise<unknown>): Promise<ExportError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ExportError);
  return error as ExportError;
}

/** A stand-in for the print window: the bits exportRows touches. */
function fakePopup() {
  const written: string[] = [];
  return {
    written,
    closed: false,
    document: { open: vi.fn(), write: vi.fn((html: string) => written.push(html)), close: vi.fn() },
    focus: vi.fn(),
    print: vi.fn(),
    close: vi.fn(),
  };
}

// jsdom has no object URLs; tests that need them define them, and they are removed afterwards.
const urlStatics = URL as unknown as Record<string, unknown>;
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  delete urlStatics.createObjectURL;
  delete urlStatics.revokeObjectURL;
});

describe('exportRows errors', () => {
  it.each<ExportFormat>(['csv', 'excel', 'xlsx', 'pdf'])('says there is no data to export for an empty %s list', async (format) => {
    const open = vi.spyOn(window, 'open');
    const error = await rejection(exportRows(base(format, [])));
    expect(error.message).toBe('No data to export');
    expect(error.reason).toBe('noData');
    expect(open).not.toHaveBeenCalled();
  });

  it('reports a blocked pop-up', async () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    const error = await rejection(exportRows(base('pdf')));
    expect(error.message).toBe('Pop-up blocked. Please allow pop-ups for PDF export.');
    expect(error.reason).toBe('popupBlocked');
  });

  it('reports a failed PDF and closes the half-written window', async () => {
    const popup = fakePopup();
    popup.document.write.mockImplementation(() => {
      throw new Error('boom');
    });
    vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    const error = await rejection(exportRows(base('pdf')));
    expect(error.message).toBe('Failed to export data to PDF. Please try again.');
    expect(popup.close).toHaveBeenCalled();
  });

  it.each([
    ['csv', 'Failed to export data to CSV. Please try again.'],
    ['excel', 'Failed to export data to Excel. Please try again.'],
    ['xlsx', 'Failed to export data to Excel. Please try again.'],
  ] as const)('reports a failed %s download', async (format, message) => {
    Object.defineProperty(URL, 'createObjectURL', {
      configurable: true,
      value: () => {
        throw new Error('quota');
      },
    });
    const error = await rejection(exportRows(base(format)));
    expect(error.message).toBe(message);
    expect(error.cause).toBeInstanceOf(Error);
  });

  it('uses the texts of the catalogue it is given', async () => {
    const messages = { export: { ...defaultMessages.export, noData: 'Rien à exporter' } };
    expect((await rejection(exportRows({ ...base('csv', []), messages }))).message).toBe('Rien à exporter');
  });
});

describe('exportRows downloads', () => {
  const created: Blob[] = [];
  let createObjectURL: ReturnType<typeof vi.fn>;
  let revokeObjectURL: ReturnType<typeof vi.fn>;

  beforeEach(() => {
    created.length = 0;
    createObjectURL = vi.fn((blob: Blob) => {
      created.push(blob);
      return `blob:test/${created.length}`;
    });
    revokeObjectURL = vi.fn();
    Object.defineProperty(URL, 'createObjectURL', { configurable: true, value: createObjectURL });
    Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: revokeObjectURL });
  });

  function captureClicks() {
    const clicks: { download: string; href: string; attached: boolean }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push({ download: this.download, href: this.href, attached: document.body.contains(this) });
    });
    return clicks;
  }

  it('downloads a CSV file named after the kind and today, then revokes its URL', async () => {
    vi.useFakeTimers();
    const clicks = captureClicks();
    const result = await exportRows(base('csv'));
    expect(result).toEqual({ format: 'csv', count: 2, fileName: 'partners_export_2024-03-05.csv' });
    expect(clicks).toEqual([{ download: 'partners_export_2024-03-05.csv', href: 'blob:test/1', attached: true }]);
    expect(document.querySelectorAll('a')).toHaveLength(0);
    expect(created[0]?.type).toBe('text/csv;charset=utf-8');
    const text = await created[0]!.text();
    expect(text.startsWith('ID,First Name,Last Name')).toBe(true); // Blob.text() drops the BOM while decoding
    expect(new Uint8Array(await created[0]!.arrayBuffer()).slice(0, 3).join()).toBe('239,187,191');
    expect(text).toContain("1,'=cmd|calc,Lee");
    expect(revokeObjectURL).not.toHaveBeenCalled();
    vi.advanceTimersByTime(OBJECT_URL_LIFETIME_MS);
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:test/1');
  });

  it('downloads an Excel-compatible .xls file', async () => {
    const clicks = captureClicks();
    const result = await exportRows({ ...base('excel'), kind: 'deals' });
    expect(result.fileName).toBe('deals_export_2024-03-05.xls');
    expect(clicks[0]?.download).toBe('deals_export_2024-03-05.xls');
    const doc = new DOMParser().parseFromString(await created[0]!.text(), 'text/html');
    expect(doc.querySelectorAll('tbody tr')).toHaveLength(2);
    expect(doc.querySelectorAll('b')).toHaveLength(0);
    expect(doc.querySelector('tbody tr:nth-child(2) td:nth-child(3)')?.textContent).toBe('<b>bold</b>');
  });

  it('builds a long file from the Blobs of its slices, byte for byte the whole document', async () => {
    captureClicks();
    const many: Member[] = Array.from({ length: 2500 }, (_, i) => ({ id: i, firstName: `Zoë ${i}`, lastName: i % 2 ? '=1+1' : 'Lee' }));
    await exportRows(base('csv', many));
    expect(created).toHaveLength(1);
    const bytes = new Uint8Array(await created[0]!.arrayBuffer());
    expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes)).toBe(toCsv(many, partnerExportColumns));
  });

  it('downloads an Excel workbook (.xlsx), its writer loaded on first use', async () => {
    const clicks = captureClicks();
    const result = await exportRows({ ...base('xlsx'), title: 'Partners' });
    expect(result).toEqual({ format: 'xlsx', count: 2, fileName: 'partners_export_2024-03-05.xlsx' });
    expect(clicks[0]?.download).toBe('partners_export_2024-03-05.xlsx');
    expect(created[0]?.type).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const sheet = await readWorkbook(new Uint8Array(await created[0]!.arrayBuffer()));
    expect(sheet.name).toBe('Partners');
    expect(sheet.getCell('A2').value).toBe(1);
    expect(sheet.getCell('B2').value).toBe('=cmd|calc');
    expect(sheet.getCell('C3').value).toBe('<b>bold</b>');
    expect(sheet.getCell('P2').value).toBe('Yes');
  });

  it('names distributor files distributors_export_{date}, and a given name with the extension of its format', async () => {
    captureClicks();
    expect((await exportRows({ ...base('csv'), kind: 'distributors' })).fileName).toBe('distributors_export_2024-03-05.csv');
    expect((await exportRows({ ...base('excel'), kind: 'distributors', fileName: 'distributor_kim-ng_2024-03-05' })).fileName).toBe(
      'distributor_kim-ng_2024-03-05.xls',
    );
  });


  it('names files with the local date', () => {
    expect(exportFileName('certifications', 'csv', new Date(2025, 0, 9, 0, 5))).toBe('certifications_export_2025-01-09.csv');
  });
});

describe('exportRows PDF', () => {
  it('opens the window at once, writes the page, and prints after 0.5 s', async () => {
    vi.useFakeTimers();
    const popup = fakePopup();
    const open = vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    const certifications: Certification[] = [{ id: 'C-9', name: 'Ada', status: 'APPROVED' }];
    const done = exportRows<Certification>({
      format: 'pdf',
      rows: certifications,
      columns: certificationExportColumns,
      pdfColumns: certificationPdfColumns,
      kind: 'certifications',
      messages: defaultMessages,
    });
    // Synchronously, inside the click: pop-up blockers allow only that.
    expect(open).toHaveBeenCalledWith('', '_blank');

    await vi.advanceTimersByTimeAsync(PRINT_DELAY_MS - 1);
    expect(popup.written).toHaveLength(1);
    expect(popup.print).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(popup.print).toHaveBeenCalledTimes(1);
    await expect(done).resolves.toEqual({ format: 'pdf', count: 1 });

    const doc = new DOMParser().parseFromString(popup.written[0]!, 'text/html');
    expect(doc.querySelector('h1')?.textContent).toBe('Certifications');
    expect(doc.querySelector('footer')?.textContent).toBe('Total items: 1');
    expect([...doc.querySelectorAll('dt')].map((dt) => dt.textContent)).not.toContain('ID');
    expect(doc.querySelectorAll('script')).toHaveLength(0);
  });

  it('writes a long page into the window slice by slice, the same page as a single write', async () => {
    // Real timers: the slices give way through posted messages, which fake timers do not run.
    const popup = fakePopup();
    vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    const many: Member[] = Array.from({ length: 2500 }, (_, i) => ({ id: i, firstName: `<P${i}>` }));
    const done = exportRows({ ...base('pdf', many), title: 'Partners' });
    await expect(done).resolves.toEqual({ format: 'pdf', count: 2500 });
    expect(popup.written.length).toBeGreaterThanOrEqual(3);
    expect(popup.written.join('')).toBe(
      toPrintHtml(many, partnerExportColumns, { title: 'Partners', totalItems: defaultMessages.export.totalItems }),
    );
    expect(popup.document.close).toHaveBeenCalledTimes(1);
    expect(popup.print).toHaveBeenCalledTimes(1);
  });

  it('does not print a window the user already closed', async () => {
    vi.useFakeTimers();
    const popup = fakePopup();
    vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    const done = exportRows({ ...base('pdf'), title: 'Distributors' });
    popup.closed = true;
    await vi.advanceTimersByTimeAsync(PRINT_DELAY_MS);
    await expect(done).resolves.toMatchObject({ count: 2 });
    expect(popup.print).not.toHaveBeenCalled();
    expect(popup.written[0]).toContain('<h1>Distributors</h1>');
  });
});
