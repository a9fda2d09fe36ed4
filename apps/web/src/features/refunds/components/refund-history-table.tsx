import type { TRefundHistoryItem } from '@backoffice/domain/refunds';
import { DataTable, type DataTableColumn } from '@/components/ui';
import { formatDateTime, formatRupees } from '@/lib/format';

const COLUMNS: readonly DataTableColumn<TRefundHistoryItem>[] = [
  { id: 'reference_id', header: 'Reference Id', text: (row) => row.reference_id, minWidth: 140 },
  { id: 'payment_gateway', header: 'Gateway', text: (row) => row.payment_gateway, minWidth: 90 },
  {
    id: 'refund_amount',
    header: 'Amount',
    text: (row) => formatRupees(row.refund_amount),
    minWidth: 96,
    grow: 0,
    align: 'end',
  },
  { id: 'arn_number', header: 'ARN', text: (row) => row.arn_number ?? '-', minWidth: 120 },
  {
    id: 'refund_timestamp',
    header: 'Refunded On',
    text: (row) => formatDateTime(row.refund_timestamp),
    minWidth: 140,
  },
];

/** The refund history details (001 section 3): the refunds the gateway made. */
export function RefundHistoryTable({ rows }: { rows: readonly TRefundHistoryItem[] | undefined }) {
  return (
    <DataTable
      label="Refund history"
      tableId="refunds.history"
      columns={COLUMNS}
      rows={rows}
      rowId={(row) => row.reference_id}
      emptyText="The gateway has made no refund yet."
      placement="popup"
    />
  );
}
