import type { CouponRow } from '@backoffice/db/schema';
import {
  couponIneligibility,
  couponRequest,
  orderValuePaise,
  priceLines,
  type PricedLines,
  type PricingLine,
} from '@backoffice/domain/sales/coupons';
import type { AppContext } from '../../../core/context';
import { couponError } from './coupons.errors';
import { knownPincode } from '../../lookups/index';
import { findCoupon } from './coupon-store';

/** What pricing reads: the database (the order's transaction when placing it) and the clock. */
export type PricingContext = Pick<AppContext, 'db' | 'now'>;

export interface PricingOptions {
  /** The delivery pincode: out of the delivery area, dockets count (000 section 3). */
  pincode?: string | null;
  /** How the order is paid, once chosen: a bank coupon needs ONLINE. */
  paymentType?: 'COD' | 'ONLINE' | null;
}

/** Priced lines (paise) with the coupon row applied, if any. */
export interface PricedOrder extends PricedLines {
  coupon: CouponRow | null;
  is_oda_location: boolean;
}

/**
 * Prices order lines (paise) on the server, with the same rules the apply-coupon call shows:
 * an empty or null code means no coupon; otherwise the coupon must be eligible for the channel,
 * the order value and the payment, else a 400 on coupon_code with the reason. An unknown
 * pincode is a 400 on pincode. Reads only: placing an order then calls claimCouponUse.
 */
export async function priceOrderLines(
  ctx: PricingContext,
  lines: readonly PricingLine[],
  couponCode: string | null,
  affiliateId: number,
  { pincode = null, paymentType = null }: PricingOptions = {},
): Promise<PricedOrder> {
  const oda = pincode ? (await knownPincode(ctx.db, 'pincode', pincode)).oda : false;
  const request = couponRequest(couponCode ?? '');
  let coupon: CouponRow | null = null;
  if (request.action === 'apply') {
    coupon = await findCoupon(ctx.db, request.code);
    const refusal = couponIneligibility(coupon, {
      now: ctx.now(),
      affiliate_id: affiliateId,
      order_value_paise: orderValuePaise(lines),
      payment_type: paymentType,
    });
    if (refusal) throw couponError('sales.coupon_refused', refusal).at('coupon_code');
  }
  return { ...priceLines(lines, coupon, { outOfDeliveryArea: oda }), coupon, is_oda_location: oda };
}
