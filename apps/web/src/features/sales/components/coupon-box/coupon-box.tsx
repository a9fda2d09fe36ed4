import {
  couponRequest,
  ZCouponCartRequest,
  type CouponCartDetailsResponse,
  type TCouponCartRequestInput,
} from '@backoffice/domain/sales/coupons';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { applyServerErrors, TextField } from '@/components/form';
import { formatRupees } from '@/lib/format';
import { useApplyCoupon } from './apply-coupon';
import { couponFailureText } from './coupon-failure';

/** What a coupon is priced against: the cart lines, channel, pincode and payment type. */
export type CouponCart = Omit<TCouponCartRequestInput, 'coupon_code'>;

/** The box's one field: the code, upper-cased and trimmed when sent (empty asks for removal). */
const ZCouponEntry = ZCouponCartRequest.pick({ coupon_code: true });
type CouponEntry = z.input<typeof ZCouponEntry>;

const upperCase = (typed: string) => typed.toUpperCase();

export interface CouponBoxProps {
  cart: CouponCart;
  /** The code the order already carries, if any. */
  appliedCode?: string | null;
  /** Told the priced answer after every apply or removal (the bill to show). */
  onPriced: (answer: CouponCartDetailsResponse) => void;
  /** A read-only order (its payment is set): no coupon change. */
  disabled?: boolean;
}

/**
 * The coupon box of the order screens (000 section 5): the code is upper-cased as typed; Apply
 * sends it (an empty code is a removal), Remove drops the applied one. A refusal shows the
 * server's message, else "Invalid Coupon Code!"; an applied coupon shows what it takes off.
 */
export function CouponBox({
  cart,
  appliedCode = null,
  onPriced,
  disabled = false,
}: CouponBoxProps) {
  const form = useForm<CouponEntry, unknown, z.output<typeof ZCouponEntry>>({
    resolver: zodResolver(ZCouponEntry),
    defaultValues: { coupon_code: appliedCode ?? '' },
  });
  const typed = useWatch({ control: form.control, name: 'coupon_code' });
  const [answer, setAnswer] = useState<CouponCartDetailsResponse | null>(null);
  const apply = useApplyCoupon();
  const current = answer ? answer.coupon_code : appliedCode;
  const request = couponRequest(typed);

  const send = (coupon_code: string) => {
    form.clearErrors();
    apply.mutate(
      { ...cart, coupon_code },
      {
        onSuccess: (priced) => {
          setAnswer(priced);
          form.reset({ coupon_code: priced.coupon_code ?? '' });
          onPriced(priced);
        },
        // The refusal shows under the code: the server's message, else "Invalid Coupon Code!".
        onError: (failure) => {
          if (!applyServerErrors(form, failure, ['coupon_code'])) {
            form.setError('coupon_code', { type: 'server', message: couponFailureText(failure) });
          }
        },
      },
    );
  };
  const submit = form.handleSubmit(({ coupon_code }) => send(coupon_code));

  return (
    <form onSubmit={submit} noValidate aria-label="Coupon">
      <Stack gap={4}>
        <Group align="flex-start" gap="xs" wrap="nowrap">
          <TextField
            control={form.control}
            name="coupon_code"
            label="Coupon Code"
            placeholder="Enter coupon code"
            parse={upperCase}
            disabled={disabled}
            style={{ flex: 1 }}
          />
          <Button
            type="submit"
            mt={24}
            loading={apply.isPending}
            disabled={disabled || (request.action === 'remove' && current === null)}
          >
            Apply
          </Button>
          {current !== null && (
            <Button
              mt={24}
              variant="default"
              color="red"
              disabled={disabled || apply.isPending}
              onClick={() => send('')}
            >
              Remove
            </Button>
          )}
        </Group>
        {answer && (
          <Text size="sm" c={answer.coupon ? 'green' : 'dimmed'}>
            {answer.coupon
              ? `${answer.message}: you save ${formatRupees(answer.totals.coupon_discount)}`
              : answer.message}
          </Text>
        )}
      </Stack>
    </form>
  );
}
