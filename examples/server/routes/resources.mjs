// Training and marketing resources: listing by group, multipart upload, delete, and the public
// file route the console's player, preview and download open.
import { STORED_NAME, contentDisposition, downloadNameFor, mimeTypeOf, safeExtension, storedNameFor } from '../files.mjs';
import { found, hasInvalidCharacters, httpError, INVALID_CHARACTERS_MESSAGE, MAX_TEXT, parseId } from './common.mjs';

export const RESOURCE_TYPES = ['LEARNING', 'SALES', 'MARKETING'];
export const CONTENT_TYPES = [
  'SALES_VIDEOS',
  'TECH_VIDEOS',
  'UNIQUE_SELLING_PROPORTION',
  'DATASHEET',
  'PRESENTATION',
  'EMAIL_TEMPLATES',
  'BRANDING',
  'MARKETING_LITERATURE',
  'DIGITAL_MARKETING',
  'MARKETING_CAMPAIGNS',
];

const NOT_FOUND = 'Resource not found';

/** Types a browser may show in place; everything else is only ever offered as a download. */
const INLINE_TYPES = /^(video\/|image\/(png|jpeg|gif)$|application\/pdf$|text\/plain)/;

/**
 * @typedef {{ db: import('../db.mjs').Database, store: import('../storage.mjs').FileStore, filesPath: string, uploadLimitBytes: number }} ResourceOptions
 * @typedef {import('../db.mjs').Row} Row
 */

/**
 * The resource as the console receives it: a stored file gets an absolute URL on this server.
 * @param {Row} row
 * @param {import('fastify').FastifyRequest} request
 * @param {string} filesPath
 */
function toResource(row, request, filesPath) {
  const { storedName, url, downloadName: _downloadName, mimeType: _mimeType, size: _size, ...resource } = row;
  return { ...resource, url: storedName ? `${request.protocol}://${request.host}${filesPath}/${storedName}` : url };
}

/**
 * Validates the text fields of an upload (multipart bodies are streamed, so they are checked
 * here rather than by a JSON schema) and returns them.
 * @param {Record<string, string>} fields
 */
function uploadFields(fields) {
  const title = (fields.title ?? '').trim();
  if (!title) throw httpError(400, 'title is required');
  if (title.length > MAX_TEXT) throw httpError(400, `title must be at most ${MAX_TEXT} characters long`);
  const { resourceType = '', contentType = '' } = fields;
  if (!RESOURCE_TYPES.includes(resourceType)) throw httpError(400, `resourceType must be one of ${RESOURCE_TYPES.join(', ')}`);
  if (!CONTENT_TYPES.includes(contentType)) throw httpError(400, `contentType must be one of ${CONTENT_TYPES.join(', ')}`);
  return { title, resourceType, contentType };
}

/**
 * Reads a multipart upload: the text fields, and the one file streamed into the store under a
 * generated name (removed again if anything goes wrong). A body that cannot be parsed is the
 * client's fault, so such failures are a 4xx; the disk or the bucket failing is a 500.
 * @param {import('fastify').FastifyRequest} request
 * @param {import('../storage.mjs').FileStore} store
 * @param {number} uploadLimitBytes
 */
async function receiveUpload(request, store, uploadLimitBytes) {
  /** @type {Record<string, string>} */
  const fields = {};
  /** @type {{ storedName: string, clientName: string, size: number } | undefined} */
  let file;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (part.valueTruncated) throw httpError(400, `${part.fieldname} is too long`);
        if (hasInvalidCharacters(String(part.value))) throw httpError(400, INVALID_CHARACTERS_MESSAGE);
        fields[part.fieldname] = String(part.value);
        continue;
      }
      if (part.fieldname !== 'file' || file) throw httpError(400, 'Send exactly one file, in the field "file"');
      file = { storedName: storedNameFor(part.filename ?? ''), clientName: part.filename ?? '', size: 0 };
      file.size = await store.put(file.storedName, part.file);
    }
    if (!file) throw httpError(400, 'Please select a file to upload');
    if (file.size === 0) throw httpError(400, 'The file is empty');
    return { fields, file };
  } catch (error) {
    if (file) await store.remove(file.storedName);
    const { code, statusCode, $metadata } = /** @type {{ code?: string, statusCode?: number, $metadata?: unknown }} */ (error);
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      throw httpError(413, `The file is larger than the upload limit of ${Math.floor(uploadLimitBytes / (1024 * 1024))} MB`);
    }
    if (statusCode && statusCode < 500) throw error;
    if ((code && /^E[A-Z]+$/.test(code)) || $metadata) throw error; // the disk or the bucket, not the body: a 500
    throw httpError(400, `The multipart body could not be read: ${/** @type {Error} */ (error).message}`);
  }
}

