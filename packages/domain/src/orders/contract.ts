import { z } from 'zod';
import { BILL_STATES } from './billing';
import { INVOICE_DOCUMENT_TYPES } from './documents';
import { NOTIFICATION_CHANNELS } from './notifications';
import type { PddRow } from './pdd';
import { ZOrderRandomId, ZStatusId } from './order-requests';
import { TRACKING_STEPS, type TrackingStep } from './tracking';

/**
 * The answers of the orders API (docs/orders.md): one schema per payload, the types inferred
 * from them. The server sends them as its response schemas; the web checks its answers against
 * them in development and tests. Money is in rupees on the wire (integer paise inside).
 */

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

/** One row of a team work list (a cart with its order's headline). */
export const ZOrderListRow = z.object({
  cart_pid: z.number().int(),
  order_random_id: z.string(),
  affiliate_id: z.number().int(),
  channel: z.string(),
  customer_name: z.string(),
  mobile_number: z.string(),
  pincode: z.string(),
  item_sku: z.string(),
  item_name: z.string(),
  item_quantity: z.number().int(),
  item_price: z.number(),
  payment_type: ZPaymentType,
  orm_order_status: ZStatusId,
  status_label: z.string(),
  shipment_not_possible: z.boolean(),
  is_urgent: z.boolean(),
  created_at: z.string(),
  assigned_to: ZStaffRef.nullable(),
  /** The cart's version, which a bulk action names for each selected cart. */
  version: z.number().int(),
});
export type OrderListRow = z.infer<typeof ZOrderListRow>;

/** A work list page. */
export const ZOrderListResponse = z.object({
  count: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
  results: z.array(ZOrderListRow),
});
export type OrderListResponse = z.infer<typeof ZOrderListResponse>;

/** GET /api/list-of-all-orders/tab-counts/:platform/. */
export const ZTabCountsResponse = z.object({ counts: z.record(z.string(), z.number().int()) });
export type TabCountsResponse = z.infer<typeof ZTabCountsResponse>;

export const ZSearchMatch = z.enum(['order_id', 'cart_id', 'mobile', 'email', 'name']);
export type SearchMatch = z.infer<typeof ZSearchMatch>;

/** One order found by universal search. */
export const ZOrderSearchRow = z.object({
  order_random_id: z.string(),
  affiliate_id: z.number().int(),
  channel: z.string(),
  customer_name: z.string(),
  mobile_number: z.string(),
  email: z.string().nullable(),
  created_at: z.string(),
  matched_by: ZSearchMatch,
  carts: z.array(
    z.object({
      cart_pid: z.number().int(),
      item_name: z.string(),
      orm_order_status: ZStatusId,
      status_label: z.string(),
    }),
  ),
});
export type OrderSearchRow = z.infer<typeof ZOrderSearchRow>;

/**
 * A page of search hits: `count` stops at ORDER_SEARCH_COUNT_CAP and `count_capped` says more
 * match (universal search and the work-list search).
 */
export const cappedSearchPage = <Row extends z.ZodType>(row: Row) =>
  z.object({
    count: z.number().int(),
    count_capped: z.boolean(),
    limit: z.number().int(),
    offset: z.number().int(),
    results: z.array(row),
  });

/** GET /api/universal-order-search/. */
export const ZOrderSearchResponse = cappedSearchPage(ZOrderSearchRow);
export type OrderSearchResponse = z.infer<typeof ZOrderSearchResponse>;

/** A comment on an order (001 section 3 "Comment"). */
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
});
export type OrderComment = z.infer<typeof ZOrderComment>;

/** GET /api/comments/:order_random_id/, newest first. */
export const ZOrderCommentsResponse = z.object({ results: z.array(ZOrderComment) });
export type OrderCommentsResponse = z.infer<typeof ZOrderCommentsResponse>;

/** POST /api/update-universal-order-comments/. */
export const ZAddOrderCommentResponse = z.object({
  success: z.literal(true),
  comment: ZOrderComment,
});
export type AddOrderCommentResponse = z.infer<typeof ZAddOrderCommentResponse>;

