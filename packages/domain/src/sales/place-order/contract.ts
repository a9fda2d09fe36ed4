import { z } from 'zod';
import { ZOrderAddress, ZOrderCart, ZPaymentType, ZStaffRef } from '../../orders/contract';
import { EXTRA_OR_REFUND } from '../catalogue/constants';
import { ZPaymentLinkView } from '../payments/contract';
import { PAYMENT_LINK_STATUSES } from '../payments/payment-links';
import { MODIFICATION_PAYMENT_STATUSES } from './cart-change';
import type { DeliveryChargesStatus } from './delivery-promise';
import { ZAnswerMessage } from '../../core/validation/answer-text';
import { RANDOM_ID_LENGTH } from '../../core/constants/global-constants';
import { ITEM_SKU_MAX_LENGTH } from '../catalogue/schemas';

/**
 * The answers of the place-order and cart-edit calls (docs/sales.md): one schema per payload,
 * the types inferred from them. The server sends them as its response schemas; the web checks
 * its answers against them in development and tests. Money is rupees on the wire (integer paise
 * inside); dates YYYY-MM-DD.
 */

/** One line's ODA data (001 section 3). */
export const ZPromiseCartDetail = z.object({
  /** The cart of an existing order (address check); null for a new order's line. */
  cart_pid: z.number().int().nullable(),
  item_sku: z.string(),
  item_full_name: z.string(),
  item_dimensions: z.string(),
  item_quantity: z.number().int(),
  cod_edd: z.string().nullable(),
  online_edd: z.string().nullable(),
  delivery_charges: z.number(),
  docket_quantity: z.number().int(),
  cod_oda_charges: z.number(),
  online_oda_charges: z.number(),
  delivery_charges_status: z.enum(['PAID', 'PENDING']) satisfies z.ZodType<DeliveryChargesStatus>,
  cod_delivery_possible: z.boolean(),
  online_delivery_possible: z.boolean(),
});
export type PromiseCartDetail = z.infer<typeof ZPromiseCartDetail>;

/** POST /api/promise-engine/ and POST /api/order/address-modification-service-check/. */
export const ZPromiseEngineResponse = z.object({
  pincode: z.string(),
  city: z.string(),
  state: z.string(),
  delivery_possible: z.boolean(),
  cod_serviceable: z.boolean(),
  is_oda_location: z.boolean(),
  available_modes: z.array(ZPaymentType),
  /** Not serviceable, or out of the delivery area; null otherwise. */
  message: z.string().nullable(),
  cart_details: z.array(ZPromiseCartDetail),
  total_delivery_charges: z.number(),
  /** What is still to pay for delivery: the PENDING lines' charges. */
  total_payable: z.number(),
});
export type PromiseEngineResponse = z.infer<typeof ZPromiseEngineResponse>;

/** A customer found by mobile, with the addresses of their latest order to start from. */
export const ZCustomerMatch = z.object({
  customer_id: z.number().int(),
  name: z.string(),
  mobile_number: z.string(),
  alternate_mobile_number: z.string().nullable(),
  email: z.string().nullable(),
  orders_count: z.number().int(),
  last_order_random_id: z.string().nullable(),
  shipping_address: ZOrderAddress.nullable(),
  billing_address: ZOrderAddress.nullable(),
});
export type CustomerMatch = z.infer<typeof ZCustomerMatch>;

/** GET /api/customer-search/. */
export const ZCustomerSearchResponse = z.object({ results: z.array(ZCustomerMatch) });
export type CustomerSearchResponse = z.infer<typeof ZCustomerSearchResponse>;

/** The money of a placed order, rupees. */
export const ZPlacedOrderTotals = z.object({
  total: z.number(),
  discount: z.number(),
  net: z.number(),
  delivery_charges: z.number(),
  /** net + delivery charges: what the order costs. */
  payable: z.number(),
  gift_card: z.number(),
  /** What is left after the gift card: the link's amount, or what is collected on delivery. */
  to_pay: z.number(),
});
export type PlacedOrderTotals = z.infer<typeof ZPlacedOrderTotals>;

/** POST /api/backend-place-order/. */
export const ZPlaceOrderAnswer = z.object({
  success: z.literal(true),
  message: ZAnswerMessage,
  order_random_id: z.string().max(RANDOM_ID_LENGTH),
  /** The new order's page, e.g. /ORDERK7Q2M9XA. */
  order_page: z.string(),
  payment_type: ZPaymentType,
  coupon_code: z.string().nullable(),
  totals: ZPlacedOrderTotals,
  /** The 'new' payment link sent to the customer (ONLINE via Juspay). */
  payment_link: ZPaymentLinkView.nullable(),
});
export type PlaceOrderAnswer = z.infer<typeof ZPlaceOrderAnswer>;

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

/** GET /api/backend-addon-order-status/: an add-on (a cart modification) and its payment. */
export const ZAddonStatusResponse = z.object({
  temp_addon_id: z.number().int(),
  order_random_id: z.string(),
  affiliate_id: z.number().int(),
  cart_pid: z.number().int(),
  /** The balance, rupees: price difference and charges, without its sign. */
  amount: z.number(),
  extra_or_refund: z.enum(EXTRA_OR_REFUND),
  payment_type: ZPaymentType.nullable(),
  payment_via: z.string().nullable(),
  payment_status: z.enum(MODIFICATION_PAYMENT_STATUSES),
  payment_status_label: z.string(),
  /** The link the balance is asked by, with its status as of now; null without one. */
  payment_link: z
    .object({
      transaction_id: z.string(),
      status: z.enum(PAYMENT_LINK_STATUSES),
      expires_at: z.string(),
    })
    .nullable(),
  version: z.number().int(),
});
export type AddonStatusResponse = z.infer<typeof ZAddonStatusResponse>;

/** POST /api/cancel-backend-addon/. */
export const ZCancelAddonAnswer = z.object({
  success: z.literal(true),
  message: z.string(),
  addon: ZAddonStatusResponse,
});
export type CancelAddonAnswer = z.infer<typeof ZCancelAddonAnswer>;
