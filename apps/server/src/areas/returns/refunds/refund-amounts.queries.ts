import type { Database } from '@backoffice/db';
import { orderPayments, refunds, type CartRow, type OrderRow } from '@backoffice/db/schema';
import { refundablePaise } from '@backoffice/domain/returns';
import { and, eq, ne, sql } from 'drizzle-orm';
import { amountDueOf } from '../../orders/index';

/** Refunds that stand (every status but Refund Cancelled). */
const REFUND_CANCELLED = 4;

/**
 * What may still be refunded on a cart, in paise (domain refundablePaise): the cart's cost, the
 * order's paid payments and the refunds already raised on the order and on the cart. Money of the
 * order that comes back another way (`givenBackElsewhere`: a till sale's wallet credit and cash,
 * given back at the store) is not the payments' to refund.
 */
export async function refundableOf(
  tx: Database,
  order: OrderRow,
  cart: CartRow,
  givenBackElsewhere = 0,
): Promise<number> {
  const [paid] = await tx
    .select({ paise: sql<string>`coalesce(sum(${orderPayments.amount_paise}), 0)` })
    .from(orderPayments)
    .where(and(eq(orderPayments.order_id, order.id), eq(orderPayments.status, 'paid')));
  const [raised] = await tx
    .select({
      order: sql<string>`coalesce(sum(${refunds.amount_paise}), 0)`,
      cart: sql<string>`coalesce(sum(${refunds.amount_paise}) filter (where ${refunds.cart_id} = ${cart.id}), 0)`,
    })
    .from(refunds)
    .where(and(eq(refunds.order_id, order.id), ne(refunds.status, REFUND_CANCELLED)));
  return refundablePaise({
    cart_due: amountDueOf(order, cart),
    order_paid: Math.max(0, Number(paid?.paise ?? 0) - givenBackElsewhere),
    order_refunded: Number(raised?.order ?? 0),
    cart_refunded: Number(raised?.cart ?? 0),
  });
}
