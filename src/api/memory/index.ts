// The public entry `partner-console/memory`: the in-memory demo backend (the AdminApi over
// seeded demo data) that stories, tests and embedding demos use. It is kept out of the package
// root so an app that talks to a real server never ships the demo data generator.
export { createMemoryAdminApi } from './createMemoryAdminApi.js';
// The list engine's paging for the optional `query` calls: here rather than in the package root, so
// an app that pages on a real server never bundles the rules of every list (and one that does not
// ask the memory API for pages leaves it out: the entry has no side effects). The entry, like the
// package root, gathers layers; the memory API's own code still imports nothing from the Lists.
// eslint-disable-next-line import-x/no-restricted-paths -- a package entry's re-export, not a dependency of the data layer
export { listPages } from '../../list/listPage.js';
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
