export { RecordHistory } from './RecordHistory.js';
export type { RecordHistoryProps, HistoryArea } from './RecordHistory.js';
