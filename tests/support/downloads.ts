import { afterEach, beforeEach, vi } from 'vitest';

/** The Blobs saved, in order, with the file name of each (`fileNames[i]` for `blobs[i]`). */
export type CapturedDownloads = Blob[] & { fileNames: string[] };

/**
 * Captures the files `downloadFile` saves (CSV and Excel exports) in jsdom: object URLs record
 * their Blob and link clicks record the file name and do nothing else. Call it inside a
 * `describe`; it installs and removes the stubs around each test and returns the list the blobs
 * land in.
 *
 * @example
 * const blobs = captureDownloads();
 * // ... click Export, CSV ...
 * const csv = await blobs[0]!.text();
 * expect(blobs.fileNames[0]).toMatch(/\.csv$/);
 */
export function captureDownloads(): CapturedDownloads {
  const blobs = Object.assign([] as Blob[], { fileNames: [] as string[] });
  const urls = URL as unknown as Record<string, unknown>;
  beforeEach(() => {
    blobs.length = 0;
    blobs.fileNames.length = 0;
    Object.defineProperty(URL, 'createObjectURL', {
      configurable: true,
      value: (blob: Blob) => {
        blobs.push(blob);
        return `blob:test/${blobs.length}`;
      },
    });
    Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: () => {} });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      blobs.fileNames.push(this.download);
    });
  });
  afterEach(() => {
    vi.restoreAllMocks();
    delete urls.createObjectURL;
    delete urls.revokeObjectURL;
  });
  return blobs;
}
