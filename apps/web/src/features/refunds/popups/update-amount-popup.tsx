import {
  REFUND_COMMENTS_MAX,
  ZUpdateRefundAmount,
  ZUpdateRefundAmountResponse,
  type TRefundListRow,
  type TUpdateRefundAmountResponse,
} from '@backoffice/domain/refunds';
import { Button, Group, NumberInput, Stack, Text, Textarea } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { refundDetailsQuery } from '@/features/refunds/api/refund-reads';
import { useRefundWrite } from '@/features/refunds/api/use-refund-write';
import { RefundHeading } from '@/features/refunds/components/refund-heading';
import { useRefundVersion } from '@/features/refunds/components/use-refund-version';
import { formatRupees } from '@/lib/format';
import { StaleWriteNotice } from '@/lib/order-page';

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
  const [amount, setAmount] = useState<number | string>(refund.amount);
  const [comments, setComments] = useState('');
  const [tried, setTried] = useState(false);
  const write = useRefundWrite<Record<string, unknown>, TUpdateRefundAmountResponse>({
    name: 'updateAmount',
    schema: ZUpdateRefundAmountResponse,
  });
  const amountError = ZUpdateRefundAmount.shape.amount.safeParse(amount).error?.issues[0]?.message;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (amountError !== undefined || !status.data) return;
    write.mutate(
      {
        refund_id: refund.refund_id,
        version: status.data.version,
        amount: Number(amount),
        ...(comments.trim() === '' ? {} : { comments: comments.trim() }),
      },
      { onSuccess: close, onError: stale.onError },
    );
  };
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
        <NumberInput
          label="Refund Amount (₹)"
          withAsterisk
          min={0}
          decimalScale={2}
          value={amount}
          onChange={setAmount}
          error={tried ? amountError : undefined}
        />
        <Textarea
          label="Comments"
          autosize
          minRows={2}
          maxLength={REFUND_COMMENTS_MAX}
          value={comments}
          onChange={(event) => setComments(event.currentTarget.value)}
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
