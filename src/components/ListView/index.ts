export { ListView } from './ListView.js';
export type { ListViewProps } from './ListView.js';
export { ColumnPreferences, memoryColumnStore, storageColumnStore } from './columnPreferences.js';
export type { ColumnStore, ColumnPreferencesProps } from './columnPreferences.js';
