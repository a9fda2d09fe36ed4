import type { Database } from '@backoffice/db';
import {
  pincodes,
  retailStores,
  type CustomerRow,
  type PosAddressRow,
  type PosLineRow,
  type PosOrderRow,
} from '@backoffice/db/schema';
import { OWN_CHANNEL_ID } from '@backoffice/domain/core/channels';
import type { TBillingAddress, TShippingAddress } from '@backoffice/domain/orders';
import {
  paymentModeLabel,
  POS_PLACING_MESSAGES as M,
  type PosPlacingPayment,
} from '@backoffice/domain/retail/pos';
import type { TPlaceOrderRequest } from '@backoffice/domain/sales/place-order';
import { and, asc, eq, sql } from 'drizzle-orm';
import { posPlacingError } from './placing.errors';

/** Where an order goes: the customer's chosen address, or the store for an instant pickup. */
export interface Destination {
  shipping: TShippingAddress;
  billing: TBillingAddress | null;
}

/** The chosen address as the order's shipping (and billing, when it differs) address. */
export function destinationOf(
  address: PosAddressRow,
  billing: TBillingAddress | null,
): Destination {
  const saved = address.billing_address;
  return {
    shipping: {
      firstname: address.firstname,
      lastname: address.lastname,
      alias: address.alias,
      email_address: address.email_address,
      mobile_number: address.mobile_number,
      alternate_mobile_number: address.alternate_mobile_number,
      address: address.address,
      landmark: address.landmark,
      pincode: address.pincode,
      gst_number: address.gst_number,
      gst_organization: address.gst_organization,
    },
    billing:
      billing ??
      (saved
        ? {
            firstname: saved.firstname,
            lastname: saved.lastname,
            address: saved.address,
            landmark: saved.landmark,
            pincode: saved.pincode,
          }
        : null),
  };
}

/**
 * An instant pickup without an address (designed, docs/retail.md): the order is addressed to the
 * customer at the store, at the first served pincode of the store's city.
 */
export async function pickupDestination(
  db: Database,
  order: PosOrderRow,
  customer: CustomerRow,
): Promise<Destination> {
  const [store] = await db
    .select()
    .from(retailStores)
    .where(eq(retailStores.retail_store_id, order.retail_store_id));
  if (!store) throw new Error(`POS order ${order.order_random_id}: no store`);
  const [place] = await db
    .select({ pincode: pincodes.pincode })
    .from(pincodes)
    .where(and(sql`lower(${pincodes.city}) = lower(${store.city})`, eq(pincodes.serviceable, true)))
    .orderBy(asc(pincodes.pincode))
    .limit(1);
  if (!place) throw posPlacingError('retail.pos_shipping_address_required').at('shipping_address');
  const [firstname, ...rest] = customer.name.split(' ');
  return {
    shipping: {
      firstname: firstname ?? customer.name,
      lastname: rest.join(' '),
      alias: null,
      email_address: customer.email ?? '',
      mobile_number: order.mobile_number,
      alternate_mobile_number: null,
      address: M.pickupAddress(`${store.name}, ${store.city}`),
      landmark: store.name,
      pincode: place.pincode,
      gst_number: null,
      gst_organization: null,
    },
    billing: null,
  };
}

/**
 * The order the POS order places through the sales area's one path: the own channel (the store
 * sells as the retailer), the lines at the till's prices (agreed prices), the coupon, the gift
 * card, and the store's payment (Retail Affiliate with its reference) or cash on delivery.
 * `total_payable` is the net price and delivery before the bank offer, wallet and gift card.
 */
export function orderPlacing(p: {
  order: PosOrderRow;
  lines: readonly PosLineRow[];
  destination: Destination;
  couponCode: string;
  payablePaise: number;
  payment: PosPlacingPayment;
  trackingId: string;
  mode: number;
  giftCard: { card_number: string; pin: string; amount: number } | null;
}): TPlaceOrderRequest {
  return {
    affiliate_id: OWN_CHANNEL_ID,
    customer_id: p.order.customer_id,
    shipping_address: p.destination.shipping,
    is_billing_address_same: p.destination.billing === null,
    billing_address: p.destination.billing,
    lines: p.lines.map((l) => ({ item_sku: l.item_sku, item_quantity: l.item_quantity })),
    coupon_code: p.couponCode || null,
    gift_card: p.giftCard,
    payment:
      p.payment.payment_type === 'COD'
        ? { payment_type: 'COD', payment_via: null, payment_tracking_id: null }
        : {
            payment_type: 'ONLINE',
            payment_via: p.payment.payment_via,
            payment_tracking_id: p.trackingId,
          },
    total_payable: p.payablePaise,
    comments: `Sold at store ${p.order.retail_store_id} (till order ${p.order.order_random_id}), ${paymentModeLabel(p.mode)}`,
    source_order_random_id: null,
  };
}

/** Each SKU's unit price at the till. */
export function tillPrices(lines: readonly PosLineRow[]): Map<string, number> {
  return new Map(lines.map((l) => [l.item_sku, l.item_price_paise]));
}
