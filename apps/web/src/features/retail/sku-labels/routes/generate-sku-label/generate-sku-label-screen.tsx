import { SKU_LABEL_LIMITS, SKU_LABEL_SIZE_IN } from '@backoffice/domain/retail/pos';
import { Stack, Text } from '@mantine/core';
import { useCallback, useState } from 'react';
import { PageHeader } from '@/components/ui';
import { AddSkuForm } from './components/add-sku-form';
import { PickedSkusTable, type PickedSku } from './components/picked-skus-table';
import { PrintBar } from './components/print-bar';

/**
 * /generate-sku-label (Retail Agent or Manager): pick SKUs and how many labels of each; an A6
 * (4 x 6 in) label per copy with the SKU as a Code 128 barcode, downloaded as a PDF or printed.
 */
export function GenerateSkuLabelScreen() {
  const [picked, setPicked] = useState<PickedSku[]>([]);
  const remove = useCallback(
    (sku: string) => setPicked((rows) => rows.filter((r) => r.item.item_sku !== sku)),
    [],
  );
  const full = picked.length >= SKU_LABEL_LIMITS.skus;
  return (
    <>
      <PageHeader title="Generate SKU Label">
        <Stack gap="xs">
          {!full && (
            <AddSkuForm
              picked={picked.map((r) => r.item.item_sku)}
              onAdd={(line, item) =>
                setPicked((rows) => [...rows, { item, quantity: line.quantity }])
              }
            />
          )}
          <Text size="xs" c="dimmed">
            Labels print on A6 stock ({SKU_LABEL_SIZE_IN.width} x {SKU_LABEL_SIZE_IN.height} in),
            one page per label.
          </Text>
          <PrintBar
            lines={picked.map((r) => ({ item_sku: r.item.item_sku, quantity: r.quantity }))}
          />
        </Stack>
      </PageHeader>
      <PickedSkusTable rows={picked} onRemove={remove} />
    </>
  );
}
