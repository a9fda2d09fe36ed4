import { Group, Loader, Text } from '@mantine/core';
import { useItemPrice, type ItemPriceLookup } from '@/features/retail/pos/api/get-item-price';
import { formatRupees } from '@/lib/format';

/** The item price lookup of the chosen size: price and MRP, or the server's message. */
export function ItemPrice({ lookup }: { lookup: ItemPriceLookup }) {
  const price = useItemPrice(lookup);
  if (price.isPending) return <Loader size="xs" aria-label="Loading price" />;
  if (price.isError) {
    return (
      <Text size="sm" c="red" role="alert">
        {price.error.message}
      </Text>
    );
  }
  return (
    <Group gap="md" aria-label="Item Price" role="group">
      <Text size="sm">
        Price <b>{formatRupees(price.data.item_price.price)}</b>
      </Text>
      <Text size="sm" c="dimmed">
        MRP {formatRupees(price.data.item_price.mrp)}
      </Text>
    </Group>
  );
}
