import { fromWireRupees } from '@backoffice/domain/core/money';
import { PINCODE_PATTERN } from '@backoffice/domain/orders';
import { ActionIcon, Button, Group, Paper, Stack, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { ProductPicker } from '@/features/sales/components/product-picker';
import { SecondaryText } from '@/features/sales/components/secondary-text';
import { DataTable, usePopup, type DataTableColumn } from '@/components/ui';
import { formatPaise, formatRupees } from '@/lib/format';
import { draftLine, withLine, type DraftLine } from '../order-draft';

interface ProductsSectionProps {
  lines: DraftLine[];
  onChange: (lines: DraftLine[]) => void;
  /** The shipping pincode once typed: the picker checks it is served. */
  pincode: string;
}

/** One line per product: the item, its size, quantity and prices, and a button to remove it. */
const lineColumns = (onRemove: (sku: string) => void): readonly DataTableColumn<DraftLine>[] => [
  {
    id: 'item',
    header: 'Item',
    text: (line) => `${line.item_full_name} · ${line.item_sku}`,
    render: (line) => (
      <>
        {line.item_full_name}
        <SecondaryText>{line.item_sku}</SecondaryText>
      </>
    ),
    minWidth: 260,
    grow: 3,
  },
  { id: 'size', header: 'Size', text: (line) => line.item_dimensions, minWidth: 130, grow: 1 },
  {
    id: 'quantity',
    header: 'Quantity',
    text: (line) => String(line.item_quantity),
    minWidth: 80,
    grow: 0,
    align: 'end',
  },
  {
    id: 'price',
    header: 'Price',
    text: (line) => formatRupees(line.item_price),
    minWidth: 100,
    grow: 0,
    align: 'end',
  },
  {
    id: 'mrp',
    header: 'MRP',
    text: (line) => formatRupees(line.item_mrp),
    minWidth: 100,
    grow: 0,
    align: 'end',
  },
  {
    id: 'net_price',
    header: 'Net price',
    text: (line) => formatPaise(fromWireRupees(line.item_price) * line.item_quantity),
    minWidth: 110,
    grow: 0,
    align: 'end',
  },
  {
    id: 'remove',
    header: 'Remove',
    text: () => '',
    render: (line) => (
      <ActionIcon
        size="sm"
        variant="subtle"
        color="red"
        aria-label={`Remove ${line.item_sku}`}
        onClick={() => onRemove(line.item_sku)}
      >
        <IconTrash size={16} />
      </ActionIcon>
    ),
    minWidth: 64,
    grow: 0,
    hideable: false,
  },
];

/**
 * The order's products, each added through the product picker (001 section 2): product, model,
 * size, properties, Check Availability, then the quantity. The same item again replaces its line.
 */
export function ProductsSection({ lines, onChange, pincode }: ProductsSectionProps) {
  const popup = usePopup();
  const add = () =>
    popup.open(
      (close) => (
        <ProductPicker
          pincode={PINCODE_PATTERN.test(pincode) ? pincode : undefined}
          submitLabel="Add to order"
          onSubmit={(item) => {
            onChange(withLine(lines, draftLine(item.availability, item.item_quantity)));
            close();
          }}
        />
      ),
      { title: 'Add Product', size: 'xl' },
    );
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label="Products">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={4}>Products</Title>
          <Button onClick={add}>Add Product</Button>
        </Group>
        <DataTable
          label="Order lines"
          tableId="sales.order-lines"
          columns={lineColumns((sku) => onChange(lines.filter((l) => l.item_sku !== sku)))}
          rows={lines}
          rowId={(line) => line.item_sku}
          emptyText="No products added yet."
        />
      </Stack>
    </Paper>
  );
}
