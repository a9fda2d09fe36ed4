import {
  REFUND_COMMENTS_MAX,
  ZUpdateRefundAmount,
  ZUpdateRefundAmountResponse,
  type TRefundListRow,
  type TUpdateRefundAmountResponse,
} from '@backoffice/domain/refunds';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, NumberInput, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { applyServerErrors, TextareaField } from '@/components/form';
import { isStale } from '@/lib/api/api-error';
import { refundDetailsQuery } from '@/features/refunds/api/refund-reads';
import { useRefundWrite } from '@/features/refunds/api/use-refund-write';
import { RefundHeading } from '@/features/refunds/components/refund-heading';
import { useRefundVersion } from '@/features/refunds/components/use-refund-version';
import { formatRupees } from '@/lib/format';
import { StaleWriteNotice } from '@/lib/order-page';

/** The popup's fields, checked by the domain's body: the amount in rupees, a comment. */
const ZAmountFields = ZUpdateRefundAmount.pick({ amount: true, comments: true });
type AmountFields = z.input<typeof ZAmountFields>;
const FIELDS = ['amount', 'comments'] as const;

interface UpdateAmountPopupProps {
  refund: TRefundListRow;
  close: () => void;
}

/**
 * Update amount (update-amount/): the refund's new amount in rupees, never above what is left
 * to refund on the cart (the server's rule, its message shown as it says it).
 */
export function UpdateAmountPopup({ refund, close }: UpdateAmountPopupProps) {
  const { status, stale } = useRefundVersion(refund.refund_id);
  const details = useQuery(refundDetailsQuery(refund.refund_id));
  const form = useForm<AmountFields, unknown, z.output<typeof ZAmountFields>>({
    resolver: zodResolver(ZAmountFields),
    defaultValues: { amount: refund.amount, comments: '' },
  });
  const write = useRefundWrite<z.input<typeof ZUpdateRefundAmount>, TUpdateRefundAmountResponse>({
    name: 'updateAmount',
    schema: ZUpdateRefundAmountResponse,
  });
  // The wire takes the amount in rupees as typed; the schema's output is paise.
  const submit = form.handleSubmit(() => {
    if (!status.data) return;
    const { amount, comments = '' } = form.getValues();
    write.mutate(
      {
        refund_id: refund.refund_id,
        version: status.data.version,
        amount: Number(amount),
        ...(comments.trim() === '' ? {} : { comments: comments.trim() }),
      },
      {
        onSuccess: close,
        onError: (error) => {
          if (isStale(error)) stale.onError(error);
          else applyServerErrors(form, error, FIELDS);
        },
      },
    );
  });
  const payment = details.data?.payment;
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <RefundHeading refund={refund} />
        {payment && (
          <Text size="sm">
            {`Paid ${formatRupees(payment.order_paid)} · refunded ${formatRupees(payment.cart_refunded)} · left to refund ${formatRupees(payment.refundable)}`}
          </Text>
        )}
        <Controller
          control={form.control}
          name="amount"
          render={({ field, fieldState }) => (
            <NumberInput
              label="Refund Amount (₹)"
              withAsterisk
              min={0}
              decimalScale={2}
              ref={field.ref}
              value={field.value as number | string}
              onBlur={field.onBlur}
              onChange={field.onChange}
              error={fieldState.error?.message}
            />
          )}
        />
        <TextareaField
          control={form.control}
          name="comments"
          label="Comments"
          autosize
          minRows={2}
          maxLength={REFUND_COMMENTS_MAX}
        />
        <StaleWriteNotice stale={stale} />
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            Close
          </Button>
          <Button type="submit" loading={write.isPending} disabled={!status.data}>
            Update Amount
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
