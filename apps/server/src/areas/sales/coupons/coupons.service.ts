import type {
  CouponCartDetailsResponse,
  TCouponCartRequest,
} from '@backoffice/domain/sales/coupons';
import type { AppContext } from '../../../core/context';
import { toCouponCartDetails } from './coupon-views';
import { priceOrderLines } from './order-pricing';

/**
 * Applies a coupon to cart lines (or removes it, for an empty code) and answers the bill the
 * order would have: per-line discounts and the sales-order totals. Nothing is written; the
 * coupon's use is counted when the order is placed.
 */
export async function couponCartDetails(
  ctx: AppContext,
  input: TCouponCartRequest,
): Promise<CouponCartDetailsResponse> {
  const priced = await priceOrderLines(ctx, input.carts, input.coupon_code, input.affiliate_id, {
    pincode: input.pincode,
    paymentType: input.payment_type,
  });
  return toCouponCartDetails(priced);
}
