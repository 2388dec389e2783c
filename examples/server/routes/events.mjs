// GET /partner/admin/events: the changes to partners, distributors, deals and certifications, made
// on any instance, as Server-Sent Events, for the signed-in console to update its lists without
// loading them again. Behind the bearer check like every call: the client reads the stream with
// fetch and the Authorization header (EventSource cannot send one, and a token in the URL would
// land in access logs). Frames:
//   event: ready    data: {}                                   once, when the stream opens
//   event: change   id: <change id>   data: {change, record}   a committed change, its record as it is now (null when removed)
//   event: resync   data: {}                                   changes may have gone unheard: load again
//   : keep-alive                                               every 15 s, so proxies and idle time-outs keep the stream open
// The stream ends when the token expires (the client reconnects and meets the 401), when the client
// reads too slowly, and when the server shuts down.
import { bearerToken, verifyToken } from '../auth.mjs';
import { createChangeFeed } from '../changeFeed.mjs';

export const EVENTS_PATH = '/partner/admin/events';
/** How often a comment line keeps an idle stream alive (under the 60 s idle time-out of the server and of common proxies). */
export const HEARTBEAT_MS = 15_000;
/** A client that lets this much pile up unread is cut off; it reconnects and resyncs. */
const MAX_UNREAD_BYTES = 1024 * 1024;
/** setTimeout's longest wait. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * @param {import('fastify').FastifyInstance} app
 * @param {{ db: import('../db.mjs').Database, secret: Buffer }} options
 */
export async function eventRoutes(app, { db, secret }) {
  const feed = await createChangeFeed(db, app.log);
  /** @type {Set<() => void>} */
  const open = new Set();
  // Open streams would keep the server from closing: end them first (clients reconnect elsewhere).
  app.addHook('preClose', async () => {
    for (const end of open) end();
  });
  app.addHook('onClose', async () => feed.close());

  app.get(EVENTS_PATH, { compress: false }, (request, reply) => {
    const claims = verifyToken(bearerToken(request.headers.authorization) ?? '', secret);
    const expiresInMs = typeof claims?.exp === 'number' ? claims.exp * 1000 - Date.now() : 0;
    // The stream is written by hand from here on; the headers set so far (CORS, security) go with it.
    reply.hijack();
    const response = reply.raw;
    response.writeHead(200, {
      ...reply.getHeaders(),
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      // nginx buffers proxied answers unless told not to; compression would hold events back too.
      'x-accel-buffering': 'no',
    });
    const write = (/** @type {string} */ frame) => {
      if (response.writableLength > MAX_UNREAD_BYTES) end();
      else response.write(frame);
    };
    const unsubscribe = feed.subscribe({
      change: ({ change, record }) => write(`id: ${change.id}\nevent: change\ndata: ${JSON.stringify({ change, record })}\n\n`),
      resync: () => write('event: resync\ndata: {}\n\n'),
    });
    const heartbeat = setInterval(() => write(': keep-alive\n\n'), HEARTBEAT_MS);
    const expiry = setTimeout(() => end(), Math.min(Math.max(expiresInMs, 0), MAX_TIMER_MS));
    const stop = () => {
      open.delete(end);
      unsubscribe();
      clearInterval(heartbeat);
      clearTimeout(expiry);
    };
    const end = () => {
      stop();
      response.end();
    };
    open.add(end);
    response.on('close', stop);
    write('event: ready\ndata: {}\n\n');
  });
}
