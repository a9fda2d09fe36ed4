import type { OrderDetails } from '@backoffice/domain/orders';
import {
  isCartConversionType,
  PAYMENT_LINK_TYPES,
  ZSendPaymentLinkRequest,
  type PaymentLinkType,
} from '@backoffice/domain/sales/payments';
import { Button, Checkbox, Group, Select, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import {
  fieldErrors,
  useIdempotencyKey,
  usePaymentLinkWrites,
} from '@/features/sales/components/payments';

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
  const [type, setType] = useState<PaymentLinkType>(order.payment_type === 'COD' ? 'cto' : 'other');
  const [cartPids, setCartPids] = useState<string[]>([]);
  const [amount, setAmount] = useState('');
  const [via, setVia] = useState<string | null>(vias[0] ?? null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const forCarts = isCartConversionType(type);

  const submit = () => {
    const request = {
      order_random_id: order.order_random_id,
      type,
      cart_pids: forCarts ? cartPids.map(Number) : [],
      amount: type === 'other' ? amount : null,
      payment_via: via,
    };
    const checked = ZSendPaymentLinkRequest.safeParse(request);
    setErrors(fieldErrors(checked.error));
    if (!checked.success) return;
    writes.send.mutate(
      { request, key },
      {
        onSuccess: () => {
          renewKey();
          setCartPids([]);
          setAmount('');
        },
      },
    );
  };

  return (
    <form
      aria-label="Send payment link"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="sm">
        <Group grow align="flex-start">
          <Select
            label="Link type"
            required
            data={PAYMENT_LINK_TYPES.map((t) => ({ value: t.value, label: t.label }))}
            value={type}
            onChange={(value) => value && setType(value as PaymentLinkType)}
            allowDeselect={false}
            error={errors.type}
          />
          <Select
            label="Payment via"
            data={[...vias]}
            value={via}
            onChange={setVia}
            allowDeselect={false}
            error={errors.payment_via}
          />
        </Group>
        {forCarts && (
          <Checkbox.Group
            label="Carts"
            required
            value={cartPids}
            onChange={setCartPids}
            error={errors.cart_pids}
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
        {type === 'other' && (
          <TextInput
            label="Amount"
            required
            inputMode="decimal"
            value={amount}
            onChange={(event) => setAmount(event.currentTarget.value.replace(/[^\d.]/g, ''))}
            error={errors.amount}
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
