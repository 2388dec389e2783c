// POST /partner/admin/auth/login (public) and POST /partner/admin/change-password.
import { hashPassword, signToken, verifyPassword } from '../auth.mjs';
import { httpError, objectBody } from './common.mjs';

export const MIN_PASSWORD_LENGTH = 8;

const credential = { type: 'string', minLength: 1, maxLength: 1024 };

/** @typedef {{ db: import('../db.mjs').Database, secret: Buffer, tokenTtlSeconds: number }} AuthOptions */

/**
 * The login route. Wrong e-mail and wrong password get the same 401, so the answer does not
 * tell which accounts exist.
 * @param {import('fastify').FastifyInstance} app
 * @param {AuthOptions} options
 */
export async function loginRoutes(app, { db, secret, tokenTtlSeconds }) {
  app.post(
    '/partner/admin/auth/login',
    { schema: { body: objectBody({ email: credential, password: credential }) } },
    async (request) => {
      const { email, password } = /** @type {{ email: string, password: string }} */ (request.body);
      const admin = await db.admins.byEmail(email.trim());
      const valid = admin ? await verifyPassword(password, String(admin.passwordHash)) : false;
      if (!admin || !valid) throw httpError(401, 'Invalid email or password');
      return {
        token: signToken({ sub: String(admin.id) }, secret, { ttlSeconds: tokenTtlSeconds }),
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
      if (newPassword.length < MIN_PASSWORD_LENGTH) throw httpError(400, `New password must be at least ${MIN_PASSWORD_LENGTH} characters long`);
      await db.admins.setPasswordHash(admin.id, await hashPassword(newPassword));
      return { message: 'Password changed successfully' };
    },
  );
}
