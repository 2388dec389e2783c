import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import type { Member } from '../../src/api/types.js';
import { partnerExportColumns } from '../../src/export/index.js';
import { useExportAction } from '../../src/hooks/useExportAction.js';
import { MessagesProvider } from '../../src/i18n/index.js';
import { captureDownloads } from '../support/downloads.js';

const partners: Member[] = [
  { id: 1, firstName: 'Ada' },
  { id: 2, firstName: 'Bo' },
  { id: 3, firstName: 'Cy' },
];

const wrapper = ({ children }: { children: ReactNode }) => <MessagesProvider>{children}</MessagesProvider>;
const source = { rows: partners, columns: partnerExportColumns, kind: 'partners' as const };
const idsOf = async (blob: Blob) =>
  (await blob.text())
    .trim()
    .split(/\r\n/)
    .slice(1)
    .map((line) => line.split(',')[0]);

describe('useExportAction', () => {
  const blobs = captureDownloads();

  it("exports the source's rows, or the rows it is given (a selection)", async () => {
    const { result } = renderHook(() => useExportAction(source), { wrapper });
    await act(() => result.current.exportAs('csv'));
    await act(() => result.current.exportAs('csv', [partners[2] as Member, partners[0] as Member]));
    expect(await Promise.all(blobs.map(idsOf))).toEqual([
      ['1', '2', '3'],
      ['3', '1'],
    ]);
  });

  it("writes the CSV with the locale's separator, ';' in German, unless the source names one; the headers stay SPEC 7's", async () => {
    const inLocale = (locale: string) => ({ children }: { children: ReactNode }) => <MessagesProvider locale={locale}>{children}</MessagesProvider>;
    const german = renderHook(() => useExportAction(source), { wrapper: inLocale('de-DE') });
    await act(() => german.result.current.exportAs('csv'));
    const chosen = renderHook(() => useExportAction({ ...source, csvSeparator: ',' }), { wrapper: inLocale('de-DE') });
    await act(() => chosen.result.current.exportAs('csv'));
    const english = renderHook(() => useExportAction(source), { wrapper: inLocale('en-US') });
    await act(() => english.result.current.exportAs('csv'));
    const headers = await Promise.all(blobs.map(async (blob) => (await blob.text()).replace(/^\uFEFF/, '').split('\r\n')[0]!));
    const spec = partnerExportColumns.map((column) => column.header);
    expect(headers).toEqual([spec.join(';'), spec.join(','), spec.join(',')]);
  });

  it("says 'No data to export' for an empty selection", async () => {
    const { result } = renderHook(() => useExportAction(source), { wrapper });
    await act(() => result.current.exportAs('xlsx', []));
    expect(result.current.error).toBe('No data to export');
    expect(blobs).toHaveLength(0);
  });
});
