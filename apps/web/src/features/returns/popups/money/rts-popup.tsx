import type { OrderCart, OrderDetails } from '@backoffice/domain/orders';
import { ZReturnMessageResponse, type ReturnMessageResponse } from '@backoffice/domain/returns';
import { Button, Group, SegmentedControl, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { returnsPath } from '@/features/returns/api/paths';
import { useReturnWrite } from '@/features/returns/api/use-return-write';
import { StaleWriteNotice, useReloadOrder, useStaleWrite } from '@/lib/order-page';

type RtsChoice = 'refund' | 'reship';

const CHOICES: Record<RtsChoice, { label: string; confirm: string }> = {
  refund: {
    label: 'Refund',
    confirm: 'Refund this returned-to-sender cart? A refund is raised in RTS refunds.',
  },
  reship: { label: 'Reship', confirm: 'Ship this returned-to-sender cart again?' },
};

interface RtsPopupProps {
  order: OrderDetails;
  cart: OrderCart;
  close: () => void;
}

/**
 * The RTS refund confirm popup and reship (rts/refund/, rts/reship/): an RTS cart is refunded or
 * shipped again, after a confirmation; the body names the cart's version.
 */
export function RtsPopup({ order, cart, close }: RtsPopupProps) {
  const [choice, setChoice] = useState<RtsChoice>('refund');
  const [comments, setComments] = useState('');
  const [version, setVersion] = useState(cart.version);
  const reloadOrder = useReloadOrder(order.order_random_id);
  const stale = useStaleWrite(async () => {
    const now = (await reloadOrder())?.carts.find((c) => c.cart_pid === cart.cart_pid);
    if (now) setVersion(now.version);
  });
  const write = useReturnWrite<Record<string, unknown>, ReturnMessageResponse>({
    path: returnsPath(choice === 'refund' ? 'rtsRefund' : 'rtsReship'),
    schema: ZReturnMessageResponse,
    orderRandomId: order.order_random_id,
  });
  const confirm = () =>
    write.mutate(
      {
        affiliate_id: order.affiliate_id,
        cart_pid: cart.cart_pid,
        version,
        ...(comments.trim() === '' ? {} : { comments: comments.trim() }),
      },
      { onSuccess: close, onError: stale.onError },
    );
  return (
    <Stack gap="sm">
      <SegmentedControl
        aria-label="RTS action"
        value={choice}
        onChange={(next) => setChoice(next as RtsChoice)}
        data={Object.entries(CHOICES).map(([value, c]) => ({ value, label: c.label }))}
      />
      <Text size="sm">{CHOICES[choice].confirm}</Text>
      <Textarea
        label="Comments"
        autosize
        minRows={2}
        maxLength={1000}
        value={comments}
        onChange={(event) => setComments(event.currentTarget.value)}
      />
      <StaleWriteNotice stale={stale} />
      <Group justify="flex-end">
        <Button variant="default" onClick={close}>
          No
        </Button>
        <Button loading={write.isPending} onClick={confirm}>
          {`Confirm ${CHOICES[choice].label}`}
        </Button>
      </Group>
    </Stack>
  );
}
