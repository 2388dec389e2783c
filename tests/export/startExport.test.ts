// startExport with rows read after the click (server mode, issue 34: every page of the filter read
// through the list's query): the print window opens in the click, before the rows come; the file
// holds every row read; no rows is 'No data to export', and the print window closes again.
import { describe, expect, it, vi } from 'vitest';
import type { Member } from '../../src/api/types.js';
import { ExportError, partnerExportColumns } from '../../src/export/index.js';
import { startExport } from '../../src/export/startExport.js';
import { defaultMessages } from '../../src/i18n/index.js';
import { captureDownloads } from '../support/downloads.js';

const options = { rows: [] as Member[], columns: partnerExportColumns, kind: 'partners' as const, messages: defaultMessages };

describe('startExport with rows read later', () => {
  const downloads = captureDownloads();

  it('writes every row the loader read', async () => {
    const rows: Member[] = [
      { id: 1, firstName: 'Ada', lastName: 'Byron' },
      { id: 2, firstName: 'Alan', lastName: 'Turing' },
    ];
    await startExport({ ...options, format: 'csv' }, async () => rows);
    const text = await downloads[0]!.text();
    expect(text).toContain('Ada');
    expect(text).toContain('Turing');
  });

  it("opens the print window in the click, and closes it when there is nothing to export", async () => {
    const popup = { close: vi.fn() } as unknown as Window;
    const open = vi.fn(() => popup);
    let release!: (rows: Member[]) => void;
    const exported = startExport({ ...options, format: 'pdf', window: { open } as unknown as NonNullable<Parameters<typeof startExport>[0]['window']> }, () => new Promise<Member[]>((resolve) => (release = resolve)));
    // Opened before the rows came.
    expect(open).toHaveBeenCalledTimes(1);
    release([]);
    const failure = await exported.then(
      () => null,
      (reason: unknown) => reason,
    );
    expect(failure).toBeInstanceOf(ExportError);
    expect((failure as ExportError).message).toBe(defaultMessages.export.noData);
    expect(popup.close).toHaveBeenCalled();
  });
});
