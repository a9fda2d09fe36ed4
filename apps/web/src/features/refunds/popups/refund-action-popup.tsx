import {
  REFUND_ACTION_MESSAGES,
  REFUND_COMMENTS_MAX,
  ZProcessRefundResponse,
  ZRefundWriteResponse,
  type TProcessRefundResponse,
  type TRefundAllowedAction,
  type TRefundListRow,
  type TRefundWriteResponse,
} from '@backoffice/domain/refunds';
import { Button, Group, Select, Stack, Text, Textarea } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useRefundWrite } from '@/features/refunds/api/use-refund-write';
import { RefundHeading } from '@/features/refunds/components/refund-heading';
import { useRefundVersion } from '@/features/refunds/components/use-refund-version';
import { StaleWriteNotice } from '@/lib/order-page';
import { formatRupees } from '@/lib/format';

interface RefundActionPopupProps {
  refund: TRefundListRow;
  action: TRefundAllowedAction;
  close: () => void;
}

/** What the popup asks before an action, in the business's words. */
function question(action: TRefundAllowedAction, refund: TRefundListRow): string {
  switch (action.action_type) {
    case 'process':
      return `Process this refund of ${formatRupees(refund.amount)}? It is paid through the payment gateway.`;
    case 'mark_processing':
      return 'Mark this refund as Refund Processing?';
    case 'cancel':
      return 'Cancel this refund? Nothing will be paid.';
    case 're_initiate':
      return 'Send this refund back to Refund Initiated?';
    case 'trouble':
      return 'Mark this refund as Refund Trouble with the reason below.';
  }
}

/**
 * The refund action (PUT refund-detail/{id}/: action_type, cart_primary_id, aff_id, comments and
 * the version read): a confirmation, with the trouble reason (4 and 5 shown but disabled) when
 * marking trouble and the comments the action needs.
 */
export function RefundActionPopup({ refund, action, close }: RefundActionPopupProps) {
  const { status, stale } = useRefundVersion(refund.refund_id);
  const [reason, setReason] = useState<string | null>(null);
  const [comments, setComments] = useState('');
  const [tried, setTried] = useState(false);
  const statusChange = useRefundWrite<Record<string, unknown>, TRefundWriteResponse>({
    name: 'action',
    refundId: refund.refund_id,
    method: 'PUT',
    schema: ZRefundWriteResponse,
  });
  // Processing pays the refund through the gateway: its own call, the rest one status change.
  const payout = useRefundWrite<Record<string, unknown>, TProcessRefundResponse>({
    name: 'processRefund',
    schema: ZProcessRefundResponse,
  });
  const processing = action.action_type === 'process';
  const write = processing ? payout : statusChange;
  const reasonMissing = action.needs_trouble_reason && reason === null;
  const commentsMissing = action.needs_comments && comments.trim() === '';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (reasonMissing || commentsMissing || !status.data) return;
    const said = comments.trim() === '' ? {} : { comments: comments.trim() };
    const version = status.data.version;
    write.mutate(
      processing
        ? { refund_id: refund.refund_id, version, ...said }
        : {
            action_type: action.action_type,
            cart_primary_id: refund.cart_id,
            aff_id: refund.affiliate_id,
            version,
            ...(reason === null ? {} : { trouble_reason: Number(reason) }),
            ...said,
          },
      { onSuccess: close, onError: stale.onError },
    );
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <RefundHeading refund={refund} />
        <Text size="sm">{question(action, refund)}</Text>
        {action.needs_trouble_reason && (
          <Select
            label="Trouble Reason"
            withAsterisk
            data={(status.data?.trouble_reasons ?? []).map((r) => ({
              value: String(r.id),
              label: r.label,
              disabled: r.disabled,
            }))}
            value={reason}
            onChange={setReason}
            error={
              tried && reasonMissing ? REFUND_ACTION_MESSAGES.troubleReasonRequired : undefined
            }
          />
        )}
        <Textarea
          label={action.action_type === 'trouble' ? 'Details' : 'Comments'}
          withAsterisk={action.needs_comments}
          autosize
          minRows={2}
          maxLength={REFUND_COMMENTS_MAX}
          value={comments}
          onChange={(event) => setComments(event.currentTarget.value)}
          error={tried && commentsMissing ? REFUND_ACTION_MESSAGES.commentsRequired : undefined}
        />
        <StaleWriteNotice stale={stale} />
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            No
          </Button>
          <Button type="submit" loading={write.isPending} disabled={!status.data}>
            {action.label}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
