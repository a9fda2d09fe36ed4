import type { ReturnRefund } from '@backoffice/domain/returns';
import { DataTable, QueryView, type DataTableColumn } from '@/components/ui';
import { useRefundDetail } from '@/features/returns/api/cart-reads';
import { formatDateTime, formatRupees } from '@/lib/format';

const NO_REFUNDS = 'No Refunds Found...';

const COLUMNS: readonly DataTableColumn<ReturnRefund>[] = [
  { id: 'id', header: 'Refund Id', text: (row) => String(row.id), minWidth: 80, grow: 0 },
  {
    id: 'amount',
    header: 'Amount',
    text: (row) => formatRupees(row.amount),
    minWidth: 100,
    grow: 0,
    align: 'end',
  },
  { id: 'status', header: 'Status', text: (row) => row.status_label, minWidth: 120 },
  { id: 'automation', header: 'Automation', text: (row) => row.automation_status, minWidth: 120 },
  {
    id: 'created',
    header: 'Initiated',
    text: (row) =>
      `${formatDateTime(row.created_at)}${row.created_by ? ` by ${row.created_by.name}` : ''}`,
    minWidth: 180,
  },
];

/** The cart's refunds (refund-detail/), newest first. */
export function RefundsPopup({ cartPid }: { cartPid: number }) {
  const refunds = useRefundDetail(cartPid);
  return (
    <QueryView query={refunds} isEmpty={(data) => data.results.length === 0} emptyText={NO_REFUNDS}>
      {(data) => (
        <DataTable
          label="Refunds"
          tableId="returns.refunds"
          columns={COLUMNS}
          rows={data.results}
          rowId={(row) => String(row.id)}
          emptyText={NO_REFUNDS}
          placement="popup"
        />
      )}
    </QueryView>
  );
}
