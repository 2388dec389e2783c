import { createParser } from 'eventsource-parser';
import { formatMessage } from '../../i18n/messages.js';
import type { SubscribeOptions } from '../AdminApi.js';
import { ApiError, SessionExpiredError, TimeoutError, isAbortError } from '../errors.js';
import type { ChangedRecord, LiveEvent, RecordChange } from '../types.js';
import type { TokenSource } from './tokens.js';
import { parseJson, recordProblem, serverMessageOf } from './validate.js';

/**
 * The live events of a backend as Server-Sent Events read with fetch, so the bearer token travels
 * in the Authorization header as on every call (EventSource cannot send headers, and a token in
 * the URL would end up in access logs). The frames are parsed by eventsource-parser. The HTTP
 * client loads this module on the first subscription, so apps that never subscribe never ship it.
 * Reconnection is the client's own: after a drop it waits (1 s, then twice as long after each
 * failure, up to 30 s, each wait shortened by up to half at random so that the consoles of a
 * restarted server do not all come back at once), reconnects, and says 'resync'.
 */

/** How the live stream behaves; every field has a default. */
export interface LiveEventsOptions {
  /** With no byte from the server for this long (it sends a comment every 15 s), the stream counts as dropped. @default 45000 */
  idleTimeoutMs?: number;
  /** The wait before the first reconnection. @default 1000 */
  minRetryMs?: number;
  /** The longest wait between reconnections. @default 30000 */
  maxRetryMs?: number;
}

export interface LiveStreamConfig extends LiveEventsOptions {
  url: string;
  tokens: TokenSource;
  /** The time-out until the stream's answer starts. */
  connectTimeoutMs: number;
  messages: { expired: string; timedOut: string; apiError: string };
  fetch?: typeof fetch;
}

const DEFAULTS: Required<LiveEventsOptions> = { idleTimeoutMs: 45_000, minRetryMs: 1000, maxRetryMs: 30_000 };

const abortError = (signal: AbortSignal) => (isAbortError(signal.reason) ? signal.reason : new DOMException('This operation was aborted', 'AbortError'));

/** The timing options that are set: an `undefined` one keeps its default. */
const definedOptions = ({ idleTimeoutMs, minRetryMs, maxRetryMs }: LiveEventsOptions): LiveEventsOptions =>
  Object.fromEntries(Object.entries({ idleTimeoutMs, minRetryMs, maxRetryMs }).filter(([, value]) => typeof value === 'number'));

/** Answers that will not change by trying again: the address has no events (404, 405, 410), or the request is refused as such. */
const isFinal = (status: number) => status >= 400 && status < 500 && status !== 408 && status !== 429;

/** Waits `ms`, rejecting as soon as `signal` aborts. */
function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const onAbort = () => {
      clearTimeout(timer);
      reject(abortError(signal));
    };
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

/** A subscriber's own mistake must not end the stream: it is reported, and the stream goes on. */
function deliver(onEvent: (event: LiveEvent) => void, event: LiveEvent) {
  try {
    onEvent(event);
  } catch (error) {
    if (typeof globalThis.reportError === 'function') globalThis.reportError(error);
    else console.error(error);
  }
}

/** A 'change' frame's data as a LiveEvent, or null when it is not `{change: {id, ...}, record: {id, ...} | null}`. */
function changeEvent(data: string): LiveEvent | null {
  const parsed = parseJson(data)?.value as { change?: unknown; record?: unknown } | undefined;
  if (!parsed || typeof parsed !== 'object' || recordProblem(parsed.change) !== null) return null;
  const record = parsed.record ?? null;
  if (record !== null && recordProblem(record) !== null) return null;
  return { type: 'change', change: parsed.change as RecordChange, record: record as ChangedRecord | null };
}

/**
 * Reads one open stream until it ends, hands its events on, and throws when it stays silent
 * longer than `idleTimeoutMs` (a proxy that holds a dead connection open).
 */
