import type { TRefundTransaction } from '@backoffice/domain/refunds';
import { DataTable, type DataTableColumn } from '@/components/ui';
import { formatRupees } from '@/lib/format';

const money = (
  id: keyof TRefundTransaction & string,
  header: string,
  value: (row: TRefundTransaction) => number,
): DataTableColumn<TRefundTransaction> => ({
  id,
  header,
  text: (row) => formatRupees(value(row)),
  minWidth: 96,
  grow: 0,
  align: 'end',
});

const COLUMNS: readonly DataTableColumn<TRefundTransaction>[] = [
  { id: 'payment_source', header: 'Source', text: (row) => row.payment_source, minWidth: 90 },
  {
    id: 'transaction_id',
    header: 'Transaction Id',
    text: (row) => row.transaction_id,
    minWidth: 130,
  },
  money('transaction_amount', 'Transaction', (row) => row.transaction_amount),
  money('debited_amount', 'Debited', (row) => row.debited_amount),
  money('refunded_amount', 'Refunded', (row) => row.refunded_amount),
  money('subvention_amount', 'Subvention', (row) => row.subvention_amount),
  {
    id: 'is_no_cost_emi',
    header: 'No-Cost EMI',
    text: (row) => (row.is_no_cost_emi ? 'Yes' : 'No'),
    minWidth: 90,
    grow: 0,
  },
  money('amount_requested_for_refund', 'Requested', (row) => row.amount_requested_for_refund),
];

/** The refund transaction details (001 section 3): the order's payments and their refunds. */
export function RefundTransactionsTable({
  rows,
}: {
  rows: readonly TRefundTransaction[] | undefined;
}) {
  return (
    <DataTable
      label="Refund transaction details"
      tableId="refunds.transactions"
      columns={COLUMNS}
      rows={rows}
      rowId={(row) => row.transaction_id}
      emptyText="No transactions found."
      placement="popup"
    />
  );
}
