import type { OrderCart, OrderDetails } from '@backoffice/domain/orders';
import {
  splitQuantityMessage,
  ZSplitCartRequest,
  type SplitCartTemplate,
} from '@backoffice/domain/sales/payments';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Checkbox, Group, Slider, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { useSplitCart, useSplitCartTemplate } from './split-cart-api';
import { applyServerErrors, CheckboxGroupField } from '@/components/form';
import { QueryView } from '@/components/ui';
import { isStale } from '@/lib/api/api-error';
import { StaleWriteNotice, useStaleWrite } from '@/lib/order-page';

/** What the agent chooses of a cart of `itemQuantity` items: how many move, with which invoices. */
function splitChoiceSchema(itemQuantity: number) {
  return ZSplitCartRequest.pick({ quantity: true, invoice_numbers: true }).superRefine(
    ({ quantity }, ctx) => {
      const message = splitQuantityMessage(quantity, itemQuantity);
      if (message) ctx.addIssue({ code: 'custom', path: ['quantity'], message });
    },
  );
}
type SplitChoiceSchema = ReturnType<typeof splitChoiceSchema>;

/** The fields the server checks again, shown under each. */
const SERVER_CHECKED_FIELDS = ['quantity', 'invoice_numbers'] as const;

interface SplitCartPopupProps {
  order: OrderDetails;
  cart: OrderCart;
  close: () => void;
}

/** Split cart (001 sections 2 and 9): a slider from 1 to the item quantity and the invoices. */
export function SplitCartPopup({ order, cart, close }: SplitCartPopupProps) {
  const template = useSplitCartTemplate(cart.cart_pid, order.affiliate_id);
  return (
    <QueryView query={template} isEmpty={() => false} emptyText="">
      {(data) =>
        data.refusal ? (
          <Alert color="yellow">{data.refusal}</Alert>
        ) : (
          <SplitCartForm
            orderRandomId={order.order_random_id}
            template={data}
            reload={() => template.refetch()}
            close={close}
          />
        )
      }
    </QueryView>
  );
}

interface SplitCartFormProps {
  orderRandomId: string;
  template: SplitCartTemplate;
  /** Reads the cart again (its new version) after a stale write. */
  reload: () => Promise<unknown>;
  close: () => void;
}

function SplitCartForm({ orderRandomId, template, reload, close }: SplitCartFormProps) {
  const split = useSplitCart(orderRandomId);
  const stale = useStaleWrite(reload);
  const schema = useMemo(() => splitChoiceSchema(template.item_quantity), [template.item_quantity]);
  // Checked as the slider moves: the form says at once when a quantity cannot be split off.
  const form = useForm<z.input<SplitChoiceSchema>, unknown, z.output<SplitChoiceSchema>>({
    resolver: zodResolver(schema),
    mode: 'onChange',
    defaultValues: { quantity: template.min_quantity, invoice_numbers: [] },
  });
  const quantity = useWatch({ control: form.control, name: 'quantity' });
  const refused = form.formState.errors.quantity !== undefined;
  const submit = form.handleSubmit(({ quantity: moved, invoice_numbers }) =>
    split.mutate(
      {
        affiliate_id: template.affiliate_id,
        cart_pid: template.cart_pid,
        version: template.version,
        invoice_numbers,
        quantity: moved,
      },
      {
        onSuccess: close,
        onError: (error) => {
          if (isStale(error)) stale.onError(error);
          else applyServerErrors(form, error, SERVER_CHECKED_FIELDS);
        },
      },
    ),
  );
  const marks = Array.from({ length: template.max_quantity }, (_, i) => ({
    value: i + 1,
    label: String(i + 1),
  }));
  return (
    <form aria-label="Split cart" noValidate onSubmit={submit}>
      <Stack gap="md">
        <StaleWriteNotice stale={stale} />
        <Text size="sm">
          {template.item_name} ({template.item_sku}) · {template.item_quantity} items in cart{' '}
          {template.cart_pid}
        </Text>
        <Stack gap={4}>
          <Text size="sm" fw={500} id="split-quantity-label">
            Items to move to a new cart: {quantity}
          </Text>
          <Controller
            control={form.control}
            name="quantity"
            render={({ field, fieldState }) => (
              <>
                <Slider
                  aria-labelledby="split-quantity-label"
                  // The thumb is what a screen reader moves: it needs the name too.
                  thumbLabel="Items to move to a new cart"
                  min={template.min_quantity}
                  max={template.max_quantity}
                  step={1}
                  marks={marks}
                  value={field.value}
                  onChange={field.onChange}
                  mb="lg"
                />
                {fieldState.error && (
                  <Text size="sm" c="red">
                    {fieldState.error.message}
                  </Text>
                )}
              </>
            )}
          />
        </Stack>
        {template.invoice_numbers.length > 0 && (
          <CheckboxGroupField
            control={form.control}
            name="invoice_numbers"
            label="Invoices that go with the new cart"
          >
            <Group gap="md" mt={4}>
              {template.invoice_numbers.map((number) => (
                <Checkbox key={number} value={number} label={number} />
              ))}
            </Group>
          </CheckboxGroupField>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          <Button type="submit" disabled={refused} loading={split.isPending}>
            Split Cart
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
