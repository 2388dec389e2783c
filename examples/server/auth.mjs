// Passwords and tokens for the reference backend, on node:crypto alone.
// Passwords: scrypt with a random 16-byte salt, stored as `scrypt$<salt hex>$<hash hex>`.
// Tokens: compact JWS with HS256 (RFC 7519), carrying `sub` (the admin id), `iat` and `exp` in seconds.
import { createHmac, randomBytes, scrypt as scryptCallback, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

const scrypt = /** @type {(password: string, salt: Buffer, length: number) => Promise<Buffer>} */ (promisify(scryptCallback));
const KEY_LENGTH = 32;

/**
 * @param {string} password
 * @returns {Promise<string>} the stored form, salt included
 */
export async function hashPassword(password) {
  const salt = randomBytes(16);
  const hash = await scrypt(password, salt, KEY_LENGTH);
  return `scrypt$${salt.toString('hex')}$${hash.toString('hex')}`;
}

/**
 * @param {string} password
 * @param {string} stored the value hashPassword returned
 * @returns {Promise<boolean>}
 */
export async function verifyPassword(password, stored) {
  const [scheme, saltHex, hashHex] = stored.split('$');
  if (scheme !== 'scrypt' || !saltHex || !hashHex) return false;
  const expected = Buffer.from(hashHex, 'hex');
  const actual = await scrypt(password, Buffer.from(saltHex, 'hex'), expected.length);
  return timingSafeEqual(actual, expected);
}

/** @param {Buffer | string} value */
const base64url = (value) => Buffer.from(value).toString('base64url');

/** @param {string} signingInput @param {Buffer} secret */
const sign = (signingInput, secret) => createHmac('sha256', secret).update(signingInput).digest();

/**
 * Signs an HS256 JWT.
 * @param {Record<string, unknown>} claims e.g. `{ sub: '1' }`; `iat` and `exp` are added
 * @param {Buffer} secret
 * @param {{ ttlSeconds: number, now?: number }} options `now` in ms since the epoch
 * @returns {string}
 */
export function signToken(claims, secret, { ttlSeconds, now = Date.now() }) {
  const iat = Math.floor(now / 1000);
  const header = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const payload = base64url(JSON.stringify({ ...claims, iat, exp: iat + ttlSeconds }));
  return `${header}.${payload}.${base64url(sign(`${header}.${payload}`, secret))}`;
}

/**
 * Verifies an HS256 JWT: the header must say HS256, the signature must match and `exp` must lie ahead.
 * @param {string} token
 * @param {Buffer} secret
 * @param {number} [now] ms since the epoch
 * @returns {Record<string, unknown> | null} the claims, or null when the token is not valid
 */
export function verifyToken(token, secret, now = Date.now()) {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [header, payload, signature] = /** @type {[string, string, string]} */ (parts);
  const expected = sign(`${header}.${payload}`, secret);
  const actual = Buffer.from(signature, 'base64url');
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return null;
  try {
    const { alg } = JSON.parse(Buffer.from(header, 'base64url').toString('utf8'));
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    if (alg !== 'HS256' || !claims || typeof claims !== 'object') return null;
    if (typeof claims.exp !== 'number' || claims.exp * 1000 <= now) return null;
    return claims;
  } catch {
    return null;
  }
}

/**
 * The bearer token of an Authorization header, or null.
 * @param {string | undefined} header
 */
export function bearerToken(header) {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return match ? /** @type {string} */ (match[1]) : null;
}
