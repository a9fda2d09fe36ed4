import type { CouponDiscountKind } from './coupon';

/**
 * The answers of the coupon and gift card calls (docs/sales.md). Money is
 * rupees on the wire (integer paise inside); times are ISO strings.
 */

/** An applied coupon as the order screens show it. */
export interface CouponView {
  coupon_code: string;
  description: string;
  discount_type: CouponDiscountKind;
  /** percent: the percentage (12.5); flat: rupees. */
  discount_value: number;
  max_discount: number | null;
  min_order_value: number;
  valid_to: string;
  classification_id: number | null;
  is_bank_coupon: boolean;
  /** Classification 23: the cash payment modes are not offered. */
  hides_cash_modes: boolean;
}

/** A priced cart line (rupees). */
export interface CouponCartLineView {
  item_sku: string;
  item_quantity: number;
  item_price: number;
  item_mrp: number;
  delivery_charges: number;
  docket_quantity: number;
  /** MRP times quantity with a coupon, else price times quantity (000 section 3). */
  line_total: number;
  coupon_discount: number;
  /** The line's whole discount: with a coupon, MRP down to price plus the coupon's share. */
  discount: number;
  /** line_total - discount, before delivery. */
  net_price: number;
  discount_percentage: number;
}

export interface CouponCartTotalsView {
  total: number;
  discount: number;
  coupon_discount: number;
  net: number;
  total_delivery_charges: number;
  /** net + delivery charges. */
  final_amount: number;
  docket_quantity: number;
  total_discount_percentage: number;
}

/** POST /api/get-coupon-with-cart-details/: the coupon applied (or removed) and the bill. */
export interface CouponCartDetailsResponse {
  success: true;
  message: string;
  /** The applied code; null after a removal. */
  coupon_code: string | null;
  coupon: CouponView | null;
  is_oda_location: boolean;
  carts: CouponCartLineView[];
  totals: CouponCartTotalsView;
}

/** POST /api/gift-card/check/: a usable card and its balance. */
export interface GiftCardCheckResponse {
  success: true;
  message: string;
  response_code: 0;
  /** All but the last 4 digits hidden. */
  card_number: string;
  balance: number;
}
