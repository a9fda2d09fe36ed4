import { COUPON_CODE_MAX_LENGTH, normaliseCouponCode } from '@backoffice/domain/core/validation';
import type { TApplyCouponRequest } from '@backoffice/domain/retail/pos';
import { Button, Group, Paper, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useForm, useWatch } from 'react-hook-form';
import { applyServerErrors, TextField } from '@/components/form';
import { useApplyCoupon } from '@/features/retail/pos/api/apply-coupon';
import { useTillStaleWrite } from '@/features/retail/pos/till-stale';
import { formatRupees } from '@/lib/format';
import { StaleWriteNotice } from '@/lib/order-page';
import type { TillOrder } from '../till-context';
import { AllOffersButton } from './all-offers-panel';

type CouponChoice = Pick<TApplyCouponRequest, 'coupon_code'>;

const SERVER_CHECKED_FIELDS = ['coupon_code'] as const;

/**
 * The coupon (002 section 5): typed codes are upper-cased; Apply with an empty code removes the
 * coupon. The All Offers panel lists what may be applied, with its terms.
 */
export function CouponBox({ till }: { till: TillOrder }) {
  const order = till.answer.order_detail;
  const applied = till.answer.coupon_detail;
  const form = useForm<CouponChoice>({ defaultValues: { coupon_code: order.coupon_code ?? '' } });
  const code = useWatch({ control: form.control, name: 'coupon_code' });
  const apply = useApplyCoupon(till.orderRandomId);
  const stale = useTillStaleWrite('coupon');
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
          form.setValue('coupon_code', typed);
          notifications.show({ color: 'green', message: answer.message });
        },
        onError: (error) => {
          stale.onError(error);
          applyServerErrors(form, error, SERVER_CHECKED_FIELDS);
        },
      },
    );
  const submit = form.handleSubmit(({ coupon_code }) => send(coupon_code));
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
        <form noValidate aria-label="Coupon code" onSubmit={(event) => void submit(event)}>
          <StaleWriteNotice stale={stale} />
          <Group align="flex-end" gap="sm">
            <TextField
              control={form.control}
              name="coupon_code"
              label="Coupon Code"
              parse={normaliseCouponCode}
              maxLength={COUPON_CODE_MAX_LENGTH}
              style={{ flex: 1 }}
            />
            <Button type="submit" loading={apply.isPending}>
              {code === '' && order.coupon_code ? 'Remove' : 'Apply'}
            </Button>
          </Group>
        </form>
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
