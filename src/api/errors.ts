/**
 * Which kind of failure an `ApiError` is, so a screen can say more than its headline:
 * - 'offline': the browser says it has no network (`navigator.onLine` is false);
 * - 'network': no answer, and the server does not answer a plain request either (it is down, the
 *   address is wrong, or the network failed), or the page cannot tell (same origin, no browser);
 * - 'cors': no answer for this request, yet the server answers a plain no-cors request: it most
 *   likely refused this page's origin (CORS). A browser hides the reason from the page; this is as
 *   far as the page can tell it;
 * - 'timeout': no answer within the time-out;
 * - 'unauthorized': the session ended (an expired token, or the server answered 401);
 * - 'notFound': a list's address answered 404, so the base URL or the paths are wrong;
 * - 'server': the server failed (5xx);
 * - 'http': any other non-OK answer (400, 403, 409, a record's 404, ...);
 * - 'malformed': the answer is not the data the API contract promises (not JSON, not a list, ...).
 */
export type ApiErrorKind = 'offline' | 'network' | 'cors' | 'timeout' | 'unauthorized' | 'notFound' | 'server' | 'http' | 'malformed';

/** Where a failed request went: what the HTTP client records on its errors. */
export interface ApiErrorRequest {
  /** e.g. 'GET'. */
  method: string;
  /** The address as sent: the base URL and the path, e.g. 'https://api.example.com/partner/admin/deals'. */
  url: string;
}

/** The kind a status means when nobody said otherwise: 0 no answer, 5xx the server failed, else another HTTP failure. */
const kindOfStatus = (status: number): ApiErrorKind => (status === 0 ? 'network' : status >= 500 ? 'server' : 'http');

/** A non-OK response. `message` is the server's `message` field, or 'API error: {status}'. */
export class ApiError extends Error {
  override readonly name: string = 'ApiError';
  /** Which kind of failure this is (see `ApiErrorKind`). @default from the status: 0 'network', 5xx 'server', else 'http' */
  readonly kind: ApiErrorKind;
  /** The request that failed, when the HTTP client sent it (errors of the in-memory API have none). */
  readonly request: ApiErrorRequest | undefined;
  constructor(
    message: string,
    /** The HTTP status, or 0 when no response arrived. */
    readonly status: number,
    /** The server's own message, when it sent one. */
    readonly serverMessage?: string,
    details: { kind?: ApiErrorKind; request?: ApiErrorRequest } = {},
  ) {
    super(message);
    this.kind = details.kind ?? kindOfStatus(status);
    this.request = details.request;
  }
}

/** The stored token expired, or the server answered 401: the session has been cleared. */
export class SessionExpiredError extends ApiError {
  override readonly name = 'SessionExpiredError';
  constructor(message: string, request?: ApiErrorRequest) {
    super(message, 401, undefined, { kind: 'unauthorized', request });
  }
}

/** No answer within the time-out. */
export class TimeoutError extends ApiError {
  override readonly name = 'TimeoutError';
  constructor(
    message: string,
    request?: ApiErrorRequest,
    /** The time-out that ran out, in ms. */
    readonly timeoutMs?: number,
  ) {
    super(message, 0, undefined, { kind: 'timeout', request });
  }
}

/** The server answered, but not with the shape the API contract promises (a list that is not an array, a record without an id). */
export class InvalidResponseError extends ApiError {
  override readonly name = 'InvalidResponseError';
  constructor(message: string, status = 200, request?: ApiErrorRequest) {
    super(message, status, undefined, { kind: 'malformed', request });
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
