import type { ReturnRefund } from '@backoffice/domain/returns';
import type { DataTableColumn } from '@/components/ui';
import { useRefundDetail } from '@/features/returns/api/cart-reads';
import { amountColumn, RecordsTable } from '@/features/returns/components/records-table';
import { formatDateTime } from '@/lib/format';

const NO_REFUNDS = 'No Refunds Found...';

const COLUMNS: readonly DataTableColumn<ReturnRefund>[] = [
  { id: 'id', header: 'Refund Id', text: (row) => String(row.id), minWidth: 80, grow: 0 },
  amountColumn(),
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
    <RecordsTable
      query={refunds}
      label="Refunds"
      tableId="returns.refunds"
      columns={COLUMNS}
      rowId={(row) => String(row.id)}
      emptyText={NO_REFUNDS}
    />
  );
}
