// Deals registered by partners and by distributors (SPEC 4 "Deal status"): any deal can be
// approved, rejected with a reason or given a remark, at any time. The reason is kept apart from
// the remark (`rejectionReason`), so a rejection never replaces what someone typed; an approval
// clears it (the history keeps it). Every change is recorded (recordChanges.mjs).
import { found, nonBlank, objectBody, parseId } from './common.mjs';
import { answerChange, historyRoutes, withVersionTag } from './recordChanges.mjs';

const NOT_FOUND = 'Deal not found';

const PROGRAMMES = /** @type {const} */ ([
  { variant: 'partner', kind: { area: 'partnerDeals', root: '/partner/admin/deals', noun: 'deal', notFound: NOT_FOUND } },
  { variant: 'distributor', kind: { area: 'distributorDeals', root: '/distributor/admin/deals', noun: 'deal', notFound: NOT_FOUND } },
]);

/** @param {import('fastify').FastifyRequest} request */
const idOf = (request) => parseId(/** @type {{ id: string }} */ (request.params).id, NOT_FOUND);

/**
 * @param {import('fastify').FastifyInstance} app
 * @param {{ db: import('../db.mjs').Database }} options
 */
export async function dealRoutes(app, { db }) {
  for (const { variant, kind } of PROGRAMMES) {
    const { root } = kind;
    // The list as the database writes it, streamed: at 100,000 deals, reading rows into objects and
    // serialising them took most of the first visit (docs/performance.md, bench/back.mjs).
    app.get(root, async (_request, reply) => reply.type('application/json; charset=utf-8').send(db.deals.listJson(variant)));
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
