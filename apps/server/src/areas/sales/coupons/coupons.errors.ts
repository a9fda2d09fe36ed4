import { COUPON_ELIGIBILITY_MESSAGES, COUPON_MESSAGES } from '@backoffice/domain/sales/coupons';
import { areaErrors, asWorded, type ErrorRow } from '../../../core/errors';

/** Why a coupon or gift card cannot be used. */
export type CouponErrorCode =
  | 'sales.coupon_refused'
  | 'sales.coupon_used_up'
  | 'sales.gift_card_refused'
  | 'sales.gift_card_amount_invalid'
  | 'sales.gift_card_no_balance'
  | 'sales.gift_card_invalid';

/** Each coupon and gift-card failure's kind and message. */
export const COUPON_ERRORS = {
  'sales.coupon_refused': { kind: 'VALIDATION', message: asWorded },
  'sales.coupon_used_up': { kind: 'VALIDATION', message: COUPON_ELIGIBILITY_MESSAGES.usedUp },
  'sales.gift_card_refused': { kind: 'VALIDATION', message: asWorded },
  'sales.gift_card_amount_invalid': { kind: 'VALIDATION', message: asWorded },
  'sales.gift_card_no_balance': { kind: 'VALIDATION', message: COUPON_MESSAGES.giftCardNoBalance },
  'sales.gift_card_invalid': { kind: 'VALIDATION', message: COUPON_MESSAGES.invalidGiftCard },
} as const satisfies Record<CouponErrorCode, ErrorRow>;

/** The error of a coupon or gift-card failure code. */
export const couponError = areaErrors(COUPON_ERRORS);
