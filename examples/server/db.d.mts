// Types for TypeScript callers (the tests) of db.mjs.
/** The schema's versions, applied in order at start and recorded in schema_migrations. */
export const MIGRATIONS: ReadonlyArray<{ version: number; name: string; sql: string }>;
