import type { StatusId } from '../../orders/statuses';
import type { CodToOnlineStatus } from './cod-to-online';
import type { PaymentOption } from './additional-payments';
import type { PaymentLinkStatus, PaymentLinkType } from './payment-links';

/**
 * The answers of the payments API (docs/sales.md). Money is rupees on the wire (integer
 * paise inside); times are ISO strings.
 */

/** Who did something: a member of staff, or null for the provider or the system. */
export type StaffRef = { login_id: number; name: string } | null;

/** A payment link as staff see it; `transaction_id` is the provider's id of the link. */
export interface PaymentLinkView {
  transaction_id: string;
  order_random_id: string;
  type: PaymentLinkType;
  type_label: string;
  payment_via: string;
  amount: number;
  /** The effective status: an open link past its end reads expired. */
  status: PaymentLinkStatus;
  url: string;
  sent_to: string;
  cart_pids: number[];
  created_at: string;
  expires_at: string;
  paid_at: string | null;
  created_by: StaffRef;
  cancel_reason: string | null;
  resent_count: number;
  version: number;
}

/** One entry of an order's payments (order_payments). */
export interface OrderPaymentView {
  id: number;
  payment_via: string;
  amount: number;
  status: 'pending' | 'paid' | 'failed' | 'expired' | 'refunded';
  reference: string | null;
  transaction_id: string | null;
  created_at: string;
  recorded_by: StaffRef;
}

/** GET /api/order-payments/:order_random_id/. */
export interface OrderPaymentsResponse {
  order_random_id: string;
  payment_type: 'COD' | 'ONLINE';
  version: number;
  /** What the order's carts (not cancelled) cost, with delivery. */
  amount_due: number;
  paid_online: number;
  cod_payable: number;
  payments: OrderPaymentView[];
  links: PaymentLinkView[];
  /** The online methods the caller may pick as payment via. */
  payment_vias: string[];
}

/** POST answers that send or change a link. */
export interface PaymentLinkAnswer {
  success: true;
  message: string;
  link: PaymentLinkView;
}

/** A cart row of the COD-to-online popup (001 section 3 "Cart row"), with its eligibility. */
export interface CodToOnlineCartRow {
  id: number;
  order_type: number;
  item_sku: string;
  item_name: string;
  item_dimension: string;
  item_quantity: number;
  orm_order_status: StatusId;
  status_label: string;
  delivered_timestamp: string | null;
  rts_timestamp: string | null;
  total_cod: number;
  total_online: number;
  /** Why the cart cannot be picked, or null. */
  refusal: string | null;
}

/** GET /api/backend-cod-to-online/:order_random_id/: what the popup offers. */
export interface CodToOnlineTemplate {
  order_random_id: string;
  payment_type: 'COD' | 'ONLINE';
  carts: CodToOnlineCartRow[];
  payment_vias: string[];
}

/** One COD-to-online request (a row of /cod-to-online). */
export interface CodToOnlineRow {
  cto_id: number;
  order_random_id: string;
  source: 'cto' | 'RNR';
  cart_pids: number[];
  amount: number;
  payment_via: string;
  status: CodToOnlineStatus;
  payment_ref_id: string | null;
  link: Pick<
    PaymentLinkView,
    'transaction_id' | 'url' | 'status' | 'created_at' | 'expires_at'
  > | null;
  created_at: string;
  expires_at: string | null;
  created_by: StaffRef;
  cancel_reason: string | null;
  version: number;
}

export interface CodToOnlineListResponse {
  count: number;
  limit: number;
  offset: number;
  results: CodToOnlineRow[];
}

/** Answers of the COD-to-online writes. */
export interface CodToOnlineAnswer {
  success: true;
  message: string;
  request: CodToOnlineRow;
}

/** GET /api/rnr-order-status/:cart_pid/: a cart's RNR prepayment state. */
export interface RnrOrderStatus {
  order_random_id: string;
  affiliate_id: number;
  channel: string;
  customer_name: string;
  mobile_number: string;
  cart: CodToOnlineCartRow & { amount_due: number; version: number };
  links: PaymentLinkView[];
}

/** GET /api/split-cart/:cart_pid/: the split popup's template. */
export interface SplitCartTemplate {
  cart_pid: number;
  affiliate_id: number;
  order_random_id: string;
  item_sku: string;
  item_name: string;
  item_dimensions: string;
  item_quantity: number;
  min_quantity: number;
  max_quantity: number;
  invoice_numbers: string[];
  version: number;
  /** Why the cart cannot be split, or null. */
  refusal: string | null;
}

export interface SplitCartAnswer {
  success: true;
  message: string;
  cart_pid: number;
  version: number;
  new_cart_pid: number;
}

/** A pending partner-store order (/search-hc-order). */
export interface PartnerOrderRow {
  order_random_id: string;
  affiliate_id: number;
  channel: string;
  customer_name: string;
  mobile_number: string;
  created_at: string;
  amount: number;
  carts: {
    cart_pid: number;
    item_name: string;
    item_quantity: number;
    orm_order_status: StatusId;
    status_label: string;
  }[];
}

export interface PartnerOrdersResponse {
  count: number;
  limit: number;
  offset: number;
  results: PartnerOrderRow[];
}

/** POST /api/additional-payments/ answer: the payment recorded or the link sent. */
export interface AdditionalPaymentsAnswer {
  success: true;
  message: string;
  total: number;
  payment: OrderPaymentView | null;
  link: PaymentLinkView | null;
}

/** GET /api/additional-payment-options/. */
export interface PaymentOptionsResponse {
  options: PaymentOption[];
}
