import { DYNAMIC_FORM_MESSAGES, replacementQuantityError } from '@backoffice/domain/returns';
import {
  DIMENSIONS_TEXT_MAX_LENGTH,
  ITEM_SKU_MAX_LENGTH,
} from '@backoffice/domain/sales/catalogue';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, NumberInput, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { applyServerErrors, TextField } from '@/components/form';

/** What the replacement form holds; the dealer customer price in rupees. */
export interface ReplacementValues {
  item_sku: string;
  item_dimensions: string;
  quantity: number;
  dealer_cx_price: number | null;
}

const FIELDS = ['item_sku', 'item_dimensions', 'quantity', 'dealer_cx_price'] as const;

/** The fields as the domain bounds them; at most as many items as the returned cart holds. */
const replacementSchema = (cartQuantity: number) =>
  z.object({
    item_sku: z
      .string()
      .trim()
      .min(1, DYNAMIC_FORM_MESSAGES.required)
      .max(ITEM_SKU_MAX_LENGTH, DYNAMIC_FORM_MESSAGES.maxLength('Item SKU', ITEM_SKU_MAX_LENGTH)),
    item_dimensions: z
      .string()
      .max(
        DIMENSIONS_TEXT_MAX_LENGTH,
        DYNAMIC_FORM_MESSAGES.maxLength('Dimensions', DIMENSIONS_TEXT_MAX_LENGTH),
      ),
    quantity: z.number().superRefine((quantity, ctx) => {
      const error = replacementQuantityError(quantity, cartQuantity);
      if (error) ctx.addIssue({ code: 'custom', message: error });
    }),
    dealer_cx_price: z.number().nullable(),
  });

interface ReplacementFormProps {
  initial: ReplacementValues;
  /** The returned cart's quantity: a replacement ships at most as many. */
  cartQuantity: number;
  submitLabel: string;
  pending: boolean;
  notice?: ReactNode;
  /** Sends the values; a failure comes back to `onError`, whose field refusals show here. */
  onSubmit: (values: ReplacementValues, onError: (error: Error) => void) => void;
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
  const form = useForm<ReplacementValues>({
    resolver: zodResolver(replacementSchema(cartQuantity)),
    defaultValues: initial,
  });
  const submit = form.handleSubmit((values) =>
    onSubmit(values, (error) => applyServerErrors(form, error, FIELDS)),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Group grow align="flex-start">
          <TextField
            control={form.control}
            name="item_sku"
            label="Item SKU"
            withAsterisk
            maxLength={ITEM_SKU_MAX_LENGTH}
          />
          <TextField
            control={form.control}
            name="item_dimensions"
            label="Dimensions"
            maxLength={DIMENSIONS_TEXT_MAX_LENGTH}
          />
        </Group>
        <Group grow align="flex-start">
          <Controller
            control={form.control}
            name="quantity"
            render={({ field, fieldState }) => (
              <NumberInput
                label="Quantity"
                withAsterisk
                min={1}
                max={cartQuantity}
                allowDecimal={false}
                ref={field.ref}
                value={field.value}
                onBlur={field.onBlur}
                onChange={(quantity) => field.onChange(Number(quantity) || 0)}
                error={fieldState.error?.message}
              />
            )}
          />
          <Controller
            control={form.control}
            name="dealer_cx_price"
            render={({ field, fieldState }) => (
              <NumberInput
                label="Dealer Customer Price"
                min={0}
                decimalScale={2}
                prefix="₹"
                thousandSeparator=","
                ref={field.ref}
                value={field.value ?? ''}
                onBlur={field.onBlur}
                onChange={(price) => field.onChange(price === '' ? null : Number(price))}
                error={fieldState.error?.message}
              />
            )}
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
