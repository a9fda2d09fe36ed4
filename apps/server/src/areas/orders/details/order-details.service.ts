import type { Principal } from '@backoffice/domain/access';
import {
  PAYMENT_METHODS,
  salesOrderTotals,
  type OrderDetails,
  type SalesOrderLine,
} from '@backoffice/domain/orders';
import { toWireRupees } from '@backoffice/domain/core/money';
import type { AppContext } from '../../../core/context';
import { addressesOf, cartsOfOrder, orderByRandomId, type CartView } from './order-details.queries';
import { orderNotFound } from './orders.errors';
import { channelName, toOrderAddress, toOrderCart, transitionContext } from './order-views';

/** The order page: the order, its buyer, addresses, totals and carts with the caller's targets. */
export async function orderDetails(
  ctx: AppContext,
  principal: Principal,
  orderRandomId: string,
): Promise<OrderDetails> {
  const found = await orderByRandomId(ctx.db, orderRandomId);
  if (!found) throw orderNotFound();
  const { order, customer } = found;
  const [addresses, carts] = await Promise.all([
    addressesOf(ctx.db, order.id),
    cartsOfOrder(ctx.db, order.id),
  ]);
  const shipping = addresses.find((a) => a.kind === 'shipping');
  // Every order is placed with a shipping address; one without is broken data, not a 404.
  if (!shipping) throw new Error(`Order ${order.order_random_id} has no shipping address`);
  const billing = addresses.find((a) => a.kind === 'billing');
  const transitions = transitionContext(ctx, order, principal);
  return {
    order_random_id: order.order_random_id,
    affiliate_id: order.affiliate_id,
    channel: channelName(order.affiliate_id, ctx.config.brand),
    order_kind: order.order_kind,
    payment_type: order.payment_type,
    payment_method: PAYMENT_METHODS.find((m) => m.id === order.payment_method_id)?.name ?? '',
    coupon_code: order.coupon_code,
    created_at: order.created_at.toISOString(),
    confirmed_at: order.confirmed_at?.toISOString() ?? null,
    version: order.version,
    customer: {
      id: customer.id,
      name: customer.name,
      mobile_number: customer.mobile,
      alternate_mobile_number: customer.alternate_mobile,
      email: customer.email,
    },
    shipping_address: toOrderAddress(shipping),
    billing_address: billing ? toOrderAddress(billing) : null,
    is_billing_address_same: order.is_billing_address_same,
    totals: orderTotals(carts, order.coupon_code !== null),
    carts: carts.map((cart) => toOrderCart(cart, transitions)),
  };
}

/** Total, discount and net of every cart of the order, in rupees (domain salesOrderTotals). */
function orderTotals(carts: readonly CartView[], couponApplied: boolean) {
  const lines: SalesOrderLine[] = carts.map((cart) => ({
    item_price: cart.price_paise,
    item_mrp: cart.mrp_paise,
    item_quantity: cart.item_quantity,
    discount: cart.discount_paise,
    docket_quantity: cart.docket_quantity,
  }));
  // The docket count (the only part the delivery area changes) is not part of this answer.
  const totals = salesOrderTotals(lines, { couponApplied, outOfDeliveryArea: false });
  return {
    total: toWireRupees(totals.total),
    discount: toWireRupees(totals.discount),
    net: toWireRupees(totals.net),
  };
}
