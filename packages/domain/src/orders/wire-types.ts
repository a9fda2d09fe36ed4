import type { StatusId } from './statuses';

/**
 * The answers of the orders API (docs/orders-api.md), shared by the server that builds them and
 * the web app that reads them. Money is in rupees on the wire (integer paise inside).
 */

/** A shipping or billing address (001 section 3 "Address"). */
export interface OrderAddress {
  address_id: number;
  firstname: string;
  lastname: string;
  email_address: string | null;
  mobile_number: string;
  alternate_mobile_number: string | null;
  address: string;
  landmark: string | null;
  pincode: string;
  city: string;
  state: string;
  gst_number: string | null;
  gst_organization: string | null;
}

/** One cart of an order: the unit whose status the teams change. */
export interface OrderCart {
  cart_pid: number;
  item_sku: string;
  item_name: string;
  item_dimensions: string;
  item_quantity: number;
  item_price: number;
  item_mrp: number;
  discount: number;
  delivery_charges: number;
  docket_quantity: number;
  is_locked: boolean;
  shipment_not_possible: boolean;
  shipment_stop_reason: number | null;
  orm_order_status: StatusId;
  status_label: string;
  promised_date: string | null;
  delivered_at: string | null;
  is_urgent: boolean;
  docket_number: string | null;
  assigned_to: { login_id: number; name: string } | null;
  version: number;
  /** The statuses this caller may move the cart to (the domain's allowedTargets). */
  allowed_targets: StatusId[];
}

export interface OrderCustomer {
  id: number;
  name: string;
  mobile_number: string;
  alternate_mobile_number: string | null;
  email: string | null;
}

/** GET /api/backend-orders/:order_random_id/. */
export interface OrderDetails {
  order_random_id: string;
  affiliate_id: number;
  channel: string;
  order_kind: number;
  payment_type: 'COD' | 'ONLINE';
  payment_method: string;
  coupon_code: string | null;
  created_at: string;
  confirmed_at: string | null;
  version: number;
  customer: OrderCustomer;
  shipping_address: OrderAddress;
  billing_address: OrderAddress | null;
  is_billing_address_same: boolean;
  totals: { total: number; discount: number; net: number };
  carts: OrderCart[];
}

/** One row of a team work list (a cart with its order's headline). */
export interface OrderListRow {
  cart_pid: number;
  order_random_id: string;
  affiliate_id: number;
  channel: string;
  customer_name: string;
  mobile_number: string;
  pincode: string;
  item_sku: string;
  item_name: string;
  item_quantity: number;
  item_price: number;
  payment_type: 'COD' | 'ONLINE';
  orm_order_status: StatusId;
  status_label: string;
  shipment_not_possible: boolean;
  is_urgent: boolean;
  created_at: string;
  assigned_to: { login_id: number; name: string } | null;
}

export interface OrderListResponse {
  count: number;
  limit: number;
  offset: number;
  results: OrderListRow[];
}

/** GET /api/list-of-all-orders/tab-counts/:platform/. */
export interface TabCountsResponse {
  counts: Record<string, number>;
}

export type SearchMatch = 'order_id' | 'cart_id' | 'mobile' | 'email' | 'name';

/** One order found by universal search. */
export interface OrderSearchRow {
  order_random_id: string;
  affiliate_id: number;
  channel: string;
  customer_name: string;
  mobile_number: string;
  email: string | null;
  created_at: string;
  matched_by: SearchMatch;
  carts: {
    cart_pid: number;
    item_name: string;
    orm_order_status: StatusId;
    status_label: string;
  }[];
}

export interface OrderSearchResponse {
  /** The orders matched, counted up to ORDER_SEARCH_COUNT_CAP. */
  count: number;
  /** True when more orders match than `count` says. */
  count_capped: boolean;
  limit: number;
  offset: number;
  results: OrderSearchRow[];
}

/** A comment on an order (001 section 3 "Comment"). */
export interface OrderComment {
  id: number;
  cart_pid: number | null;
  order_status: StatusId | null;
  status_label: string | null;
  update_timestamp: string;
  status_comments: string;
  update_by_role: string;
  cet_name: string;
  call_disposition_details: {
    category: string;
    sub_category: string | null;
    third_category: string | null;
    call_detail_type: string | null;
  } | null;
}

/** One entry of an order's modification history (a view of the audit log). */
export interface OrderHistoryEntry {
  id: number;
  at: string;
  entity: 'order' | 'cart';
  entity_id: string;
  actor_login_id: number | null;
  actor_name: string | null;
  actor_role: string;
  changes: Record<string, { before: unknown; after: unknown }>;
  reason: string | null;
}

/** POST /api/update-order/ answer: success false carries the server's message (shown as a warning). */
export interface UpdateOrderResponse {
  success: boolean;
  message: string;
  cart: OrderCart | null;
}

/**
 * POST /api/cancel-universal-order/ answer: the carts cancelled and the ones the rules kept,
 * each with the reason. success is false when no cart was cancelled (shown as a warning).
 */
export interface CancelOrderResponse {
  success: boolean;
  message: string;
  cancelled: number[];
  refused: { cart_pid: number; message: string }[];
}
