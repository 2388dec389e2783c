// The lists paged on the server (issue 34; docs/architecture.md "Lists of any size"): beside each
// list of SPEC 7, GET .../query answers one page of it with its total and counts, for the list
// state the screens keep; GET .../export.csv, .xls and .xlsx stream the whole filtered list as
// the screens' files, a batch of rows at a time; GET /partner/admin/deals/{id}/conflicts names a deal's possible conflicts. The export may
// be fetched with a download ticket instead of the bearer header (POST
// /partner/admin/download-tickets), so a browser can save it as a plain download.
import { Readable } from 'node:stream';
import { signToken } from '../auth.mjs';
import { loadListRules } from '../compiled.mjs';
import { ListAbandoned } from '../db.mjs';
import { parseListRequest } from '../listQuery.mjs';
import { found, httpError, parseId } from './common.mjs';

/** How long a download ticket lasts: enough to start the download it was asked for. */
export const DOWNLOAD_TICKET_SECONDS = 60;

/**
 * Each list: where its calls are, its name in listQuery.mjs, and whether it exports.
 * @type {Array<{ root: string, list: import('../listQuery.mjs').ListName, exports: boolean }>}
 */
const LISTS = [
  { root: '/partner/admin/deals', list: 'partnerDeals', exports: true },
  { root: '/distributor/admin/deals', list: 'distributorDeals', exports: true },
  { root: '/partner/admin/partners', list: 'partners', exports: true },
  { root: '/distributor/admin/distributors', list: 'distributors', exports: true },
  { root: '/partner/admin/partners/pending', list: 'partnerRequests', exports: false },
  { root: '/distributor/admin/distributors/pending', list: 'distributorRequests', exports: false },
  { root: '/partner/admin/certifications', list: 'certifications', exports: true },
];

const DEAL_ROOTS = /** @type {const} */ ([
  { root: '/partner/admin/deals', variant: 'partner' },
  { root: '/distributor/admin/deals', variant: 'distributor' },
]);

/** The files a list exports, by extension (the types the browser's export gives them). */
const EXPORT_TYPES = {
  csv: 'text/csv; charset=utf-8',
  xls: 'application/vnd.ms-excel; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** A record's values as its JSON answer has them (dates as ISO text), for the export's columns. @param {Record<string, unknown>} row */
const asSent = (row) => {
  for (const [key, value] of Object.entries(row)) if (value instanceof Date) row[key] = value.toISOString();
  return row;
};

/**
 * @param {import('fastify').FastifyInstance} app
 * @param {{ db: import('../db.mjs').Database, secret: Buffer }} options
 */
export async function listRoutes(app, { db, secret }) {
  const rules = await loadListRules();
  const requestOf = (/** @type {import('../listQuery.mjs').ListName} */ list, /** @type {import('fastify').FastifyRequest} */ request, paged = true) =>
    parseListRequest(list, /** @type {Record<string, unknown>} */ (request.query), rules, { paged });

  for (const { root, list, exports } of LISTS) {
    app.get(`${root}/query`, async (request, reply) => {
      // The console aborts a request it no longer needs (the next keystroke, page or sort): the
      // connection closes before the answer is sent, and the query stops (db.mjs countingQuery).
      const gone = new AbortController();
      const closed = () => {
        if (!reply.raw.writableEnded) gone.abort();
      };
      reply.raw.once('close', closed);
      try {
        return await db.lists.page(list, requestOf(list, request), { signal: gone.signal });
      } catch (error) {
        // Nobody is left to answer: 499 (the client closed the request) for the log, not a 500.
        if (error instanceof ListAbandoned) return reply.code(499).send({ message: error.message });
        throw error;
      } finally {
        reply.raw.off('close', closed);
      }
    });
    if (!exports) continue;
    for (const [extension, contentType] of Object.entries(EXPORT_TYPES)) {
      app.get(`${root}/export.${extension}`, { config: { downloadTicket: true } }, async (request, reply) => {
        const query = /** @type {Record<string, unknown>} */ (request.query);
        const { separator = ',', timeZone = 'UTC', title, ticket: _ticket, ...filters } = /** @type {Record<string, string>} */ (query);
        if (separator !== ',' && separator !== ';') throw httpError(400, "separator must be ',' or ';'");
        if (typeof timeZone !== 'string' || timeZone.length > 64 || !rules.isTimeZone(timeZone)) throw httpError(400, 'timeZone must be an IANA time zone, e.g. Europe/Berlin');
        if (title !== undefined && (typeof title !== 'string' || title.length > 100)) throw httpError(400, 'title must be a text of at most 100 characters');
        const listRequest = parseListRequest(list, filters, rules, { paged: false });
        const file = rules.listExport(/** @type {import('../listRules.ts').ExportedList} */ (list), timeZone);
        const batches = db.lists.batches(list, listRequest);
        async function* sentBatches() {
          for await (const batch of batches) yield batch.map(asSent);
        }
        /** A text file as a head, its lines a batch at a time, and a tail. @param {{ head: string, line: (row: Record<string, unknown>) => string, tail?: string }} text */
        async function* lines(text) {
          yield text.head;
          for await (const batch of sentBatches()) {
            let chunk = '';
            for (const row of batch) chunk += text.line(row);
            yield chunk;
          }
          if (text.tail) yield text.tail;
        }
        const body =
          extension === 'xlsx'
            ? file.xlsx(sentBatches(), title)
            : lines(extension === 'csv' ? file.csv(separator) : { head: file.xls.head, line: file.xls.row, tail: file.xls.tail });
        reply
          .header('Content-Type', contentType)
          .header('Content-Disposition', `attachment; filename="${file.fileName(/** @type {'csv' | 'xls' | 'xlsx'} */ (extension))}"`)
          // A ticket's URL is the user's own: not for the browser's history of referrers.
          .header('Referrer-Policy', 'no-referrer');
        return reply.send(Readable.from(body, { objectMode: false }));
      });
    }
  }

  for (const { root, variant } of DEAL_ROOTS) {
    app.get(`${root}/:id/conflicts`, async (request) => {
      const id = parseId(/** @type {{ id: string }} */ (request.params).id, 'Deal not found');
      return found(await db.lists.dealConflicts(variant, id), 'Deal not found');
    });
  }

  // A ticket is a token of its own kind: it opens the exports for a minute and nothing else, and
  // ends with the password as tokens do.
  app.post('/partner/admin/download-tickets', async (request) => {
    const claims = { sub: String(request.adminId), pwd: request.passwordFingerprint, scope: 'download' };
    const now = Date.now();
    return { ticket: signToken(claims, secret, { ttlSeconds: DOWNLOAD_TICKET_SECONDS, now }), expiresAt: new Date(now + DOWNLOAD_TICKET_SECONDS * 1000).toISOString() };
  });
}
