import type {
  CouponCartDetailsResponse,
  TCouponCartRequestInput,
} from '@backoffice/domain/sales/coupons';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { applyCoupon } from '@/features/sales/components/coupon-box';
import { placeOrderKeys } from './query-keys';

/**
 * The order's bill: the lines priced with the applied coupon (or none) by
 * get-coupon-with-cart-details, the same pricing the server repeats when the order is placed.
 */
export function useBill(request: TCouponCartRequestInput | null) {
  return useQuery<CouponCartDetailsResponse>({
    queryKey: placeOrderKeys.bill(request),
    queryFn: () => applyCoupon(request as TCouponCartRequestInput),
    enabled: request !== null,
    placeholderData: keepPreviousData,
    retry: false,
  });
}
