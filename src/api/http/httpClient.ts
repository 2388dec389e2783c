import { formatMessage, type Messages } from '../../i18n/messages.js';
import { ConflictError } from '../conflictError.js';
import { ApiError, InvalidResponseError, SessionExpiredError, TimeoutError, isAbortError, type ApiErrorKind, type ApiErrorRequest } from '../errors.js';
import type { TokenSource } from './tokens.js';
import type { DownloadProgress, UploadProgress } from '../types.js';
import { kySend, xhrSend, type Exchange, type HttpMethod, type Send } from './transport.js';
import { bodyChecks, conflictOf, listProblem, parseJson, recordProblem, serverMessageOf, type BodyCheckName } from './validate.js';

export interface HttpClientOptions {
  baseUrl: string;
  timeoutMs: number;
  tokens: TokenSource;
  messages: Messages['session'];
  fetch?: typeof fetch;
}

export interface CallOptions {
  signal?: AbortSignal | undefined;
  /** Headers of this call beyond the ones every call sends (e.g. If-Match). */
  headers?: Record<string, string>;
  json?: unknown;
  form?: FormData;
  /** Login: no token, no expiry check, and a 401 means wrong credentials rather than an expired session. */
  anonymous?: boolean;
  onProgress?: ((progress: UploadProgress) => void) | undefined;
  /** The answer's body as it arrives. */
  onDownloadProgress?: ((progress: DownloadProgress) => void) | undefined;
  /** Bytes reported as done when the transport gives no progress of its own. */
  sizeHint?: number;
}

/** Checks a parsed body; returns what is wrong with it, or null. */
export type BodyCheck = (value: unknown) => string | null;

export interface HttpClient {
  /** The API's base URL, without a trailing slash (for addresses the browser opens itself: an export's download). */
  readonly baseUrl: string;
  /** Sends a request and resolves when it succeeded; the body is ignored. */
  send(method: HttpMethod, path: string, options?: CallOptions): Promise<void>;
  /** Sends a request and resolves with its JSON body once `check` (one of `bodyChecks` by name, or a check of its own) accepts it. */
  receive<T>(method: HttpMethod, path: string, check: BodyCheckName | BodyCheck, options?: ReceiveOptions): Promise<T>;
  /**
   * GETs one of the API's lists, whose address holds no id that could be unknown: a 404 there
   * means the base URL or the path is wrong (`kind` 'notFound').
   */
  list<T>(path: string, options?: ReceiveOptions): Promise<T[]>;
  /**
   * Sends a write and resolves with the record its answer carries, or undefined when the answer
   * is not a record with an id (SPEC 7 leaves the answers of writes open, so nothing else is required).
   */
  write<T>(method: HttpMethod, path: string, options?: CallOptions): Promise<T | undefined>;
}

export type ReceiveOptions = CallOptions & { invalidMessage?: string };

const abortError = () => new DOMException('This operation was aborted', 'AbortError');

/** How long the reachability probe after a failed request may take, at most. */
const PROBE_MS = 5000;

/**
 * Why a request got no answer, as far as a page can tell. A browser reports a refused connection,
 * an unknown host and a CORS refusal alike (a TypeError, no status, the same resource timing
 * entry), and gives the reason only to the console. What a page can do: read `navigator.onLine`,
 * and send one plain request the browser does not check against CORS (HEAD to the server's
 * origin, mode 'no-cors', no credentials). If that one gets an (opaque) answer, the server is up
 * and the failed request was most likely refused for this page's origin; if it fails too, the
 * server cannot be reached. A request to the page's own origin is never a CORS matter, and outside
 * a browser there is no CORS, so neither is probed.
 */
async function noAnswerKind(url: string, send: typeof fetch | undefined, timeoutMs: number, caller: AbortSignal | undefined): Promise<ApiErrorKind> {
  if (globalThis.navigator?.onLine === false) return 'offline';
  const page = globalThis.location?.origin;
  let origin: string;
  try {
    origin = new URL(url, page).origin;
  } catch {
    return 'network';
  }
  if (!page || !send || origin === page) return 'network';
  const deadline = AbortSignal.timeout(Math.min(timeoutMs, PROBE_MS));
  try {
    await send(origin + '/', { method: 'HEAD', mode: 'no-cors', credentials: 'omit', cache: 'no-store', signal: caller ? AbortSignal.any([caller, deadline]) : deadline });
    return 'cors';
  } catch {
    if (caller?.aborted) throw isAbortError(caller.reason) ? caller.reason : abortError();
    return 'network';
  }
}

/**
 * The one place where the session, the bearer token, time-outs and error mapping meet every
 * request. Uploads take XMLHttpRequest in browsers
 * for progress, everything else goes through ky; both share the rules below.
 */
