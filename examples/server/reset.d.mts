// Types for TypeScript callers (the tests) of reset.mjs.
export function resetDataDir(options: { dataDir: string; seed?: 'demo' | 'hostile'; databaseUrl?: string }): Promise<void>;
