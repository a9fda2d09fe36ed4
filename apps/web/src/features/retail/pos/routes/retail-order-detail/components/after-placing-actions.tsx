import {
  isPaymentInProgress,
  PAYMENT_MODE,
  type PlacePosOrderAnswer,
  type PosActionAnswer,
} from '@backoffice/domain/retail/pos';
import { Anchor, Button, Group, Paper, Text, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useNavigate } from 'react-router';
import { useConfirm } from '@/components/ui';
import { useCancelOrder } from '@/features/retail/pos/api/cancel-order';
import { useCancelTransaction } from '@/features/retail/pos/api/cancel-transaction';
import { useCheckStatus } from '@/features/retail/pos/api/check-status';
import { useCreateNewOrder } from '@/features/retail/pos/api/create-new-order';
import { useForceConfirm } from '@/features/retail/pos/api/force-confirm';
import { useResendPaymentLink } from '@/features/retail/pos/api/resend-payment-link';
import { orderDetailPath } from '@/features/retail/pos/order-detail-path';
import { useCan } from '@/lib/access';
import { formatRupees } from '@/lib/format';
import type { TillOrder } from '../till-context';

const toast = (answer: PosActionAnswer) =>
  notifications.show({ color: 'green', message: answer.message });

/**
 * What follows placing (002 section 4). While a payment is in progress: Resend Payment Link (a
 * card provider's link; not for a Retail Agent) or Cancel Transaction, Create New Order (no gift
 * card used) or Cancel Order (one was), Confirm Order Forcefully (when the server allows) and
 * Check Status. After a cash sale, the change to hand back.
 */
export function AfterPlacingActions({
  till,
  placed,
}: {
  till: TillOrder;
  placed: PlacePosOrderAnswer | null;
}) {
  const order = till.answer.order_detail;
  const allows = useCan();
  const confirm = useConfirm();
  const navigate = useNavigate();
  const body = { order_random_id: till.orderRandomId, version: till.version };
  const checkStatus = useCheckStatus(till.orderRandomId);
  const forceConfirm = useForceConfirm(till.orderRandomId);
  const cancelTransaction = useCancelTransaction(till.orderRandomId);
  const resend = useResendPaymentLink(till.orderRandomId);
  const createNew = useCreateNewOrder(till.orderRandomId);
  const cancelOrder = useCancelOrder(till.orderRandomId);
  const inProgress = isPaymentInProgress({
    payment_type: order.payment_type,
    is_order_created: order.is_order_created === 1,
    is_order_cancelled: order.is_order_cancelled === 1,
    ptr_id: order.ptr_id,
  });
  const change = placed?.change_to_return ?? null;

  if (!inProgress) {
    return change !== null && order.is_order_created === 1 ? (
      <Paper component="section" withBorder p="sm" radius="md" aria-label="Change to Return">
        <Text fw={700}>Change to return: {formatRupees(change)}</Text>
      </Paper>
    ) : null;
  }

  const byCard = order.allowed_payment_mode === PAYMENT_MODE.cardWithBankOffers;
  const mayResend = allows('retail:till-resend-payment-link');
  const startNew = async () => {
    if (!(await confirm('Are you sure want to create a new order?'))) return;
    createNew.mutate(body, {
      onSuccess: (answer) => {
        toast(answer);
        if (answer.new_order_random_id) void navigate(orderDetailPath(answer.new_order_random_id));
      },
    });
  };
  const cancel = async () => {
    if (!(await confirm('Are you sure want to cancel this order?'))) return;
    cancelOrder.mutate(body, { onSuccess: toast });
  };

  return (
    <Paper component="section" withBorder p="sm" radius="md" aria-label="Payment Actions">
      {placed?.payment_url && (
        <Text size="sm" mb="xs">
          Payment page:{' '}
          <Anchor href={placed.payment_url} target="_blank" rel="noreferrer">
            {placed.payment_url}
          </Anchor>
        </Text>
      )}
      <Group gap="sm">
        {byCard ? (
          <Tooltip label="Only a Retail Manager can resend the link" disabled={mayResend}>
            <Button
              variant="light"
              disabled={!mayResend}
              loading={resend.isPending}
              onClick={() => resend.mutate(body, { onSuccess: toast })}
            >
              Resend Payment Link
            </Button>
          </Tooltip>
        ) : (
          <Button
            variant="light"
            color="orange"
            loading={cancelTransaction.isPending}
            onClick={() => cancelTransaction.mutate(body, { onSuccess: toast })}
          >
            Cancel Transaction
          </Button>
        )}
        {order.giftcard_used === 1 ? (
          <Button
            variant="light"
            color="red"
            loading={cancelOrder.isPending}
            onClick={() => void cancel()}
          >
            Cancel Order
          </Button>
        ) : (
          <Button variant="light" loading={createNew.isPending} onClick={() => void startNew()}>
            Create New Order
          </Button>
        )}
        {till.answer.can_forcefully_confirm_order && (
          <Button
            variant="light"
            color="grape"
            loading={forceConfirm.isPending}
            onClick={() => forceConfirm.mutate(body, { onSuccess: toast })}
          >
            Confirm Order Forcefully
          </Button>
        )}
        <Button
          loading={checkStatus.isPending}
          onClick={() => checkStatus.mutate(body, { onSuccess: toast })}
        >
          Check Status
        </Button>
      </Group>
    </Paper>
  );
}
