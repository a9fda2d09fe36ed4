import type { OrderDetails } from '@backoffice/domain/orders';
import {
  type TPaymentTypeChangeRequest,
  ZPaymentTypeChangeAnswer,
  ZPaymentTypeChangeRequest,
} from '@backoffice/domain/sales/payments';
import { zodResolver } from '@hookform/resolvers/zod';
import { Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { applyServerErrors } from '@/components/form';
import { paymentKeys, useIdempotencyKey } from '@/features/sales/components/payments';
import { apiRequest } from '@/lib/api/api-client';
import { isStale } from '@/lib/api/api-error';
import { StaleWriteNotice, useOrderRefresh, useStaleOrderWrite } from '@/lib/order-page';
import { OrderPaymentForm } from '../order-payment-form';

type PaymentTypeChange = z.output<typeof ZPaymentTypeChangeRequest>;

/** The fields the server checks again (a via the user may not pick ...), shown under each. */
const SERVER_CHECKED_FIELDS = [
  'payment.payment_type',
  'payment.payment_via',
  'payment.payment_tracking_id',
] as const;

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
  const queryClient = useQueryClient();
  const refresh = useOrderRefresh(order.order_random_id);
  const [key] = useIdempotencyKey();
  const form = useForm<TPaymentTypeChangeRequest, unknown, PaymentTypeChange>({
    resolver: zodResolver(ZPaymentTypeChangeRequest),
    defaultValues: { order_random_id: order.order_random_id, version: order.version, payment: {} },
  });
  const stale = useStaleOrderWrite(order.order_random_id, (version) =>
    form.setValue('version', version),
  );
  const change = useMutation({
    mutationFn: (body: PaymentTypeChange) =>
      apiRequest('/backoffice-payment-type-changed-orders/', {
        schema: ZPaymentTypeChangeAnswer,
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
  const submit = (body: PaymentTypeChange) =>
    change.mutate(body, {
      onSuccess: close,
      // Changed by someone else: the popup stays with the choice made, shows the conflict and
      // offers Reload; a refused field shows the server's message under it.
      onError: (error) => {
        if (isStale(error)) stale.onError(error);
        else applyServerErrors(form, error, SERVER_CHECKED_FIELDS);
      },
    });
  return (
    <OrderPaymentForm
      form={form}
      label="Change payment type"
      subject={
        <>
          <StaleWriteNotice stale={stale} />
          <Text size="sm">
            The order is <b>{order.payment_type}</b> ({order.payment_method}).
          </Text>
        </>
      }
      submitLabel="Update Payment Type"
      pending={change.isPending}
      onSubmit={submit}
      close={close}
    />
  );
}