/** One entry of an order's modification history (a view of the audit log). */
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
});
export type OrderHistoryEntry = z.infer<typeof ZOrderHistoryEntry>;

/** GET /api/list-of-modified-orders/:order_random_id/, newest first. */
export const ZOrderHistoryResponse = z.object({ results: z.array(ZOrderHistoryEntry) });
export type OrderHistoryResponse = z.infer<typeof ZOrderHistoryResponse>;

/** POST /api/update-order/ answer: success false carries the server's message (a warning). */
export const ZUpdateOrderResponse = z.object({
  success: z.boolean(),
  message: z.string(),
  cart: ZOrderCart.nullable(),
});
export type UpdateOrderResponse = z.infer<typeof ZUpdateOrderResponse>;

/** The next New Order cart an OC agent should work: the oldest one of theirs. */
export const ZNextNewOrder = z.object({
  order_random_id: z.string(),
  cart_pid: z.number().int(),
  affiliate_id: z.number().int(),
  created_at: z.string(),
});
export type NextNewOrder = z.infer<typeof ZNextNewOrder>;

/**
 * GET /api/new-order-current-status/: how many New Order carts the agent holds and the next one
 * to work (null when there is none).
 */
export const ZNewOrderStatusResponse = z.object({
  login_id: z.number().int(),
  count: z.number().int(),
  next_order: ZNextNewOrder.nullable(),
});
export type NewOrderStatusResponse = z.infer<typeof ZNewOrderStatusResponse>;

/**
 * POST /api/cancel-universal-order/ answer: the carts cancelled and the ones the rules kept,
 * each with the reason. success is false when no cart was cancelled (shown as a warning).
 */
export const ZCancelOrderResponse = z.object({
  success: z.boolean(),
  message: z.string(),
  cancelled: z.array(z.number().int()),
  refused: z.array(z.object({ cart_pid: z.number().int(), message: z.string() })),
});
export type CancelOrderResponse = z.infer<typeof ZCancelOrderResponse>;

/** POST /api/urgent-delivery/ and /api/cancellation-request/: the cart's new version. */
export const ZCartRequestResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  cart_pid: z.number().int(),
  version: z.number().int(),
});
export type CartRequestResponse = z.infer<typeof ZCartRequestResponse>;

/** A notification sent about an order, as the popup lists it. */
export const ZSentNotification = z.object({
  id: z.number().int(),
  type: z.number().int(),
  type_label: z.string(),
  channel: z.enum(NOTIFICATION_CHANNELS),
  message: z.string(),
  /** Null for messages the system sent itself. */
  sent_by_name: z.string().nullable(),
  created_at: z.string(),
});
export type SentNotification = z.infer<typeof ZSentNotification>;

/** GET /api/sent-email-sms-notification/:order_random_id/: what may be sent and what was. */
export const ZOrderNotificationsResponse = z.object({
  types: z.array(
    z.object({
      id: z.number().int(),
      label: z.string(),
      channels: z.array(z.enum(NOTIFICATION_CHANNELS)),
    }),
  ),
  sent: z.array(ZSentNotification),
});
export type OrderNotificationsResponse = z.infer<typeof ZOrderNotificationsResponse>;

/** POST /api/sent-email-sms-notification/:order_random_id/. */
export const ZSendNotificationResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  notification: ZSentNotification,
});
export type SendNotificationResponse = z.infer<typeof ZSendNotificationResponse>;

/** One invoice or credit note of a cart (001 section 3 "Credit note"); amount in rupees. */
export const ZInvoiceDocument = z.object({
  invoice_credit_number: z.string(),
  type: z.enum(Object.values(INVOICE_DOCUMENT_TYPES)),
  invoice_credit_amount: z.number(),
  credit_reason: z.string().nullable(),
  created_by_role: z.string(),
  created_by_name: z.string(),
  created_timestamp: z.string(),
  cart_id: z.number().int(),
  aff_id: z.number().int(),
});
export type InvoiceDocument = z.infer<typeof ZInvoiceDocument>;

