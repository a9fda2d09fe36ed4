import type { CouponTerms } from './coupon';
import { COUPON_ELIGIBILITY_MESSAGES as M } from './coupon-messages';

/** What a coupon is checked against: when, which channel, the order's value and payment. */
export interface CouponUse {
  now: Date;
  affiliate_id: number;
  /** The order value the minimum is read against: lines at price, before delivery, paise. */
  order_value_paise: number;
  /** How the order is paid, when already chosen (a bank coupon needs ONLINE). */
  payment_type?: 'COD' | 'ONLINE' | null | undefined;
}

/**
 * Why a coupon cannot be applied, or null when it can. Checked in the order an agent would
 * explain it: unknown, switched off, dates, channel, usage, minimum order, then payment.
 */
export function couponIneligibility(coupon: CouponTerms | null, use: CouponUse): string | null {
  if (!coupon) return M.unknown;
  if (!coupon.active) return M.inactive;
  if (use.now < coupon.valid_from) return M.notYetValid(coupon.valid_from);
  if (use.now >= coupon.valid_to) return M.expired(coupon.valid_to);
  if (coupon.channels.length > 0 && !coupon.channels.includes(use.affiliate_id)) {
    return M.otherChannel;
  }
  if (coupon.usage_limit !== null && coupon.used_count >= coupon.usage_limit) return M.usedUp;
  if (use.order_value_paise < coupon.min_order_paise) return M.minimumOrder(coupon.min_order_paise);
  if (coupon.is_bank_coupon && use.payment_type === 'COD') return M.bankOfferOnline;
  return null;
}