export function createHttpClient(options: HttpClientOptions): HttpClient {
  const { tokens, messages, timeoutMs } = options;
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const viaKy = kySend(options.fetch);
  // A host that injects its own fetch wants every request to go through it, uploads included.
  const viaUpload: Send = typeof XMLHttpRequest === 'function' && !options.fetch ? xhrSend : viaKy;

  /** What a failure records of its request, for the line that says which kind of failure it was. */
  const requestOf = (method: HttpMethod, path: string): ApiErrorRequest => ({ method, url: baseUrl + path });

  const expire = (request: ApiErrorRequest): SessionExpiredError => {
    tokens.expire();
    return new SessionExpiredError(messages.expired, request);
  };

  /** The Authorization header, after the token source's expiry check; throws when the token has expired. */
  const authorize = async (anonymous: boolean | undefined): Promise<Record<string, string>> => {
    if (anonymous) return {};
    const token = await tokens.token();
    return token ? { Authorization: `Bearer ${token}` } : {};
  };

  /**
   * Runs one exchange under the time-out and maps failures without a response. The time-out runs
   * until the answer starts and again from each piece of its body: a server that stops answering
   * times out, a large body still arriving is never cut.
   */
  const exchange = async (send: Send, method: HttpMethod, path: string, call: CallOptions, onBytes?: (loaded: number, total: number) => void) => {
    const caller = call.signal;
    if (caller?.aborted) throw isAbortError(caller.reason) ? caller.reason : abortError();
    const headers = { Accept: 'application/json', ...call.headers, ...(await authorize(call.anonymous)) };
    if (caller?.aborted) throw isAbortError(caller.reason) ? caller.reason : abortError();
    const deadline = new AbortController();
    let timer = setTimeout(() => deadline.abort(), timeoutMs);
    const onReceive = (loaded: number, total: number | undefined) => {
      clearTimeout(timer);
      timer = setTimeout(() => deadline.abort(), timeoutMs);
      call.onDownloadProgress?.({ loadedBytes: loaded, totalBytes: total });
    };
    const signal = caller ? AbortSignal.any([caller, deadline.signal]) : deadline.signal;
    const request = requestOf(method, path);
    try {
      return await send({ method, url: request.url, headers, json: call.json, form: call.form, signal, onProgress: onBytes, onReceive, readJson: true });
    } catch (error) {
      if (caller?.aborted) throw isAbortError(error) ? error : abortError();
      if (deadline.signal.aborted) throw new TimeoutError(messages.timedOut, request, timeoutMs);
      const kind = await noAnswerKind(request.url, options.fetch ?? globalThis.fetch, timeoutMs, caller);
      throw new ApiError(messages.networkError, 0, undefined, { kind, request });
    } finally {
      clearTimeout(timer);
    }
  };

  /**
   * Maps a non-2xx answer: 401 ends the session (except for login), a 409 that carries the record
   * as it is now is a `ConflictError`, others carry the server's message. A list's 404 means the
   * address is wrong (see `list`).
   */
  const failure = (response: Exchange, call: CallOptions, request: ApiErrorRequest, list: boolean): ApiError => {
    const { status } = response;
    if (status === 401 && !call.anonymous) return expire(request);
    const serverMessage = serverMessageOf(response.text);
    const message = serverMessage ?? formatMessage(messages.apiError, { status });
    const conflict = status === 409 ? conflictOf(response.text) : undefined;
    if (conflict) return new ConflictError(message, conflict.current, conflict.change, serverMessage, request);
    const kind = status === 404 && list ? 'notFound' : undefined;
    return new ApiError(message, status, serverMessage, { kind, request });
  };

  const perform = async (method: HttpMethod, path: string, call: CallOptions, list = false): Promise<Exchange> => {
    let last: UploadProgress | undefined;
    const report = (transferredBytes: number, totalBytes: number) => {
      last = { percent: totalBytes > 0 ? Math.min(1, transferredBytes / totalBytes) : 0, transferredBytes, totalBytes };
      call.onProgress?.(last);
    };
    const response = await exchange(call.form ? viaUpload : viaKy, method, path, call, call.form ? report : undefined);
    if (response.status < 200 || response.status > 299) throw failure(response, call, requestOf(method, path), list);
    // fetch gives no upload progress without request streaming: say at least that everything went.
    if (call.form && (!last || last.percent < 1)) {
      const total = last?.totalBytes || call.sizeHint || 0;
      call.onProgress?.({ percent: 1, transferredBytes: total, totalBytes: total });
    }
    return response;
  };

  const receive = async <T>(method: HttpMethod, path: string, check: BodyCheckName | BodyCheck, call: ReceiveOptions = {}, list = false): Promise<T> => {
    const response = await perform(method, path, call, list);
    const invalid = (problem: string) =>
      new InvalidResponseError(call.invalidMessage ?? `${messages.invalidResponse} (${method} ${path}: ${problem})`, response.status, requestOf(method, path));
    const parsed = bodyOf(response);
    if (!parsed) throw invalid('the body is not JSON');
    const problem = (typeof check === 'function' ? check : bodyChecks[check])(parsed.value);
    if (problem) throw invalid(problem);
    return parsed.value as T;
  };

  return {
    baseUrl,
    async send(method, path, call = {}) {
      await perform(method, path, call);
    },
    receive,
    list: (path, call) => receive('GET', path, listProblem, call, true),
    async write<T>(method: HttpMethod, path: string, call: CallOptions = {}) {
      const parsed = bodyOf(await perform(method, path, call));
      return parsed && recordProblem(parsed.value) === null ? (parsed.value as T) : undefined;
    },
  };
}

/** A successful answer's JSON: parsed while it arrived, or now from its text; undefined when it is not JSON. */
function bodyOf(response: Exchange): { value: unknown } | undefined {
  return response.json ? response.json.end() : parseJson(response.text);
}
