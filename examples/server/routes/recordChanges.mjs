// What the routes of records with a history share (partners, distributors, deals, certifications):
// the version a write expects (If-Match), the answer to a change (the record, a 404, or a 409 with
// the record as it is now and its latest change), and the two calls every such record has beyond
// SPEC 7: GET .../{id}/history and POST .../{id}/undo. Writes without If-Match behave as SPEC 7 says.
import { found, httpError, parseId } from './common.mjs';

/**
 * @typedef {import('../db.mjs').Area} Area
 * @typedef {import('../db.mjs').ChangeRequest} ChangeRequest
 * @typedef {{ area: Area, root: string, noun: string, notFound: string }} RecordKind where a kind of record lives and how its messages name it
 */

/**
 * The version an If-Match header names: `"3"` (the entity tag this backend sends as ETag), `W/"3"`
 * or a bare `3`. Undefined without the header or with `*` (any version will do). Anything else is
 * a 400, so a client that meant to guard its write never writes unguarded.
 * @param {import('fastify').FastifyRequest} request
 * @returns {number | undefined}
 */
export function expectedVersionOf(request) {
  const header = request.headers['if-match'];
  if (header === undefined) return undefined;
  const value = String(header).trim();
  if (value === '*') return undefined;
  const match = /^(?:W\/)?(?:"(\d{1,9})"|(\d{1,9}))$/.exec(value);
  if (!match) throw httpError(400, 'If-Match must name one version, e.g. If-Match: "3"');
  return Number(match[1] ?? match[2]);
}

/**
 * A record as an answer, with its version as ETag (what If-Match sends back).
 * @template {Record<string, unknown>} T
 * @param {import('fastify').FastifyReply} reply
 * @param {T} record
 * @returns {T}
 */
export function withVersionTag(reply, record) {
  if (Number.isInteger(record.version)) reply.header('ETag', `"${record.version}"`);
  return record;
}

/**
 * A name as a change carries it: first and last, or 'another administrator'.
 * @param {{ firstName?: unknown, lastName?: unknown } | null | undefined} admin
 */
const nameOf = (admin) => [admin?.firstName, admin?.lastName].filter((part) => typeof part === 'string' && part.trim() !== '').join(' ') || 'another administrator';

/**
 * Makes a change and answers it: the record as it is now (a removal: `{ message }`), a 404, or a
 * 409 `{ message, current, change }` where `current` is the record as it is now and `change` its
 * latest change (who, when, what), or null when it has none.
 * @param {import('fastify').FastifyRequest} request
 * @param {import('fastify').FastifyReply} reply
 * @param {import('../db.mjs').Database} db
 * @param {RecordKind} kind
 * @param {Omit<ChangeRequest, 'adminId' | 'expectedVersion'> & { expectedVersion?: number }} change
 */
export async function answerChange(request, reply, db, kind, change) {
  const id = parseId(/** @type {{ id: string }} */ (request.params).id, kind.notFound);
  const expectedVersion = 'expectedVersion' in change ? change.expectedVersion : expectedVersionOf(request);
  const outcome = await db.records.change(kind.area, id, { ...change, adminId: request.adminId, ...(expectedVersion === undefined ? {} : { expectedVersion }) });
  switch (outcome.outcome) {
    case 'missing':
      throw httpError(404, kind.notFound);
    case 'conflict': {
      const by = outcome.change ? ` by ${nameOf(outcome.change.changedBy)}` : '';
      return reply.code(409).send({ message: `This ${kind.noun} was changed${by} since you read it.`, current: outcome.current, change: outcome.change });
    }
    case 'nothingToUndo':
      return reply.code(409).send({ message: `This ${kind.noun} has no change to undo.`, current: outcome.current, change: null });
    case 'changed':
      return outcome.record ? withVersionTag(reply, outcome.record) : { message: `${kind.noun[0]?.toUpperCase()}${kind.noun.slice(1)} removed` };
  }
}

/**
 * GET {root}/:id/history (the record's changes, newest first; a removed member's too) and
 * POST {root}/:id/undo (puts the record back as it was before its latest change). An undo must
 * name the version that change produced (If-Match), so it never overwrites a later change: 428
 * without it, 409 when the record moved on.
 * @param {import('fastify').FastifyInstance} app
 * @param {import('../db.mjs').Database} db
 * @param {RecordKind} kind
 */
export function historyRoutes(app, db, kind) {
  app.get(`${kind.root}/:id/history`, async (request) => {
    const id = parseId(/** @type {{ id: string }} */ (request.params).id, kind.notFound);
    return found(await db.records.history(kind.area, id), kind.notFound);
  });
  app.post(`${kind.root}/:id/undo`, async (request, reply) => {
    const expectedVersion = expectedVersionOf(request);
    if (expectedVersion === undefined) throw httpError(428, 'An undo needs If-Match with the version the change to undo produced, e.g. If-Match: "3"');
    return answerChange(request, reply, db, kind, { action: 'undo', expectedVersion });
  });
}
