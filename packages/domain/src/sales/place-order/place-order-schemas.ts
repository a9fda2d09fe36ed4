import { z } from 'zod';
import { refuseRepeatedSkus, ZItemSku } from '../catalogue/schemas';
import { isAffiliateId, OWN_CHANNEL_ID } from '../../core/channels/sales-channels';
import { ZGiftCardCheckRequest } from '../coupons/gift-card';
import { MAX_LINE_QUANTITY } from '../coupons/schemas';
import {
  ADDRESS_LENGTHS,
  ADDRESS_MESSAGES,
  ORDER_ADDRESS_FIELDS,
  PINCODE_PATTERN,
  requireBillingUnlessSame,
} from '../../orders/address';
import { ZOrderRandomId } from '../../orders/order-requests';
import { ZPaymentTypeForm } from '../payments/payment-form';
import { ZRupeesToPaise } from '../../core/validation/amount';
import { normaliseCouponCode } from '../../core/validation/coupon';
import { PLACE_ORDER_MESSAGES as M } from './messages';

/** The most lines one order may carry. */
export const MAX_ORDER_LINES = 20;
/** The longest comment kept with a placed order. */
export const PLACE_ORDER_COMMENT_MAX = 1000;

const UNKNOWN_CHANNEL = 'Unknown sales channel';

/** A sales channel id; the own channel when not given (orders placed in the console). */
export const ZAffiliateId = z
  .number({ error: UNKNOWN_CHANNEL })
  .int(UNKNOWN_CHANNEL)
  .refine(isAffiliateId, UNKNOWN_CHANNEL);

/** A delivery pincode: six digits, not starting with 0. */
export const ZDeliveryPincode = z
  .string({ error: ADDRESS_MESSAGES.pincodeRequired })
  .trim()
  .min(1, ADDRESS_MESSAGES.pincodeRequired)
  .max(ADDRESS_LENGTHS.pincode, ADDRESS_MESSAGES.pincodeInvalid)
  .regex(PINCODE_PATTERN, ADDRESS_MESSAGES.pincodeInvalid);

/** How many of an item a line orders (the stock check's cap, 001 section 9). */
export const ZItemQuantity = z
  .number({ error: 'Quantity must be a number' })
  .int('Quantity must be a number')
  .min(1, 'Minimum quantity is 1')
  .max(MAX_LINE_QUANTITY, `Maximum quantity is ${MAX_LINE_QUANTITY}`);

/** A line of a new order: the item and how many. Prices are the catalogue's, never sent. */
export const ZOrderLine = z.object({ item_sku: ZItemSku, item_quantity: ZItemQuantity });
export type TOrderLine = z.infer<typeof ZOrderLine>;

const ZOrderLines = z
  .array(ZOrderLine, { error: M.linesRequired })
  .min(1, M.linesRequired)
  .max(MAX_ORDER_LINES, M.tooManyLines(MAX_ORDER_LINES))
  .superRefine(refuseRepeatedSkus(M.lineRepeated));

/** A typed coupon code: upper-cased; empty or blank means none. */
const ZOptionalCoupon = z
  .string()
  .max(32, 'Invalid Coupon Code!')
  .nullish()
  .transform((v) => (v ? normaliseCouponCode(v) || null : null));

/** The gift card to redeem: the checked card and, optionally, how much of it (else all it can). */
export const ZOrderGiftCard = ZGiftCardCheckRequest.extend({
  amount: ZRupeesToPaise.nullish().transform((v) => v ?? null),
});

/**
 * POST /api/backend-place-order/: a new order from the console (000 section 7 "backend
 * place-order"). The server prices the lines itself; `total_payable` is what the screen showed
 * (net plus delivery and ODA charges, before the gift card) and must agree with it.
 */
export const ZPlaceOrderRequest = z
  .object({
    affiliate_id: ZAffiliateId.default(OWN_CHANNEL_ID),
    /** The existing customer chosen by mobile; null for a new customer. */
    customer_id: z
      .number({ error: M.customerNotFound })
      .int(M.customerNotFound)
      .positive(M.customerNotFound)
      .max(2_147_483_647, M.customerNotFound)
      .nullish()
      .transform((v) => v ?? null),
    ...ORDER_ADDRESS_FIELDS,
    lines: ZOrderLines,
    coupon_code: ZOptionalCoupon,
    gift_card: ZOrderGiftCard.nullish().transform((v) => v ?? null),
    payment: ZPaymentTypeForm,
    total_payable: ZRupeesToPaise,
    comments: z
      .string()
      .trim()
      .max(PLACE_ORDER_COMMENT_MAX, `At most ${PLACE_ORDER_COMMENT_MAX} characters`)
      .nullish()
      .transform((v) => v || null),
    /** The order this one is placed from (/place-new-order/:platform/:orderId/). */
    source_order_random_id: ZOrderRandomId.nullish().transform((v) => v ?? null),
  })
  .superRefine((v, ctx) => {
    requireBillingUnlessSame(v, ctx);
    if (v.gift_card && v.payment.payment_type !== 'ONLINE') {
      ctx.addIssue({ code: 'custom', path: ['gift_card'], message: M.giftCardNeedsOnline });
    }
  });
export type TPlaceOrderRequestInput = z.input<typeof ZPlaceOrderRequest>;
export type TPlaceOrderRequest = z.output<typeof ZPlaceOrderRequest>;

/** POST /api/promise-engine/: serviceability, EDD and ODA charges of lines to a pincode. */
export const ZPromiseEngineRequest = z.object({
  pincode: ZDeliveryPincode,
  affiliate_id: ZAffiliateId.default(OWN_CHANNEL_ID),
  carts: z.array(ZOrderLine).max(MAX_ORDER_LINES, M.tooManyLines(MAX_ORDER_LINES)).default([]),
});
export type TPromiseEngineRequest = z.output<typeof ZPromiseEngineRequest>;

/**
 * POST /api/order/address-modification-service-check/: the same check for an existing order's
 * carts moved to another pincode (000 section 7: used when order_random_id is present).
 */
export const ZAddressServiceCheckRequest = z.object({
  order_random_id: ZOrderRandomId,
  pincode: ZDeliveryPincode,
});
export type TAddressServiceCheckRequest = z.output<typeof ZAddressServiceCheckRequest>;

/** GET /api/customer-search/?mobile_number=: customers who use a mobile number. */
export const ZCustomerSearchQuery = z.object({
  mobile_number: z
    .string({ error: M.mobileRequired })
    .trim()
    .min(1, M.mobileRequired)
    .max(ADDRESS_LENGTHS.mobile, M.mobileInvalid)
    .regex(/^\d{10}$/, M.mobileInvalid),
});
