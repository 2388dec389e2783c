// Partner certification submissions (SPEC 4 "Certification status"): APPROVED, REJECTED with remarks,
// anything else pending. Decisions are recorded (recordChanges.mjs).
import { found, nonBlank, objectBody, parseId } from './common.mjs';
import { answerChange, historyRoutes } from './recordChanges.mjs';

const NOT_FOUND = 'Certification not found';
/** @type {import('./recordChanges.mjs').RecordKind} */
const KIND = { area: 'certifications', root: '/partner/admin/certifications', noun: 'certification', notFound: NOT_FOUND };

/** @param {import('fastify').FastifyRequest} request */
const idOf = (request) => parseId(/** @type {{ id: string }} */ (request.params).id, NOT_FOUND);

/**
 * @param {import('fastify').FastifyInstance} app
 * @param {{ db: import('../db.mjs').Database }} options
 */
export async function certificationRoutes(app, { db }) {
  app.get(KIND.root, async () => db.certifications.list());
  app.get(`${KIND.root}/:id`, async (request, reply) => {
    const detail = found(await db.certifications.get(idOf(request)), NOT_FOUND);
    reply.header('ETag', `"${detail.certification.version}"`);
    return detail;
  });
  app.post(`${KIND.root}/:id/approve`, async (request, reply) => answerChange(request, reply, db, KIND, { action: 'approve', set: { status: 'APPROVED' } }));
  app.post(`${KIND.root}/:id/reject`, { schema: { body: objectBody({ remarks: nonBlank }) } }, async (request, reply) => {
    const remarks = /** @type {{ remarks: string }} */ (request.body).remarks.trim();
    return answerChange(request, reply, db, KIND, { action: 'reject', set: { status: 'REJECTED', remarks }, reason: remarks });
  });
  historyRoutes(app, db, KIND);
}
