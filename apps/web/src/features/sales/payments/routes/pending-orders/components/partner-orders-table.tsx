import { orderPagePath } from '@backoffice/domain/orders';
import type { PartnerOrderRow } from '@backoffice/domain/sales/payments';
import { Button } from '@mantine/core';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { formatDateTime, formatRupees } from '@/lib/format';
import { DataTable, OrderLink, type DataTableColumn } from '@/components/ui';
import { SecondaryText } from '@/features/sales/components/secondary-text';

const itemsOf = (row: PartnerOrderRow) =>
  row.carts
    .map((cart) => `${cart.item_name} x ${cart.item_quantity} · ${cart.status_label}`)
    .join('; ');

const columnsFor = (
  onConfirm: (row: PartnerOrderRow) => void,
): readonly DataTableColumn<PartnerOrderRow>[] => [
  {
    id: 'order',
    header: 'Order',
    text: (row) => `${row.order_random_id} · ${row.channel}`,
    render: (row) => (
      <>
        <OrderLink orderRandomId={row.order_random_id} />
        <SecondaryText>{row.channel}</SecondaryText>
      </>
    ),
    minWidth: 170,
    grow: 1,
  },
  {
    id: 'customer',
    header: 'Customer',
    text: (row) => `${row.customer_name} · ${row.mobile_number}`,
    render: (row) => (
      <>
        {row.customer_name}
        <SecondaryText>{row.mobile_number}</SecondaryText>
      </>
    ),
    minWidth: 200,
    grow: 1.5,
  },
  {
    id: 'created_at',
    header: 'Placed',
    text: (row) => formatDateTime(row.created_at),
    minWidth: 156,
    grow: 0,
  },
  { id: 'items', header: 'Items', text: itemsOf, minWidth: 300, grow: 3 },
  {
    id: 'amount',
    header: 'Amount',
    text: (row) => formatRupees(row.amount),
    minWidth: 100,
    grow: 0,
    align: 'end',
  },
  {
    id: 'actions',
    header: 'Actions',
    text: () => '',
    render: (row) => (
      <Button size="compact-xs" onClick={() => onConfirm(row)}>
        Confirm
      </Button>
    ),
    minWidth: 90,
    grow: 0,
    hideable: false,
  },
];

interface PartnerOrdersTableProps {
  /** The orders of the page; undefined while they load. */
  rows: readonly PartnerOrderRow[] | undefined;
  error: Error | null;
  onRetry: () => void;
  /** Above the table, beside the column chooser: the pagination. */
  toolbar: ReactNode;
  onConfirm: (row: PartnerOrderRow) => void;
}

/** Pending partner-store orders, newest first, each with its carts and a Confirm button. */
export function PartnerOrdersTable({
  rows,
  error,
  onRetry,
  toolbar,
  onConfirm,
}: PartnerOrdersTableProps) {
  const navigate = useNavigate();
  return (
    <DataTable
      label="Pending orders"
      tableId="sales.pending-orders"
      columns={columnsFor(onConfirm)}
      rows={rows}
      rowId={(row) => row.order_random_id}
      error={error}
      onRetry={onRetry}
      emptyText="No Orders Found..."
      toolbar={toolbar}
      onOpenRow={(row) => void navigate(orderPagePath(row.order_random_id))}
    />
  );
}
