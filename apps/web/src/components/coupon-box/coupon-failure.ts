import { couponErrorMessage } from '@backoffice/domain/sales/coupons';
import { ApiError } from '../../lib/api/api-client';
import { UNEXPECTED_TEXT } from '../../lib/api/error-message';

const BAD_REQUEST = 400;

/**
 * What the box says of a failed apply (000 section 5): a refused coupon (400) shows the
 * server's message, or "Invalid Coupon Code!" when the server gave none (the central handler
 * then has only its generic text); any other failure shows the central handler's text.
 */
export function couponFailureText(failure: unknown): string {
  if (!(failure instanceof ApiError)) return couponErrorMessage(null);
  if (failure.status !== BAD_REQUEST) return failure.message;
  return couponErrorMessage(failure.message === UNEXPECTED_TEXT ? null : failure.message);
}
