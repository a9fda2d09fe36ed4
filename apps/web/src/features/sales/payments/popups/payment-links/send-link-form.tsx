import type { OrderDetails } from '@backoffice/domain/orders';
import {
  isCartConversionType,
  PAYMENT_LINK_TYPES,
  ZSendPaymentLinkRequest,
  type TSendPaymentLinkRequest,
} from '@backoffice/domain/sales/payments';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Checkbox, Group, Stack } from '@mantine/core';
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form';
import { applyServerErrors, SelectField, TextField } from '@/components/form';
import { useIdempotencyKey, usePaymentLinkWrites } from '@/features/sales/components/payments';

/** The fields the server checks again (a via the user may not pick ...), shown under each. */
const SERVER_CHECKED_FIELDS = ['type', 'cart_pids', 'amount', 'payment_via'] as const;

/** What an amount box keeps of a typed value: digits and the decimal point. */
const amountText = (typed: string) => typed.replace(/[^\d.]/g, '');

/** The request of the form: carts for RNR and cto only, an amount for other only. */
const linkRequest = (values: TSendPaymentLinkRequest): TSendPaymentLinkRequest => ({
  ...values,
  cart_pids: isCartConversionType(values.type) ? values.cart_pids : [],
  amount: values.type === 'other' ? values.amount : null,
});

/**
 * Checks the request the form makes, as typed (raw): it carries the amount in rupees, as the
 * server reads it, and a field the link type hides is no part of it.
 */
const checkLinkRequest: Resolver<TSendPaymentLinkRequest> = (values, context, options) =>
  zodResolver(ZSendPaymentLinkRequest, undefined, { raw: true })(
    linkRequest(values),
    context,
    options,
  );

interface SendLinkFormProps {
  order: OrderDetails;
  vias: readonly string[];
  onSent: () => void;
}

/**
 * Sends a payment link (001 section 7): RNR and cto for the carts picked (their COD payable),
 * new for what an online order still owes, other for an amount typed here.
 */
export function SendLinkForm({ order, vias, onSent }: SendLinkFormProps) {
  const writes = usePaymentLinkWrites(order.order_random_id, onSent);
  const [key, renewKey] = useIdempotencyKey();
  const form = useForm<TSendPaymentLinkRequest>({
    resolver: checkLinkRequest,
    defaultValues: {
      order_random_id: order.order_random_id,
      type: order.payment_type === 'COD' ? 'cto' : 'other',
      cart_pids: [],
      amount: '',
      payment_via: vias[0] ?? null,
    },
  });
  const type = useWatch({ control: form.control, name: 'type' });
  const forCarts = isCartConversionType(type);

  const submit = form.handleSubmit((request) => {
    writes.send.mutate(
      { request, key },
      {
        onSuccess: () => {
          renewKey();
          form.reset({ ...form.getValues(), cart_pids: [], amount: '' });
        },
        onError: (error) => applyServerErrors(form, error, SERVER_CHECKED_FIELDS),
      },
    );
  });

  return (
    <form aria-label="Send payment link" noValidate onSubmit={submit}>
      <Stack gap="sm">
        <Group grow align="flex-start">
          <SelectField
            control={form.control}
            name="type"
            label="Link type"
            required
            data={PAYMENT_LINK_TYPES.map((t) => ({ value: t.value, label: t.label }))}
            allowDeselect={false}
          />
          <SelectField
            control={form.control}
            name="payment_via"
            label="Payment via"
            data={[...vias]}
            allowDeselect={false}
          />
        </Group>
        {forCarts && (
          <Controller
            control={form.control}
            name="cart_pids"
            render={({ field, fieldState }) => (
              <Checkbox.Group
                label="Carts"
                required
                value={(field.value ?? []).map(String)}
                onChange={(picked) => field.onChange(picked.map(Number))}
                error={fieldState.error?.message ?? fieldState.error?.root?.message}
              >
                <Stack gap={4} mt={4}>
                  {order.carts.map((cart) => (
                    <Checkbox
                      key={cart.cart_pid}
                      value={String(cart.cart_pid)}
                      label={`${cart.item_name} (cart ${cart.cart_pid}, ${cart.status_label})`}
                    />
                  ))}
                </Stack>
              </Checkbox.Group>
            )}
          />
        )}
        {type === 'other' && (
          <TextField
            control={form.control}
            name="amount"
            label="Amount"
            required
            inputMode="decimal"
            parse={amountText}
          />
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={writes.send.isPending}>
            Send Payment Link
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
