import type { KyInstance } from 'ky';
import { yieldToEventLoop } from '../../platform/yieldToEventLoop.js';
import { jsonReader, type JsonReader } from './jsonReader.js';

/**
 * The two ways a request leaves the client: ky over fetch for everything, and XMLHttpRequest
 * for uploads in browsers (fetch reports upload progress only by streaming the body, which
 * Chromium allows over HTTP/2 alone). Both only move bytes: they resolve with whatever status
 * and body arrived and reject when none did. Time-outs, session rules and error mapping sit
 * once above them, in the HTTP client.
 */

export type HttpMethod = 'GET' | 'POST' | 'DELETE';

export interface Exchange {
  status: number;
  /** The body's text; empty when `json` took it. */
  text: string;
  /** A successful answer's body, parsed while it arrived, when `readJson` asked for that. */
  json?: JsonReader;
}

export interface SendInit {
  method: HttpMethod;
  url: string;
  headers: Record<string, string>;
  /** A JSON body (sent with a JSON content type). */
  json?: unknown;
  /** A multipart body (the browser sets the content type with its boundary). */
  form?: FormData;
  /** Aborts the exchange: the caller's signal combined with the time-out. */
  signal: AbortSignal;
  /** Bytes of the body sent so far; only the XMLHttpRequest transport reports it. */
  onProgress?: (loaded: number, total: number) => void;
  /** Bytes of the answer's body received so far, after each piece; `total` when the server gave an uncompressed length. */
  onReceive?: (loaded: number, total: number | undefined) => void;
  /**
   * Parse a successful (2xx) answer's body as JSON while it arrives, into `Exchange.json`, rather
   * than keeping its text: a long list is then never parsed in one task. Only the fetch transport does.
   */
  readJson?: boolean;
}

export type Send = (init: SendInit) => Promise<Exchange>;

/**
 * Sends with ky. Never retries: a retried approve or upload would act twice.
 *
 * ky (about 5 kB gzipped) is loaded by import(), so it is not in a consumer's first bundle: a
 * screen's first render needs none of it, only its first request. The import starts when the
 * client is made (an app makes it at start-up, before a screen mounts and asks for its data), so
 * by the first request it has usually arrived and no request waits for it in turn.
 */
export function kySend(fetchImpl?: typeof fetch): Send {
  const loading: Promise<KyInstance> = import('ky').then(({ default: ky }) =>
    ky.create({
      retry: 0,
      timeout: false, // the client runs one deadline over the whole exchange, body included
      throwHttpErrors: false,
      ...(fetchImpl ? { fetch: fetchImpl } : {}),
    }),
  );
  // A failed load is reported to the request that needs ky, not as an unhandled rejection now.
  loading.catch(() => undefined);
  return async ({ method, url, headers, json, form, signal, onReceive, readJson }) => {
    const client = await loading;
    const response = await client(url, {
      method,
      headers,
      signal,
      ...(json !== undefined ? { json } : {}),
      ...(form ? { body: form } : {}),
    });
    const { status } = response;
    if (readJson && status >= 200 && status <= 299) {
      const reader = jsonReader();
      await readBody(response, onReceive, reader.push);
      return { status, text: '', json: reader };
    }
    const parts: string[] = [];
    await readBody(response, onReceive, (text) => parts.push(text));
    return { status, text: parts.join('') };
  };
}

/**
 * The longest a body is read without a pause for input and paint, ms. Pieces that are already
 * there are read one after another within one task; a body of 100,000 deals (131 MB) held the
 * page for 30-60 ms at a time while it arrived (docs/performance.md).
 */
const READ_SLICE_MS = 8;

/**
 * The most of a piece's text handed on at once, characters. Chromium hands a fast body over in
 * pieces of 2 MB, which took 27 ms to parse at the median and up to 80 (docs/performance.md);
 * 256 K takes a few ms.
 */
const TAKE_CHARS = 256 * 1024;

/**
 * Reads a body piece by piece into `take`, reporting each: the client's time-out then watches for
 * a body that stops arriving rather than one that is merely large. Content-Length counts the
 * encoded bytes, so a compressed answer has no total. After `READ_SLICE_MS` of reading (and of
 * what `take` does with the pieces) it lets the browser handle input and paint before the next piece.
 */
async function readBody(response: Response, onReceive: SendInit['onReceive'], take: (text: string) => void): Promise<void> {
  const reader = response.body?.getReader();
  if (!reader || !onReceive) {
    take(await response.text());
    return;
  }
  const length = Number(response.headers.get('content-length'));
  const total = length > 0 && !response.headers.get('content-encoding') ? length : undefined;
  const decoder = new TextDecoder();
  let loaded = 0;
  let sliceStarted = performance.now();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    loaded += value.byteLength;
    const text = decoder.decode(value, { stream: true });
    for (let at = 0; at < text.length; at += TAKE_CHARS) {
      take(text.slice(at, at + TAKE_CHARS)); // a piece that fits is handed on as it is, not copied
      if (performance.now() - sliceStarted > READ_SLICE_MS) {
        await yieldToEventLoop();
        sliceStarted = performance.now();
      }
    }
    onReceive(loaded, total);
  }
  take(decoder.decode());
}

function abortReason(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('This operation was aborted', 'AbortError');
}

/** Sends with XMLHttpRequest, reporting upload progress from `xhr.upload.onprogress`. */
export const xhrSend: Send = ({ method, url, headers, json, form, signal, onProgress }) =>
  new Promise<Exchange>((resolve, reject) => {
    if (signal.aborted) {
      reject(abortReason(signal));
      return;
    }
    const xhr = new XMLHttpRequest();
    const onAbort = () => xhr.abort();
    const settle = (finish: () => void) => {
      signal.removeEventListener('abort', onAbort);
      finish();
    };
    xhr.open(method, url);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    if (json !== undefined) xhr.setRequestHeader('Content-Type', 'application/json');
    // The listener must exist before send(), or the browser never fires upload events.
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded, event.total);
    };
    xhr.onload = () => settle(() => resolve({ status: xhr.status, text: xhr.responseText }));
    xhr.onerror = () => settle(() => reject(new TypeError('Network request failed')));
    xhr.onabort = () => settle(() => reject(abortReason(signal)));
    signal.addEventListener('abort', onAbort, { once: true });
    xhr.send(json !== undefined ? JSON.stringify(json) : (form ?? null));
  });
