import { afterEach, beforeEach, vi } from 'vitest';

/**
 * Captures the files `downloadFile` saves (CSV and Excel exports) in jsdom: object URLs record
 * their Blob and link clicks do nothing. Call it inside a `describe`; it installs and removes the
 * stubs around each test and returns the list the blobs land in.
 *
 * @example
 * const blobs = captureDownloads();
 * // ... click Export, CSV ...
 * const csv = await blobs[0]!.text();
 */
export function captureDownloads(): Blob[] {
  const blobs: Blob[] = [];
  const urls = URL as unknown as Record<string, unknown>;
  beforeEach(() => {
    blobs.length = 0;
    Object.defineProperty(URL, 'createObjectURL', {
      configurable: true,
      value: (blob: Blob) => {
        blobs.push(blob);
        return `blob:test/${blobs.length}`;
      },
    });
    Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: () => {} });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.restoreAllMocks();
    delete urls.createObjectURL;
    delete urls.revokeObjectURL;
  });
  return blobs;
}
