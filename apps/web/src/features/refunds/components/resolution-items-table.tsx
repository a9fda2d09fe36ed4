import { REFUND_RESOLUTIONS, type TResolutionItem } from '@backoffice/domain/refunds';
import { DataTable, type DataTableColumn } from '@/components/ui';
import { formatDateTime, formatRupees } from '@/lib/format';
import { AutomationBadge } from './refund-badges';

const COLUMNS: readonly DataTableColumn<TResolutionItem>[] = [
  {
    id: 'request',
    header: 'Refund Request Id',
    text: (row) => row.unique_refund_request_id,
    minWidth: 150,
  },
  { id: 'transaction', header: 'Transaction Id', text: (row) => row.transaction_id, minWidth: 130 },
  { id: 'gateway', header: 'Gateway', text: (row) => row.payment_gateway, minWidth: 90, grow: 0 },
  {
    id: 'amount',
    header: 'Amount',
    text: (row) => formatRupees(row.amount),
    minWidth: 90,
    grow: 0,
    align: 'end',
  },
  {
    id: 'status',
    header: 'Status',
    text: (row) => row.status,
    render: (row) => <AutomationBadge status={row.status} />,
    minWidth: 150,
  },
  {
    id: 'resolution',
    header: 'Resolution',
    text: (row) =>
      row.resolution_status === null ? '-' : REFUND_RESOLUTIONS[row.resolution_status].label,
    minWidth: 150,
    wrap: true,
  },
  {
    id: 'updated',
    header: 'Last Updated On',
    text: (row) => formatDateTime(row.last_updated_on),
    minWidth: 140,
  },
];

/** The gateway attempts of a refund (the resolution details popup, 001 section 3). */
export function ResolutionItemsTable({ rows }: { rows: readonly TResolutionItem[] | undefined }) {
  return (
    <DataTable
      label="Resolution details"
      tableId="refunds.resolution-items"
      columns={COLUMNS}
      rows={rows}
      rowId={(row) => row.unique_refund_request_id}
      emptyText="No gateway attempts yet."
      placement="popup"
    />
  );
}
