import {
  SKU_LABEL_LIMITS,
  SKU_LABEL_MESSAGES as M,
  type LabelSkuOption,
  type TSkuLabelLine,
} from '@backoffice/domain/retail/pos';
import { Button, Group, NumberInput, Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useLabelSkus } from '@/features/retail/sku-labels/api/label-skus';

const SEARCH_DEBOUNCE_MS = 300;

interface AddSkuFormProps {
  /** SKUs already picked: offered no more. */
  picked: readonly string[];
  onAdd: (line: TSkuLabelLine, item: LabelSkuOption) => void;
}

/** Pick a SKU (search from 2 characters) and how many labels of it. */
export function AddSkuForm({ picked, onAdd }: AddSkuFormProps) {
  const [term, setTerm] = useState('');
  const [debounced] = useDebouncedValue(term.trim(), SEARCH_DEBOUNCE_MS);
  const [sku, setSku] = useState<string | null>(null);
  const [quantity, setQuantity] = useState<number | string>(1);
  const [error, setError] = useState<string | null>(null);
  const found = useLabelSkus(debounced);
  const options = (found.data?.results ?? []).filter((o) => !picked.includes(o.item_sku));
  const add = () => {
    const item = options.find((o) => o.item_sku === sku);
    if (!item) return setError(M.skuRequired);
    const copies = Number(quantity);
    if (!Number.isInteger(copies) || copies < 1 || copies > SKU_LABEL_LIMITS.copies) {
      return setError(M.copiesRange);
    }
    onAdd({ item_sku: item.item_sku, quantity: copies }, item);
    setSku(null);
    setTerm('');
    setQuantity(1);
    setError(null);
  };
  return (
    <Group gap="xs" align="flex-start">
      <Select
        label="SKU"
        placeholder="Type 2 characters of a SKU or name"
        searchable
        searchValue={term}
        onSearchChange={setTerm}
        data={options.map((o) => ({
          value: o.item_sku,
          label: `${o.item_sku} · ${o.product_name}`,
        }))}
        value={sku}
        onChange={setSku}
        filter={({ options: all }) => all}
        nothingFoundMessage={debounced.length >= 2 ? 'No SKU found' : undefined}
        error={error}
        w={420}
      />
      <NumberInput
        label="Labels"
        value={quantity}
        onChange={setQuantity}
        min={1}
        max={SKU_LABEL_LIMITS.copies}
        allowDecimal={false}
        allowNegative={false}
        w={100}
      />
      <Button mt={24} variant="light" leftSection={<IconPlus size={16} />} onClick={add}>
        Add
      </Button>
    </Group>
  );
}
