// The public entry `partner-console/memory`: the in-memory demo backend (the AdminApi over
// seeded demo data) that stories, tests and embedding demos use. It is kept out of the package
// root so an app that talks to a real server never ships the demo data generator.
export { createMemoryAdminApi } from './createMemoryAdminApi.js';
export type {
  MemoryAdminApi,
  MemoryAdminApiOptions,
  MemoryCall,
  MemoryControl,
  MemoryFailure,
  MemoryMethod,
  MemoryExtensions,
  MemoryListName,
  MemoryListPages,
} from './createMemoryAdminApi.js';
export { generateDemoData, DEMO_ADMIN, DEMO_ADMINS } from './demoData.js';
export type { DemoAdmin, DemoData, DemoDataOptions } from './demoData.js';
