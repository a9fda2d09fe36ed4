import type { TRefundItem } from '@backoffice/domain/refunds';
import { Badge } from '@mantine/core';
import { DataTable, type DataTableColumn } from '@/components/ui';
import { formatRupees } from '@/lib/format';

const COLUMNS: readonly DataTableColumn<TRefundItem>[] = [
  { id: 'cart', header: 'Cart Id', text: (row) => String(row.cart_id), minWidth: 70, grow: 0 },
  {
    id: 'item',
    header: 'Item',
    text: (row) => `${row.item_name} (${row.item_sku}) x ${row.item_quantity}`,
    minWidth: 180,
    grow: 2,
    wrap: true,
  },
  {
    id: 'price',
    header: 'Price',
    text: (row) => formatRupees(row.item_price),
    minWidth: 90,
    grow: 0,
    align: 'end',
  },
  {
    id: 'refund',
    header: 'Refund',
    text: (row) => formatRupees(row.refund_amount),
    minWidth: 90,
    grow: 0,
    align: 'end',
  },
  {
    id: 'item_status',
    header: 'Refund Item Status',
    text: (row) => row.refund_item_status_label,
    render: (row) => (
      <Badge size="sm" variant="light" color={row.refund_item_status_color}>
        {row.refund_item_status_label}
      </Badge>
    ),
    minWidth: 140,
  },
  {
    id: 'automation',
    header: 'Automation',
    text: (row) => row.automation_status_label,
    render: (row) => (
      <Badge size="sm" variant="outline" color={row.automation_status_color}>
        {row.automation_status_label}
      </Badge>
    ),
    minWidth: 160,
  },
];

/** The refund's items (refund-items-list), the item and automation statuses by colour. */
export function RefundItemsTable({ rows }: { rows: readonly TRefundItem[] | undefined }) {
  return (
    <DataTable
      label="Refund items"
      tableId="refunds.items"
      columns={COLUMNS}
      rows={rows}
      rowId={(row) => `${row.cart_id}-${row.item_sku}`}
      emptyText="No Cart Items Found..."
      placement="popup"
    />
  );
}
