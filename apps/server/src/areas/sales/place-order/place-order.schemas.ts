import {
  MODIFICATION_PAYMENT_STATUSES,
  type BackendOrderResponse,
  type CartModificationView,
  type CustomerSearchResponse,
  type EditCartAnswer,
  type PlaceOrderAnswer,
  type PromiseEngineResponse,
} from '@backoffice/domain/sales/place-order';
import { z } from 'zod';
import { ZOrderAddress, ZOrderCart } from '@backoffice/domain/orders';
import { ZPaymentLinkView } from '../payments/payments.schemas';

// Answer schemas of the place-order and cart-edit calls: they document the API and shape what
// is sent; `satisfies` keeps each in step with the domain's wire type.

const ZMode = z.enum(['COD', 'ONLINE']);

export const ZPromiseEngineResponse = z.object({
  pincode: z.string(),
  city: z.string(),
  state: z.string(),
  delivery_possible: z.boolean(),
  cod_serviceable: z.boolean(),
  is_oda_location: z.boolean(),
  available_modes: z.array(ZMode),
  message: z.string().nullable(),
  cart_details: z.array(
    z.object({
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
      delivery_charges_status: z.enum(['PAID', 'PENDING']),
      cod_delivery_possible: z.boolean(),
      online_delivery_possible: z.boolean(),
    }),
  ),
  total_delivery_charges: z.number(),
  total_payable: z.number(),
}) satisfies z.ZodType<PromiseEngineResponse>;

export const ZCustomerSearchResponse = z.object({
  results: z.array(
    z.object({
      customer_id: z.number().int(),
      name: z.string(),
      mobile_number: z.string(),
      alternate_mobile_number: z.string().nullable(),
      email: z.string().nullable(),
      orders_count: z.number().int(),
      last_order_random_id: z.string().nullable(),
      shipping_address: ZOrderAddress.nullable(),
      billing_address: ZOrderAddress.nullable(),
    }),
  ),
}) satisfies z.ZodType<CustomerSearchResponse>;

export const ZPlaceOrderAnswer = z.object({
  success: z.literal(true),
  message: z.string(),
  order_random_id: z.string(),
  order_page: z.string(),
  payment_type: ZMode,
  coupon_code: z.string().nullable(),
  totals: z.object({
    total: z.number(),
    discount: z.number(),
    net: z.number(),
    delivery_charges: z.number(),
    payable: z.number(),
    gift_card: z.number(),
    to_pay: z.number(),
  }),
  payment_link: ZPaymentLinkView.nullable(),
}) satisfies z.ZodType<PlaceOrderAnswer>;

const ZCartModificationView = z.object({
  id: z.number().int(),
  cart_pid: z.number().int(),
  addon_created_datetime: z.string(),
  addon_item_sku: z.string(),
  addon_dimensions: z.string(),
  addon_item_quantity: z.number().int(),
  addon_item_price: z.number(),
  addon_effective_price: z.number(),
  addon_payment_extra_or_refund: z.enum(['extra', 'refund', 'none']),
  addon_payment_type: ZMode.nullable(),
  addon_payment_source: z.string().nullable(),
  addon_payment_tracking_id: z.string().nullable(),
  addon_extra_payment_status: z.enum(MODIFICATION_PAYMENT_STATUSES),
  addon_extra_payment_status_label: z.string(),
  addon_reason: z.number().int(),
  addon_reason_label: z.string(),
  addon_comments: z.string(),
  before: z.object({
    item_sku: z.string(),
    item_dimensions: z.string(),
    item_quantity: z.number().int(),
    item_price: z.number(),
  }),
  modified_by: z.object({ login_id: z.number().int(), name: z.string() }).nullable(),
  transaction_id: z.string().nullable(),
}) satisfies z.ZodType<CartModificationView>;

export const ZBackendOrderResponse = z.object({
  order_random_id: z.string(),
  affiliate_id: z.number().int(),
  channel: z.string(),
  payment_type: ZMode,
  coupon_code: z.string().nullable(),
  customer_name: z.string(),
  shipping_pincode: z.string(),
  cart: ZOrderCart,
  editable: z.boolean(),
  refusal: z.string().nullable(),
  payment_vias: z.array(z.string()),
  modifications: z.array(ZCartModificationView),
}) satisfies z.ZodType<BackendOrderResponse>;

export const ZEditCartAnswer = z.object({
  success: z.literal(true),
  message: z.string(),
  order_random_id: z.string(),
  cart_pid: z.number().int(),
  version: z.number().int(),
  modification: ZCartModificationView,
  payment_link: ZPaymentLinkView.nullable(),
}) satisfies z.ZodType<EditCartAnswer>;
