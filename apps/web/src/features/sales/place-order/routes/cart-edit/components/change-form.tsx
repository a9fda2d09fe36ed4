import { orderPagePath } from '@backoffice/domain/orders';
import {
  ADDITIONAL_PAYMENT_OPTIONS,
  ZPaymentTypeForm,
  type TPaymentTypeFormInput,
} from '@backoffice/domain/sales/payments';
import {
  ZEditCartRequest,
  type BackendOrderResponse,
  type CartChangeSettlement,
} from '@backoffice/domain/sales/place-order';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Controller, FormProvider, useForm, useWatch, type Resolver } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { applyServerErrors, TextareaField } from '@/components/form';
import {
  AdditionalPayments,
  toSelectedPayments,
} from '@/features/sales/components/additional-payments';
import { PaymentTypeFields, useIdempotencyKey } from '@/features/sales/components/payments';
import type { PickedItem } from '@/features/sales/components/product-picker';
import { formatPaise, formatRupees } from '@/lib/format';
import { useEditCart } from '@/features/sales/place-order/api/edit-cart';
import { asksPayment, editCartRequest, pickedDifference, settlementPreview } from '../edit-request';

/** What the agent adds to the picked item: extra charges and a comment ... */
const ZChange = ZEditCartRequest.pick({ payments: true, comments: true });
/** ... and, when the customer pays a balance online, how (the payment form) ... */
const ZChangeWithPayment = ZChange.extend({ payment: ZPaymentTypeForm });
/** ... else no payment, whatever the hidden payment form holds. */
const ZChangeWithoutPayment = ZChange.extend({
  payment: z.custom<TPaymentTypeFormInput>().transform(() => null),
});

type ChangeValues = z.input<typeof ZChangeWithPayment>;
type CheckedChange = z.output<typeof ZChangeWithPayment> | z.output<typeof ZChangeWithoutPayment>;

/** The fields the server checks again, shown under each. */
const SERVER_CHECKED_FIELDS = [
  'payment.payment_type',
  'payment.payment_via',
  'payment.payment_tracking_id',
  'comments',
] as const;

interface ChangeFormProps {
  loaded: BackendOrderResponse;
  picked: PickedItem;
  onCancel: () => void;
}

/** What the customer is told: how the balance is settled, or what is still to choose. */
function settlementText({ status, payment_paise, total, refusal }: CartChangeSettlement): string {
  switch (status) {
    case 'pending':
      return `A payment link of ${formatPaise(payment_paise)} is sent; the cart ships once it is paid.`;
    case 'collect_on_delivery':
      return 'The balance is collected on delivery.';
    case 'refund_due':
      return `A refund of ${formatPaise(payment_paise)} is recorded for the customer.`;
    default:
      // A balance the payment form does not settle yet is still a balance to pay.
      return total.kind === 'extra' && refusal
        ? `An extra payment of ${formatPaise(total.amount)} is due: choose how the customer pays it.`
        : 'Nothing to pay either way.';
  }
}

/**
 * The change of the cart (001 section 2): the picked item against the cart, the price
 * difference as extra payment or refund with extra charges in the additional-payments widget,
 * how the balance is paid, a comment, then Modify Cart (with the form's Idempotency-Key).
 */
export function ChangeForm({ loaded, picked, onCancel }: ChangeFormProps) {
  const [key] = useIdempotencyKey();
  const save = useEditCart();
  const navigate = useNavigate();
  const { cart } = loaded;
  // The payment form is asked only while the change leaves a balance to pay online.
  const resolver: Resolver<ChangeValues, unknown, CheckedChange> = (values, context, options) =>
    asksPayment(loaded, picked, toSelectedPayments(values.payments))
      ? zodResolver(ZChangeWithPayment)(values, context, options)
      : zodResolver(ZChangeWithoutPayment)(values, context, options);
  const form = useForm<ChangeValues, unknown, CheckedChange>({
    resolver,
    defaultValues: { payments: [], payment: {}, comments: '' },
  });
  const [chosen, typed] = useWatch({ control: form.control, name: ['payments', 'payment'] });
  const payments = toSelectedPayments(chosen);
  const needsPayment = asksPayment(loaded, picked, payments);
  // What the customer is told follows the payment form as the agent fills it in.
  const payment = needsPayment ? (ZPaymentTypeForm.safeParse(typed).data ?? null) : null;
  const preview = settlementPreview(loaded, picked, payments, payment);

  const submit = form.handleSubmit((checked) => {
    const request = editCartRequest(loaded, picked, payments, checked.payment, checked.comments);
    save.mutate(
      { request, key },
      {
        onSuccess: (answer) => {
          notifications.show({ color: 'green', message: answer.message });
          void navigate(orderPagePath(answer.order_random_id));
        },
        onError: (error) => applyServerErrors(form, error, SERVER_CHECKED_FIELDS),
      },
    );
  });

  return (
    <FormProvider {...form}>
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
          <Controller
            control={form.control}
            name="payments"
            render={({ field, fieldState }) => (
              <AdditionalPayments
                options={ADDITIONAL_PAYMENT_OPTIONS}
                value={field.value ?? []}
                onChange={field.onChange}
                basePaise={pickedDifference(picked)}
                error={fieldState.error?.message ?? fieldState.error?.root?.message}
              />
            )}
          />
          {needsPayment && <PaymentTypeFields vias={loaded.payment_vias} />}
          <Alert color={preview.status === 'refund_due' ? 'orange' : 'blue'}>
            {loaded.payment_type === 'COD' && preview.status !== 'none'
              ? 'A cash on delivery order: the balance is collected on delivery.'
              : settlementText(preview)}
          </Alert>
          <TextareaField
            control={form.control}
            name="comments"
            label="Comment"
            required
            autosize
            minRows={2}
            maxLength={1000}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onCancel}>
              Choose another item
            </Button>
            <Button onClick={() => void submit()} loading={save.isPending}>
              Modify Cart
            </Button>
          </Group>
        </Stack>
      </Paper>
    </FormProvider>
  );
}
