import { orderPagePath, type OrderListRow } from '@backoffice/domain/orders';
import { Badge, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { DataTable, OrderLink, type DataTableColumn, type TableSort } from '@/components/ui';
import { NO_ORDERS_TEXT } from '@/features/orders/components/no-orders';
import { StatusBadge } from '@/features/orders/components/status-badge';
import { formatDateTime, formatRupees } from '@/lib/format';

/** What a row's status cell says: the status and the cart's flags. */
function statusText(row: OrderListRow): string {
  return [
    row.status_label,
    row.is_urgent && 'Urgent',
    row.shipment_not_possible && 'Shipment blocked',
  ]
    .filter((part) => part !== false)
    .join(' · ');
}

// Minimums add up to 1,218 px with the selection column: every column fits the content area at
// 1280 px (about 1,233 px). The order id and the mobile number are never cut; the channel is in
// the order id's hover text (the platform switch already says which side of the business it is).
const COLUMNS: readonly DataTableColumn<OrderListRow>[] = [
  {
    id: 'order_random_id',
    header: 'Order Id',
    text: (row) => `${row.order_random_id} · ${row.channel}`,
    render: (row) => <OrderLink orderRandomId={row.order_random_id} />,
    minWidth: 104,
    grow: 0,
    hideable: false,
  },
  { id: 'cart_pid', header: 'Cart Id', text: (row) => String(row.cart_pid), minWidth: 66, grow: 0 },
  {
    id: 'customer_name',
    header: 'Customer',
    text: (row) => row.customer_name,
    minWidth: 90,
    grow: 1.5,
  },
  {
    id: 'mobile_number',
    header: 'Mobile',
    text: (row) => row.mobile_number,
    minWidth: 100,
    grow: 0,
  },
  { id: 'pincode', header: 'Pincode', text: (row) => row.pincode, minWidth: 74, grow: 0 },
  {
    id: 'item',
    header: 'Item',
    text: (row) => `${row.item_name} (${row.item_sku})`,
    render: (row) => (
      <>
        {row.item_name}{' '}
        <Text span inherit c="dimmed">
          {row.item_sku}
        </Text>
      </>
    ),
    minWidth: 116,
    grow: 3,
  },
  {
    id: 'item_quantity',
    header: 'Qty',
    text: (row) => String(row.item_quantity),
    minWidth: 46,
    grow: 0,
    align: 'end',
  },
  {
    id: 'item_price',
    header: 'Price',
    text: (row) => formatRupees(row.item_price),
    minWidth: 100,
    grow: 0,
    align: 'end',
  },
  { id: 'payment_type', header: 'Payment', text: (row) => row.payment_type, minWidth: 80, grow: 0 },
  {
    id: 'status',
    header: 'Status',
    text: statusText,
    render: (row) => (
      <Group gap={4} wrap="wrap">
        <StatusBadge status={row.orm_order_status} label={row.status_label} size="sm" />
        {row.is_urgent && (
          <Badge color="red" size="xs">
            Urgent
          </Badge>
        )}
        {row.shipment_not_possible && (
          <Badge color="orange" size="xs" variant="outline">
            Shipment blocked
          </Badge>
        )}
      </Group>
    ),
    minWidth: 176,
    // A long status with its flags takes a second line rather than losing any of them.
    wrap: true,
  },
  {
    id: 'created_at',
    header: 'Created',
    text: (row) => formatDateTime(row.created_at),
    minWidth: 144,
    grow: 0,
    sortable: true,
    sortDescFirst: true,
  },
  {
    id: 'agent',
    header: 'Agent',
    text: (row) => row.assigned_to?.name ?? 'Unassigned',
    minWidth: 86,
  },
];

interface OrderListTableProps {
  /** The page's carts; undefined while they load. */
  rows: readonly OrderListRow[] | undefined;
  error: Error | null;
  onRetry: () => void;
  sort: TableSort;
  onSortChange: (sort: TableSort) => void;
  /** Above the table, beside the column chooser: the pagination, saved filters, export. */
  toolbar: ReactNode;
  /** The selected carts (by cart id), when the user may act on several at once. */
  selectedIds?: readonly string[];
  onSelectionChange?: (ids: string[]) => void;
}

/** One compact row per cart of the list; Enter on a row, or its order id, opens the order page. */
export function OrderListTable({
  rows,
  error,
  onRetry,
  sort,
  onSortChange,
  toolbar,
  selectedIds,
  onSelectionChange,
}: OrderListTableProps) {
  const navigate = useNavigate();
  return (
    <DataTable
      label="Orders"
      tableId="orders.work-list"
      columns={COLUMNS}
      rows={rows}
      rowId={(row) => String(row.cart_pid)}
      error={error}
      onRetry={onRetry}
      emptyText={NO_ORDERS_TEXT}
      sort={sort}
      onSortChange={onSortChange}
      toolbar={toolbar}
      selectedIds={selectedIds}
      onSelectionChange={onSelectionChange}
      onOpenRow={(row) => void navigate(orderPagePath(row.order_random_id))}
    />
  );
}
