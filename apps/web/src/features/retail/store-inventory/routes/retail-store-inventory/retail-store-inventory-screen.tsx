import { POS_MESSAGES, type StoreInventoryAnswer } from '@backoffice/domain/retail/pos';
import { Button, Group, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { DataTable, PageHeader, type DataTableColumn } from '@/components/ui';
import { formatNumber } from '@/lib/format';
import { useStoreInventory } from '@/features/retail/store-inventory/api/get-store-inventory';

type StockRow = StoreInventoryAnswer['result'][number];
const MATERIAL_MAX_LENGTH = 64;

const COLUMNS: readonly DataTableColumn<StockRow>[] = [
  { id: 'item_sku', header: 'Material Number', text: (r) => r.item_sku, minWidth: 170, grow: 1 },
  { id: 'description', header: 'Description', text: (r) => r.description, minWidth: 220, grow: 2 },
  { id: 'plant', header: 'Plant', text: (r) => r.plant_location, minWidth: 180, grow: 1 },
  {
    id: 'storage',
    header: 'Storage Location',
    text: (r) => r.storage_location,
    minWidth: 170,
    grow: 1,
  },
  { id: 'batch', header: 'Batch', text: (r) => r.batch_number || '—', minWidth: 90, grow: 0 },
  {
    id: 'quantity',
    header: 'Available',
    text: (r) => formatNumber(r.quantity),
    align: 'end',
    minWidth: 90,
    grow: 0,
  },
];

/**
 * /retail-store-inventory (Retail Agent or Manager): the inventory stock check (002 sections 2
 * and 5): a material number, its sellable stock per plant and storage location from the ERP.
 */
export function RetailStoreInventoryScreen() {
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [material, setMaterial] = useState('');
  const stock = useStoreInventory(material);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = typed.trim();
    setError(text === '' ? POS_MESSAGES.materialNumberRequired : null);
    if (text !== '') setMaterial(text);
  };
  return (
    <>
      <PageHeader title="Store Inventory">
        <form onSubmit={submit} aria-label="Inventory stock check" noValidate>
          <Group gap="xs" align="flex-start">
            <TextInput
              label="Material Number"
              placeholder="SKU, e.g. MAT-ORTHO-72x36x6"
              value={typed}
              maxLength={MATERIAL_MAX_LENGTH}
              onChange={(event) => setTyped(event.currentTarget.value)}
              error={error}
              w={320}
            />
            <Button type="submit" mt={24} leftSection={<IconSearch size={16} />}>
              Check Stock
            </Button>
          </Group>
        </form>
      </PageHeader>
      {material !== '' && (
        <DataTable
          label="Store inventory"
          tableId="retail.pos.store-inventory"
          columns={COLUMNS}
          rows={stock.data?.result}
          rowId={(r) => `${r.item_sku}:${r.plant_location}:${r.storage_location}`}
          error={stock.error}
          onRetry={() => void stock.refetch()}
          emptyText="No stock found for this material"
        />
      )}
    </>
  );
}