async function readStream(body: ReadableStream<Uint8Array>, idleTimeoutMs: number, onEvent: (event: LiveEvent) => void, stall: AbortController) {
  const parser = createParser({
    onEvent: ({ event, data }) => {
      if (event === 'resync') deliver(onEvent, { type: 'resync' });
      if (event !== 'change') return;
      const change = changeEvent(data);
      if (change) deliver(onEvent, change);
    },
  });
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let watchdog = setTimeout(() => stall.abort(), idleTimeoutMs);
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      clearTimeout(watchdog);
      watchdog = setTimeout(() => stall.abort(), idleTimeoutMs);
      parser.feed(decoder.decode(value, { stream: true }));
    }
  } finally {
    clearTimeout(watchdog);
    reader.cancel().catch(() => {});
  }
}

/**
 * Opens the stream once: resolves with its body once the server answered 200 with an event
 * stream, throws `SessionExpiredError` on a 401 (the session ends), a final `ApiError` on other
 * refusals, and anything else (network, time-out, 5xx) for the caller to try again.
 */
async function connect(config: LiveStreamConfig, signal: AbortSignal): Promise<ReadableStream<Uint8Array>> {
  const token = await config.tokens.token();
  // The time-out covers the wait for the answer only: the stream itself stays open for hours.
  const deadline = new AbortController();
  const timer = setTimeout(() => deadline.abort(), config.connectTimeoutMs);
  const send = config.fetch ?? globalThis.fetch;
  let response: Response;
  try {
    response = await send(config.url, {
      headers: { Accept: 'text/event-stream', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      signal: AbortSignal.any([signal, deadline.signal]),
    });
  } catch (error) {
    if (signal.aborted) throw abortError(signal);
    throw deadline.signal.aborted ? new TimeoutError(config.messages.timedOut) : error;
  } finally {
    clearTimeout(timer);
  }
  if (response.status === 401) {
    await response.body?.cancel();
    config.tokens.expire();
    throw new SessionExpiredError(config.messages.expired);
  }
  const isStream = (response.headers.get('content-type') ?? '').startsWith('text/event-stream');
  if (response.ok && isStream && response.body) return response.body;
  const text = await response.text().catch(() => '');
  const serverMessage = serverMessageOf(text);
  const failure = new ApiError(serverMessage ?? formatMessage(config.messages.apiError, { status: response.status }), response.status, serverMessage);
  throw Object.assign(failure, { final: isFinal(response.status) || (response.ok && !isStream) });
}

/**
 * Subscribes until `signal` aborts (see `EventsApi.subscribe`): connects, reads, and after every
 * drop waits and connects again, saying 'resync' once it is back.
 */
export async function subscribeToLiveEvents(config: LiveStreamConfig, onEvent: (event: LiveEvent) => void, options: SubscribeOptions): Promise<void> {
  const { signal, onStatus } = options;
  const { idleTimeoutMs, minRetryMs, maxRetryMs } = { ...DEFAULTS, ...definedOptions(config) };
  // Attempts since the stream was last open: the wait before the next one doubles with each.
  let failures = 0;
  let first = true;
  onStatus?.('connecting');
  for (;;) {
    if (signal.aborted) throw abortError(signal);
    const stall = new AbortController();
    try {
      const body = await connect(config, AbortSignal.any([signal, stall.signal]));
      onStatus?.('open');
      // Whatever changed while no stream was open went unheard.
      if (!first) deliver(onEvent, { type: 'resync' });
      failures = 0;
      await readStream(body, idleTimeoutMs, onEvent, stall);
    } catch (error) {
      if (signal.aborted) throw abortError(signal);
      if (error instanceof SessionExpiredError || (error as { final?: boolean }).final === true) throw error;
    }
    first = false;
    failures += 1;
    onStatus?.('reconnecting');
    const longest = Math.min(maxRetryMs, minRetryMs * 2 ** (failures - 1));
    await pause(longest * (0.5 + Math.random() / 2), signal);
  }
}
