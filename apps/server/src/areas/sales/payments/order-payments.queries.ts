import { carts, orderPayments, paymentLinks, staff } from '@backoffice/db/schema';
import type { Principal } from '@backoffice/domain/access';
import { STATUS } from '@backoffice/domain/orders';
import { onlinePaymentVias, type OrderPaymentsResponse } from '@backoffice/domain/sales/payments';
import { desc, eq } from 'drizzle-orm';
import { toWireRupees } from '@backoffice/domain/core/money';
import type { AppContext } from '../../../core/context';
import { billOfOrder, orderByRandomId, orderNotFound } from '../../orders/index';
import { codToOnlineRows } from './cart-payables';
import { toOrderPaymentView, toPaymentLinkView } from './payment-views';

/** An order's payments and links, newest first, with what it owes (the Payment Links popup). */
export async function orderPaymentsOf(
  ctx: AppContext,
  principal: Principal,
  orderRandomId: string,
): Promise<OrderPaymentsResponse> {
  const found = await orderByRandomId(ctx.db, orderRandomId);
  if (!found) throw orderNotFound();
  const { order } = found;
  const now = ctx.now();
  const links = await ctx.db
    .select({ link: paymentLinks, name: staff.name })
    .from(paymentLinks)
    .leftJoin(staff, eq(staff.login_id, paymentLinks.created_by_login_id))
    .where(eq(paymentLinks.order_id, order.id))
    .orderBy(desc(paymentLinks.created_at), desc(paymentLinks.id));
  const payments = await ctx.db
    .select({ payment: orderPayments, name: staff.name })
    .from(orderPayments)
    .leftJoin(staff, eq(staff.login_id, orderPayments.recorded_by_login_id))
    .where(eq(orderPayments.order_id, order.id))
    .orderBy(desc(orderPayments.created_at), desc(orderPayments.id));
  const orderCarts = await ctx.db.select().from(carts).where(eq(carts.order_id, order.id));
  const rows = await codToOnlineRows(ctx.db, order, orderCarts, now);
  const live = rows.filter((r) => r.orm_order_status !== STATUS.CANCELLED);
  const cod = live.reduce((sum, r) => sum + r.total_cod_paise, 0);
  // What is owed and was paid online come from the order's bill, as the order page shows them.
  const { bill } = await billOfOrder(ctx, order, orderCarts, null);
  const transactionOf = new Map(links.map(({ link }) => [link.id, link.transaction_id]));
  return {
    order_random_id: order.order_random_id,
    payment_type: order.payment_type,
    version: order.version,
    amount_due: toWireRupees(bill.due),
    paid_online: toWireRupees(bill.paid_online),
    cod_payable: toWireRupees(cod),
    payments: payments.map(({ payment, name }) =>
      toOrderPaymentView(
        payment,
        payment.payment_link_id === null
          ? null
          : (transactionOf.get(payment.payment_link_id) ?? null),
        name,
      ),
    ),
    links: links.map(({ link, name }) => toPaymentLinkView(link, order.order_random_id, name, now)),
    payment_vias: onlinePaymentVias(principal).map((m) => m.name),
  };
}
