import type { OrderAddress, OrderCart } from '../../orders/contract';
import type { PaymentLinkView } from '../payments/wire-types';
import type { ModificationPaymentStatus } from './cart-change';
import type { DeliveryChargesStatus } from './delivery-promise';

/**
 * The answers of the place-order and cart-edit calls (docs/sales.md), shared by the server
 * and the web app. Money is rupees on the wire (integer paise inside); dates YYYY-MM-DD.
 */

/** One line's ODA data (001 section 3). */
export interface PromiseCartDetail {
  /** The cart of an existing order (address check); null for a new order's line. */
  cart_pid: number | null;
  item_sku: string;
  item_full_name: string;
  item_dimensions: string;
  item_quantity: number;
  cod_edd: string | null;
  online_edd: string | null;
  delivery_charges: number;
  docket_quantity: number;
  cod_oda_charges: number;
  online_oda_charges: number;
  delivery_charges_status: DeliveryChargesStatus;
  cod_delivery_possible: boolean;
  online_delivery_possible: boolean;
}

/** POST /api/promise-engine/ and POST /api/order/address-modification-service-check/. */
export interface PromiseEngineResponse {
  pincode: string;
  city: string;
  state: string;
  delivery_possible: boolean;
  cod_serviceable: boolean;
  is_oda_location: boolean;
  available_modes: ('COD' | 'ONLINE')[];
  /** Not serviceable, or out of the delivery area; null otherwise. */
  message: string | null;
  cart_details: PromiseCartDetail[];
  total_delivery_charges: number;
  /** What is still to pay for delivery: the PENDING lines' charges. */
  total_payable: number;
}

/** A customer found by mobile, with the addresses of their latest order to start from. */
export interface CustomerMatch {
  customer_id: number;
  name: string;
  mobile_number: string;
  alternate_mobile_number: string | null;
  email: string | null;
  orders_count: number;
  last_order_random_id: string | null;
  shipping_address: OrderAddress | null;
  billing_address: OrderAddress | null;
}

/** GET /api/customer-search/. */
export interface CustomerSearchResponse {
  results: CustomerMatch[];
}

/** The money of a placed order, rupees. */
export interface PlacedOrderTotals {
  total: number;
  discount: number;
  net: number;
  delivery_charges: number;
  /** net + delivery charges: what the order costs. */
  payable: number;
  gift_card: number;
  /** What is left after the gift card: the link's amount, or what is collected on delivery. */
  to_pay: number;
}

/** POST /api/backend-place-order/. */
export interface PlaceOrderAnswer {
  success: true;
  message: string;
  order_random_id: string;
  /** The new order's page, e.g. /ORDERK7Q2M9XA. */
  order_page: string;
  payment_type: 'COD' | 'ONLINE';
  coupon_code: string | null;
  totals: PlacedOrderTotals;
  /** The 'new' payment link sent to the customer (ONLINE via Juspay). */
  payment_link: PaymentLinkView | null;
}

/** One modification of a cart (001 section 3 "Modification history item"). */
export interface CartModificationView {
  id: number;
  cart_pid: number;
  addon_created_datetime: string;
  addon_item_sku: string;
  addon_dimensions: string;
  addon_item_quantity: number;
  addon_item_price: number;
  /** The balance settled: price difference and charges. */
  addon_effective_price: number;
  addon_payment_extra_or_refund: 'extra' | 'refund' | 'none';
  addon_payment_type: 'COD' | 'ONLINE' | null;
  addon_payment_source: string | null;
  addon_payment_tracking_id: string | null;
  addon_extra_payment_status: ModificationPaymentStatus;
  addon_extra_payment_status_label: string;
  /** The shipment-block reason id (1, 4 or 5) and its label. */
  addon_reason: number;
  addon_reason_label: string;
  addon_comments: string;
  before: { item_sku: string; item_dimensions: string; item_quantity: number; item_price: number };
  modified_by: { login_id: number; name: string } | null;
  transaction_id: string | null;
}

/** GET /api/backend-order/: the cart the cart-edit screen changes, with its order's facts. */
export interface BackendOrderResponse {
  order_random_id: string;
  affiliate_id: number;
  channel: string;
  payment_type: 'COD' | 'ONLINE';
  coupon_code: string | null;
  customer_name: string;
  shipping_pincode: string;
  cart: OrderCart;
  editable: boolean;
  /** Why the cart cannot be modified; null when it can. */
  refusal: string | null;
  /** The online payment vias cart edit offers this user. */
  payment_vias: string[];
  modifications: CartModificationView[];
}

/** POST /api/editcart/. */
export interface EditCartAnswer {
  success: true;
  message: string;
  order_random_id: string;
  cart_pid: number;
  version: number;
  modification: CartModificationView;
  payment_link: PaymentLinkView | null;
}
