export { Dialog } from './Dialog.js';
export type { DialogProps, DialogSize } from './Dialog.js';
