// Partners and distributors: the same calls under two roots (SPEC 7). Distributor removal uses
// DELETE /distributor/admin/distributors/{id}, mirroring the partner call (the spec leaves it open).
// Sign-up decisions and removals are recorded (recordChanges.mjs); a removed member keeps its history.
import { found, nonBlank, objectBody, parseId } from './common.mjs';
import { answerChange, historyRoutes, withVersionTag } from './recordChanges.mjs';

const PROGRAMMES = /** @type {const} */ ([
  { variant: 'partner', dealsRoot: '/partner/admin/partner-deals', kind: { area: 'partners', root: '/partner/admin/partners', noun: 'partner', notFound: 'Partner not found' } },
  {
    variant: 'distributor',
    dealsRoot: '/distributor/admin/distributor-deals',
    kind: { area: 'distributors', root: '/distributor/admin/distributors', noun: 'distributor', notFound: 'Distributor not found' },
  },
]);

/**
 * @param {import('fastify').FastifyInstance} app
 * @param {{ db: import('../db.mjs').Database }} options
 */
export async function memberRoutes(app, { db }) {
  for (const { variant, dealsRoot, kind } of PROGRAMMES) {
    const { root, notFound } = kind;
    /** @param {import('fastify').FastifyRequest} request */
    const idOf = (request) => parseId(/** @type {{ id: string }} */ (request.params).id, notFound);

    app.get(root, async () => db.members.list(variant));
    // Every sign-up request, pending ones and decided ones alike (the screen shows badges for the latter).
    app.get(`${root}/pending`, async () => db.members.listSignups(variant));
    app.get(`${root}/:id`, async (request, reply) => withVersionTag(reply, found(await db.members.get(variant, idOf(request)), notFound)));
    app.get(`${dealsRoot}/:id`, async (request) => {
      const id = idOf(request);
      found(await db.members.get(variant, id), notFound);
      return db.members.deals(variant, id);
    });
    // A decided member joins the sign-up requests (signupRequest), as in the memory API.
    app.post(`${root}/:id/approve`, async (request, reply) =>
      answerChange(request, reply, db, kind, { action: 'approve', set: { isApproved: true, isActive: true, rejectionReason: null, signupRequest: true } }),
    );
    app.post(`${root}/:id/reject`, { schema: { body: objectBody({ reason: nonBlank }) } }, async (request, reply) => {
      const reason = /** @type {{ reason: string }} */ (request.body).reason.trim();
      return answerChange(request, reply, db, kind, {
        action: 'reject',
        set: { isApproved: false, isActive: false, rejectionReason: reason, signupRequest: true },
        reason,
      });
    });
    app.delete(`${root}/:id`, async (request, reply) => answerChange(request, reply, db, kind, { action: 'remove' }));
    historyRoutes(app, db, kind);
  }
}
