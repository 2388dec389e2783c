// Types for TypeScript callers (the tests) of listCache.mjs.
import type { PassThrough, Readable } from 'node:stream';

export interface Kept {
  encoding: string;
  body: Buffer;
}
/** Compressed list answers kept until their list's version changes. */
export function createListCache(): {
  get(list: string, version: number, acceptEncoding: string | undefined): Kept | undefined;
  keep(list: string, version: Promise<number>, acceptEncoding: string, encoding: string, compressed: Readable): PassThrough;
};
