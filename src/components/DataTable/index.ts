export { DataTable } from './DataTable.js';
export type { DataTableProps, DataTableColumn, DataTableAlign, DataTableDensity, DataTableLayout } from './DataTable.js';
