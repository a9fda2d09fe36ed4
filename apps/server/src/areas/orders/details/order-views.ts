import type { CartRow, OrderAddressRow, OrderRow } from '@backoffice/db/schema';
import type { Principal } from '@backoffice/domain/access';
import type { Brand } from '@backoffice/domain/core/brand';
import { channelDisplayName, salesChannel } from '@backoffice/domain/core/channels';
import { toWireRupees } from '@backoffice/domain/core/money';
import {
  cartAllowedTargets,
  orderStatus,
  type OrderAddress,
  type OrderCart,
  type TransitionContext,
} from '@backoffice/domain/orders';
import type { AppContext } from '../../../core/context';
import type { CartView } from './order-details.queries';

/** What a caller's status targets for the carts of an order depend on. */
export function transitionContext(
  ctx: AppContext,
  order: Pick<OrderRow, 'confirmed_at'>,
  principal: Principal,
): TransitionContext {
  return {
    hasConfirmedTime: order.confirmed_at !== null,
    canCancelFlag: ctx.config.access.cancelAnyStatus,
    principal,
  };
}

/** A cart's item and its prices by the wire's names, money in rupees (the page and the history). */
export function cartItemFields(cart: CartRow) {
  return {
    item_sku: cart.item_sku,
    item_name: cart.item_name,
    item_dimensions: cart.item_dimensions,
    item_quantity: cart.item_quantity,
    item_price: toWireRupees(cart.price_paise),
    item_mrp: toWireRupees(cart.mrp_paise),
    discount: toWireRupees(cart.discount_paise),
  };
}

/**
 * A cart as the order page shows it, with the statuses this caller may move it to (a
 * marketplace-fulfilled cart by its own table, see cartAllowedTargets).
 */
export function toOrderCart(cart: CartView, transitions: TransitionContext): OrderCart {
  return {
    cart_pid: cart.id,
    ...cartItemFields(cart),
    delivery_charges: toWireRupees(cart.delivery_charges_paise),
    docket_quantity: cart.docket_quantity,
    is_locked: cart.is_locked,
    shipment_not_possible: cart.shipment_not_possible,
    shipment_stop_reason: cart.shipment_stop_reason,
    orm_order_status: cart.orm_order_status,
    status_label: orderStatus(cart.orm_order_status).label,
    promised_date: cart.promised_date,
    delivered_at: cart.delivered_at?.toISOString() ?? null,
    is_urgent: cart.is_urgent,
    docket_number: cart.docket_number,
    assigned_to: assignee(cart.assigned_login_id, cart.assigned_name),
    version: cart.version,
    allowed_targets: cartAllowedTargets(cart.affiliate_id, cart.orm_order_status, transitions),
  };
}

/** The agent a cart is assigned to, or null while unassigned. */
export function assignee(loginId: number | null, name: string | null) {
  return loginId === null ? null : { login_id: loginId, name: name ?? '' };
}

/** A shipping or billing address on the wire. */
export function toOrderAddress(row: OrderAddressRow): OrderAddress {
  return {
    address_id: row.id,
    firstname: row.firstname,
    lastname: row.lastname,
    email_address: row.email_address,
    mobile_number: row.mobile_number,
    alternate_mobile_number: row.alternate_mobile_number,
    address: row.address,
    landmark: row.landmark,
    pincode: row.pincode,
    city: row.city,
    state: row.state,
    gst_number: row.gst_number,
    gst_organization: row.gst_organization,
  };
}

/** The name a channel is shown by (the brand's own name for channel 0). */
export function channelName(affiliateId: number, brand: Brand): string {
  const channel = salesChannel(affiliateId);
  return channel ? channelDisplayName(channel, brand) : `Channel ${affiliateId}`;
}
