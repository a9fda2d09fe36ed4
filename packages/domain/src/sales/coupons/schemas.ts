import { z } from 'zod';
import { isAffiliateId } from '../../core/channels/sales-channels';
import { ADDRESS_LENGTHS, ADDRESS_MESSAGES, PINCODE_PATTERN } from '../../orders/address';
import { ZRupeesToPaise } from '../../core/validation/amount';
import { ZCouponCode } from '../../core/validation/coupon';
import { COUPON_MESSAGES } from '../../core/validation/messages';

/** The most one quantity may be (001 section 9, the stock check's cap). */
export const MAX_LINE_QUANTITY = 10_000;
/** The most lines one pricing may carry. */
export const MAX_PRICED_LINES = 100;
/** The highest unit price or charge accepted, paise (₹1 crore). */
const MAX_AMOUNT_PAISE = 1_000_000_000;
/** No coupon code is longer; a longer one is refused before the lookup. */
const MAX_COUPON_CODE_LENGTH = 32;

export const COUPON_CART_MESSAGES = {
  skuRequired: 'Item SKU is Required!',
  quantityWhole: 'Quantity must be a number',
  quantityMin: 'Minimum quantity is 1',
  quantityMax: `Maximum quantity is ${MAX_LINE_QUANTITY}`,
  amountTooLarge: 'Amount is too large',
  mrpBelowPrice: 'MRP cannot be below the price',
  docketQuantity: 'Docket quantity must be a whole number of at least 0',
  unknownChannel: 'Unknown sales channel',
  linesRequired: 'Add at least one product',
  tooManyLines: `At most ${MAX_PRICED_LINES} products can be priced at once`,
} as const;
const M = COUPON_CART_MESSAGES;

const ZAmount = ZRupeesToPaise.refine((paise) => paise <= MAX_AMOUNT_PAISE, M.amountTooLarge);

/** One cart line to price: unit price and MRP in rupees, the line's delivery charges. */
export const ZCouponCartLine = z
  .object({
    item_sku: z.string({ error: M.skuRequired }).trim().min(1, M.skuRequired).max(64),
    item_quantity: z
      .number({ error: M.quantityWhole })
      .int(M.quantityWhole)
      .min(1, M.quantityMin)
      .max(MAX_LINE_QUANTITY, M.quantityMax),
    item_price: ZAmount,
    item_mrp: ZAmount,
    delivery_charges: ZAmount.default(0),
    docket_quantity: z
      .number({ error: M.docketQuantity })
      .int(M.docketQuantity)
      .min(0, M.docketQuantity)
      .max(MAX_LINE_QUANTITY * 100, M.docketQuantity)
      .default(0),
  })
  .refine((line) => line.item_mrp >= line.item_price, {
    path: ['item_mrp'],
    message: M.mrpBelowPrice,
  });
export type TCouponCartLine = z.infer<typeof ZCouponCartLine>;

/**
 * POST /api/get-coupon-with-cart-details/ (000 section 7): a coupon code (upper-cased; empty
 * asks for removal) applied to cart lines of a sales channel, optionally with the delivery
 * pincode (its delivery area decides the docket count) and the payment type (bank coupons).
 */
export const ZCouponCartRequest = z.object({
  coupon_code: ZCouponCode.pipe(
    z.string().max(MAX_COUPON_CODE_LENGTH, COUPON_MESSAGES.invalidCoupon),
  ),
  affiliate_id: z
    .number({ error: M.unknownChannel })
    .int(M.unknownChannel)
    .refine(isAffiliateId, M.unknownChannel),
  pincode: z
    .string({ error: ADDRESS_MESSAGES.pincodeInvalid })
    .trim()
    .max(ADDRESS_LENGTHS.pincode, ADDRESS_MESSAGES.pincodeInvalid)
    .regex(PINCODE_PATTERN, ADDRESS_MESSAGES.pincodeInvalid)
    .nullish()
    .transform((v) => v ?? null),
  payment_type: z
    .enum(['COD', 'ONLINE'])
    .nullish()
    .transform((v) => v ?? null),
  carts: z
    .array(ZCouponCartLine, { error: M.linesRequired })
    .min(1, M.linesRequired)
    .max(MAX_PRICED_LINES, M.tooManyLines),
});
export type TCouponCartRequest = z.infer<typeof ZCouponCartRequest>;
/** The request as the web app sends it (amounts in rupees). */
export type TCouponCartRequestInput = z.input<typeof ZCouponCartRequest>;
