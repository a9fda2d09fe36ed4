import {
  COUPON_DISCOUNT_KINDS,
  type CouponCartDetailsResponse,
  type CouponCartLineView,
  type CouponView,
  type GiftCardCheckResponse,
} from '@backoffice/domain/sales/coupons';
import { z } from 'zod';

const ZCouponView = z.object({
  coupon_code: z.string(),
  description: z.string(),
  discount_type: z.enum(COUPON_DISCOUNT_KINDS),
  discount_value: z.number(),
  max_discount: z.number().nullable(),
  min_order_value: z.number(),
  valid_to: z.string(),
  classification_id: z.number().int().nullable(),
  is_bank_coupon: z.boolean(),
  hides_cash_modes: z.boolean(),
}) satisfies z.ZodType<CouponView>;

const ZCouponCartLineView = z.object({
  item_sku: z.string(),
  item_quantity: z.number().int(),
  item_price: z.number(),
  item_mrp: z.number(),
  delivery_charges: z.number(),
  docket_quantity: z.number().int(),
  line_total: z.number(),
  coupon_discount: z.number(),
  discount: z.number(),
  net_price: z.number(),
  discount_percentage: z.number(),
}) satisfies z.ZodType<CouponCartLineView>;

export const ZCouponCartDetailsResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  coupon_code: z.string().nullable(),
  coupon: ZCouponView.nullable(),
  is_oda_location: z.boolean(),
  carts: z.array(ZCouponCartLineView),
  totals: z.object({
    total: z.number(),
    discount: z.number(),
    coupon_discount: z.number(),
    net: z.number(),
    total_delivery_charges: z.number(),
    final_amount: z.number(),
    docket_quantity: z.number().int(),
    total_discount_percentage: z.number(),
  }),
}) satisfies z.ZodType<CouponCartDetailsResponse>;

export const ZGiftCardCheckResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  response_code: z.literal(0),
  card_number: z.string(),
  balance: z.number(),
}) satisfies z.ZodType<GiftCardCheckResponse>;
