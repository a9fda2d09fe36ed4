import { z } from 'zod';
import { COUPON_DISCOUNT_KINDS } from './coupon';

/**
 * The answers of the coupon and gift card calls (docs/sales.md): one schema per payload, the
 * types inferred from them. Money is rupees on the wire (integer paise inside); times are ISO
 * strings.
 */

/** An applied coupon as the order screens show it. */
export const ZCouponView = z.object({
  coupon_code: z.string(),
  description: z.string(),
  discount_type: z.enum(COUPON_DISCOUNT_KINDS),
  /** percent: the percentage (12.5); flat: rupees. */
  discount_value: z.number(),
  max_discount: z.number().nullable(),
  min_order_value: z.number(),
  valid_to: z.string(),
  classification_id: z.number().int().nullable(),
  is_bank_coupon: z.boolean(),
  /** Classification 23: the cash payment modes are not offered. */
  hides_cash_modes: z.boolean(),
});
export type CouponView = z.infer<typeof ZCouponView>;

/** A priced cart line (rupees). */
export const ZCouponCartLineView = z.object({
  item_sku: z.string(),
  item_quantity: z.number().int(),
  item_price: z.number(),
  item_mrp: z.number(),
  delivery_charges: z.number(),
  docket_quantity: z.number().int(),
  /** MRP times quantity with a coupon, else price times quantity (000 section 3). */
  line_total: z.number(),
  coupon_discount: z.number(),
  /** The line's whole discount: with a coupon, MRP down to price plus the coupon's share. */
  discount: z.number(),
  /** line_total - discount, before delivery. */
  net_price: z.number(),
  discount_percentage: z.number(),
});
export type CouponCartLineView = z.infer<typeof ZCouponCartLineView>;

export const ZCouponCartTotalsView = z.object({
  total: z.number(),
  discount: z.number(),
  coupon_discount: z.number(),
  net: z.number(),
  total_delivery_charges: z.number(),
  /** net + delivery charges. */
  final_amount: z.number(),
  docket_quantity: z.number().int(),
  total_discount_percentage: z.number(),
});
export type CouponCartTotalsView = z.infer<typeof ZCouponCartTotalsView>;

/** POST /api/get-coupon-with-cart-details/: the coupon applied (or removed) and the bill. */
export const ZCouponCartDetailsResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  /** The applied code; null after a removal. */
  coupon_code: z.string().nullable(),
  coupon: ZCouponView.nullable(),
  is_oda_location: z.boolean(),
  carts: z.array(ZCouponCartLineView),
  totals: ZCouponCartTotalsView,
});
export type CouponCartDetailsResponse = z.infer<typeof ZCouponCartDetailsResponse>;

/** POST /api/gift-card/check/: a usable card and its balance. */
export const ZGiftCardCheckResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  response_code: z.literal(0),
  /** All but the last 4 digits hidden. */
  card_number: z.string(),
  balance: z.number(),
});
export type GiftCardCheckResponse = z.infer<typeof ZGiftCardCheckResponse>;
