// Types for TypeScript callers (the tests) of auth.mjs.
export const SCRYPT_COST: { N: number; r: number; p: number };
/** The length of a password hash in bytes. */
export const KEY_LENGTH: number;
/** The stored form of a hash made at `cost`: it writes the form, it hashes nothing. */
export function storedForm(cost: { N: number; r: number; p: number }, salt: Buffer, hash: Buffer): string;
export function hashPassword(password: string): Promise<string>;
export function verifyPassword(password: string, stored: string): Promise<boolean>;
export function verifyAgainstDecoy(password: string): Promise<false>;
export function passwordFingerprint(stored: string): string;
export function signToken(claims: Record<string, unknown>, secret: Buffer, options: { ttlSeconds: number; now?: number }): string;
export function verifyToken(token: string, secret: Buffer, now?: number): Record<string, unknown> | null;
export function bearerToken(header: string | undefined): string | null;
