import type { QuotationLine } from '@backoffice/domain/quotations';
import { DataTable, type DataTableColumn } from '@/components/ui';
import { formatRupees } from '@/lib/format';

const COLUMNS: readonly DataTableColumn<QuotationLine>[] = [
  {
    id: 'item',
    header: 'Item',
    text: (l) => `${l.item_name} · ${l.item_sku}`,
    minWidth: 260,
    grow: 3,
    wrap: true,
  },
  {
    id: 'quantity',
    header: 'Quantity',
    text: (l) => String(l.item_quantity),
    minWidth: 80,
    grow: 0,
    align: 'end',
  },
  {
    id: 'unit',
    header: 'Unit price',
    text: (l) => formatRupees(l.unit_price),
    minWidth: 100,
    grow: 0,
    align: 'end',
  },
  {
    id: 'discount',
    header: 'Discount %',
    text: (l) => String(l.discount_percent),
    minWidth: 104,
    grow: 0,
    align: 'end',
  },
  {
    id: 'quoted',
    header: 'Quoted price',
    text: (l) => formatRupees(l.quoted_unit_price),
    minWidth: 120,
    grow: 0,
    align: 'end',
  },
  {
    id: 'net',
    header: 'Net amount',
    text: (l) => formatRupees(l.net_amount),
    minWidth: 110,
    grow: 0,
    align: 'end',
  },
];

/** The quotation's lines at the prices it promised: what the order is placed at. */
export function QuotedLines({ lines }: { lines: readonly QuotationLine[] }) {
  return (
    <DataTable
      label="Quoted lines"
      tableId="quotations.quoted-lines"
      columns={COLUMNS}
      rows={lines}
      rowId={(l) => l.item_sku}
      emptyText="No products in this quotation."
      columnChooser={false}
      placement="popup"
    />
  );
}
