import type { OrderDetails } from '@backoffice/domain/orders';
import { onlinePaymentVias, ZPaymentTypeChangeRequest } from '@backoffice/domain/sales/payments';
import { Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  EMPTY_PAYMENT_TYPE,
  fieldErrors,
  paymentKeys,
  PaymentTypeFields,
  useIdempotencyKey,
  type PaymentTypeValue,
} from '@/features/sales/components/payments';
import { apiRequest } from '@/lib/api/api-client';
import { useCurrentUser } from '@/lib/session/get-user-details';
import { closeWhenStale, useOrderRefresh } from '@/lib/order-page';

interface PaymentTypePopupProps {
  order: OrderDetails;
  close: () => void;
}

/**
 * Changes the order's payment type with the payment form: ONLINE via Juspay sends a cto link
 * for every eligible cart, via a bank account records the payment with its tracking id; COD is
 * possible while nothing was paid online.
 */
export function PaymentTypePopup({ order, close }: PaymentTypePopupProps) {
  const { user } = useCurrentUser();
  const queryClient = useQueryClient();
  const refresh = useOrderRefresh(order.order_random_id);
  const [key] = useIdempotencyKey();
  const [value, setValue] = useState<PaymentTypeValue>(EMPTY_PAYMENT_TYPE);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const change = useMutation({
    mutationFn: (body: unknown) =>
      apiRequest<{ message: string }>('/backoffice-payment-type-changed-orders/', {
        method: 'POST',
        body,
        headers: { 'Idempotency-Key': key },
      }),
    onSuccess: ({ message }) => notifications.show({ color: 'green', message }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: paymentKeys.order(order.order_random_id) });
      refresh({ lists: false });
    },
  });
  const submit = () => {
    const body = {
      order_random_id: order.order_random_id,
      version: order.version,
      payment: { ...value, payment_tracking_id: value.payment_tracking_id || null },
    };
    const checked = ZPaymentTypeChangeRequest.safeParse(body);
    const fields = fieldErrors(checked.error);
    setErrors({
      payment_type: fields['payment.payment_type'] ?? '',
      payment_via: fields['payment.payment_via'] ?? '',
      payment_tracking_id: fields['payment.payment_tracking_id'] ?? '',
    });
    if (!checked.success) return;
    change.mutate(body, { onSuccess: close, onError: closeWhenStale(close) });
  };
  return (
    <form
      aria-label="Change payment type"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="md">
        <Text size="sm">
          The order is <b>{order.payment_type}</b> ({order.payment_method}).
        </Text>
        <PaymentTypeFields
          value={value}
          onChange={setValue}
          vias={user ? onlinePaymentVias(user).map((m) => m.name) : []}
          errors={{
            payment_type: errors.payment_type || undefined,
            payment_via: errors.payment_via || undefined,
            payment_tracking_id: errors.payment_tracking_id || undefined,
          }}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          <Button type="submit" loading={change.isPending}>
            Update Payment Type
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
