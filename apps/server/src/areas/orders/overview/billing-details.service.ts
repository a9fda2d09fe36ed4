import type { CartRow, OrderRow } from '@backoffice/db/schema';
import { toWireRupees } from '@backoffice/domain/core/money';
import {
  billOf,
  orderStatus,
  type Bill,
  type BillingDetails,
  type TBillingDetailsQuery,
} from '@backoffice/domain/orders';
import type { AppContext } from '../../../core/context';
import { moneyLineOf } from '../details/cart-amounts';
import { cartFacts } from '../tracking/cart-facts';
import { openLinksOfBill, paymentsOfBill } from './billing.queries';
import { cartsOfOrder, orderByRandomId } from '../details/order-details.queries';
import { orderNotFound } from '../details/orders.errors';

/** The bill of one cart (`cart_id`) or of a whole order (`order_id`); 404 for either unknown. */
export async function billingDetails(
  ctx: AppContext,
  query: TBillingDetailsQuery,
): Promise<BillingDetails> {
  if (query.cart_id !== undefined) {
    const { order } = await cartFacts(ctx.db, query.cart_id);
    return billFor(ctx, order, await cartsOfOrder(ctx.db, order.id), query.cart_id);
  }
  const found =
    query.order_id === undefined ? undefined : await orderByRandomId(ctx.db, query.order_id);
  if (!found) throw orderNotFound();
  return billFor(ctx, found.order, await cartsOfOrder(ctx.db, found.order.id), null);
}

/** The domain's bill of an order (`cartPid` null) or of one of its carts, with its open links. */
export async function billOfOrder(
  ctx: AppContext,
  order: OrderRow,
  orderCarts: readonly CartRow[],
  cartPid: number | null,
) {
  const [payments, links] = await Promise.all([
    paymentsOfBill(ctx.db, order.id),
    openLinksOfBill(ctx.db, order.id, ctx.now()),
  ]);
  const bill: Bill = billOf({
    lines: orderCarts.map((cart) => ({ cart_pid: cart.id, ...moneyLineOf(cart) })),
    couponApplied: order.coupon_code !== null,
    payments: payments.map((p) => ({
      method_id: p.method_id,
      amount: p.amount_paise,
      status: p.status,
      cart_ids: p.cart_ids,
    })),
    pendingLinks: links.map((link) => ({ amount: link.amount_paise, cart_ids: link.cart_ids })),
    cartPid,
  });
  return { bill, links };
}

/**
 * The bill of an order (`cartPid` null) or of one of its carts, on the wire: `orderCarts` are all
 * the order's carts, as a cart's bill takes its share of the order's payments and links.
 */
export async function billFor(
  ctx: AppContext,
  order: OrderRow,
  orderCarts: readonly CartRow[],
  cartPid: number | null,
): Promise<BillingDetails> {
  const { bill, links } = await billOfOrder(ctx, order, orderCarts, cartPid);
  const billed = cartPid === null ? orderCarts : orderCarts.filter((cart) => cart.id === cartPid);
  return {
    order_random_id: order.order_random_id,
    cart_pid: cartPid,
    payment_type: order.payment_type,
    items: billed.map((cart) => ({
      cart_pid: cart.id,
      item_sku: cart.item_sku,
      item_name: cart.item_name,
      item_quantity: cart.item_quantity,
      item_price: toWireRupees(cart.price_paise),
      item_mrp: toWireRupees(cart.mrp_paise),
      discount: toWireRupees(cart.discount_paise),
      delivery_charges: toWireRupees(cart.delivery_charges_paise),
      orm_order_status: cart.orm_order_status,
      status_label: orderStatus(cart.orm_order_status).label,
    })),
    items_total: toWireRupees(bill.items_total),
    discount: toWireRupees(bill.discount),
    delivery_charges: toWireRupees(bill.delivery_charges),
    oda_charges: toWireRupees(bill.oda_charges),
    payable: toWireRupees(bill.payable),
    paid_by_mode: bill.paid_by_mode.map((m) => ({ mode: m.mode, amount: toWireRupees(m.amount) })),
    paid: toWireRupees(bill.paid),
    pending_links: links.flatMap((link, index) => {
      const amount = bill.pending_link_amounts[index] ?? 0;
      return amount === 0
        ? []
        : [
            {
              transaction_id: link.transaction_id,
              amount: toWireRupees(amount),
              expires_at: link.expires_at.toISOString(),
            },
          ];
    }),
    pending_links_total: toWireRupees(bill.pending_links),
    due: toWireRupees(bill.due),
    refunded: toWireRupees(bill.refunded),
    payment_state: bill.state,
  };
}
