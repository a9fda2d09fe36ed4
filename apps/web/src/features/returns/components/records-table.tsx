import type { UseQueryResult } from '@tanstack/react-query';
import type { RowData } from '@tanstack/react-table';
import { DataTable, QueryView, type DataTableColumn } from '@/components/ui';
import { formatRupees } from '@/lib/format';

interface RecordsTableProps<TRow extends RowData> {
  /** The cart's read call; its rows are the answer's `results`. */
  query: UseQueryResult<{ results: readonly TRow[] }>;
  /** The table's accessible name, e.g. "Refunds". */
  label: string;
  tableId: string;
  columns: readonly DataTableColumn<TRow>[];
  rowId: (row: TRow) => string;
  /** The popup's text when there are no rows, e.g. "No Refunds Found...". */
  emptyText: string;
}

/** A popup's table of a cart's records (refunds, credits, challans), with its read's states. */
export function RecordsTable<TRow extends RowData>({
  query,
  label,
  tableId,
  columns,
  rowId,
  emptyText,
}: RecordsTableProps<TRow>) {
  return (
    <QueryView query={query} isEmpty={(data) => data.results.length === 0} emptyText={emptyText}>
      {(data) => (
        <DataTable
          label={label}
          tableId={tableId}
          columns={columns}
          rows={data.results}
          rowId={rowId}
          emptyText={emptyText}
          placement="popup"
        />
      )}
    </QueryView>
  );
}

/** The Amount column of a record table: rupees from the row's paise, right-aligned. */
export const amountColumn = <TRow extends { amount: number }>(): DataTableColumn<TRow> => ({
  id: 'amount',
  header: 'Amount',
  text: (row) => formatRupees(row.amount),
  minWidth: 100,
  grow: 0,
  align: 'end',
});