/**
 * Routes behind the bearer check.
 * @param {import('fastify').FastifyInstance} app
 * @param {ResourceOptions} options
 */
export async function resourceRoutes(app, { db, store, filesPath, uploadLimitBytes }) {
  // Not in SPEC 7: the console asks before sending, so it can show the limit and refuse a larger file at once.
  app.get('/partner/admin/resources/limits', async () => ({ maxBytes: uploadLimitBytes }));

  app.get('/partner/admin/resources/type/:type', async (request) => {
    const { type } = /** @type {{ type: string }} */ (request.params);
    if (!RESOURCE_TYPES.includes(type)) throw httpError(400, `type must be one of ${RESOURCE_TYPES.join(', ')}`);
    return (await db.resources.listByType(type)).map((row) => toResource(row, request, filesPath));
  });

  app.post('/partner/admin/resources', async (request) => {
    if (!request.isMultipart()) throw httpError(415, 'Send a multipart form with the fields file, title, resourceType and contentType');
    const { fields, file } = await receiveUpload(request, store, uploadLimitBytes);
    const remove = () => store.remove(file.storedName);
    try {
      const row = await db.resources.insert({
        ...uploadFields(fields),
        storedName: file.storedName,
        downloadName: downloadNameFor(file.clientName),
        mimeType: mimeTypeOf(safeExtension(file.clientName)),
        size: file.size,
      });
      return toResource(found(row, 'The resource could not be stored'), request, filesPath);
    } catch (error) {
      await remove();
      throw error;
    }
  });

  app.delete('/partner/admin/resources/:id', async (request) => {
    const id = parseId(/** @type {{ id: string }} */ (request.params).id, NOT_FOUND);
    const row = found(await db.resources.remove(id), NOT_FOUND);
    if (row.storedName) await store.remove(String(row.storedName));
    return { message: 'Resource removed' };
  });
}

/**
 * GET {filesPath}/:name, public: video players, image previews and new tabs cannot send a bearer
 * token, so a stored file is reachable by its unguessable name alone. Only names the server
 * generated and still has on record are served; `?download=1` forces a download.
 * @param {import('fastify').FastifyInstance} app
 * @param {ResourceOptions} options
 */
export async function fileRoutes(app, { db, store }) {
  // Not compressed: most files are compressed already, and ranges (video seeking) must stay byte-exact.
  app.get('/files/:name', { compress: false }, async (request, reply) => {
    const { name } = /** @type {{ name: string }} */ (request.params);
    const row = STORED_NAME.test(name) ? await db.resources.byStoredName(name) : null;
    if (!row) throw httpError(404, 'File not found');
    const mimeType = String(row.mimeType ?? mimeTypeOf(safeExtension(name)));
    const { download } = /** @type {{ download?: string }} */ (request.query);
    const disposition = download === undefined && INLINE_TYPES.test(mimeType) ? 'inline' : 'attachment';
    reply
      .type(mimeType)
      .header('Content-Disposition', contentDisposition(disposition, String(row.downloadName ?? name)))
      .header('X-Content-Type-Options', 'nosniff')
      // An uploaded HTML or SVG file opened here runs no script and reaches no cookie or storage.
      .header('Content-Security-Policy', 'sandbox')
      .header('Cache-Control', 'private, max-age=300');
    return store.send(request, reply, name);
  });
}
