import type { Database } from '@backoffice/db';
import {
  carts,
  customers,
  orders,
  refunds,
  type CartRow,
  type OrderRow,
  type RefundRow,
} from '@backoffice/db/schema';
import { eq } from 'drizzle-orm';
import { AppError } from '../../../core/errors';
import { lockInOrder } from '../../../core/locks';
import { automationError } from './automation.errors';

/** A refund with what its answers and messages name: the order, the cart and the customer. */
export interface RefundInContext {
  refund: RefundRow;
  order: OrderRow;
  cart: CartRow;
  customer: { name: string; mobile: string };
}

async function contextOf(tx: Database, refund: RefundRow): Promise<RefundInContext> {
  const [row] = await tx
    .select({ order: orders, cart: carts, name: customers.name, mobile: customers.mobile })
    .from(carts)
    .innerJoin(orders, eq(orders.id, carts.order_id))
    .innerJoin(customers, eq(customers.id, orders.customer_id))
    .where(eq(carts.id, refund.cart_id));
  if (!row) throw new Error(`refund ${refund.id}: its cart or order is missing`);
  return {
    refund,
    order: row.order,
    cart: row.cart,
    customer: { name: row.name, mobile: row.mobile },
  };
}

const checkVersion = (refund: RefundRow, version: number | null) => {
  if (version !== null && refund.version !== version) throw new AppError('STALE');
};

/**
 * Locks a refund row (404 for an unknown one) and checks the version the caller saw (409 when
 * it moved; null skips the check, for the background retries).
 */
export async function lockRefundAt(
  tx: Database,
  refundId: number,
  version: number | null,
): Promise<RefundInContext> {
  const [refund] = await tx.select().from(refunds).where(eq(refunds.id, refundId)).for('update');
  if (!refund) throw automationError('refunds.refund_not_found');
  checkVersion(refund, version);
  return contextOf(tx, refund);
}

/**
 * Locks a refund with its cart and order in the one lock order (core/locks: order, cart, then
 * the refund), for every change of a refund that may touch its cart, its order or the
 * customer's wallet; null skips the version check, for the background retries.
 */
export async function lockRefundWithCartAt(
  tx: Database,
  refundId: number,
  version: number | null,
): Promise<RefundInContext> {
  const [located] = await tx
    .select({ order_id: carts.order_id, cart_id: refunds.cart_id })
    .from(refunds)
    .innerJoin(carts, eq(carts.id, refunds.cart_id))
    .where(eq(refunds.id, refundId));
  if (!located) throw automationError('refunds.refund_not_found');
  await lockInOrder(tx, {
    orders: [located.order_id],
    carts: [located.cart_id],
    refunds: [refundId],
  });
  return lockRefundAt(tx, refundId, version);
}

/** A refund as it is now, unlocked (404 for an unknown one). */
export async function readRefund(tx: Database, refundId: number): Promise<RefundInContext> {
  const [refund] = await tx.select().from(refunds).where(eq(refunds.id, refundId));
  if (!refund) throw automationError('refunds.refund_not_found');
  return contextOf(tx, refund);
}
