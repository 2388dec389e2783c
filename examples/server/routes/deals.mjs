// Deals registered by partners and by distributors (SPEC 4 "Deal status"): any deal can be
// approved, rejected with a reason (which becomes its remark) or given a remark, at any time.
import { found, nonBlank, objectBody, parseId } from './common.mjs';

const PROGRAMMES = /** @type {const} */ ([
  { variant: 'partner', root: '/partner/admin/deals' },
  { variant: 'distributor', root: '/distributor/admin/deals' },
]);

const NOT_FOUND = 'Deal not found';

/** @param {import('fastify').FastifyRequest} request */
const idOf = (request) => parseId(/** @type {{ id: string }} */ (request.params).id, NOT_FOUND);

/**
 * @param {import('fastify').FastifyInstance} app
 * @param {{ db: import('../db.mjs').Database }} options
 */
export async function dealRoutes(app, { db }) {
  for (const { variant, root } of PROGRAMMES) {
    app.get(root, async () => db.deals.list(variant));
    app.get(`${root}/:id`, async (request) => found(await db.deals.get(variant, idOf(request)), NOT_FOUND));
    app.post(`${root}/:id/approve`, async (request) => found(await db.deals.approve(variant, idOf(request)), NOT_FOUND));
    app.post(`${root}/:id/reject`, { schema: { body: objectBody({ reason: nonBlank }) } }, async (request) => {
      const { reason } = /** @type {{ reason: string }} */ (request.body);
      return found(await db.deals.reject(variant, idOf(request), reason.trim()), NOT_FOUND);
    });
    app.post(`${root}/:id/remarks`, { schema: { body: objectBody({ remarks: nonBlank }) } }, async (request) => {
      const { remarks } = /** @type {{ remarks: string }} */ (request.body);
      return found(await db.deals.setRemarks(variant, idOf(request), remarks.trim()), NOT_FOUND);
    });
  }
}
