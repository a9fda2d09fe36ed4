import { orderPagePath } from '@backoffice/domain/orders';
import type { ReturnListRow } from '@backoffice/domain/returns';
import { Badge, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { DataTable, OrderLink, type DataTableColumn } from '@/components/ui';
import { formatDateTime } from '@/lib/format';

/** The spec's empty text of a list (001 section 8). */
const NO_ORDERS_TEXT = 'No Orders Found...';

// Minimums add up to about 1,150 px: every column fits the content area at 1280 px. A row is a
// cart in a return status; an RTS cart has no request, so its request columns show a dash.
const COLUMNS: readonly DataTableColumn<ReturnListRow>[] = [
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
  { id: 'customer', header: 'Customer', text: (row) => row.customer_name, minWidth: 90, grow: 1 },
  { id: 'mobile', header: 'Mobile', text: (row) => row.mobile_number, minWidth: 100, grow: 0 },
  {
    id: 'item',
    header: 'Item',
    text: (row) => `${row.item_name} (${row.item_sku}) x ${row.item_quantity}`,
    render: (row) => (
      <>
        {row.item_name}{' '}
        <Text span inherit c="dimmed">
          {`${row.item_sku} x ${row.item_quantity}`}
        </Text>
      </>
    ),
    minWidth: 130,
    grow: 2,
  },
  {
    id: 'request_type',
    header: 'Request',
    text: (row) =>
      row.request_type_label === null ? '-' : `${row.request_type_label} x ${row.quantity ?? 0}`,
    minWidth: 110,
    grow: 0,
  },
  { id: 'reason', header: 'Reason', text: (row) => row.reason ?? '-', minWidth: 120, grow: 2 },
  {
    id: 'status',
    header: 'Status',
    text: (row) =>
      [row.status_label, row.hold_sub_reason && `On hold: ${row.hold_sub_reason}`]
        .filter(Boolean)
        .join(' · '),
    render: (row) => (
      <Group gap={4} wrap="wrap">
        <Badge size="sm" variant="light">
          {row.status_label}
        </Badge>
        {row.hold_sub_reason && (
          <Badge size="xs" color="orange" variant="outline">
            On hold
          </Badge>
        )}
      </Group>
    ),
    minWidth: 150,
    wrap: true,
  },
  {
    id: 'status_changed_at',
    header: 'In Status Since',
    text: (row) => formatDateTime(row.status_changed_at),
    minWidth: 144,
    grow: 0,
  },
  {
    id: 'requested_by',
    header: 'Raised By',
    text: (row) => row.requested_by?.name ?? '-',
    minWidth: 90,
  },
  {
    id: 'agent',
    header: 'Agent',
    text: (row) => row.assigned_to?.name ?? 'Unassigned',
    minWidth: 86,
  },
];

interface ReturnListTableProps {
  rows: readonly ReturnListRow[] | undefined;
  error: Error | null;
  onRetry: () => void;
  toolbar: ReactNode;
}

/** One compact row per cart in a return status; Enter on a row, or its order id, opens the order page. */
export function ReturnListTable({ rows, error, onRetry, toolbar }: ReturnListTableProps) {
  const navigate = useNavigate();
  return (
    <DataTable
      label="Returns and replacements"
      tableId="returns.list"
      columns={COLUMNS}
      rows={rows}
      rowId={(row) => String(row.cart_pid)}
      error={error}
      onRetry={onRetry}
      emptyText={NO_ORDERS_TEXT}
      toolbar={toolbar}
      onOpenRow={(row) => void navigate(orderPagePath(row.order_random_id))}
    />
  );
}
