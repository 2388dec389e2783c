// Types for TypeScript callers (the tests) of reset.mjs.
export function resetDataDir(options: { dataDir: string; seed?: 'demo' | 'hostile'; databaseUrl?: string; s3?: import('./storage.mjs').S3Settings }): Promise<void>;
