// Partners and distributors: the same calls under two roots (SPEC 7). Distributor removal uses
// DELETE /distributor/admin/distributors/{id}, mirroring the partner call (the spec leaves it open).
import { found, nonBlank, objectBody, parseId } from './common.mjs';

const PROGRAMMES = /** @type {const} */ ([
  { variant: 'partner', root: '/partner/admin/partners', dealsRoot: '/partner/admin/partner-deals', label: 'Partner' },
  { variant: 'distributor', root: '/distributor/admin/distributors', dealsRoot: '/distributor/admin/distributor-deals', label: 'Distributor' },
]);

/**
 * @param {import('fastify').FastifyInstance} app
 * @param {{ db: import('../db.mjs').Database }} options
 */
export async function memberRoutes(app, { db }) {
  for (const { variant, root, dealsRoot, label } of PROGRAMMES) {
    const notFound = `${label} not found`;
    /** @param {import('fastify').FastifyRequest} request */
    const idOf = (request) => parseId(/** @type {{ id: string }} */ (request.params).id, notFound);

    app.get(root, async () => db.members.list(variant));
    // Every sign-up request, pending ones and decided ones alike (the screen shows badges for the latter).
    app.get(`${root}/pending`, async () => db.members.listSignups(variant));
    app.get(`${root}/:id`, async (request) => found(await db.members.get(variant, idOf(request)), notFound));
    app.get(`${dealsRoot}/:id`, async (request) => {
      const id = idOf(request);
      found(await db.members.get(variant, id), notFound);
      return db.members.deals(variant, id);
    });
    app.post(`${root}/:id/approve`, async (request) => found(await db.members.approve(variant, idOf(request)), notFound));
    app.post(`${root}/:id/reject`, { schema: { body: objectBody({ reason: nonBlank }) } }, async (request) => {
      const { reason } = /** @type {{ reason: string }} */ (request.body);
      return found(await db.members.reject(variant, idOf(request), reason.trim()), notFound);
    });
    app.delete(`${root}/:id`, async (request) => {
      found(await db.members.remove(variant, idOf(request)), notFound);
      return { message: `${label} removed` };
    });
  }
}
