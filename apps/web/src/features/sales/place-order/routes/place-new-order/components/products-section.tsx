import { fromWireRupees } from '@backoffice/domain/core/money';
import { PINCODE_PATTERN } from '@backoffice/domain/orders';
import { ActionIcon, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { ProductPicker } from '@/features/sales/components/product-picker';
import { usePopup } from '@/components/ui';
import { formatPaise, formatRupees } from '@/lib/format';
import { draftLine, withLine, type DraftLine } from '../order-draft';

interface ProductsSectionProps {
  lines: DraftLine[];
  onChange: (lines: DraftLine[]) => void;
  /** The shipping pincode once typed: the picker checks it is served. */
  pincode: string;
}

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
        {lines.length === 0 ? (
          <Text c="dimmed">No products added yet.</Text>
        ) : (
          <Table aria-label="Order lines" withTableBorder striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Item</Table.Th>
                <Table.Th>Size</Table.Th>
                <Table.Th ta="right">Quantity</Table.Th>
                <Table.Th ta="right">Price</Table.Th>
                <Table.Th ta="right">MRP</Table.Th>
                <Table.Th ta="right">Net price</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {lines.map((line) => (
                <Table.Tr key={line.item_sku}>
                  <Table.Td>
                    <Text size="sm">{line.item_full_name}</Text>
                    <Text size="xs" c="dimmed">
                      {line.item_sku}
                    </Text>
                  </Table.Td>
                  <Table.Td>{line.item_dimensions}</Table.Td>
                  <Table.Td ta="right">{line.item_quantity}</Table.Td>
                  <Table.Td ta="right">{formatRupees(line.item_price)}</Table.Td>
                  <Table.Td ta="right">{formatRupees(line.item_mrp)}</Table.Td>
                  <Table.Td ta="right">
                    {formatPaise(fromWireRupees(line.item_price) * line.item_quantity)}
                  </Table.Td>
                  <Table.Td w={40}>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={`Remove ${line.item_sku}`}
                      onClick={() => onChange(lines.filter((l) => l.item_sku !== line.item_sku))}
                    >
                      <IconTrash size={16} />
                    </ActionIcon>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </Paper>
  );
}