/** GET /api/credit-notes-history/:cart_pid/, oldest first. */
export const ZInvoiceHistoryResponse = z.object({ results: z.array(ZInvoiceDocument) });
export type InvoiceHistoryResponse = z.infer<typeof ZInvoiceHistoryResponse>;

/** POST /api/send-invoice-cet-cx/ and /api/send-credit-note/. */
export const ZDocumentSentResponse = z.object({ success: z.literal(true), message: z.string() });
export type DocumentSentResponse = z.infer<typeof ZDocumentSentResponse>;

const ZTrackingStep = z.object({
  key: z.enum(TRACKING_STEPS.map((s) => s.key)),
  label: z.string(),
  status: z.boolean(),
  time: z.string().nullable(),
  state: z.enum(['done', 'partial', 'pending']),
  sub_activities: z.array(
    z.object({ activity: z.string(), status: z.boolean(), time: z.string().nullable() }),
  ),
  tracking_data: z
    .object({
      docket_name: z.string(),
      tracking_number: z.string(),
      docket_url: z.string().nullable(),
      delay_message: z.string().nullable(),
    })
    .optional(),
}) satisfies z.ZodType<TrackingStep>;

/** A courier's tracking record, with the field names of 001 section 3 "Tracking". */
export const ZCourierTracking = z.object({
  docket_name: z.string(),
  DocketNumber: z.string(),
  InvoiceNumber: z.string().nullable(),
  Status: z.string(),
  EstimatedDeliveryDate: z.string().nullable(),
  Origin: z.string(),
  Destination: z.string(),
  /** Newest first. */
  Scans: z.array(
    z.object({ ScanDescription: z.string(), ScanDate: z.string(), ScanLocation: z.string() }),
  ),
});
export type CourierTracking = z.infer<typeof ZCourierTracking>;

/** GET /api/cart-track-data/:cart_pid/: the Track Order popup. */
export const ZCartTrackResponse = z.object({
  cart_pid: z.number().int(),
  /** True while carts ship with the courier alone: the transit step is `in_transit`. */
  non_shipping_label_case: z.boolean(),
  steps: z.array(ZTrackingStep),
  /** The courier's record; null without a docket or when the courier could not be reached. */
  tracking: ZCourierTracking.nullable(),
  /** "Something went wrong. Please click the above button." when the courier failed. */
  tracking_error: z.string().nullable(),
  /** The courier's own page for the docket (the popup's button). */
  docket_url: z.string().nullable(),
});
export type CartTrackResponse = z.infer<typeof ZCartTrackResponse>;

/** GET /api/pdd-breakdown/:cart_pid/. */
export const ZPddBreakdownResponse = z.object({
  rows: z.array(
    z.object({
      label: z.string(),
      predicted: z.string().nullable(),
      actual: z.string().nullable(),
    }) satisfies z.ZodType<PddRow>,
  ),
});
export type PddBreakdownResponse = z.infer<typeof ZPddBreakdownResponse>;

/** One change of a cart's requested date (001 section 3 "Requested date log row"). */
export const ZRequestedDateLogRow = z.object({
  new_requested_date: z.string(),
  old_pickup_date: z.string().nullable(),
  updated_by_name: z.string(),
  updated_by_email: z.string(),
  updated_timestamp: z.string(),
  /** 0 is Reverse (a return pickup), 1 Forward (a delivery). */
  is_forward: z.union([z.literal(0), z.literal(1)]),
  planning_remarks: z.string().nullable(),
});
export type RequestedDateLogRow = z.infer<typeof ZRequestedDateLogRow>;

/** GET /api/requested-date-log/:cart_pid/, newest first. */
export const ZRequestedDateLogResponse = z.object({ results: z.array(ZRequestedDateLogRow) });
export type RequestedDateLogResponse = z.infer<typeof ZRequestedDateLogResponse>;

