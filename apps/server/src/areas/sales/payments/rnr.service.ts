import { carts, paymentLinks, staff } from '@backoffice/db/schema';
import type { RnrOrderStatus } from '@backoffice/domain/sales/payments';
import { and, desc, eq } from 'drizzle-orm';
import { toWireRupees } from '@backoffice/domain/core/money';
import type { AppContext } from '../../../core/context';
import { cartNotFound, channelName, orderByRandomId } from '../../orders/index';
import { orders } from '@backoffice/db/schema';
import { codToOnlineRows } from './cart-payables';
import { toPaymentLinkView } from './payment-views';

/**
 * A cart's RNR state (/rnr-process/:affiliate_id/:cart_pid): what its customer, not reached on
 * the confirmation calls, owes on delivery, whether a prepayment link may be sent, and the RNR
 * links sent so far, newest first. The affiliate must be the cart's own (404 otherwise).
 */
export async function rnrOrderStatus(
  ctx: AppContext,
  cartPid: number,
  affiliateId: number | undefined,
): Promise<RnrOrderStatus> {
  const [cart] = await ctx.db.select().from(carts).where(eq(carts.id, cartPid));
  if (!cart || (affiliateId !== undefined && cart.affiliate_id !== affiliateId)) {
    throw cartNotFound();
  }
  const [order] = await ctx.db.select().from(orders).where(eq(orders.id, cart.order_id));
  const found = order ? await orderByRandomId(ctx.db, order.order_random_id) : undefined;
  if (!found) throw cartNotFound();
  const now = ctx.now();
  const [row] = await codToOnlineRows(ctx.db, found.order, [cart], now);
  if (!row) throw cartNotFound();
  const links = await ctx.db
    .select({ link: paymentLinks, name: staff.name })
    .from(paymentLinks)
    .leftJoin(staff, eq(staff.login_id, paymentLinks.created_by_login_id))
    .where(and(eq(paymentLinks.order_id, found.order.id), eq(paymentLinks.link_type, 'RNR')))
    .orderBy(desc(paymentLinks.created_at), desc(paymentLinks.id));
  const { amount_due_paise, total_cod_paise: _cod, ...cartRow } = row;
  return {
    order_random_id: found.order.order_random_id,
    affiliate_id: found.order.affiliate_id,
    channel: channelName(found.order.affiliate_id, ctx.config.brand),
    customer_name: found.customer.name,
    mobile_number: found.customer.mobile,
    cart: { ...cartRow, amount_due: toWireRupees(amount_due_paise), version: cart.version },
    links: links
      .filter(({ link }) => link.cart_ids.includes(cart.id))
      .map(({ link, name }) => toPaymentLinkView(link, found.order.order_random_id, name, now)),
  };
}
