import { COUPON_CODE_MAX_LENGTH, normaliseCouponCode } from '@backoffice/domain/core/validation';
import { Button, Group, Paper, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useApplyCoupon } from '@/features/retail/pos/api/apply-coupon';
import { formatRupees } from '@/lib/format';
import type { TillOrder } from '../till-context';
import { AllOffersButton } from './all-offers-panel';

/**
 * The coupon (002 section 5): typed codes are upper-cased; Apply with an empty code removes the
 * coupon. The All Offers panel lists what may be applied, with its terms.
 */
export function CouponBox({ till }: { till: TillOrder }) {
  const order = till.answer.order_detail;
  const applied = till.answer.coupon_detail;
  const [code, setCode] = useState(order.coupon_code ?? '');
  const apply = useApplyCoupon(till.orderRandomId);
  const send = (typed: string) =>
    apply.mutate(
      {
        order_random_id: till.orderRandomId,
        version: till.version,
        coupon_code: typed,
        pincode: order.pincode ?? undefined,
        carts: order.cart_detail.map((l) => l.id),
      },
      {
        onSuccess: (answer) => {
          setCode(typed);
          notifications.show({ color: 'green', message: answer.message });
        },
      },
    );
  return (
    <Paper component="section" withBorder p="sm" radius="md" aria-label="Coupon">
      <Group justify="space-between" mb="xs">
        <Title order={3} size="h5">
          Coupon
        </Title>
        <AllOffersButton canApply={!till.readOnly} onApply={send} />
      </Group>
      {till.readOnly ? (
        <Text size="sm">
          {order.coupon_code ? `Coupon ${order.coupon_code}` : 'No coupon applied'}
        </Text>
      ) : (
        <Group align="flex-end" gap="sm">
          <TextInput
            label="Coupon Code"
            value={code}
            onChange={(event) => setCode(normaliseCouponCode(event.currentTarget.value))}
            maxLength={COUPON_CODE_MAX_LENGTH}
            style={{ flex: 1 }}
          />
          <Button onClick={() => send(code)} loading={apply.isPending}>
            {code === '' && order.coupon_code ? 'Remove' : 'Apply'}
          </Button>
        </Group>
      )}
      {applied && (
        <Text size="sm" c="green" mt="xs">
          {applied.coupon_code} applied: {applied.description} (saves{' '}
          {formatRupees(applied.discount)})
        </Text>
      )}
    </Paper>
  );
}
