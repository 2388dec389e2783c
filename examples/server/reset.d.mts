// Types for TypeScript callers (the tests) of reset.mjs.
export function resetDataDir(options: { dataDir: string; seed?: 'demo' | 'hostile' }): Promise<void>;
