import {
  ZOrderRandomId,
  ZStatusId,
  type OrderAddress,
  type OrderCart,
  type OrderComment,
  type OrderDetails,
  type OrderHistoryEntry,
} from '@backoffice/domain/orders';
import { z } from 'zod';

// Answer schemas of the order page: they document the API and shape what is sent. The domain's
// wire types are the source; `satisfies` keeps each schema in step with its interface.

/** The :order_random_id of the order page's calls, in any case. */
export const ZOrderRandomIdParam = z.object({ order_random_id: ZOrderRandomId });

const ZStaffRef = z.object({ login_id: z.number().int(), name: z.string() });

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
}) satisfies z.ZodType<OrderAddress>;

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
  allowed_targets: z.array(ZStatusId),
}) satisfies z.ZodType<OrderCart>;

export const ZOrderDetails = z.object({
  order_random_id: z.string(),
  affiliate_id: z.number().int(),
  channel: z.string(),
  order_kind: z.number().int(),
  payment_type: z.enum(['COD', 'ONLINE']),
  payment_method: z.string(),
  coupon_code: z.string().nullable(),
  created_at: z.string(),
  confirmed_at: z.string().nullable(),
  version: z.number().int(),
  customer: z.object({
    id: z.number().int(),
    name: z.string(),
    mobile_number: z.string(),
    alternate_mobile_number: z.string().nullable(),
    email: z.string().nullable(),
  }),
  shipping_address: ZOrderAddress,
  billing_address: ZOrderAddress.nullable(),
  is_billing_address_same: z.boolean(),
  totals: z.object({ total: z.number(), discount: z.number(), net: z.number() }),
  carts: z.array(ZOrderCart),
}) satisfies z.ZodType<OrderDetails>;

export const ZOrderComment = z.object({
  id: z.number().int(),
  cart_pid: z.number().int().nullable(),
  order_status: ZStatusId.nullable(),
  status_label: z.string().nullable(),
  update_timestamp: z.string(),
  status_comments: z.string(),
  update_by_role: z.string(),
  cet_name: z.string(),
  call_disposition_details: z
    .object({
      category: z.string(),
      sub_category: z.string().nullable(),
      third_category: z.string().nullable(),
      call_detail_type: z.string().nullable(),
    })
    .nullable(),
}) satisfies z.ZodType<OrderComment>;

export const ZOrderCommentsResponse = z.object({ results: z.array(ZOrderComment) });
export const ZAddOrderCommentResponse = z.object({
  success: z.literal(true),
  comment: ZOrderComment,
});

export const ZOrderHistoryEntry = z.object({
  id: z.number().int(),
  at: z.string(),
  entity: z.enum(['order', 'cart']),
  entity_id: z.string(),
  actor_login_id: z.number().int().nullable(),
  actor_name: z.string().nullable(),
  actor_role: z.string(),
  changes: z.record(z.string(), z.object({ before: z.unknown(), after: z.unknown() })),
  reason: z.string().nullable(),
}) satisfies z.ZodType<OrderHistoryEntry>;

export const ZOrderHistoryResponse = z.object({ results: z.array(ZOrderHistoryEntry) });
