export * from './format.js';
export * from './dates.js';
export * from './locale.js';
