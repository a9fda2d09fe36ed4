import type { TableUrlState } from './data-table';
import { PaginationBar } from './pagination-bar';

export interface UrlPaginationBarProps {
  /** The list's page and page size, kept in the address. */
  table: Pick<TableUrlState, 'offset' | 'pageSize' | 'setOffset' | 'setPageSize'>;
  /** The rows the list's filters match (shown as its matched records). */
  total: number;
  pageSizes: readonly number[];
}

/**
 * The pagination of a list whose page lives in the address: a new page keeps the page size, a
 * new page size goes back to the first page.
 */
export function UrlPaginationBar({ table, total, pageSizes }: UrlPaginationBarProps) {
  return (
    <PaginationBar
      offset={table.offset}
      limit={table.pageSize}
      total={total}
      matched={total}
      pageSizes={pageSizes}
      onChange={(page) =>
        page.limit === table.pageSize ? table.setOffset(page.offset) : table.setPageSize(page.limit)
      }
    />
  );
}
