// Uploaded and seeded files on disk. A stored file is named by the server (a random UUID plus an
// extension from the allow-list below), never by the client, so no upload can pick its path.
// The client's file name survives only as the download name, cleaned of paths and control characters.
import { randomUUID } from 'node:crypto';
import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { UPLOAD_PREFIX } from './storage.mjs';

/** The extensions the console accepts (SPEC 5), with the type each file is served as. */
export const MIME_TYPES = {
  mp4: 'video/mp4',
  m4v: 'video/mp4',
  mov: 'video/quicktime',
  avi: 'video/x-msvideo',
  mkv: 'video/x-matroska',
  wmv: 'video/x-ms-wmv',
  flv: 'video/x-flv',
  webm: 'video/webm',
  mpeg: 'video/mpeg',
  '3gp': 'video/3gpp',
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  ppt: 'application/vnd.ms-powerpoint',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  txt: 'text/plain; charset=utf-8',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
};

/** Served for anything outside the allow-list, always as a download. */
export const FALLBACK_EXTENSION = 'bin';
export const FALLBACK_MIME_TYPE = 'application/octet-stream';

/**
 * The lower-case extension of a client file name when it is on the allow-list, else 'bin'.
 * @param {string} fileName
 */
export function safeExtension(fileName) {
  const extension = path.posix.extname(fileName.replaceAll('\\', '/')).slice(1).toLowerCase();
  return Object.hasOwn(MIME_TYPES, extension) ? extension : FALLBACK_EXTENSION;
}

/** @param {string} extension */
export const mimeTypeOf = (extension) => (Object.hasOwn(MIME_TYPES, extension) ? MIME_TYPES[/** @type {keyof typeof MIME_TYPES} */ (extension)] : FALLBACK_MIME_TYPE);

/**
 * A fresh name for a stored file: `<uuid>.<safe extension>`.
 * @param {string} clientFileName
 */
export const storedNameFor = (clientFileName) => `${randomUUID()}.${safeExtension(clientFileName)}`;

/** What a stored name must look like; the file route serves nothing else. */
export const STORED_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.[a-z0-9]{1,5}$/;

/**
 * The name a download is offered under: the last path segment of the client's name, without
 * control characters, quotes or reserved characters, at most 120 characters, with the safe extension.
 * @param {string} clientFileName
 */
export function downloadNameFor(clientFileName) {
  const base = clientFileName.split(/[\\/]/).pop() ?? '';
  const stem = base
    .replace(/\.[^.]*$/, '')
    .replace(/[\p{Cc}\p{Cf}"'<>:|?*%;]/gu, '')
    .replace(/^[.\s]+|[.\s]+$/g, '')
    .slice(0, 120);
  return `${stem || 'download'}.${safeExtension(clientFileName)}`;
}

/**
 * A Content-Disposition header value with an ASCII fallback and the UTF-8 name (RFC 6266).
 * @param {'inline' | 'attachment'} disposition
 * @param {string} fileName already cleaned by downloadNameFor
 */
export function contentDisposition(disposition, fileName) {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/**
 * Removes the stored files no resource refers to: what an upload left when the process died
 * before its row was written. Run at start; other files (not named like stored files) are left
 * alone. Where other instances share the store and may be uploading, pass `olderThanMs` (the
 * longest an upload may take): younger files are left for their upload to finish.
 * @param {import('./storage.mjs').FileStore} store
 * @param {Iterable<string>} referenced the stored names the database knows
 * @param {{ olderThanMs?: number, now?: number }} [options]
 * @returns {Promise<string[]>} the names removed
 */
export async function removeOrphanFiles(store, referenced, { olderThanMs = 0, now = Date.now() } = {}) {
  const known = new Set(referenced);
  const orphans = (await store.list())
    .filter(({ name, modifiedMs }) => STORED_NAME.test(name) && !known.has(name) && modifiedMs <= now - olderThanMs)
    .map(({ name }) => name);
  await Promise.all(orphans.map((name) => store.remove(name)));
  return orphans;
}

/**
 * Removes what uploads that never completed left behind (the process was killed mid-upload): their
 * temporary files in the local files directory (UPLOAD_PREFIX, in both storage modes) and stored
 * files no resource refers to. Run at start and from time to time. Where uploads may be under way
 * (in this process, or in other instances sharing the directory or the store) pass `olderThanMs`,
 * the longest an upload may take: younger files are left alone.
 * @param {import('./storage.mjs').FileStore} store
 * @param {string} spoolDir the local files directory
 * @param {() => Promise<Iterable<string>>} referenced the stored names the database knows (read before the files are listed)
 * @param {{ olderThanMs?: number, now?: number }} [options]
 * @returns {Promise<string[]>} the names removed
 */
export async function removeInterruptedUploads(store, spoolDir, referenced, { olderThanMs = 0, now = Date.now() } = {}) {
  const known = await referenced();
  const entries = await readdir(spoolDir).catch(() => /** @type {string[]} */ ([]));
  const temporary = [];
  for (const name of entries.filter((entry) => entry.startsWith(UPLOAD_PREFIX))) {
    const modified = (await stat(path.join(spoolDir, name)).catch(() => null))?.mtimeMs;
    if (modified !== undefined && modified <= now - olderThanMs) temporary.push(name);
  }
  await Promise.all(temporary.map((name) => rm(path.join(spoolDir, name), { force: true })));
  return [...temporary, ...(await removeOrphanFiles(store, known, { olderThanMs, now }))];
}
