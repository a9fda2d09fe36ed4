import { POS_MESSAGES, type RetailOrderRow } from '@backoffice/domain/retail/pos';
import { Anchor } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { DataTable, type DataTableColumn } from '@/components/ui';
import { formatDateTime, formatRupees } from '@/lib/format';

const rupees = (
  id: string,
  header: string,
  pick: (r: RetailOrderRow) => number,
): DataTableColumn<RetailOrderRow> => ({
  id,
  header,
  text: (r) => formatRupees(pick(r)),
  align: 'end',
  minWidth: 110,
  grow: 0,
});

const COLUMNS: readonly DataTableColumn<RetailOrderRow>[] = [
  {
    id: 'order_random_id',
    header: 'Order ID',
    text: (r) => r.order_random_id,
    render: (r) => (
      <Anchor component={Link} to={`/retail-order-detail/${r.order_random_id}/`} fw={600}>
        {r.order_random_id}
      </Anchor>
    ),
    minWidth: 110,
    grow: 0,
    hideable: false,
  },
  {
    id: 'placed_order',
    header: 'Placed Order',
    text: (r) => r.placed_order_random_id ?? '',
    render: (r) =>
      r.placed_order_random_id ? (
        <Anchor component={Link} to={`/order-search?orderId=${r.placed_order_random_id}`}>
          {r.placed_order_random_id}
        </Anchor>
      ) : null,
    minWidth: 110,
    grow: 0,
  },
  {
    id: 'order_placed_by_id',
    header: 'Placed By',
    text: (r) => (r.order_placed_by_id === null ? '' : String(r.order_placed_by_id)),
    minWidth: 80,
    grow: 0,
  },
  {
    id: 'cart_detail',
    header: 'Items',
    text: (r) => r.cart_detail.map((c) => c.item_sku).join(', '),
    minWidth: 200,
    grow: 2,
  },
  rupees('total_net_mrp', 'Net MRP', (r) => r.total_net_mrp),
  rupees('total_net_discount', 'Discount', (r) => r.total_net_discount),
  rupees('total_delivery_charges', 'Delivery', (r) => r.total_delivery_charges),
  rupees('total_net_price', 'Net Price', (r) => r.total_net_price),
  rupees('total_order_amount', 'Order Amount', (r) => r.total_order_amount),
  { id: 'coupon_code', header: 'Coupon', text: (r) => r.coupon_code ?? '', minWidth: 90, grow: 0 },
  {
    id: 'pos_order_status',
    header: 'Status',
    text: (r) => r.pos_order_status,
    minWidth: 140,
    grow: 0,
  },
  {
    id: 'create_timestamp',
    header: 'Created',
    text: (r) => formatDateTime(r.create_timestamp),
    minWidth: 150,
    grow: 0,
  },
];

interface RetailOrdersTableProps {
  rows: readonly RetailOrderRow[] | undefined;
  error: Error | null;
  onRetry: () => void;
  toolbar: ReactNode;
}

/** The store's POS orders (002 section 2's row fields); 'No Orders Found...' when none. */
export function RetailOrdersTable({ rows, error, onRetry, toolbar }: RetailOrdersTableProps) {
  return (
    <DataTable
      label="Retail orders"
      tableId="retail.pos.search"
      columns={COLUMNS}
      rows={rows}
      rowId={(r) => r.order_random_id}
      error={error}
      onRetry={onRetry}
      emptyText={POS_MESSAGES.noOrdersFound}
      toolbar={toolbar}
    />
  );
}
