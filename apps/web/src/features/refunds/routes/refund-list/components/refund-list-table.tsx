import type { TRefundListRow } from '@backoffice/domain/refunds';
import { Badge, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { DataTable, OrderLink, type DataTableColumn } from '@/components/ui';
import { AutomationBadge, RefundStatusBadge } from '@/features/refunds/components/refund-badges';
import { formatDateTime, formatRupees } from '@/lib/format';
import { RefundRowActions } from './refund-row-actions';

/** The spec's empty text of a list (001 section 8). */
const NO_ORDERS_TEXT = 'No Orders Found...';

const bankText = (row: TRefundListRow): string =>
  !row.has_bank_details ? 'None' : row.bank_details_verified ? 'Verified' : 'Not Verified';

// Minimums add up to about 1,210 px: every column fits the content area at 1280 px.
const COLUMNS: readonly DataTableColumn<TRefundListRow>[] = [
  {
    id: 'order_random_id',
    header: 'Order Id',
    text: (row) => row.order_random_id,
    render: (row) => <OrderLink orderRandomId={row.order_random_id} />,
    minWidth: 112,
    grow: 0,
    hideable: false,
  },
  { id: 'cart_id', header: 'Cart Id', text: (row) => String(row.cart_id), minWidth: 66, grow: 0 },
  {
    id: 'customer',
    header: 'Customer',
    text: (row) => `${row.customer_name} · ${row.customer_mobile}`,
    minWidth: 130,
    grow: 1,
  },
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
    minWidth: 140,
    grow: 2,
  },
  {
    id: 'amount',
    header: 'Amount',
    text: (row) => formatRupees(row.amount),
    minWidth: 96,
    grow: 0,
    align: 'end',
  },
  {
    id: 'status',
    header: 'Status',
    text: (row) =>
      [row.status_label, row.trouble_reason].filter((part) => part !== null).join(' · '),
    render: (row) => (
      <Group gap={4} wrap="wrap">
        <RefundStatusBadge status={row.status} label={row.status_label} />
        {row.trouble_reason !== null && (
          <Badge size="xs" color="red" variant="outline">
            {row.trouble_reason}
          </Badge>
        )}
      </Group>
    ),
    minWidth: 140,
    wrap: true,
  },
  {
    id: 'automation',
    header: 'Automation',
    text: (row) => row.automation_status,
    render: (row) => <AutomationBadge status={row.automation_status} />,
    minWidth: 170,
    grow: 0,
  },
  {
    id: 'bank',
    header: 'Bank Details',
    text: bankText,
    render: (row): ReactNode => (
      <Badge
        size="sm"
        variant="light"
        color={!row.has_bank_details ? 'gray' : row.bank_details_verified ? 'green' : 'orange'}
      >
        {bankText(row)}
      </Badge>
    ),
    minWidth: 110,
    grow: 0,
  },
  {
    id: 'created_at',
    header: 'Raised On',
    text: (row) => formatDateTime(row.created_at),
    minWidth: 140,
    grow: 0,
  },
  {
    id: 'actions',
    header: 'Actions',
    text: () => 'Actions',
    render: (row) => <RefundRowActions refund={row} />,
    minWidth: 70,
    grow: 0,
    hideable: false,
  },
];

interface RefundListTableProps {
  rows: readonly TRefundListRow[] | undefined;
  error: Error | null;
  onRetry: () => void;
  toolbar: ReactNode;
}

/** One compact row per refund, its status, automation and bank details shown by colour. */
export function RefundListTable({ rows, error, onRetry, toolbar }: RefundListTableProps) {
  return (
    <DataTable
      label="Refunds"
      tableId="refunds.list"
      columns={COLUMNS}
      rows={rows}
      rowId={(row) => String(row.refund_id)}
      error={error}
      onRetry={onRetry}
      emptyText={NO_ORDERS_TEXT}
      toolbar={toolbar}
    />
  );
}
