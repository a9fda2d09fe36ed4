import type { CashOrderRow, OrderHistory } from '@backoffice/domain/retail/cash';
import { DataTable, type DataTableColumn } from '@/components/ui';
import { formatDateTime, formatRupees } from '@/lib/format';

const modeName = (history: OrderHistory, id: number) =>
  history.payment_mode_list.find((mode) => mode.id === id)?.name ?? String(id);

const columns = (history: OrderHistory): DataTableColumn<CashOrderRow>[] => [
  { id: 'order_id', header: 'Order Id', text: (row) => row.order_id, minWidth: 120 },
  {
    id: 'agent',
    header: 'Agent',
    text: (row) => `${row.agent.name} (${row.agent.email})`,
    render: (row) => row.agent.name,
    minWidth: 140,
  },
  {
    id: 'cashier',
    header: 'Cashier',
    text: (row) => `${row.cashier.name} (${row.cashier.email})`,
    render: (row) => row.cashier.name,
    minWidth: 140,
  },
  {
    id: 'payment_mode',
    header: 'Payment Mode',
    text: (row) => modeName(history, row.payment_mode),
    minWidth: 130,
  },
  {
    id: 'amount',
    header: 'Amount',
    text: (row) => formatRupees(row.amount),
    minWidth: 110,
    align: 'end',
  },
  {
    id: 'create_timestamp',
    header: 'Date',
    text: (row) => formatDateTime(row.create_timestamp),
    minWidth: 150,
  },
];

export interface CashOrdersTableProps {
  label: string;
  tableId: string;
  history: OrderHistory;
}

/** The filtered orders of a cash report: up to 999 rows, no pager (spec 002 section 9). */
export function CashOrdersTable({ label, tableId, history }: CashOrdersTableProps) {
  return (
    <DataTable
      label={label}
      tableId={tableId}
      columns={columns(history)}
      rows={history.order_data}
      rowId={(row) => row.order_id}
      emptyText="No Orders Found..."
    />
  );
}
