import { z } from 'zod';
import { ZCodToOnlineCartRow } from './cod-to-online';
import { ZPaymentLinkView } from './links';

/** GET /api/rnr-order-status/:cart_pid/: a cart's RNR prepayment state. */
export const ZRnrOrderStatus = z.object({
  order_random_id: z.string(),
  affiliate_id: z.number().int(),
  channel: z.string(),
  customer_name: z.string(),
  mobile_number: z.string(),
  cart: ZCodToOnlineCartRow.extend({ amount_due: z.number(), version: z.number().int() }),
  links: z.array(ZPaymentLinkView),
});
export type RnrOrderStatus = z.infer<typeof ZRnrOrderStatus>;

/** GET /api/split-cart/:cart_pid/: the split popup's template. */
export const ZSplitCartTemplate = z.object({
  cart_pid: z.number().int(),
  affiliate_id: z.number().int(),
  order_random_id: z.string(),
  item_sku: z.string(),
  item_name: z.string(),
  item_dimensions: z.string(),
  item_quantity: z.number().int(),
  min_quantity: z.number().int(),
  max_quantity: z.number().int(),
  invoice_numbers: z.array(z.string()),
  version: z.number().int(),
  /** Why the cart cannot be split, or null. */
  refusal: z.string().nullable(),
});
export type SplitCartTemplate = z.infer<typeof ZSplitCartTemplate>;

/** POST /api/split-cart/: the cart kept and the new one. */
export const ZSplitCartAnswer = z.object({
  success: z.literal(true),
  message: z.string(),
  cart_pid: z.number().int(),
  version: z.number().int(),
  new_cart_pid: z.number().int(),
});
export type SplitCartAnswer = z.infer<typeof ZSplitCartAnswer>;

/** A range of delivery dates offered to the customer, both ends included (YYYY-MM-DD). */
export const ZDeliveryDateRange = z.object({ start_date: z.string(), end_date: z.string() });
export type DeliveryDateRange = z.infer<typeof ZDeliveryDateRange>;

/** GET /api/update-delivery-date/?cart_pid= (001 section 3 "Future delivery"). */
export const ZFutureDeliveryOffer = z.object({
  cart_pid: z.number().int(),
  version: z.number().int(),
  /** The date the customer asked for last (the cart's promised date), if any. */
  cx_request_date: z.string().nullable(),
  date_ranges: z.array(ZDeliveryDateRange),
  /** When set, the popup shows only this message (001 section 4). */
  message: z.string().nullable(),
});
export type FutureDeliveryOffer = z.infer<typeof ZFutureDeliveryOffer>;

/** POST /api/update-delivery-date/: the cart's new date and version. */
export const ZDeliveryDateAnswer = z.object({
  success: z.literal(true),
  message: z.string(),
  cart_pid: z.number().int(),
  version: z.number().int(),
  cx_request_date: z.string(),
});
export type DeliveryDateAnswer = z.infer<typeof ZDeliveryDateAnswer>;
