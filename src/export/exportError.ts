import type { ExportFormat } from './exportRows.js';

export type ExportErrorReason = 'noData' | 'popupBlocked' | 'tooMany' | 'failed';

/** An export that did not happen; `message` is the text to show. */
export class ExportError extends Error {
  override readonly name = 'ExportError';
  constructor(
    message: string,
    readonly reason: ExportErrorReason,
    readonly format: ExportFormat,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}
