import type { Database } from '@backoffice/db';
import { orderPayments, paymentLinks } from '@backoffice/db/schema';
import { and, arrayContains, asc, desc, eq, gt } from 'drizzle-orm';

/** Only what was paid for one cart (through links naming it), or everything of the order. */
const forCart = (cartPid: number | null) =>
  cartPid === null ? undefined : arrayContains(paymentLinks.cart_ids, [cartPid]);

/**
 * The payments recorded for an order, oldest first; for one cart, those that came through
 * payment links naming the cart (an order-wide payment belongs to the order's bill).
 */
export function paymentsOfBill(db: Database, orderId: number, cartPid: number | null) {
  const query = db
    .select({
      method_id: orderPayments.method_id,
      amount_paise: orderPayments.amount_paise,
      status: orderPayments.status,
    })
    .from(orderPayments);
  const ofOrder = eq(orderPayments.order_id, orderId);
  const ordered = [asc(orderPayments.created_at), asc(orderPayments.id)] as const;
  return cartPid === null
    ? query.where(ofOrder).orderBy(...ordered)
    : query
        .innerJoin(paymentLinks, eq(paymentLinks.id, orderPayments.payment_link_id))
        .where(and(ofOrder, forCart(cartPid)))
        .orderBy(...ordered);
}

/** The payment links of an order (or naming one cart) still open at `now`, newest first. */
export function openLinksOfBill(db: Database, orderId: number, cartPid: number | null, now: Date) {
  return db
    .select({
      transaction_id: paymentLinks.transaction_id,
      amount_paise: paymentLinks.amount_paise,
      expires_at: paymentLinks.expires_at,
    })
    .from(paymentLinks)
    .where(
      and(
        eq(paymentLinks.order_id, orderId),
        eq(paymentLinks.status, 'pending'),
        gt(paymentLinks.expires_at, now),
        forCart(cartPid),
      ),
    )
    .orderBy(desc(paymentLinks.created_at), desc(paymentLinks.id));
}
