import type { Database } from '@backoffice/db';
import {
  orderPayments,
  refundBankDetails,
  refundBankLinks,
  refundEvents,
  refunds,
  refundTroubles,
  staff,
} from '@backoffice/db/schema';
import { REFUND_STATUS } from '@backoffice/domain/refunds';
import { aliasedTable, and, asc, desc, eq, isNull, ne, sql } from 'drizzle-orm';

const verifier = aliasedTable(staff, 'verifier');
const resolver = aliasedTable(staff, 'resolver');

/** A refund's bank details with the name of who verified them, or undefined. */
export async function bankDetailsOf(db: Database, refundId: number) {
  const [row] = await db
    .select({ details: refundBankDetails, verified_by_name: verifier.name })
    .from(refundBankDetails)
    .leftJoin(verifier, eq(verifier.login_id, refundBankDetails.verified_by_login_id))
    .where(eq(refundBankDetails.refund_id, refundId));
  return row;
}

/** The latest bank-details link sent for a refund, or undefined. */
export async function latestBankLinkOf(db: Database, refundId: number) {
  const [row] = await db
    .select()
    .from(refundBankLinks)
    .where(eq(refundBankLinks.refund_id, refundId))
    .orderBy(desc(refundBankLinks.sent_at), desc(refundBankLinks.id))
    .limit(1);
  return row;
}

/** A refund's troubles, newest first, with who raised and resolved them; `open` for the open one. */
export function troublesOf(db: Database, refundId: number, open = false) {
  return db
    .select({
      trouble: refundTroubles,
      raised_by_name: staff.name,
      resolved_by_name: resolver.name,
    })
    .from(refundTroubles)
    .leftJoin(staff, eq(staff.login_id, refundTroubles.raised_by_login_id))
    .leftJoin(resolver, eq(resolver.login_id, refundTroubles.resolved_by_login_id))
    .where(
      and(
        eq(refundTroubles.refund_id, refundId),
        open ? isNull(refundTroubles.resolved_at) : undefined,
      ),
    )
    .orderBy(desc(refundTroubles.raised_at), desc(refundTroubles.id));
}

export type TroubleRow = Awaited<ReturnType<typeof troublesOf>>[number];

/** A refund's history sentences, oldest first, with who wrote them. */
export function eventsOf(db: Database, refundId: number) {
  return db
    .select({ event: refundEvents, by_name: staff.name })
    .from(refundEvents)
    .leftJoin(staff, eq(staff.login_id, refundEvents.by_login_id))
    .where(eq(refundEvents.refund_id, refundId))
    .orderBy(asc(refundEvents.created_at), asc(refundEvents.id));
}

/** What was paid on an order and what stands refunded on one of its carts, in paise. */
export async function cartMoneyOf(
  db: Database,
  orderId: number,
  cartId: number,
): Promise<{ order_paid: number; cart_refunded: number }> {
  const [paid] = await db
    .select({ paise: sql<string>`coalesce(sum(${orderPayments.amount_paise}), 0)` })
    .from(orderPayments)
    .where(and(eq(orderPayments.order_id, orderId), eq(orderPayments.status, 'paid')));
  const [refunded] = await db
    .select({ paise: sql<string>`coalesce(sum(${refunds.amount_paise}), 0)` })
    .from(refunds)
    .where(and(eq(refunds.cart_id, cartId), ne(refunds.status, REFUND_STATUS.CANCELLED)));
  return { order_paid: Number(paid?.paise ?? 0), cart_refunded: Number(refunded?.paise ?? 0) };
}
