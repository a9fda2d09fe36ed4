import { orderPagePath, type OrderSearchRow, type SearchMatch } from '@backoffice/domain/orders';
import { Group, Text } from '@mantine/core';
import { useMemo, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { DataTable, OrderLink, type DataTableColumn } from '@/components/ui';
import { NO_ORDERS_TEXT } from '@/features/orders/components/no-orders';
import { StatusBadge } from '@/features/orders/components/status-badge';
import { formatDateTime } from '@/lib/format';

const MATCHED_BY: Record<SearchMatch, string> = {
  order_id: 'Order id',
  cart_id: 'Cart id',
  mobile: 'Mobile',
  email: 'E-mail',
  name: 'Name',
};

/** Keeps the call-centre context on the order page's address. */
function orderAddress(orderRandomId: string, ucid: string | null): string {
  const query = ucid ? `?${new URLSearchParams({ ucid }).toString()}` : '';
  return `${orderPagePath(orderRandomId)}${query}`;
}

const columnsFor = (ucid: string | null): readonly DataTableColumn<OrderSearchRow>[] => [
  {
    id: 'order_random_id',
    header: 'Order Id',
    text: (row) => row.order_random_id,
    render: (row) => <OrderLink orderRandomId={row.order_random_id} ucid={ucid} />,
    minWidth: 96,
    grow: 0,
  },
  { id: 'channel', header: 'Channel', text: (row) => row.channel, minWidth: 90, grow: 0.5 },
  {
    id: 'customer_name',
    header: 'Customer',
    text: (row) => row.customer_name,
    minWidth: 120,
    grow: 1.5,
  },
  {
    id: 'mobile_number',
    header: 'Mobile',
    text: (row) => row.mobile_number,
    minWidth: 96,
    grow: 0,
  },
  { id: 'email', header: 'E-mail', text: (row) => row.email ?? '', minWidth: 150, grow: 1.5 },
  {
    id: 'carts',
    header: 'Carts',
    text: (row) =>
      row.carts
        .map((cart) => `${cart.cart_pid} · ${cart.item_name} (${cart.status_label})`)
        .join('; '),
    render: (row) => (
      <Group gap="xs" wrap="wrap">
        {row.carts.map((cart) => (
          <Group key={cart.cart_pid} gap={4} wrap="nowrap" miw={0}>
            <Text span inherit truncate>{`${cart.cart_pid} · ${cart.item_name}`}</Text>
            <StatusBadge status={cart.orm_order_status} label={cart.status_label} size="sm" />
          </Group>
        ))}
      </Group>
    ),
    minWidth: 260,
    grow: 3,
    // An order of several carts lists them on more lines; one cart keeps one line.
    wrap: true,
  },
  {
    id: 'matched_by',
    header: 'Matched by',
    text: (row) => MATCHED_BY[row.matched_by],
    minWidth: 84,
    grow: 0,
  },
  {
    id: 'created_at',
    header: 'Created',
    text: (row) => formatDateTime(row.created_at),
    minWidth: 156,
    grow: 0,
  },
];

interface SearchResultsTableProps {
  /** The orders found; undefined while they load. */
  rows: readonly OrderSearchRow[] | undefined;
  error: Error | null;
  onRetry: () => void;
  /** The call-centre context to keep on the order links. */
  ucid: string | null;
  /** Above the table, beside the column chooser: the pagination. */
  toolbar: ReactNode;
}

/** One compact row per order found, with its carts and their statuses. */
export function SearchResultsTable({
  rows,
  error,
  onRetry,
  ucid,
  toolbar,
}: SearchResultsTableProps) {
  const navigate = useNavigate();
  const columns = useMemo(() => columnsFor(ucid), [ucid]);
  return (
    <DataTable
      label="Orders found"
      tableId="orders.search"
      columns={columns}
      rows={rows}
      rowId={(row) => row.order_random_id}
      error={error}
      onRetry={onRetry}
      emptyText={NO_ORDERS_TEXT}
      toolbar={toolbar}
      onOpenRow={(row) => void navigate(orderAddress(row.order_random_id, ucid))}
    />
  );
}
