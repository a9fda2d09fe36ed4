import type { OrderDetails } from '@backoffice/domain/orders';
import {
  ADDITIONAL_PAYMENT_OPTIONS,
  type TAdditionalPaymentsRequest,
  ZAdditionalPaymentsAnswer,
  ZAdditionalPaymentsRequest,
} from '@backoffice/domain/sales/payments';
import { zodResolver } from '@hookform/resolvers/zod';
import { Divider, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { applyServerErrors, TextareaField } from '@/components/form';
import { AdditionalPayments } from '@/features/sales/components/additional-payments';
import { paymentKeys, useIdempotencyKey } from '@/features/sales/components/payments';
import { apiRequest } from '@/lib/api/api-client';
import { useOrderRefresh } from '@/lib/order-page';
import { OrderPaymentForm } from '../order-payment-form';

/** The fields the server checks again (a via the user may not pick ...), shown under each. */
const SERVER_CHECKED_FIELDS = [
  'payments',
  'payment.payment_type',
  'payment.payment_via',
  'payment.payment_tracking_id',
  'comments',
] as const;

interface AdditionalPaymentPopupProps {
  order: OrderDetails;
  close: () => void;
}

/**
 * Extra charges on an order: the additional-payments widget, then how the customer pays them
 * (the payment type form: COD on delivery, a Juspay link, or a bank transfer's tracking id).
 */
export function AdditionalPaymentPopup({ order, close }: AdditionalPaymentPopupProps) {
  const queryClient = useQueryClient();
  const refresh = useOrderRefresh(order.order_random_id);
  const [key] = useIdempotencyKey();
  // Checked as typed (raw): the request carries the amounts in rupees, as the server reads them.
  const form = useForm<TAdditionalPaymentsRequest>({
    resolver: zodResolver(ZAdditionalPaymentsRequest, undefined, { raw: true }),
    defaultValues: {
      order_random_id: order.order_random_id,
      payments: [],
      payment: {},
      comments: '',
    },
  });
  const record = useMutation({
    mutationFn: (body: TAdditionalPaymentsRequest) =>
      apiRequest('/additional-payments/', {
        schema: ZAdditionalPaymentsAnswer,
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
  const submit = (values: TAdditionalPaymentsRequest) =>
    record.mutate(
      { ...values, comments: values.comments?.trim() || null },
      {
        onSuccess: close,
        onError: (error) => applyServerErrors(form, error, SERVER_CHECKED_FIELDS),
      },
    );
  return (
    <OrderPaymentForm
      form={form}
      label="Additional payment"
      subject={
        <Stack gap="md">
          <Controller
            control={form.control}
            name="payments"
            render={({ field, fieldState }) => (
              <AdditionalPayments
                options={ADDITIONAL_PAYMENT_OPTIONS}
                value={field.value}
                onChange={field.onChange}
                error={fieldState.error?.message ?? fieldState.error?.root?.message}
              />
            )}
          />
          <Divider />
        </Stack>
      }
      extra={
        <TextareaField
          control={form.control}
          name="comments"
          label="Comments"
          autosize
          minRows={2}
        />
      }
      submitLabel="Record Payment"
      pending={record.isPending}
      onSubmit={submit}
      close={close}
    />
  );
}
