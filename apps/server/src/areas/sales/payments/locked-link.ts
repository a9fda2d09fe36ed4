import type { Database } from '@backoffice/db';
import {
  customers,
  orders,
  paymentLinks,
  staff,
  type OrderRow,
  type PaymentLinkRow,
} from '@backoffice/db/schema';
import { type PaymentLinkAnswer } from '@backoffice/domain/sales/payments';
import { eq } from 'drizzle-orm';
import { AppError } from '../../../core/errors';
import { paymentError } from './payments.errors';
import { toPaymentLinkView } from './payment-views';

/** The answer of an unknown link. */
export const linkNotFound = () => paymentError('sales.link_not_found');

/** A link locked with its order (the order first, as every payment change locks), at the version the caller read. */
export async function lockedLink(tx: Database, transactionId: string, version: number) {
  const [located] = await tx
    .select({ order_id: paymentLinks.order_id })
    .from(paymentLinks)
    .where(eq(paymentLinks.transaction_id, transactionId));
  if (!located) throw linkNotFound();
  const [found] = await tx
    .select({ order: orders, customer: customers })
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customer_id))
    .where(eq(orders.id, located.order_id))
    .for('update', { of: orders });
  const [link] = await tx
    .select()
    .from(paymentLinks)
    .where(eq(paymentLinks.transaction_id, transactionId))
    .for('update');
  if (!link || !found) throw linkNotFound();
  if (link.version !== version) throw new AppError('STALE');
  return { link, ...found };
}

/** The answer of a link use case: the link as the popup shows it, with who sent it. */
export async function linkAnswer(
  tx: Database,
  now: Date,
  link: PaymentLinkRow,
  order: OrderRow,
  message: string,
): Promise<PaymentLinkAnswer> {
  const [author] =
    link.created_by_login_id === null
      ? []
      : await tx
          .select({ name: staff.name })
          .from(staff)
          .where(eq(staff.login_id, link.created_by_login_id));
  return {
    success: true,
    message,
    link: toPaymentLinkView(link, order.order_random_id, author?.name ?? null, now),
  };
}
