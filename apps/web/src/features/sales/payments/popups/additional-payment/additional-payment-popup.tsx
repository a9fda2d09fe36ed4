import type { OrderDetails } from '@backoffice/domain/orders';
import {
  ADDITIONAL_PAYMENT_OPTIONS,
  onlinePaymentVias,
  ZAdditionalPaymentsRequest,
  type AdditionalPaymentsAnswer,
  type SelectedPayment,
} from '@backoffice/domain/sales/payments';
import { Button, Divider, Group, Stack, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { AdditionalPayments } from '@/features/sales/components/additional-payments';
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
import { useOrderRefresh } from '@/lib/order-page';

interface AdditionalPaymentPopupProps {
  order: OrderDetails;
  close: () => void;
}

/**
 * Extra charges on an order: the additional-payments widget, then how the customer pays them
 * (the payment type form: COD on delivery, a Juspay link, or a bank transfer's tracking id).
 */
export function AdditionalPaymentPopup({ order, close }: AdditionalPaymentPopupProps) {
  const { user } = useCurrentUser();
  const queryClient = useQueryClient();
  const refresh = useOrderRefresh(order.order_random_id);
  const [key] = useIdempotencyKey();
  const [payments, setPayments] = useState<SelectedPayment[]>([]);
  const [payment, setPayment] = useState<PaymentTypeValue>(EMPTY_PAYMENT_TYPE);
  const [comments, setComments] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const record = useMutation({
    mutationFn: (body: unknown) =>
      apiRequest<AdditionalPaymentsAnswer>('/additional-payments/', {
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
      payments,
      payment: { ...payment, payment_tracking_id: payment.payment_tracking_id || null },
      comments: comments.trim() || null,
    };
    const checked = ZAdditionalPaymentsRequest.safeParse(body);
    setErrors(fieldErrors(checked.error));
    if (!checked.success) return;
    record.mutate(body, { onSuccess: close });
  };
  return (
    <form
      aria-label="Additional payment"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="md">
        <AdditionalPayments
          options={ADDITIONAL_PAYMENT_OPTIONS}
          value={payments}
          onChange={setPayments}
          error={errors.payments}
        />
        <Divider />
        <PaymentTypeFields
          value={payment}
          onChange={setPayment}
          vias={user ? onlinePaymentVias(user).map((m) => m.name) : []}
          errors={{
            payment_type: errors['payment.payment_type'],
            payment_via: errors['payment.payment_via'],
            payment_tracking_id: errors['payment.payment_tracking_id'],
          }}
        />
        <Textarea
          label="Comments"
          autosize
          minRows={2}
          value={comments}
          onChange={(event) => setComments(event.currentTarget.value)}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          <Button type="submit" loading={record.isPending}>
            Record Payment
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
