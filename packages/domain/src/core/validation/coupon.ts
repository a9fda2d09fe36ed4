import { z } from 'zod';
import { COUPON_MESSAGES } from './messages';

/** A coupon code as sent: trimmed and upper-cased (000 section 5). */
export function normaliseCouponCode(typed: string): string {
  return typed.trim().toUpperCase();
}

/** What applying a typed coupon code means: an empty code removes the coupon. */
export type CouponRequest = { action: 'remove' } | { action: 'apply'; code: string };

/** Reads a typed coupon code as an apply or a removal. */
export function couponRequest(typed: string): CouponRequest {
  const code = normaliseCouponCode(typed);
  return code === '' ? { action: 'remove' } : { action: 'apply', code };
}

/** The message of a refused coupon: the server's own, else "Invalid Coupon Code!". */
export function couponErrorMessage(serverMessage: string | null | undefined): string {
  return serverMessage?.trim() || COUPON_MESSAGES.invalidCoupon;
}

/** The longest coupon code, as typed once trimmed. */
export const COUPON_CODE_MAX_LENGTH = 32;

/** The coupon code of an apply-coupon payload; an empty string asks for removal. */
export const ZCouponCode = z
  .string({ error: COUPON_MESSAGES.invalidCoupon })
  .trim()
  .max(COUPON_CODE_MAX_LENGTH, COUPON_MESSAGES.invalidCoupon)
  .transform(normaliseCouponCode);
export type TCouponCode = z.infer<typeof ZCouponCode>;