/** A child shipping label's movement between warehouses (001 section 4). */
export const ZShippingLabelTransit = z.object({
  new_shipping_label_status: z.string(),
  source_warehouse_id: z.number().int(),
  destination_warehouse_id: z.number().int(),
  sto_number: z.string(),
  material_number: z.string(),
  batch_number: z.string(),
  remark: z.string().nullable(),
  create_timestamp: z.string(),
});
export type ShippingLabelTransit = z.infer<typeof ZShippingLabelTransit>;

/** A mid shipping label with its child labels (001 section 4 "Shipping label history"). */
export const ZMidShippingLabel = z.object({
  mid_shipping_label: z.string(),
  status: z.string(),
  child_shipping_labels: z.array(
    z.object({
      shipping_labels_info: z.object({
        child_shipping_label: z.string(),
        shipping_label_status: z.string(),
        material_number: z.string(),
        sto_number: z.string(),
        batch_number: z.string(),
        quantity: z.number().int(),
        middle_mile_route: z.string(),
        from_warehouse_name: z.string(),
        destination_warehouse_name: z.string(),
        create_timestamp: z.string(),
      }),
      transit_details: z.array(ZShippingLabelTransit),
    }),
  ),
});
export type MidShippingLabel = z.infer<typeof ZMidShippingLabel>;

/** GET /api/shipping-label-transit-history/:cart_pid/. */
export const ZShippingLabelHistoryResponse = z.object({
  cart_pid: z.number().int(),
  non_shipping_label_case: z.boolean(),
  results: z.array(ZMidShippingLabel),
});
export type ShippingLabelHistoryResponse = z.infer<typeof ZShippingLabelHistoryResponse>;

/** A line of a bill: one cart with its amounts (rupees). */
export const ZBillItem = z.object({
  cart_pid: z.number().int(),
  item_sku: z.string(),
  item_name: z.string(),
  item_quantity: z.number().int(),
  item_price: z.number(),
  item_mrp: z.number(),
  discount: z.number(),
  delivery_charges: z.number(),
  orm_order_status: ZStatusId,
  status_label: z.string(),
});

/** A payment link still open, asking the customer for `amount` (a cart's bill: its share). */
export const ZBillPendingLink = z.object({
  transaction_id: z.string(),
  amount: z.number(),
  expires_at: z.string(),
});

/** GET /api/billing-details/: the bill of an order or a cart (domain billOf), in rupees. */
export const ZBillingDetails = z.object({
  order_random_id: z.string(),
  /** The cart billed alone; null for the whole order. */
  cart_pid: z.number().int().nullable(),
  payment_type: ZPaymentType,
  items: z.array(ZBillItem),
  items_total: z.number(),
  discount: z.number(),
  delivery_charges: z.number(),
  oda_charges: z.number(),
  payable: z.number(),
  paid_by_mode: z.array(z.object({ mode: z.string(), amount: z.number() })),
  paid: z.number(),
  pending_links: z.array(ZBillPendingLink),
  pending_links_total: z.number(),
  due: z.number(),
  refunded: z.number(),
  /** Paid, partly paid, unpaid, refunded or nothing due (domain billOf). */
  payment_state: z.enum(BILL_STATES),
});
export type BillingDetails = z.infer<typeof ZBillingDetails>;

/** A docket a cart ships under. */
export const ZCartDocket = z.object({
  docket_number: z.string(),
  courier_name: z.string(),
  created_at: z.string(),
});

/** GET /api/cart-complete-details/:cart_pid/: one cart with all the order page shows of it. */
export const ZCartCompleteDetails = z.object({
  order_random_id: z.string(),
  affiliate_id: z.number().int(),
  cart: ZOrderCart,
  billing: ZBillingDetails,
  dockets: z.array(ZCartDocket),
  invoices: z.array(ZInvoiceDocument),
  /** The cart's modification history (audit records), newest first. */
  status_history: z.array(ZOrderHistoryEntry),
  requests: z.object({
    is_urgent: z.boolean(),
    requested_dates: z.array(ZRequestedDateLogRow),
  }),
});
export type CartCompleteDetails = z.infer<typeof ZCartCompleteDetails>;
