/** A non-OK response. `message` is the server's `message` field, or 'API error: {status}'. */
export class ApiError extends Error {
  override readonly name: string = 'ApiError';
  constructor(
    message: string,
    /** The HTTP status, or 0 when no response arrived. */
    readonly status: number,
    /** The server's own message, when it sent one. */
    readonly serverMessage?: string,
  ) {
    super(message);
  }
}

/** The stored token expired, or the server answered 401: the session has been cleared. */
export class SessionExpiredError extends ApiError {
  override readonly name = 'SessionExpiredError';
  constructor(message: string) {
    super(message, 401);
  }
}

/** No answer within the time-out. */
export class TimeoutError extends ApiError {
  override readonly name = 'TimeoutError';
  constructor(message: string) {
    super(message, 0);
  }
}

/** The server answered, but not with the shape the API contract promises (a list that is not an array, a record without an id). */
export class InvalidResponseError extends ApiError {
  override readonly name = 'InvalidResponseError';
  constructor(message: string, status = 200) {
    super(message, status);
  }
}

/** True when the error comes from an aborted request (the user left the screen); such errors are never shown. */
export function isAbortError(error: unknown): boolean {
  // Not `instanceof Error`: a DOMException from another realm (jsdom's, an iframe's) is not one.
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';
}

/**
 * The text to show for a failed call: the server's message when it sent one, else the
 * screen's fallback text. Session and time-out errors keep their own texts.
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof SessionExpiredError || error instanceof TimeoutError) return error.message;
  if (error instanceof ApiError && error.serverMessage) return error.serverMessage;
  return fallback;
}
