import { Button } from '@mantine/core';
import { useMemo } from 'react';
import { DataTable, type DataTableColumn } from '@/components/ui';
import { formatPaise, formatRupees } from '@/lib/format';
import { linePaise, type DistributionLine } from '../order-lines';

const columnsFor = (
  remove: (sku: string) => void,
): readonly DataTableColumn<DistributionLine>[] => [
  { id: 'sku', header: 'SKU', text: (l) => l.item_sku, minWidth: 150, grow: 0 },
  { id: 'name', header: 'Product', text: (l) => l.price.item_full_name, minWidth: 180, grow: 2 },
  { id: 'size', header: 'Size', text: (l) => l.price.item_dimensions, minWidth: 100, grow: 0 },
  {
    id: 'quantity',
    header: 'Qty',
    text: (l) => String(l.item_quantity),
    minWidth: 50,
    grow: 0,
    align: 'end',
  },
  {
    id: 'price',
    header: 'Distributor Price',
    text: (l) => formatRupees(l.price.price),
    minWidth: 120,
    grow: 0,
    align: 'end',
  },
  {
    id: 'dealer_cx_price',
    header: 'Dealer CX Price',
    text: (l) => (l.price.dealer_cx_price === null ? '-' : formatRupees(l.price.dealer_cx_price)),
    minWidth: 120,
    grow: 0,
    align: 'end',
  },
  {
    id: 'pricing',
    header: 'Pricing',
    text: (l) => (l.price.request_type === 5 ? 'Distributor price' : 'Catalogue price'),
    minWidth: 120,
    grow: 0,
  },
  {
    id: 'amount',
    header: 'Amount',
    text: (l) => formatPaise(linePaise(l)),
    minWidth: 110,
    grow: 0,
    align: 'end',
  },
  {
    id: 'remove',
    header: '',
    text: () => '',
    render: (l) => (
      <Button
        size="compact-xs"
        variant="subtle"
        color="red"
        onClick={() => remove(l.item_sku)}
        aria-label={`Remove ${l.item_sku}`}
      >
        Remove
      </Button>
    ),
    minWidth: 80,
    grow: 0,
    hideable: false,
  },
];

interface OrderLinesTableProps {
  lines: readonly DistributionLine[];
  onRemove: (sku: string) => void;
}

/** The order's products at their distributor prices, with the dealer customer price. */
export function OrderLinesTable({ lines, onRemove }: OrderLinesTableProps) {
  const columns = useMemo(() => columnsFor(onRemove), [onRemove]);
  return (
    <DataTable
      label="Order products"
      tableId="distribution.order-lines"
      columns={columns}
      rows={lines}
      rowId={(l) => l.item_sku}
      emptyText="Add products with Add Product"
      columnChooser={false}
    />
  );
}
