import type { PosCartLine } from '@backoffice/domain/retail/pos';
import { ActionIcon, Anchor, Box, Group, Image, Paper, Text, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { DataTable, useConfirm, type DataTableColumn } from '@/components/ui';
import { useRemoveProduct } from '@/features/retail/pos/api/remove-product';
import { formatRupees } from '@/lib/format';
import type { TillOrder } from '../till-context';
import { LineDeliveryMode } from './line-delivery-mode';
import { LineInstantPickup } from './line-instant-pickup';
import { LineQuantity } from './line-quantity';

function RemoveLine({ till, line }: { till: TillOrder; line: PosCartLine }) {
  const confirm = useConfirm();
  const remove = useRemoveProduct(till.orderRandomId);
  const ask = async () => {
    if (!(await confirm(`Remove ${line.product} (${line.item_sku}) from the order?`))) return;
    remove.mutate({
      order_random_id: till.orderRandomId,
      version: till.version,
      temp_cart_id: line.id,
    });
  };
  return (
    <ActionIcon
      variant="subtle"
      color="red"
      aria-label={`Remove ${line.item_sku}`}
      loading={remove.isPending}
      onClick={() => void ask()}
    >
      <IconTrash size={16} />
    </ActionIcon>
  );
}

function columns(till: TillOrder): DataTableColumn<PosCartLine>[] {
  const money = (pick: (l: PosCartLine) => number) => (l: PosCartLine) => formatRupees(pick(l));
  const list: DataTableColumn<PosCartLine>[] = [
    {
      id: 'product',
      header: 'Product',
      text: (l) => `${l.product} ${l.item_model}`,
      render: (l) => (
        <Group gap="xs" wrap="nowrap">
          {l.product_thumbnail && (
            <Image src={l.product_thumbnail} alt="" w={28} h={28} radius="sm" />
          )}
          {l.url ? (
            <Anchor href={l.url} target="_blank" rel="noreferrer" size="sm">
              {l.product}
            </Anchor>
          ) : (
            <Text size="sm">{l.product}</Text>
          )}
        </Group>
      ),
      minWidth: 160,
      grow: 2,
    },
    { id: 'sku', header: 'SKU', text: (l) => l.item_sku, minWidth: 110, wrap: true },
    { id: 'size', header: 'Size', text: (l) => l.item_dimensions, minWidth: 90, wrap: true },
    {
      id: 'quantity',
      header: 'Qty',
      text: (l) => String(l.item_quantity),
      render: (l) => <LineQuantity till={till} line={l} />,
      minWidth: 84,
      grow: 0,
    },
    { id: 'price', header: 'Price', text: money((l) => l.item_price), minWidth: 116, align: 'end' },
    { id: 'mrp', header: 'MRP', text: money((l) => l.item_mrp), minWidth: 116, align: 'end' },
    {
      id: 'discount',
      header: 'Discount',
      text: (l) => `${formatRupees(l.net_discount)} (${l.discount_percentage}%)`,
      minWidth: 150,
      wrap: true,
      align: 'end',
    },
    {
      id: 'net',
      header: 'Net Price',
      text: money((l) => l.net_price),
      minWidth: 116,
      align: 'end',
    },
    {
      id: 'delivery',
      header: 'Delivery',
      text: (l) => String(l.delivery_mode),
      render: (l) => <LineDeliveryMode till={till} line={l} />,
      minWidth: 220,
      grow: 1,
    },
    {
      id: 'delivery-charges',
      header: 'Delivery Charges',
      text: money((l) => l.delivery_charges),
      minWidth: 110,
      align: 'end',
    },
    {
      id: 'instant',
      header: 'Instant Pickup',
      text: (l) => (l.is_instant_invoice === 1 ? `Yes ${l.batch_number}` : 'No'),
      render: (l) => <LineInstantPickup till={till} line={l} />,
      minWidth: 120,
      wrap: true,
    },
  ];
  if (till.readOnly) return list;
  return [
    ...list,
    {
      id: 'remove',
      header: '',
      text: () => 'Remove',
      render: (l) => <RemoveLine till={till} line={l} />,
      minWidth: 48,
      grow: 0,
      hideable: false,
    },
  ];
}

/** The order's products (002 section 3 cart lines), each line changed in place. */
export function ProductTable({ till }: { till: TillOrder }) {
  return (
    <Paper withBorder p="sm" radius="md">
      <Title order={3} size="h5" mb="xs">
        Products
      </Title>
      {/* The till's nine columns are wider than the panel on a laptop: the table scrolls in it. */}
      <Box style={{ overflowX: 'auto' }}>
        <DataTable
          placement="panel"
          label="Products"
          tableId="retail.pos.products"
          columns={columns(till)}
          rows={till.answer.order_detail.cart_detail}
          rowId={(l) => String(l.id)}
          density="comfortable"
          emptyText="No products yet: search for one below."
          columnChooser={false}
        />
      </Box>
    </Paper>
  );
}
