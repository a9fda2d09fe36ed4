import type { OrderCart, OrderDetails } from '@backoffice/domain/orders';
import {
  DYNAMIC_FORM_MESSAGES,
  REQUEST_COMMENTS_MAX,
  ZReturnMessageResponse,
  type ReturnMessageResponse,
  type RtsAction,
} from '@backoffice/domain/returns';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { applyServerErrors, TextareaField } from '@/components/form';
import { isStale } from '@/lib/api/api-error';
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

/** The popup's fields: refund or reship, and the comment bound as the domain bounds it. */
const ZRtsComments = z.object({
  choice: z.enum(['refund', 'reship']),
  comments: z
    .string()
    .max(REQUEST_COMMENTS_MAX, DYNAMIC_FORM_MESSAGES.maxLength('Comments', REQUEST_COMMENTS_MAX)),
});

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
  const [version, setVersion] = useState(cart.version);
  const reloadOrder = useReloadOrder(order.order_random_id);
  const stale = useStaleWrite(async () => {
    const now = (await reloadOrder())?.carts.find((c) => c.cart_pid === cart.cart_pid);
    if (now) setVersion(now.version);
  });
  const form = useForm<{ choice: RtsChoice; comments: string }>({
    resolver: zodResolver(ZRtsComments),
    defaultValues: { choice: 'refund', comments: '' },
  });
  const choice = useWatch({ control: form.control, name: 'choice' });
  const write = useReturnWrite<RtsAction, ReturnMessageResponse>({
    path: returnsPath(choice === 'refund' ? 'rtsRefund' : 'rtsReship'),
    schema: ZReturnMessageResponse,
    orderRandomId: order.order_random_id,
  });
  const confirm = form.handleSubmit(({ comments }) =>
    write.mutate(
      {
        affiliate_id: order.affiliate_id,
        cart_pid: cart.cart_pid,
        version,
        ...(comments.trim() === '' ? {} : { comments: comments.trim() }),
      },
      {
        onSuccess: close,
        onError: (error) => {
          if (isStale(error)) stale.onError(error);
          else applyServerErrors(form, error, ['comments']);
        },
      },
    ),
  );
  return (
    <form onSubmit={confirm} noValidate aria-label="Return to sender">
      <Stack gap="sm">
        <Controller
          control={form.control}
          name="choice"
          render={({ field }) => (
            <SegmentedControl
              aria-label="RTS action"
              value={field.value}
              onChange={(next) => field.onChange(next as RtsChoice)}
              data={Object.entries(CHOICES).map(([value, c]) => ({ value, label: c.label }))}
            />
          )}
        />
        <Text size="sm">{CHOICES[choice].confirm}</Text>
        <TextareaField
          control={form.control}
          name="comments"
          label="Comments"
          autosize
          minRows={2}
          maxLength={REQUEST_COMMENTS_MAX}
        />
        <StaleWriteNotice stale={stale} />
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            No
          </Button>
          <Button type="submit" loading={write.isPending}>
            {`Confirm ${CHOICES[choice].label}`}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
