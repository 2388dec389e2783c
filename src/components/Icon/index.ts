export * from './icons.js';
