import { POS_MESSAGES } from '@backoffice/domain/retail/pos';
import {
  Button,
  Checkbox,
  Group,
  Paper,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { usePopup } from '@/components/ui';
import { useAddProduct } from '@/features/retail/pos/api/add-product';
import { useProductSearch } from '@/features/retail/pos/api/search-products';
import type { PickedPosItem, PosProductPicker } from '@/features/retail/pos/product-picker-slot';
import type { TillOrder } from '../till-context';
import { ItemPrice } from './item-price';
import { QUANTITY_OPTIONS } from './quantity-options';

/** Typed search waits this long after the last key (002 section 9: debounced). */
const SEARCH_DEBOUNCE_MS = 300;

interface Chosen {
  item_sku: string;
  item_dimensions: string;
  name: string;
}

/**
 * Add product (002 section 5): search from 2 characters (an all-upper-case term searches SKUs),
 * a found size or the catalogue picker's, a quantity 1 to 100, the price lookup, and instant
 * pickup with its batch numbers.
 */
export function AddProduct({
  till,
  ProductPicker,
}: {
  till: TillOrder;
  ProductPicker: PosProductPicker;
}) {
  const [typed, setTyped] = useState('');
  const [term] = useDebouncedValue(typed, SEARCH_DEBOUNCE_MS);
  const search = useProductSearch(term);
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [quantity, setQuantity] = useState<string | null>('1');
  const [instant, setInstant] = useState(false);
  const [batches, setBatches] = useState('');
  const [error, setError] = useState<string | null>(null);
  const popup = usePopup();
  const add = useAddProduct(till.orderRandomId);
  const matches = search.data?.result ?? [];

  const pickSize = (product: string, name: string) =>
    popup.open(
      (close) => (
        <ProductPicker
          product={product}
          onPicked={(item: PickedPosItem) => {
            setChosen({ item_sku: item.item_sku, item_dimensions: item.item_dimensions, name });
            setQuantity(String(item.item_quantity));
            close();
          }}
        />
      ),
      { title: `Choose the size of ${name}`, size: 'xl' },
    );

  const choose = (value: string | null) => {
    setError(null);
    const match = matches[Number(value)];
    if (value === null || !match) return setChosen(null);
    if (match.item_sku && match.item_dimensions) {
      return setChosen({
        item_sku: match.item_sku,
        item_dimensions: match.item_dimensions,
        name: match.name,
      });
    }
    setChosen(null);
    pickSize(match.product, match.name);
  };

  const submit = () => {
    if (!chosen) return setError(POS_MESSAGES.productRequired);
    if (!quantity) return setError(POS_MESSAGES.quantityRequired);
    setError(null);
    add.mutate(
      {
        order_random_id: till.orderRandomId,
        version: till.version,
        item_sku: chosen.item_sku,
        item_dimensions: chosen.item_dimensions,
        item_quantity: Number(quantity),
        is_instant_invoice: instant ? 1 : 0,
        batch_number: instant ? batches.replace(/\s/g, '') : '',
      },
      {
        onSuccess: (answer) => {
          notifications.show({ color: 'green', message: answer.message });
          setChosen(null);
          setTyped('');
          setQuantity('1');
          setInstant(false);
          setBatches('');
        },
      },
    );
  };

  return (
    <Paper component="section" withBorder p="sm" radius="md" aria-label="Add Product">
      <Title order={3} size="h5" mb="xs">
        Add Product
      </Title>
      <Stack gap="xs">
        <Group align="flex-end" gap="sm" wrap="wrap">
          <Select
            label="Search Product"
            placeholder="Name, or SKU in capitals"
            searchable
            searchValue={typed}
            onSearchChange={setTyped}
            data={matches.map((m, i) => ({
              value: String(i),
              label: [m.name, m.item_sku, m.item_dimensions].filter(Boolean).join(' · '),
            }))}
            filter={({ options }) => options}
            onChange={choose}
            nothingFoundMessage={
              term.trim().length >= 2 && !search.isFetching ? 'No products found' : undefined
            }
            rightSection={search.isFetching ? <Text size="xs">…</Text> : undefined}
            style={{ flex: 3, minWidth: 260 }}
            comboboxProps={{ withinPortal: true }}
          />
          <TextInput
            label="Size"
            value={chosen?.item_dimensions ?? ''}
            readOnly
            style={{ flex: 1, minWidth: 120 }}
          />
          <Select
            label="Quantity"
            data={QUANTITY_OPTIONS}
            value={quantity}
            onChange={setQuantity}
            w={96}
            comboboxProps={{ withinPortal: true }}
          />
        </Group>
        {chosen && (
          <ItemPrice
            lookup={{
              item_sku: chosen.item_sku,
              item_quantity: Number(quantity ?? '1'),
              item_dimensions: chosen.item_dimensions,
            }}
          />
        )}
        <Group align="flex-end" gap="sm">
          <Checkbox
            label="Instant Pickup"
            checked={instant}
            onChange={(event) => setInstant(event.currentTarget.checked)}
          />
          {instant && (
            <TextInput
              label="Batch Numbers"
              description="Comma-separated"
              value={batches}
              onChange={(event) => setBatches(event.currentTarget.value.replace(/[^\d,]/g, ''))}
              maxLength={400}
              style={{ flex: 1 }}
            />
          )}
          <Button onClick={submit} loading={add.isPending} ml="auto">
            Add
          </Button>
        </Group>
        {error && (
          <Text size="sm" c="red" role="alert">
            {error}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
