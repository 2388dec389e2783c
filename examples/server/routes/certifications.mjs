// Partner certification submissions (SPEC 4 "Certification status"): APPROVED, REJECTED with remarks,
// anything else pending.
import { found, nonBlank, objectBody, parseId } from './common.mjs';

const NOT_FOUND = 'Certification not found';

/** @param {import('fastify').FastifyRequest} request */
const idOf = (request) => parseId(/** @type {{ id: string }} */ (request.params).id, NOT_FOUND);

/**
 * @param {import('fastify').FastifyInstance} app
 * @param {{ db: import('../db.mjs').Database }} options
 */
export async function certificationRoutes(app, { db }) {
  app.get('/partner/admin/certifications', async () => db.certifications.list());
  app.get('/partner/admin/certifications/:id', async (request) => found(await db.certifications.get(idOf(request)), NOT_FOUND));
  app.post('/partner/admin/certifications/:id/approve', async (request) => found(await db.certifications.approve(idOf(request)), NOT_FOUND));
  app.post('/partner/admin/certifications/:id/reject', { schema: { body: objectBody({ remarks: nonBlank }) } }, async (request) => {
    const { remarks } = /** @type {{ remarks: string }} */ (request.body);
    return found(await db.certifications.reject(idOf(request), remarks.trim()), NOT_FOUND);
  });
}
