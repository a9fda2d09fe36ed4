import { FULL_PERCENT_BASIS_POINTS, type CouponTerms } from './coupon';

type DiscountTerms = Pick<CouponTerms, 'discount_kind' | 'value' | 'max_discount_paise'>;

function assertPaise(name: string, value: number): void {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${name} must be whole paise of at least 0, got ${value}`);
  }
}

/**
 * What a coupon takes off an order value (paise, lines at price before delivery): a percent
 * rounded half up to the paisa, or the flat amount; never more than the cap nor the value.
 */
export function couponDiscountPaise(coupon: DiscountTerms, orderValuePaise: number): number {
  assertPaise('order value', orderValuePaise);
  // Big integers: an order value times basis points may pass the safe integer range.
  const raw =
    coupon.discount_kind === 'percent'
      ? Number(
          (BigInt(orderValuePaise) * BigInt(coupon.value) + BigInt(FULL_PERCENT_BASIS_POINTS / 2)) /
            BigInt(FULL_PERCENT_BASIS_POINTS),
        )
      : coupon.value;
  const capped =
    coupon.max_discount_paise === null ? raw : Math.min(raw, coupon.max_discount_paise);
  return Math.min(capped, orderValuePaise);
}

/**
 * Spreads whole paise over weights (each line's value) in proportion, by largest remainder: the
 * shares add up to the amount exactly, and equal remainders go to the earlier line.
 */
export function spreadPaise(amount: number, weights: readonly number[]): number[] {
  assertPaise('amount', amount);
  weights.forEach((w) => assertPaise('weight', w));
  const total = weights.reduce((sum, w) => sum + BigInt(w), 0n);
  if (total === 0n) {
    if (amount !== 0) throw new RangeError('cannot spread an amount over nothing');
    return weights.map(() => 0);
  }
  const exact = weights.map((w) => BigInt(amount) * BigInt(w));
  const shares = exact.map((e) => e / total);
  let left = amount - shares.reduce((sum, s) => sum + Number(s), 0);
  const byRemainder = exact
    .map((e, i) => ({ i, remainder: e % total }))
    .sort((a, b) => (a.remainder === b.remainder ? a.i - b.i : a.remainder > b.remainder ? -1 : 1));
  const result = shares.map(Number);
  for (const { i } of byRemainder) {
    if (left === 0) break;
    result[i] = (result[i] ?? 0) + 1;
    left -= 1;
  }
  return result;
}
