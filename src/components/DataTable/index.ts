export { DataTable } from './DataTable.js';
export type { DataTableProps, DataTableColumn, DataTableAlign, DataTableLayout } from './DataTable.js';
