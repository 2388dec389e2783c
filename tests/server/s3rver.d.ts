// The part of s3rver (a local S3-compatible server, no types of its own) the server suite uses.
declare module 's3rver' {
  export default class S3rver {
    constructor(options: { address?: string; port?: number; silent?: boolean; directory: string });
    run(): Promise<{ address: string; port: number }>;
    close(): Promise<void>;
  }
}
