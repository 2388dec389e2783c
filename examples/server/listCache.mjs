// The compressed answer of a deal list, kept by this instance until the list changes. At 100,000
// deals the database writes the list in seconds and compressing it takes seconds more, while the
// answer is the same for every administrator until someone changes a deal. The list's version
// lives in the database (raised by a trigger on every change, db.mjs), so an instance never
// sends a list another instance has changed since: each request reads the version first (one
// small query) and sends the kept bytes only when they were made at that very version.
//
// What is kept is what @fastify/compress made for a request (the route's own onSend hook runs
// after the plugin's), under the request's Accept-Encoding as sent: a later request with the same
// header would be given the same encoding, so no negotiation is repeated here. Answers sent
// uncompressed are not kept (they are also the largest).
import { PassThrough } from 'node:stream';

/** How many Accept-Encoding headers one list keeps an answer for (browsers each send one of a few). */
const HEADERS_PER_LIST = 4;

/**
 * @typedef {{ encoding: string, body: Buffer }} Kept
 * @typedef {{ version: number, byHeader: Map<string, Kept> }} Entry
 */

export function createListCache() {
  /** @type {Map<string, Entry>} */
  const lists = new Map();

  return {
    /**
     * The answer kept for `list` at `version` for this Accept-Encoding, if any.
     * @param {string} list
     * @param {number} version
     * @param {string | undefined} acceptEncoding
     * @returns {Kept | undefined}
     */
    get(list, version, acceptEncoding) {
      const entry = lists.get(list);
      return entry && entry.version === version && acceptEncoding ? entry.byHeader.get(acceptEncoding) : undefined;
    },

    /**
     * Passes a compressed answer on and keeps a copy of it once it has ended, under the version
     * its text was read at (a promise, from the same snapshot). An answer that fails is not kept.
     * @param {string} list
     * @param {Promise<number>} version
     * @param {string} acceptEncoding
     * @param {string} encoding the answer's Content-Encoding
     * @param {import('node:stream').Readable} compressed
     * @returns {PassThrough}
     */
    keep(list, version, acceptEncoding, encoding, compressed) {
      /** @type {Buffer[]} */
      const chunks = [];
      const out = new PassThrough();
      compressed.on('data', (chunk) => chunks.push(chunk));
      compressed.on('error', (error) => out.destroy(error));
      compressed.on('end', async () => {
        const at = await version;
        const entry = lists.get(list);
        if (!entry || entry.version < at) lists.set(list, { version: at, byHeader: new Map() });
        const current = /** @type {Entry} */ (lists.get(list));
        if (current.version === at && (current.byHeader.size < HEADERS_PER_LIST || current.byHeader.has(acceptEncoding))) {
          current.byHeader.set(acceptEncoding, { encoding, body: Buffer.concat(chunks) });
        }
      });
      compressed.pipe(out);
      return out;
    },
  };
}
