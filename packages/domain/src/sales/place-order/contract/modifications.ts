import { z } from 'zod';
import { ZOrderCart, ZPaymentType, ZStaffRef } from '../../../orders/contract';
import { EXTRA_OR_REFUND } from '../../catalogue/constants';
import { ITEM_SKU_MAX_LENGTH } from '../../catalogue/schemas';
import { ZPaymentLinkView } from '../../payments/contract';
import { MODIFICATION_PAYMENT_STATUSES } from '../cart-change';

/** One modification of a cart (001 section 3 "Modification history item"). */
export const ZCartModificationView = z.object({
  id: z.number().int(),
  cart_pid: z.number().int(),
  addon_created_datetime: z.string(),
  addon_item_sku: z.string(),
  addon_dimensions: z.string(),
  addon_item_quantity: z.number().int(),
  addon_item_price: z.number(),
  /** The balance settled: price difference and charges. */
  addon_effective_price: z.number(),
  addon_payment_extra_or_refund: z.enum(EXTRA_OR_REFUND),
  addon_payment_type: ZPaymentType.nullable(),
  addon_payment_source: z.string().nullable(),
  addon_payment_tracking_id: z.string().nullable(),
  addon_extra_payment_status: z.enum(MODIFICATION_PAYMENT_STATUSES),
  addon_extra_payment_status_label: z.string(),
  /** The shipment-block reason id (1, 4 or 5) and its label. */
  addon_reason: z.number().int(),
  addon_reason_label: z.string(),
  addon_comments: z.string(),
  before: z.object({
    item_sku: z.string().max(ITEM_SKU_MAX_LENGTH),
    item_dimensions: z.string(),
    item_quantity: z.number().int(),
    item_price: z.number(),
  }),
  modified_by: ZStaffRef.nullable(),
  transaction_id: z.string().nullable(),
  /** The row's version: cancelling its payment names it. */
  version: z.number().int(),
});
export type CartModificationView = z.infer<typeof ZCartModificationView>;

/** GET /api/backend-order/: the cart the cart-edit screen changes, with its order's facts. */
export const ZBackendOrderResponse = z.object({
  order_random_id: z.string(),
  affiliate_id: z.number().int(),
  channel: z.string(),
  payment_type: ZPaymentType,
  coupon_code: z.string().nullable(),
  customer_name: z.string(),
  shipping_pincode: z.string(),
  cart: ZOrderCart,
  editable: z.boolean(),
  /** Why the cart cannot be modified; null when it can. */
  refusal: z.string().nullable(),
  /** The online payment vias cart edit offers this user. */
  payment_vias: z.array(z.string()),
  modifications: z.array(ZCartModificationView),
});
export type BackendOrderResponse = z.infer<typeof ZBackendOrderResponse>;

/** POST /api/editcart/. */
export const ZEditCartAnswer = z.object({
  success: z.literal(true),
  message: z.string(),
  order_random_id: z.string(),
  cart_pid: z.number().int(),
  version: z.number().int(),
  modification: ZCartModificationView,
  payment_link: ZPaymentLinkView.nullable(),
});
export type EditCartAnswer = z.infer<typeof ZEditCartAnswer>;
