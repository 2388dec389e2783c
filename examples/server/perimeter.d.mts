// Types for TypeScript callers (the tests) of perimeter.mjs.
import type { FastifyInstance } from 'fastify';
import type { Server } from 'node:net';

export const DEFAULT_MAX_CONNECTIONS_PER_ADDRESS: number;
export const HSTS: string;
/** TRUST_PROXY's addresses (IPs, CIDR ranges, loopback, linklocal, uniquelocal); throws on anything else, `true` included. */
export function trustedProxiesFrom(value: string | undefined): string[];
export function addressMatcher(entries: string[]): (address: string | undefined) => boolean;
/** CORS_ORIGINS's origins; throws on a wildcard or anything that is not an origin. */
export function corsOriginsFrom(value: string | undefined): string[];
export function allowOrigins(app: FastifyInstance, origins: string[]): Promise<void>;
export function secureHeaders(app: FastifyInstance, options: { crossOrigin: boolean }): void;
export function limitConnectionsPerAddress(server: Server, options: { max: number; exempt: (address: string | undefined) => boolean }): void;
export function logEachRequest(app: FastifyInstance): void;
export function closeConnectionsWhenDone(app: FastifyInstance): void;
export function appOptionsFrom(env: NodeJS.ProcessEnv): {
  logger: { level: string };
  trustProxy: string[];
  corsOrigins: string[];
  maxConnectionsPerAddress: number;
  https?: { key: Buffer; cert: Buffer };
};
