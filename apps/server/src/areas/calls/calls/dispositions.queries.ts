import type { Database } from '@backoffice/db';
import {
  breakReasons,
  callRecords,
  carts,
  crmDispositionCategories,
  orders,
  type CallRecordRow,
  type CartRow,
  type OrderRow,
} from '@backoffice/db/schema';
import {
  dispositionTreeOf,
  type BreakReason,
  type DispositionCategory,
  type DispositionReason,
} from '@backoffice/domain/calls/calls';
import { and, asc, eq } from 'drizzle-orm';

/** The active disposition tree, in display order. */
export async function dispositionTree(db: Database): Promise<DispositionCategory[]> {
  const rows = await db
    .select()
    .from(crmDispositionCategories)
    .where(eq(crmDispositionCategories.is_active, true))
    .orderBy(asc(crmDispositionCategories.sort_order), asc(crmDispositionCategories.id));
  return dispositionTreeOf(rows);
}

/** The active disposition reasons as a flat list, in display order, each with its parent. */
export function activeDispositionReasons(db: Database): Promise<DispositionReason[]> {
  return db
    .select({
      id: crmDispositionCategories.id,
      name: crmDispositionCategories.name,
      level: crmDispositionCategories.level,
      parent_id: crmDispositionCategories.parent_id,
    })
    .from(crmDispositionCategories)
    .where(eq(crmDispositionCategories.is_active, true))
    .orderBy(
      asc(crmDispositionCategories.level),
      asc(crmDispositionCategories.sort_order),
      asc(crmDispositionCategories.id),
    );
}

/** The active break reasons, in display order. */
export function activeBreakReasons(db: Database): Promise<BreakReason[]> {
  return db
    .select({ id: breakReasons.id, name: breakReasons.name })
    .from(breakReasons)
    .where(eq(breakReasons.is_active, true))
    .orderBy(asc(breakReasons.sort_order), asc(breakReasons.id));
}

/** One call the agent placed, by the provider's id. */
export async function agentCall(
  db: Database,
  callId: string,
  loginId: number,
): Promise<CallRecordRow | undefined> {
  const [call] = await db
    .select()
    .from(callRecords)
    .where(and(eq(callRecords.call_id, callId), eq(callRecords.agent_login_id, loginId)));
  return call;
}

/** A cart of a channel, with its order. */
export async function cartOfChannel(
  db: Database,
  cartId: number,
  affiliateId: number,
): Promise<{ cart: CartRow; order: OrderRow } | undefined> {
  const [row] = await db
    .select({ cart: carts, order: orders })
    .from(carts)
    .innerJoin(orders, eq(orders.id, carts.order_id))
    .where(and(eq(carts.id, cartId), eq(carts.affiliate_id, affiliateId)));
  return row;
}

/** An order and its carts (the disposition's "records"). */
export async function orderWithCarts(
  db: Database,
  orderId: number,
): Promise<{ order: OrderRow; carts: CartRow[] } | undefined> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) return undefined;
  const rows = await db
    .select()
    .from(carts)
    .where(eq(carts.order_id, orderId))
    .orderBy(asc(carts.id));
  return { order, carts: rows };
}
