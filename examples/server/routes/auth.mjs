// POST /partner/admin/auth/login (public) and POST /partner/admin/change-password.
import { setTimeout as sleep } from 'node:timers/promises';
import { hashPassword, passwordFingerprint, signToken, verifyAgainstDecoy, verifyPassword } from '../auth.mjs';
import { throttledMessage } from '../throttle.mjs';
import { httpError, objectBody } from './common.mjs';

export const MIN_PASSWORD_LENGTH = 8;

const credential = { type: 'string', minLength: 1, maxLength: 1024 };

/** @typedef {{ db: import('../db.mjs').Database, secret: Buffer, tokenTtlSeconds: number, throttle: import('../throttle.mjs').LoginThrottle }} AuthOptions */

/**
 * The login route. Wrong e-mail and wrong password get the same 401 after the same work (an
 * unknown e-mail is checked against a decoy hash), so neither the answer nor its timing tells
 * which accounts exist. Repeated failures get 429 or a slower answer (throttle.mjs).
 * @param {import('fastify').FastifyInstance} app
 * @param {AuthOptions} options
 */
export async function loginRoutes(app, { db, secret, tokenTtlSeconds, throttle }) {
  app.post(
    '/partner/admin/auth/login',
    { schema: { body: objectBody({ email: credential, password: credential }) } },
    async (request, reply) => {
      const { email, password } = /** @type {{ email: string, password: string }} */ (request.body);
      // Counted as a failure before the slow check, so concurrent guesses cannot all get through.
      const admission = await throttle.admit(email, request.ip);
      if (!admission.admitted) {
        reply.header('Retry-After', String(admission.retryAfterSeconds));
        throw httpError(429, throttledMessage(admission.retryAfterSeconds, admission.reason));
      }
      if (admission.waitMs > 0) await sleep(admission.waitMs);
      const admin = await db.admins.byEmail(email.trim());
      const valid = admin ? await verifyPassword(password, String(admin.passwordHash)) : await verifyAgainstDecoy(password);
      if (!admin || !valid) throw httpError(401, 'Invalid email or password');
      await admission.succeeded();
      return {
        token: signToken({ sub: String(admin.id), pwd: passwordFingerprint(String(admin.passwordHash)) }, secret, { ttlSeconds: tokenTtlSeconds }),
        partnerAdmin: { id: admin.id, firstName: admin.firstName, lastName: admin.lastName, email: admin.email },
      };
    },
  );
}

/**
 * The change-password route (behind the bearer check).
 * @param {import('fastify').FastifyInstance} app
 * @param {AuthOptions} options
 */
export async function passwordRoutes(app, { db }) {
  app.post(
    '/partner/admin/change-password',
    { schema: { body: objectBody({ oldPassword: credential, newPassword: credential }) } },
    async (request) => {
      const { oldPassword, newPassword } = /** @type {{ oldPassword: string, newPassword: string }} */ (request.body);
      const admin = await db.admins.byId(request.adminId);
      if (!admin) throw httpError(401, 'Session expired. Please login again.');
      if (!(await verifyPassword(oldPassword, String(admin.passwordHash)))) throw httpError(400, 'Current password is incorrect');
      if (newPassword.trim() === '') throw httpError(400, 'New password must not be blank');
      if (newPassword.length < MIN_PASSWORD_LENGTH) throw httpError(400, `New password must be at least ${MIN_PASSWORD_LENGTH} characters long`);
      if (newPassword === oldPassword) throw httpError(400, 'New password must be different from the current password');
      await db.admins.setPasswordHash(admin.id, await hashPassword(newPassword));
      return { message: 'Password changed successfully' };
    },
  );
}
