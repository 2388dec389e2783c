// Deals registered by partners and by distributors (SPEC 4 "Deal status"): any deal can be
// approved, rejected with a reason or given a remark, at any time. The reason is kept apart from
// the remark (`rejectionReason`), so a rejection never replaces what someone typed; an approval
// clears it (the history keeps it). Every change is recorded (recordChanges.mjs).
import { createListCache } from '../listCache.mjs';
import { found, nonBlank, objectBody, parseId } from './common.mjs';
import { answerChange, historyRoutes, withVersionTag } from './recordChanges.mjs';

const NOT_FOUND = 'Deal not found';

const PROGRAMMES = /** @type {const} */ ([
  { variant: 'partner', kind: { area: 'partnerDeals', root: '/partner/admin/deals', noun: 'deal', notFound: NOT_FOUND } },
  { variant: 'distributor', kind: { area: 'distributorDeals', root: '/distributor/admin/deals', noun: 'deal', notFound: NOT_FOUND } },
]);

/**
 * A readable stream of any implementation (@fastify/compress answers with readable-stream's).
 * @param {unknown} payload
 * @returns {payload is import('node:stream').Readable}
 */
const isStream = (payload) => typeof (/** @type {{ pipe?: unknown }} */ (payload)?.pipe) === 'function';

/** @param {import('fastify').FastifyRequest} request */
const idOf = (request) => parseId(/** @type {{ id: string }} */ (request.params).id, NOT_FOUND);

/**
 * @param {import('fastify').FastifyInstance} app
 * @param {{ db: import('../db.mjs').Database }} options
 */
export async function dealRoutes(app, { db }) {
  const lists = createListCache();
  /** The version each list request's text was read at, for the hook that keeps its answer. @type {WeakMap<object, Promise<number>>} */
  const versions = new WeakMap();
  /** @param {string} variant @returns {import('fastify').onSendHookHandler} */
  const keepCompressed = (variant) =>
    async function keepCompressedList(request, reply, payload) {
      const version = versions.get(request);
      const encoding = reply.getHeader('content-encoding');
      const acceptEncoding = request.headers['accept-encoding'];
      if (!version || reply.statusCode !== 200 || typeof encoding !== 'string' || encoding === 'identity' || !acceptEncoding || !isStream(payload)) return payload;
      return lists.keep(variant, version, acceptEncoding, encoding, payload);
    };
  // Added to each list route's onSend hooks when it is declared, after @fastify/compress has added
  // its own (onRoute hooks run in the order they were added, the plugin's first), so the answer
  // arrives here compressed.
  app.addHook('onRoute', (route) => {
    const list = PROGRAMMES.find(({ kind }) => route.method === 'GET' && route.url === `${app.prefix}${kind.root}`);
    if (list) route.onSend = [...[route.onSend ?? []].flat(), keepCompressed(list.variant)];
  });
  for (const { variant, kind } of PROGRAMMES) {
    const { root } = kind;
    // The list as the database writes it, streamed: at 100,000 deals, reading rows into objects and
    // serialising them took most of the first visit (docs/performance.md, bench/back.mjs). Its
    // compressed answer is kept until the list changes (listCache.mjs).
    app.get(root, async (request, reply) => {
      reply.type('application/json; charset=utf-8');
      const kept = lists.get(variant, await db.deals.listVersion(variant), request.headers['accept-encoding']);
      if (kept) return reply.header('Vary', 'Accept-Encoding').header('Content-Encoding', kept.encoding).send(kept.body);
      const { body, version } = db.deals.listJson(variant);
      versions.set(request, version);
      return reply.send(body);
    });
    app.get(`${root}/:id`, async (request, reply) => withVersionTag(reply, found(await db.deals.get(variant, idOf(request)), NOT_FOUND)));
    app.post(`${root}/:id/approve`, async (request, reply) =>
      answerChange(request, reply, db, kind, { action: 'approve', set: { status: 'approved', rejectionReason: null } }),
    );
    app.post(`${root}/:id/reject`, { schema: { body: objectBody({ reason: nonBlank }) } }, async (request, reply) => {
      const reason = /** @type {{ reason: string }} */ (request.body).reason.trim();
      return answerChange(request, reply, db, kind, { action: 'reject', set: { status: 'rejected', rejectionReason: reason }, reason });
    });
    app.post(`${root}/:id/remarks`, { schema: { body: objectBody({ remarks: nonBlank }) } }, async (request, reply) => {
      const remarks = /** @type {{ remarks: string }} */ (request.body).remarks.trim();
      return answerChange(request, reply, db, kind, { action: 'remarks', set: { remarks }, reason: remarks });
    });
    historyRoutes(app, db, kind);
  }
}
