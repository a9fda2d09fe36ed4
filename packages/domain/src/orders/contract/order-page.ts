import { z } from 'zod';
import { ZOrderRandomId, ZStatusId } from '../order-requests';

/** The :order_random_id path parameter of the order page's calls, in any case. */
export const ZOrderRandomIdParam = z.object({ order_random_id: ZOrderRandomId });

/** A member of staff named in an answer. */
export const ZStaffRef = z.object({ login_id: z.number().int(), name: z.string() });

/** A shipping or billing address (001 section 3 "Address"). */
export const ZOrderAddress = z.object({
  address_id: z.number().int(),
  firstname: z.string(),
  lastname: z.string(),
  email_address: z.string().nullable(),
  mobile_number: z.string(),
  alternate_mobile_number: z.string().nullable(),
  address: z.string(),
  landmark: z.string().nullable(),
  pincode: z.string(),
  city: z.string(),
  state: z.string(),
  gst_number: z.string().nullable(),
  gst_organization: z.string().nullable(),
});
export type OrderAddress = z.infer<typeof ZOrderAddress>;

/** One cart of an order: the unit whose status the teams change. */
export const ZOrderCart = z.object({
  cart_pid: z.number().int(),
  item_sku: z.string(),
  item_name: z.string(),
  item_dimensions: z.string(),
  item_quantity: z.number().int(),
  item_price: z.number(),
  item_mrp: z.number(),
  discount: z.number(),
  delivery_charges: z.number(),
  docket_quantity: z.number().int(),
  is_locked: z.boolean(),
  shipment_not_possible: z.boolean(),
  shipment_stop_reason: z.number().int().nullable(),
  orm_order_status: ZStatusId,
  status_label: z.string(),
  promised_date: z.string().nullable(),
  delivered_at: z.string().nullable(),
  is_urgent: z.boolean(),
  docket_number: z.string().nullable(),
  assigned_to: ZStaffRef.nullable(),
  version: z.number().int(),
  /** The statuses this caller may move the cart to (the domain's allowedTargets). */
  allowed_targets: z.array(ZStatusId),
});
export type OrderCart = z.infer<typeof ZOrderCart>;

export const ZOrderCustomer = z.object({
  id: z.number().int(),
  name: z.string(),
  mobile_number: z.string(),
  alternate_mobile_number: z.string().nullable(),
  email: z.string().nullable(),
});
export type OrderCustomer = z.infer<typeof ZOrderCustomer>;

export const ZPaymentType = z.enum(['COD', 'ONLINE']);

/** GET /api/backend-orders/:order_random_id/ (and the answer of POST /api/edit-customer/). */
export const ZOrderDetails = z.object({
  order_random_id: z.string(),
  affiliate_id: z.number().int(),
  channel: z.string(),
  order_kind: z.number().int(),
  payment_type: ZPaymentType,
  payment_method: z.string(),
  coupon_code: z.string().nullable(),
  created_at: z.string(),
  confirmed_at: z.string().nullable(),
  version: z.number().int(),
  customer: ZOrderCustomer,
  shipping_address: ZOrderAddress,
  billing_address: ZOrderAddress.nullable(),
  is_billing_address_same: z.boolean(),
  totals: z.object({ total: z.number(), discount: z.number(), net: z.number() }),
  carts: z.array(ZOrderCart),
});
export type OrderDetails = z.infer<typeof ZOrderDetails>;
