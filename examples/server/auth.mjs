// Passwords and tokens for the reference backend, on node:crypto alone.
// Passwords: scrypt at OWASP's recommended cost (N=2^17, r=8, p=1) with a random 16-byte salt,
// stored as `scrypt$<N>$<r>$<p>$<salt hex>$<hash hex>`; hashes of the older form
// `scrypt$<salt hex>$<hash hex>` (N=2^14) still verify.
// Tokens: compact JWS with HS256 (RFC 7519), carrying `sub` (the admin id), `pwd` (a fingerprint
// of the password hash, so a password change ends older tokens), `iat` and `exp` in seconds.
import { createHash, createHmac, randomBytes, scrypt as scryptCallback, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

const scrypt = /** @type {(password: string, salt: Buffer, length: number, options: import('node:crypto').ScryptOptions) => Promise<Buffer>} */ (
  promisify(scryptCallback)
);
/** The length of a password hash in bytes. */
export const KEY_LENGTH = 32;

/** https://cheatsheetseries.owasp.org/cheatsheets/Password_Storage_Cheat_Sheet.html#scrypt */
export const SCRYPT_COST = { N: 2 ** 17, r: 8, p: 1 };
const LEGACY_COST = { N: 2 ** 14, r: 8, p: 1 };

/** scrypt needs 128 * N * r bytes; Node refuses more than 32 MB unless told. */
const scryptOptions = (/** @type {{ N: number, r: number, p: number }} */ cost) => ({ ...cost, maxmem: 256 * cost.N * cost.r });

/**
 * The stored form of a hash made at `cost` (what parseHash reads back). It only writes the form:
 * the product hashes at SCRYPT_COST alone (the server tests' template writes its demo accounts'
 * cheaper hashes through it, tests/server/template.ts).
 * @param {{ N: number, r: number, p: number }} cost @param {Buffer} salt @param {Buffer} hash
 */
export const storedForm = (cost, salt, hash) => `scrypt$${cost.N}$${cost.r}$${cost.p}$${salt.toString('hex')}$${hash.toString('hex')}`;

/**
 * @param {string} password
 * @returns {Promise<string>} the stored form, cost and salt included
 */
export async function hashPassword(password) {
  const salt = randomBytes(16);
  return storedForm(SCRYPT_COST, salt, await scrypt(password, salt, KEY_LENGTH, scryptOptions(SCRYPT_COST)));
}

/**
 * @param {string} stored
 * @returns {{ cost: { N: number, r: number, p: number }, salt: Buffer, hash: Buffer } | null}
 */
function parseHash(stored) {
  const parts = stored.split('$');
  if (parts[0] !== 'scrypt') return null;
  if (parts.length === 3) return { cost: LEGACY_COST, salt: Buffer.from(parts[1] ?? '', 'hex'), hash: Buffer.from(parts[2] ?? '', 'hex') };
  if (parts.length !== 6) return null;
  const [N, r, p] = parts.slice(1, 4).map(Number);
  if (!Number.isInteger(N) || !Number.isInteger(r) || !Number.isInteger(p)) return null;
  return { cost: { N: /** @type {number} */ (N), r: /** @type {number} */ (r), p: /** @type {number} */ (p) }, salt: Buffer.from(parts[4] ?? '', 'hex'), hash: Buffer.from(parts[5] ?? '', 'hex') };
}

/**
 * @param {string} password
 * @param {string} stored the value hashPassword returned
 * @returns {Promise<boolean>}
 */
export async function verifyPassword(password, stored) {
  const parsed = parseHash(stored);
  if (!parsed || parsed.hash.length === 0) return false;
  const actual = await scrypt(password, parsed.salt, parsed.hash.length, scryptOptions(parsed.cost));
  return timingSafeEqual(actual, parsed.hash);
}

/**
 * A stored hash in hashPassword's form and at its cost whose hash part is random bytes, not a
 * hash: checking a password against it runs the same scrypt as a real check (cost, salt and
 * length from the stored form), and no password matches it. Made without running scrypt, so a
 * server's start spends none on it (it hashed a random password at start, and checked one).
 */
const decoyHash = storedForm(SCRYPT_COST, randomBytes(16), randomBytes(KEY_LENGTH));

/**
 * Spends the time a real check takes, for a sign-in with an unknown e-mail, so the answer's
 * timing does not tell which accounts exist. Always false.
 * @param {string} password
 */
export async function verifyAgainstDecoy(password) {
  await verifyPassword(password, decoyHash);
  return false;
}

/**
 * A short fingerprint of a stored password hash, carried in tokens: when the password changes the
 * fingerprint does, and every token issued before stops working.
 * @param {string} stored
 */
export const passwordFingerprint = (stored) => createHash('sha256').update(stored).digest('base64url').slice(0, 16);

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
