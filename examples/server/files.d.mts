// Types for TypeScript callers (the tests) of files.mjs.
import type { FileStore } from './storage.mjs';

export const MIME_TYPES: Record<string, string>;
export const FALLBACK_EXTENSION: 'bin';
export const FALLBACK_MIME_TYPE: 'application/octet-stream';
export const STORED_NAME: RegExp;
export function safeExtension(fileName: string): string;
export function mimeTypeOf(extension: string): string;
export function storedNameFor(clientFileName: string): string;
export function downloadNameFor(clientFileName: string): string;
export function contentDisposition(disposition: 'inline' | 'attachment', fileName: string): string;
export function removeOrphanFiles(store: FileStore, referenced: Iterable<string>, options?: { olderThanMs?: number; now?: number }): Promise<string[]>;
/** Removes the temporary files of interrupted uploads and the stored files no resource refers to (older than `olderThanMs`). */
export function removeInterruptedUploads(
  store: FileStore,
  spoolDir: string,
  referenced: () => Promise<Iterable<string>>,
  options?: { olderThanMs?: number; now?: number },
): Promise<string[]>;
