import { Alert, Loader, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { getDistributionPrices } from '@/features/distribution/distributors/api/get-distribution-prices';
import { distributionKeys } from '@/features/distribution/distributors/api/query-keys';
import type { DistributionLine } from '../order-lines';
import type { PickedLine, ProductPickerSlot } from '../product-picker-slot';

interface AddProductPopupProps {
  ProductPicker: ProductPickerSlot;
  pincode: string;
  onAdd: (line: DistributionLine) => void;
  close: () => void;
}

/**
 * The add-product popup: the catalogue's picker (stock, size, quantity) to the distributor's
 * pincode, then the picked SKU's distributor price and dealer customer price (request type 5,
 * or 4 at the catalogue's price when the SKU has no distributor price).
 */
export function AddProductPopup({ ProductPicker, pincode, onAdd, close }: AddProductPopupProps) {
  const queryClient = useQueryClient();
  const [pricing, setPricing] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const add = async (picked: PickedLine) => {
    setPricing(true);
    setProblem(null);
    try {
      const answer = await queryClient.fetchQuery({
        queryKey: distributionKeys.prices(picked.item_sku),
        queryFn: ({ signal }) => getDistributionPrices(picked.item_sku, signal),
      });
      const price = answer.results.find((r) => r.item_sku === picked.item_sku);
      if (!price) {
        setProblem(`${picked.item_sku} has no distribution price`);
        return;
      }
      onAdd({ item_sku: picked.item_sku, item_quantity: picked.item_quantity, price });
      close();
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    } finally {
      setPricing(false);
    }
  };
  return (
    <Stack gap="sm">
      <ProductPicker pincode={pincode} submitLabel="Add" onSubmit={(picked) => void add(picked)} />
      {pricing && (
        <Text size="sm" c="dimmed">
          <Loader size="xs" mr="xs" />
          Reading the distributor price…
        </Text>
      )}
      {problem && <Alert color="red">{problem}</Alert>}
    </Stack>
  );
}
