// The UI kit. Each component lives in its own folder with its stories.
export * from './Button/index.js';
export * from './Icon/index.js';
export * from './Field/index.js';
export * from './Dialog/index.js';
export * from './ConfirmDialog/index.js';
export * from './ReasonDialog/index.js';
