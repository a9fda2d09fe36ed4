import type { LabelSkuOption } from '@backoffice/domain/retail/pos';
import { Button } from '@mantine/core';
import { useMemo } from 'react';
import { DataTable, type DataTableColumn } from '@/components/ui';
import { formatNumber, formatRupees } from '@/lib/format';

/** A picked SKU with how many labels of it. */
export interface PickedSku {
  item: LabelSkuOption;
  quantity: number;
}

interface PickedSkusTableProps {
  rows: readonly PickedSku[];
  onRemove: (sku: string) => void;
}

/** The SKUs whose labels the PDF holds, a page per label. */
export function PickedSkusTable({ rows, onRemove }: PickedSkusTableProps) {
  const columns = useMemo<readonly DataTableColumn<PickedSku>[]>(
    () => [
      { id: 'sku', header: 'SKU', text: (r) => r.item.item_sku, minWidth: 170, grow: 1 },
      { id: 'name', header: 'Product', text: (r) => r.item.product_name, minWidth: 220, grow: 2 },
      { id: 'size', header: 'Size', text: (r) => r.item.item_dimensions, minWidth: 130, grow: 0 },
      {
        id: 'mrp',
        header: 'MRP',
        text: (r) => formatRupees(r.item.mrp),
        align: 'end',
        minWidth: 100,
        grow: 0,
      },
      {
        id: 'quantity',
        header: 'Labels',
        text: (r) => formatNumber(r.quantity),
        align: 'end',
        minWidth: 70,
        grow: 0,
      },
      {
        id: 'remove',
        header: '',
        text: () => '',
        render: (r) => (
          <Button
            size="compact-xs"
            variant="subtle"
            color="red"
            onClick={() => onRemove(r.item.item_sku)}
          >
            Remove
          </Button>
        ),
        minWidth: 80,
        grow: 0,
        hideable: false,
      },
    ],
    [onRemove],
  );
  return (
    <DataTable
      label="SKU labels"
      tableId="retail.pos.sku-labels"
      columns={columns}
      rows={rows}
      rowId={(r) => r.item.item_sku}
      emptyText="Add a SKU to make its labels"
    />
  );
}
