import type { Principal } from '@backoffice/domain/access';
import { PAYMENT_METHODS, type OrderDetails, type OrderMoney } from '@backoffice/domain/orders';
import { toWireRupees } from '@backoffice/domain/core/money';
import type { AppContext } from '../../../core/context';
import { orderMoneyOf } from './cart-amounts';
import { addressesOf, cartsOfOrder, orderByRandomId } from './order-details.queries';
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
    totals: orderTotals(orderMoneyOf(order, carts)),
    carts: carts.map((cart) => toOrderCart(cart, transitions)),
  };
}

/** Total, discount and net of the order's carts that are not cancelled, in rupees, as the bill has them. */
function orderTotals(money: OrderMoney) {
  return {
    total: toWireRupees(money.items_total),
    discount: toWireRupees(money.discount),
    net: toWireRupees(money.net),
  };
}
