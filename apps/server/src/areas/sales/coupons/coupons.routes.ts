import {
  ZCouponCartDetailsResponse,
  ZCouponCartRequest,
  ZGiftCardCheckRequest,
  ZGiftCardCheckResponse,
} from '@backoffice/domain/sales/coupons';
import type { AreaModule } from '../../../core/http';
import { couponCartDetails } from './coupons.service';
import { checkGiftCard } from './gift-cards.service';

/**
 * Coupons and gift cards while placing or changing an order (000 sections 5 and 7), open to
 * whoever may place orders. billing-details/ is not served here: the spec names it without a
 * meaning, and the bill is this call's answer (docs/sales.md).
 */
export const couponsRoutes: AreaModule = (api, ctx) => {
  api.post(
    '/api/get-coupon-with-cart-details/',
    {
      config: { capability: 'coupons:apply' },
      schema: {
        summary: 'Apply a coupon to cart lines (an empty code removes it) and price them',
        body: ZCouponCartRequest,
        response: { 200: ZCouponCartDetailsResponse },
      },
    },
    (request) => couponCartDetails(ctx, request.body),
  );

  api.post(
    '/api/gift-card/check/',
    {
      config: { capability: 'coupons:apply' },
      schema: {
        summary: "Check a gift card's credentials and balance (nothing is redeemed)",
        body: ZGiftCardCheckRequest,
        response: { 200: ZGiftCardCheckResponse },
      },
    },
    (request) => checkGiftCard(ctx, request.body),
  );
};
