import type { StockRow } from '@backoffice/domain/sales/catalogue';
import { Group, Stack, Text } from '@mantine/core';
import { formatNumber } from '@/lib/format';
import { useStockCheck } from '@/features/sales/catalogue/api/get-stock-check';
import { DataTable, QueryView, type DataTableColumn } from '@/components/ui';

const STOCK_COLUMNS: readonly DataTableColumn<StockRow>[] = [
  { id: 'warehouse', header: 'Warehouse', text: (row) => row.warehouse_name, minWidth: 150 },
  { id: 'plant', header: 'Plant', text: (row) => row.plant_location, minWidth: 70, grow: 0 },
  {
    id: 'storage_location',
    header: 'Storage location',
    text: (row) => `${row.storage_location} · ${row.storage_location_name}`,
    minWidth: 150,
  },
  {
    id: 'available',
    header: 'Available',
    text: (row) => formatNumber(row.available),
    minWidth: 80,
    grow: 0,
    align: 'end',
  },
  {
    id: 'blocked',
    header: 'Blocked',
    text: (row) => formatNumber(row.blocked),
    minWidth: 80,
    grow: 0,
    align: 'end',
  },
];

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
          <DataTable
            label={`Warehouse stock of ${data.material_number}`}
            tableId="sales.warehouse-stock"
            columns={STOCK_COLUMNS}
            rows={data.result}
            rowId={(row) => `${row.plant_location}-${row.storage_location}`}
            emptyText={`No stock of ${sku} in any warehouse`}
            placement="popup"
          />
        </Stack>
      )}
    </QueryView>
  );
}
