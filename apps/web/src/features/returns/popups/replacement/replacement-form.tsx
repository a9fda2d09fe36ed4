import { replacementQuantityError } from '@backoffice/domain/returns';
import { Button, Group, NumberInput, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent, type ReactNode } from 'react';

/** What the replacement form holds; the dealer customer price in rupees. */
export interface ReplacementValues {
  item_sku: string;
  item_dimensions: string;
  quantity: number;
  dealer_cx_price: number | null;
}

interface ReplacementFormProps {
  initial: ReplacementValues;
  /** The returned cart's quantity: a replacement ships at most as many. */
  cartQuantity: number;
  submitLabel: string;
  pending: boolean;
  notice?: ReactNode;
  onSubmit: (values: ReplacementValues) => void;
}

/**
 * The replacement's item, dimensions, quantity and dealer customer price (dealer_cx_price,
 * rupees with 2 decimals, optional).
 */
export function ReplacementForm({
  initial,
  cartQuantity,
  submitLabel,
  pending,
  notice,
  onSubmit,
}: ReplacementFormProps) {
  const [values, setValues] = useState(initial);
  const [tried, setTried] = useState(false);
  const skuMissing = values.item_sku.trim() === '';
  const quantityError = replacementQuantityError(values.quantity, cartQuantity);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (skuMissing || quantityError) return;
    onSubmit(values);
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Group grow align="flex-start">
          <TextInput
            label="Item SKU"
            withAsterisk
            maxLength={80}
            value={values.item_sku}
            onChange={(event) => setValues({ ...values, item_sku: event.currentTarget.value })}
            error={tried && skuMissing ? 'Required!' : undefined}
          />
          <TextInput
            label="Dimensions"
            maxLength={120}
            value={values.item_dimensions}
            onChange={(event) =>
              setValues({ ...values, item_dimensions: event.currentTarget.value })
            }
          />
        </Group>
        <Group grow align="flex-start">
          <NumberInput
            label="Quantity"
            withAsterisk
            min={1}
            max={cartQuantity}
            allowDecimal={false}
            value={values.quantity}
            onChange={(quantity) => setValues({ ...values, quantity: Number(quantity) || 0 })}
            error={tried ? quantityError : undefined}
          />
          <NumberInput
            label="Dealer Customer Price"
            min={0}
            decimalScale={2}
            prefix="₹"
            thousandSeparator=","
            value={values.dealer_cx_price ?? ''}
            onChange={(price) =>
              setValues({ ...values, dealer_cx_price: price === '' ? null : Number(price) })
            }
          />
        </Group>
        {notice}
        <Group justify="flex-end">
          <Button type="submit" loading={pending}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The body's price: rupees with 2 decimals (the server keeps paise), left out when none. */
export const priceField = (price: number | null) =>
  price === null ? {} : { dealer_cx_price: Number(price.toFixed(2)) };
