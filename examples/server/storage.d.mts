// Types for TypeScript callers (the tests) of storage.mjs.
import type { S3Client } from '@aws-sdk/client-s3';
import type { FastifyReply, FastifyRequest } from 'fastify';

export interface FileStore {
  kind: 'directory' | 's3';
  /** Stores `source` under `name` and returns its size; on failure nothing is left. */
  put(name: string, source: NodeJS.ReadableStream): Promise<number>;
  remove(name: string): Promise<void>;
  /** Every stored object with its last modification. */
  list(): Promise<Array<{ name: string; modifiedMs: number }>>;
  send(request: FastifyRequest, reply: FastifyReply, name: string): Promise<unknown>;
}

export interface S3Settings {
  bucket: string;
  /** An S3-compatible server's URL (path-style addressing); AWS when absent. */
  endpoint?: string;
  /** @default AWS_REGION or 'us-east-1' */
  region?: string;
  /** A folder in the bucket, e.g. 'partner-console/'. @default '' */
  prefix?: string;
  /** Default: the AWS SDK's chain (AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY, profiles, roles). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

export function directoryStore(filesDir: string): FileStore;
export function s3SettingsFrom(env: NodeJS.ProcessEnv): S3Settings | undefined;
export function s3ClientFor(settings: S3Settings): S3Client;
export function s3Store(settings: S3Settings, spoolDir: string): FileStore;
/** The prefix of an upload's temporary file in the local files directory, while it arrives. */
export const UPLOAD_PREFIX: '.upload-';
