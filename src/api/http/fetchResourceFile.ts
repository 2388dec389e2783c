import type { RequestOptions } from '../AdminApi.js';

/** A file address that answered with an error status (a resource's download). */
export class DownloadFailedError extends Error {
  override readonly name = 'DownloadFailedError';
  constructor(readonly status: number) {
    super(`Download failed with status ${status}`);
  }
}

/**
 * A resource's file as a Blob, fetched without credentials (the files are public under
 * unguessable names, and a token must never reach a file host). An error status rejects with
 * `DownloadFailedError`; a refused or failed fetch (another origin without CORS, offline) rejects
 * with fetch's own `TypeError`. What `AdminApi.resources.download` does when an API lacks it.
 *
 * @example const blob = await fetchResourceFile('https://files.example.com/deck.pdf', { signal });
 */
export async function fetchResourceFile(url: string, options: RequestOptions & { fetch?: typeof fetch } = {}): Promise<Blob> {
  const send = options.fetch ?? globalThis.fetch;
  const response = await send(url, { signal: options.signal, credentials: 'omit' });
  if (!response.ok) throw new DownloadFailedError(response.status);
  return response.blob();
}
