// The public barrel of partner-console. Every module is side-effect free, so a bundler keeps
// only what a host app imports.
export * from './api/index.js';
export * from './i18n/index.js';
export * from './theme/index.js';
export * from './list/index.js';
export * from './export/index.js';
export * from './components/index.js';
export * from './domain/index.js';
export * from './screens/index.js';
export * from './hooks/index.js';
export * from './format/index.js';
