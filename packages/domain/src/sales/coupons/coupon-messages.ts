import { COUPON_MESSAGES } from '../../core/validation/messages';
import { formatPaiseCompact } from '../../core/money/format';
import { formatDate } from '../../core/dates/format';

/**
 * Why a coupon does not apply (000 section 5 gives only "Invalid Coupon Code!", used for an
 * unknown code; the others say what the agent can tell the customer), and the answers of an
 * apply or a removal.
 */
export const COUPON_ELIGIBILITY_MESSAGES = {
  unknown: COUPON_MESSAGES.invalidCoupon,
  inactive: 'This coupon is no longer active',
  notYetValid: (from: Date) => `This coupon is valid from ${formatDate(from)}`,
  expired: (to: Date) => `This coupon expired on ${formatDate(to)}`,
  otherChannel: 'This coupon is not valid on this sales channel',
  usedUp: 'This coupon has reached its usage limit',
  minimumOrder: (minPaise: number) =>
    `This coupon needs a minimum order value of ${formatPaiseCompact(minPaise)}`,
  bankOfferOnline: 'This bank offer coupon applies to online payments only',
} as const;

export const COUPON_ANSWER_MESSAGES = {
  applied: (code: string) => `Coupon ${code} applied`,
  removed: 'Coupon removed',
} as const;
