import type { CouponRow } from '@backoffice/db/schema';
import {
  COUPON_ANSWER_MESSAGES,
  couponHidesCashModes,
  FULL_PERCENT_BASIS_POINTS,
  type CouponCartDetailsResponse,
  type CouponView,
} from '@backoffice/domain/sales/coupons';
import { toWireRupees } from '@backoffice/domain/core/money';
import type { PricedOrder } from './order-pricing';

/** A coupon as the order screens show it (rupees; a percent as a percentage). */
export function toCouponView(coupon: CouponRow): CouponView {
  return {
    coupon_code: coupon.code,
    description: coupon.description,
    discount_type: coupon.discount_kind,
    discount_value:
      coupon.discount_kind === 'percent'
        ? (coupon.value * 100) / FULL_PERCENT_BASIS_POINTS
        : toWireRupees(coupon.value),
    max_discount:
      coupon.max_discount_paise === null ? null : toWireRupees(coupon.max_discount_paise),
    min_order_value: toWireRupees(coupon.min_order_paise),
    valid_to: coupon.valid_to.toISOString(),
    classification_id: coupon.classification_id,
    is_bank_coupon: coupon.is_bank_coupon,
    hides_cash_modes: couponHidesCashModes(coupon),
  };
}

/** The answer of get-coupon-with-cart-details: the coupon (or its removal) and the bill. */
export function toCouponCartDetails(priced: PricedOrder): CouponCartDetailsResponse {
  const { coupon, totals } = priced;
  return {
    success: true,
    message: coupon ? COUPON_ANSWER_MESSAGES.applied(coupon.code) : COUPON_ANSWER_MESSAGES.removed,
    coupon_code: coupon?.code ?? null,
    coupon: coupon ? toCouponView(coupon) : null,
    is_oda_location: priced.is_oda_location,
    carts: priced.lines.map((line) => ({
      item_sku: line.item_sku,
      item_quantity: line.item_quantity,
      item_price: toWireRupees(line.item_price),
      item_mrp: toWireRupees(line.item_mrp),
      delivery_charges: toWireRupees(line.delivery_charges),
      docket_quantity: line.docket_quantity,
      line_total: toWireRupees(line.line_total),
      coupon_discount: toWireRupees(line.coupon_discount),
      discount: toWireRupees(line.discount),
      net_price: toWireRupees(line.net_price),
      discount_percentage: line.discount_percentage,
    })),
    totals: {
      total: toWireRupees(totals.total),
      discount: toWireRupees(totals.discount),
      coupon_discount: toWireRupees(totals.coupon_discount),
      net: toWireRupees(totals.net),
      total_delivery_charges: toWireRupees(totals.delivery_charges),
      final_amount: toWireRupees(totals.payable),
      docket_quantity: totals.docket_quantity,
      total_discount_percentage: totals.discount_percentage,
    },
  };
}
