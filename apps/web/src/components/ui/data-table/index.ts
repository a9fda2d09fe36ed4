export { DataTable, type DataTableProps } from './data-table';
export type { DataTableColumn, TableDensity, TablePlacement, TableSort } from './types';
export {
  sortParam,
  useTableUrlState,
  type TableUrlState,
  type TableUrlStateOptions,
} from './use-table-url-state';
