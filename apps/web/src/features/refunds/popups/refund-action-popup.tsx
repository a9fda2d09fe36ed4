import {
  REFUND_ACTION_MESSAGES,
  REFUND_COMMENTS_MAX,
  ZProcessRefundResponse,
  ZRefundWriteResponse,
  type TProcessRefund,
  type TProcessRefundResponse,
  type TRefundAllowedAction,
  type TRefundListRow,
  type TRefundWriteResponse,
  type ZRefundAction,
} from '@backoffice/domain/refunds';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { applyServerErrors, SelectField, TextareaField } from '@/components/form';
import { isStale } from '@/lib/api/api-error';
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

/** What the popup asks for: the trouble reason (as the select's text) and the comment. */
interface ActionValues {
  trouble_reason: string | null;
  comments: string;
}

const FIELDS = ['trouble_reason', 'comments'] as const;

/** The fields the action needs, with the domain's messages and bound. */
const actionSchema = (action: TRefundAllowedAction) =>
  z.object({
    trouble_reason: z
      .string()
      .nullable()
      .refine(
        (reason) => !action.needs_trouble_reason || reason !== null,
        REFUND_ACTION_MESSAGES.troubleReasonRequired,
      ),
    comments: z
      .string()
      .max(REFUND_COMMENTS_MAX, `Comments must be at most ${REFUND_COMMENTS_MAX} characters`)
      .refine(
        (comments) => !action.needs_comments || comments.trim() !== '',
        REFUND_ACTION_MESSAGES.commentsRequired,
      ),
  });

/**
 * The refund action (PUT refund-detail/{id}/: action_type, cart_primary_id, aff_id, comments and
 * the version read): a confirmation, with the trouble reason (4 and 5 shown but disabled) when
 * marking trouble and the comments the action needs.
 */
export function RefundActionPopup({ refund, action, close }: RefundActionPopupProps) {
  const { status, stale } = useRefundVersion(refund.refund_id);
  const form = useForm<ActionValues>({
    resolver: zodResolver(actionSchema(action)),
    defaultValues: { trouble_reason: null, comments: '' },
  });
  const statusChange = useRefundWrite<z.input<typeof ZRefundAction>, TRefundWriteResponse>({
    name: 'action',
    refundId: refund.refund_id,
    method: 'PUT',
    schema: ZRefundWriteResponse,
  });
  // Processing pays the refund through the gateway: its own call, the rest one status change.
  const payout = useRefundWrite<TProcessRefund, TProcessRefundResponse>({
    name: 'processRefund',
    schema: ZProcessRefundResponse,
  });
  const processing = action.action_type === 'process';
  const pending = processing ? payout.isPending : statusChange.isPending;
  const submit = form.handleSubmit(({ trouble_reason, comments }) => {
    if (!status.data) return;
    const said = comments.trim() === '' ? {} : { comments: comments.trim() };
    const version = status.data.version;
    const answered = {
      onSuccess: close,
      onError: (error: Error) => {
        if (isStale(error)) stale.onError(error);
        else applyServerErrors(form, error, FIELDS);
      },
    };
    if (processing) {
      payout.mutate({ refund_id: refund.refund_id, version, ...said }, answered);
      return;
    }
    statusChange.mutate(
      {
        action_type: action.action_type,
        cart_primary_id: refund.cart_id,
        aff_id: refund.affiliate_id,
        version,
        ...(trouble_reason === null ? {} : { trouble_reason: Number(trouble_reason) }),
        ...said,
      },
      answered,
    );
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <RefundHeading refund={refund} />
        <Text size="sm">{question(action, refund)}</Text>
        {action.needs_trouble_reason && (
          <SelectField
            control={form.control}
            name="trouble_reason"
            label="Trouble Reason"
            withAsterisk
            data={(status.data?.trouble_reasons ?? []).map((r) => ({
              value: String(r.id),
              label: r.label,
              disabled: r.disabled,
            }))}
          />
        )}
        <TextareaField
          control={form.control}
          name="comments"
          label={action.action_type === 'trouble' ? 'Details' : 'Comments'}
          withAsterisk={action.needs_comments}
          autosize
          minRows={2}
          maxLength={REFUND_COMMENTS_MAX}
        />
        <StaleWriteNotice stale={stale} />
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            No
          </Button>
          <Button type="submit" loading={pending} disabled={!status.data}>
            {action.label}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
