import {
  couponRequest,
  type CouponCartDetailsResponse,
  type TCouponCartRequestInput,
} from '@backoffice/domain/sales/coupons';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { formatRupees } from '@/lib/format';
import { useApplyCoupon } from './apply-coupon';
import { couponFailureText } from './coupon-failure';

/** What a coupon is priced against: the cart lines, channel, pincode and payment type. */
export type CouponCart = Omit<TCouponCartRequestInput, 'coupon_code'>;

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
  const [typed, setTyped] = useState(appliedCode ?? '');
  const [answer, setAnswer] = useState<CouponCartDetailsResponse | null>(null);
  const [error, setError] = useState<string | null>(null);
  const apply = useApplyCoupon();
  const current = answer ? answer.coupon_code : appliedCode;
  const request = couponRequest(typed);

  const send = (coupon_code: string) => {
    setError(null);
    apply.mutate(
      { ...cart, coupon_code },
      {
        onSuccess: (priced) => {
          setAnswer(priced);
          setTyped(priced.coupon_code ?? '');
          onPriced(priced);
        },
        onError: (failure) => setError(couponFailureText(failure)),
      },
    );
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send(request.action === 'apply' ? request.code : '');
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Coupon">
      <Stack gap={4}>
        <Group align="flex-start" gap="xs" wrap="nowrap">
          <TextInput
            label="Coupon Code"
            placeholder="Enter coupon code"
            value={typed}
            onChange={(event) => {
              setTyped(event.currentTarget.value.toUpperCase());
              setError(null);
            }}
            error={error}
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
