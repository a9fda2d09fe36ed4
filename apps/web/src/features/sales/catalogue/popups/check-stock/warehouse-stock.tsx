import { Group, Stack, Table, Text } from '@mantine/core';
import { formatNumber } from '@/lib/format';
import { useStockCheck } from '@/features/sales/catalogue/api/get-stock-check';
import { QueryView } from '@/components/ui';

/** An item's stock in each warehouse and storage location, as the ERP reports it. */
export function WarehouseStock({ sku }: { sku: string }) {
  const stock = useStockCheck(sku);
  return (
    <QueryView
      query={stock}
      isEmpty={(data) => data.result.length === 0}
      emptyText={`No stock of ${sku} in any warehouse`}
    >
      {(data) => (
        <Stack gap="xs">
          <Group justify="space-between">
            <Text fw={600}>{data.item_full_name}</Text>
            <Text size="sm">{`Available: ${formatNumber(data.available)}`}</Text>
          </Group>
          <Table striped withTableBorder aria-label={`Warehouse stock of ${data.material_number}`}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Warehouse</Table.Th>
                <Table.Th>Plant</Table.Th>
                <Table.Th>Storage location</Table.Th>
                <Table.Th ta="right">Available</Table.Th>
                <Table.Th ta="right">Blocked</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.result.map((row) => (
                <Table.Tr key={`${row.plant_location}-${row.storage_location}`}>
                  <Table.Td>{row.warehouse_name}</Table.Td>
                  <Table.Td>{row.plant_location}</Table.Td>
                  <Table.Td>{`${row.storage_location} · ${row.storage_location_name}`}</Table.Td>
                  <Table.Td ta="right">{formatNumber(row.available)}</Table.Td>
                  <Table.Td ta="right">{formatNumber(row.blocked)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Stack>
      )}
    </QueryView>
  );
}
