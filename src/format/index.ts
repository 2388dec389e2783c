export * from './format.js';
export * from './dates.js';
