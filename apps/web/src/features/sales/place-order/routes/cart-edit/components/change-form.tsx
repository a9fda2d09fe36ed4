import { orderPagePath } from '@backoffice/domain/orders';
import {
  ADDITIONAL_PAYMENT_OPTIONS,
  ZPaymentTypeForm,
  type SelectedPayment,
} from '@backoffice/domain/sales/payments';
import { ZEditCartRequest, type BackendOrderResponse } from '@backoffice/domain/sales/place-order';
import { Alert, Button, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { AdditionalPayments } from '@/features/sales/components/additional-payments';
import {
  EMPTY_PAYMENT_TYPE,
  fieldErrors,
  PaymentTypeFields,
  useIdempotencyKey,
  type PaymentTypeValue,
} from '@/features/sales/components/payments';
import type { PickedItem } from '@/features/sales/components/product-picker';
import { formatPaise, formatRupees } from '@/lib/format';
import { useEditCart } from '@/features/sales/place-order/api/edit-cart';
import { asksPayment, editCartRequest, pickedDifference, settlementPreview } from '../edit-request';

interface ChangeFormProps {
  loaded: BackendOrderResponse;
  picked: PickedItem;
  onCancel: () => void;
}

/** What the customer is told: how the balance is settled. */
function settlementText(status: string, amount: number): string {
  switch (status) {
    case 'pending':
      return `A payment link of ${formatPaise(amount)} is sent; the cart ships once it is paid.`;
    case 'collect_on_delivery':
      return 'The balance is collected on delivery.';
    case 'refund_due':
      return `A refund of ${formatPaise(amount)} is recorded for the customer.`;
    default:
      return 'Nothing to pay either way.';
  }
}

/**
 * The change of the cart (001 section 2): the picked item against the cart, the price
 * difference as extra payment or refund with extra charges in the additional-payments widget,
 * how the balance is paid, a comment, then Modify Cart (with the form's Idempotency-Key).
 */
export function ChangeForm({ loaded, picked, onCancel }: ChangeFormProps) {
  const [payments, setPayments] = useState<SelectedPayment[]>([]);
  const [payment, setPayment] = useState<PaymentTypeValue>(EMPTY_PAYMENT_TYPE);
  const [comments, setComments] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [key] = useIdempotencyKey();
  const save = useEditCart();
  const navigate = useNavigate();
  const { cart } = loaded;
  const needsPayment = asksPayment(loaded, picked, payments);
  const parsed = needsPayment ? ZPaymentTypeForm.safeParse(payment) : null;
  const preview = settlementPreview(loaded, picked, payments, parsed?.data ?? null);

  const submit = () => {
    const comment = ZEditCartRequest.shape.comments.safeParse(comments);
    const problems = {
      ...(parsed && !parsed.success ? fieldErrors(parsed.error) : {}),
      ...(comment.success ? {} : { comments: comment.error.issues[0]?.message ?? '' }),
    };
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    const request = editCartRequest(loaded, picked, payments, parsed?.data ?? null, comments);
    save.mutate(
      { request, key },
      {
        onSuccess: (answer) => {
          notifications.show({ color: 'green', message: answer.message });
          void navigate(orderPagePath(answer.order_random_id));
        },
      },
    );
  };

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label="Change">
      <Stack gap="md">
        <Title order={4}>Change</Title>
        <Text>
          {`${cart.item_sku} (${cart.item_dimensions}) x ${cart.item_quantity} → ` +
            `${picked.item_sku} (${picked.availability.item_dimensions}) x ${picked.item_quantity}`}
        </Text>
        <Text fw={600} aria-label="Price difference">
          {picked.extra_or_refund === 'none'
            ? 'No price difference'
            : `Price difference: ${picked.extra_or_refund === 'extra' ? 'extra payment' : 'refund'} of ${formatRupees(picked.diff_amount)}`}
        </Text>
        <AdditionalPayments
          options={ADDITIONAL_PAYMENT_OPTIONS}
          value={payments}
          onChange={setPayments}
          basePaise={pickedDifference(picked)}
        />
        {needsPayment && (
          <PaymentTypeFields
            value={payment}
            onChange={setPayment}
            vias={loaded.payment_vias}
            errors={errors}
          />
        )}
        <Alert color={preview.status === 'refund_due' ? 'orange' : 'blue'}>
          {loaded.payment_type === 'COD' && preview.status !== 'none'
            ? 'A cash on delivery order: the balance is collected on delivery.'
            : settlementText(preview.status, preview.payment_paise)}
        </Alert>
        <Textarea
          label="Comment"
          required
          autosize
          minRows={2}
          maxLength={1000}
          value={comments}
          error={errors.comments}
          onChange={(event) => setComments(event.currentTarget.value)}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Choose another item
          </Button>
          <Button onClick={submit} loading={save.isPending}>
            Modify Cart
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
