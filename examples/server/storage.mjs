// Where uploaded files live: a directory (DATA_DIR/files; instances behind one proxy share it as a
// volume), or an S3-compatible bucket that any instance writes and serves (S3_BUCKET, with
// S3_ENDPOINT for MinIO, Ceph, R2 and the like, credentials from the standard AWS variables).
// Both keep files under the names the server generates (files.mjs), serve them with Range support,
// and list them with their age, so orphans of crashed uploads can be found. Both take an upload
// into the local files directory first (UPLOAD_PREFIX), so its size limit applies as it arrives.
import { createReadStream, createWriteStream } from 'node:fs';
import { readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { DeleteObjectCommand, GetObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';

/**
 * @typedef {object} FileStore
 * @property {'directory' | 's3'} kind
 * @property {(name: string, source: NodeJS.ReadableStream) => Promise<number>} put stores `source` under `name` and returns its size; on failure nothing is left
 * @property {(name: string) => Promise<void>} remove
 * @property {() => Promise<Array<{ name: string, modifiedMs: number }>>} list every stored object
 * @property {(request: import('fastify').FastifyRequest, reply: import('fastify').FastifyReply, name: string) => Promise<unknown>} send
 *   answers with the file (or the requested range); headers other than the body's are the caller's
 */

/**
 * @typedef {object} S3Settings
 * @property {string} bucket
 * @property {string} [endpoint] an S3-compatible server's URL (path-style addressing); AWS when absent
 * @property {string} [region] @default AWS_REGION or 'us-east-1'
 * @property {string} [prefix] a folder in the bucket, e.g. 'partner-console/' @default ''
 * @property {{ accessKeyId: string, secretAccessKey: string }} [credentials] default: the AWS SDK's chain (AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY, profiles, roles)
 */

/**
 * An upload is written under this prefix in the local files directory as it arrives (in both
 * storage modes) and only then stored under its name, so a process killed mid-upload leaves a file
 * that says what it is; files.mjs removeInterruptedUploads clears them.
 */
export const UPLOAD_PREFIX = '.upload-';

/**
 * Writes `source` to `directory/.upload-<name>`, hands the finished file to `store` (its path and
 * size), and removes the temporary file whatever happens.
 * @template T
 * @param {string} directory @param {string} name @param {NodeJS.ReadableStream} source
 * @param {(file: string, size: number) => Promise<T>} store
 * @returns {Promise<T>}
 */
async function spooled(directory, name, source, store) {
  const file = path.join(directory, `${UPLOAD_PREFIX}${name}`);
  try {
    const target = createWriteStream(file, { flags: 'wx' });
    await pipeline(source, target);
    return await store(file, target.bytesWritten);
  } finally {
    await rm(file, { force: true });
  }
}

/**
 * Files in a directory, served by @fastify/static (which the server registers with this root).
 * @param {string} filesDir
 * @returns {FileStore}
 */
export function directoryStore(filesDir) {
  return {
    kind: 'directory',
    put: (name, source) =>
      spooled(filesDir, name, source, async (file, size) => {
        await rename(file, path.join(filesDir, name));
        return size;
      }),
    remove: (name) => rm(path.join(filesDir, name), { force: true }),
    async list() {
      const names = await readdir(filesDir);
      const entries = await Promise.all(names.map(async (name) => ({ name, modifiedMs: (await stat(path.join(filesDir, name)).catch(() => null))?.mtimeMs })));
      return entries.filter((entry) => entry.modifiedMs !== undefined).map((entry) => ({ name: entry.name, modifiedMs: /** @type {number} */ (entry.modifiedMs) }));
    },
    send: (_request, reply, name) => reply.sendFile(name, filesDir, { contentType: false, cacheControl: false }),
  };
}

/**
 * The S3 settings in the environment, or undefined without S3_BUCKET.
 * @param {NodeJS.ProcessEnv} env
 * @returns {S3Settings | undefined}
 */
export function s3SettingsFrom(env) {
  if (!env.S3_BUCKET) return undefined;
  return {
    bucket: env.S3_BUCKET,
    ...(env.S3_ENDPOINT ? { endpoint: env.S3_ENDPOINT } : {}),
    ...(env.S3_PREFIX ? { prefix: env.S3_PREFIX } : {}),
  };
}

/**
 * The client for a bucket. Checksums only where S3 requires them: the SDK's default sends every
 * upload as aws-chunked with a trailing CRC, which many S3-compatible servers store verbatim.
 * @param {S3Settings} settings
 */
export const s3ClientFor = (settings) =>
  new S3Client({
    region: settings.region ?? process.env.AWS_REGION ?? 'us-east-1',
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    ...(settings.endpoint ? { endpoint: settings.endpoint, forcePathStyle: true } : {}),
    ...(settings.credentials ? { credentials: settings.credentials } : {}),
  });

/**
 * Files in an S3-compatible bucket. An upload is first written to `spoolDir` (so its size is known
 * and the multipart limit applies as it arrives), then sent in one PUT; downloads stream from the
 * bucket, a Range passed through.
 * @param {S3Settings} settings
 * @param {string} spoolDir a local directory for uploads under way
 * @returns {FileStore}
 */
export function s3Store(settings, spoolDir) {
  const client = s3ClientFor(settings);
  const prefix = settings.prefix ?? '';
  const Bucket = settings.bucket;
  const key = (/** @type {string} */ name) => `${prefix}${name}`;
  return {
    kind: 's3',
    put: (name, source) =>
      spooled(spoolDir, name, source, async (file, size) => {
        await client.send(new PutObjectCommand({ Bucket, Key: key(name), Body: createReadStream(file), ContentLength: size }));
        return size;
      }),
    async remove(name) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: key(name) }));
    },
    async list() {
      /** @type {Array<{ name: string, modifiedMs: number }>} */
      const found = [];
      /** @type {string | undefined} */
      let ContinuationToken;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken }));
        for (const object of page.Contents ?? []) {
          const name = String(object.Key).slice(prefix.length);
          if (!name.includes('/')) found.push({ name, modifiedMs: object.LastModified?.getTime() ?? 0 });
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      return found;
    },
    async send(request, reply, name) {
      const range = typeof request.headers.range === 'string' && /^bytes=\d*-\d*$/.test(request.headers.range) ? request.headers.range : undefined;
      let object;
      try {
        object = await client.send(new GetObjectCommand({ Bucket, Key: key(name), Range: range }));
      } catch (error) {
        const status = /** @type {{ $metadata?: { httpStatusCode?: number } }} */ (error).$metadata?.httpStatusCode;
        if (status === 416) return reply.code(416).send({ message: 'Range not satisfiable' });
        if (status === 404) return reply.code(404).send({ message: 'File not found' });
        throw error;
      }
      reply.header('Accept-Ranges', 'bytes');
      if (object.ContentLength !== undefined) reply.header('Content-Length', object.ContentLength);
      if (object.ContentRange) reply.code(206).header('Content-Range', object.ContentRange);
      if (object.ETag) reply.header('ETag', object.ETag);
      if (object.LastModified) reply.header('Last-Modified', object.LastModified.toUTCString());
      return reply.send(object.Body);
    },
  };
}
