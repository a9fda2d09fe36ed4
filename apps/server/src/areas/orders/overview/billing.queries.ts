import type { Database } from '@backoffice/db';
import { codRemittances, orderPayments, paymentLinks } from '@backoffice/db/schema';
import { and, asc, desc, eq, gt } from 'drizzle-orm';

/**
 * The payments recorded for an order, oldest first, each with the carts it was for: those of
 * the payment link it came through, the cart of a COD remittance, none (the whole order) else.
 */
export async function paymentsOfBill(db: Database, orderId: number) {
  const rows = await db
    .select({
      method_id: orderPayments.method_id,
      amount_paise: orderPayments.amount_paise,
      status: orderPayments.status,
      cart_ids: paymentLinks.cart_ids,
      remitted_cart_id: codRemittances.cart_id,
    })
    .from(orderPayments)
    .leftJoin(paymentLinks, eq(paymentLinks.id, orderPayments.payment_link_id))
    .leftJoin(codRemittances, eq(codRemittances.order_payment_id, orderPayments.id))
    .where(eq(orderPayments.order_id, orderId))
    .orderBy(asc(orderPayments.created_at), asc(orderPayments.id));
  return rows.map(({ remitted_cart_id, ...row }) => ({
    ...row,
    cart_ids: row.cart_ids ?? (remitted_cart_id === null ? [] : [remitted_cart_id]),
  }));
}

/** The payment links of an order still open at `now`, newest first, with the carts they name. */
export function openLinksOfBill(db: Database, orderId: number, now: Date) {
  return db
    .select({
      transaction_id: paymentLinks.transaction_id,
      amount_paise: paymentLinks.amount_paise,
      cart_ids: paymentLinks.cart_ids,
      expires_at: paymentLinks.expires_at,
    })
    .from(paymentLinks)
    .where(
      and(
        eq(paymentLinks.order_id, orderId),
        eq(paymentLinks.status, 'pending'),
        gt(paymentLinks.expires_at, now),
      ),
    )
    .orderBy(desc(paymentLinks.created_at), desc(paymentLinks.id));
}
