export { DataTable } from './DataTable.js';
export type { DataTableProps, DataTableColumn, DataTableAlign, DataTableDensity, DataTableLayout, DataTableSorting, DataTableSelection } from './DataTable.js';
