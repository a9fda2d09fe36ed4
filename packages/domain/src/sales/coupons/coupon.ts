/** How a coupon discounts: a percentage of the order value, or a flat amount. */
export const COUPON_DISCOUNT_KINDS = ['percent', 'flat'] as const;
export type CouponDiscountKind = (typeof COUPON_DISCOUNT_KINDS)[number];

/** 100% in basis points: a percent coupon's value is at most this. */
export const FULL_PERCENT_BASIS_POINTS = 10_000;

/**
 * Coupons of this classification hide the cash modes (-1 cash at store, -2 COD-type) from the
 * payment choice (002 section 5).
 */
export const NO_CASH_COUPON_CLASSIFICATION = 23;

/** The terms of a coupon the order rules read (a `coupons` row satisfies it). Money in paise. */
export interface CouponTerms {
  /** Upper case, unique. */
  code: string;
  description: string;
  discount_kind: CouponDiscountKind;
  /** percent: basis points (1000 is 10%); flat: paise. */
  value: number;
  /** The most a percent coupon takes off, in paise; null for no cap. */
  max_discount_paise: number | null;
  /** The order value (at price, before delivery) the coupon needs, in paise; 0 for none. */
  min_order_paise: number;
  /** From this moment on (inclusive). */
  valid_from: Date;
  /** Until this moment (exclusive). */
  valid_to: Date;
  active: boolean;
  classification_id: number | null;
  /** A bank offer: applies to online payments only. */
  is_bank_coupon: boolean;
  /** How many orders may use it; null for no limit. */
  usage_limit: number | null;
  used_count: number;
  /** The sales channels (affiliate ids) it applies to; empty for every channel. */
  channels: readonly number[];
}

/** Whether a coupon hides the cash payment modes (classification 23, 002 section 5). */
export function couponHidesCashModes(coupon: Pick<CouponTerms, 'classification_id'>): boolean {
  return coupon.classification_id === NO_CASH_COUPON_CLASSIFICATION;
}
