// Types for TypeScript callers (the tests) of routes/lists.mjs.
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db.mjs';

/** How long a download ticket lasts, in seconds. */
export const DOWNLOAD_TICKET_SECONDS: number;
/** The list queries, the CSV exports and the download tickets, registered on `app` (which must authenticate them: server.mjs does). */
export function listRoutes(app: FastifyInstance, options: { db: Database; secret: Buffer }): Promise<void>;
