import {
  type TCouponCartRequestInput,
  ZCouponCartDetailsResponse,
} from '@backoffice/domain/sales/coupons';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/api-client';

/**
 * POST /api/get-coupon-with-cart-details/: applies a coupon to the cart lines (an empty code
 * removes it) and answers the bill. Silent: the box shows a refusal under its input.
 */
export function applyCoupon(body: TCouponCartRequestInput) {
  return apiRequest('/get-coupon-with-cart-details/', {
    schema: ZCouponCartDetailsResponse,
    method: 'POST',
    body,
    silent: true,
  });
}

/** A read: nothing to invalidate; the host keeps the answer. */
export function useApplyCoupon() {
  return useMutation({ mutationFn: applyCoupon });
}
