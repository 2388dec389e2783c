export { useLoader } from './useLoader.js';
export type { Loader, LoaderState } from './useLoader.js';
export { useAction } from './useAction.js';
export type { Action } from './useAction.js';
export { useExportAction } from './useExportAction.js';
export type { ExportAction, ExportSource } from './useExportAction.js';
