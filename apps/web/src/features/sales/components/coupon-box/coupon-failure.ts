import { couponErrorMessage } from '@backoffice/domain/sales/coupons';
import { ApiError } from '@/lib/api/api-client';
import { isRefusedInput } from '@/lib/api/api-error';
import { UNEXPECTED_TEXT } from '@/lib/api/error-message';

/**
 * What the box says of a failed apply (000 section 5): a refused coupon (400) shows the
 * server's message, or "Invalid Coupon Code!" when the server gave none (the central handler
 * then has only its generic text); any other failure shows the central handler's text.
 */
export function couponFailureText(failure: unknown): string {
  if (!(failure instanceof ApiError)) return couponErrorMessage(null);
  if (!isRefusedInput(failure)) return failure.message;
  return couponErrorMessage(failure.message === UNEXPECTED_TEXT ? null : failure.message);
}
