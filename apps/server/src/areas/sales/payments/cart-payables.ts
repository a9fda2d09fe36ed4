import type { Database } from '@backoffice/db';
import {
  codToOnlineCarts,
  codToOnlineRequests,
  type CartRow,
  type OrderRow,
} from '@backoffice/db/schema';
import { orderStatus } from '@backoffice/domain/orders';
import {
  cartPaymentSplit,
  codToOnlineRefusal,
  COD_TO_ONLINE_MESSAGES,
  type CodToOnlineCartRow,
} from '@backoffice/domain/sales/payments';
import { and, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import { toWireRupees } from '@backoffice/domain/core/money';
import { amountDueOf } from '../../orders/index';

const RTS = 23;

/** The paise of each cart already moved online by paid COD-to-online requests. */
export async function movedOnline(db: Database, cartIds: number[]): Promise<Map<number, number>> {
  if (cartIds.length === 0) return new Map();
  const rows = await db
    .select({
      cart_id: codToOnlineCarts.cart_id,
      paise: sql<number>`sum(${codToOnlineCarts.amount_paise})::int`,
    })
    .from(codToOnlineCarts)
    .innerJoin(codToOnlineRequests, eq(codToOnlineRequests.id, codToOnlineCarts.request_id))
    .where(and(inArray(codToOnlineCarts.cart_id, cartIds), eq(codToOnlineRequests.status, 'paid')))
    .groupBy(codToOnlineCarts.cart_id);
  return new Map(rows.map((r) => [r.cart_id, Number(r.paise)]));
}

/** The carts waiting on a pending request whose link still runs. */
export async function cartsAwaitingPayment(
  db: Database,
  cartIds: number[],
  now: Date,
): Promise<Set<number>> {
  if (cartIds.length === 0) return new Set();
  const rows = await db
    .select({ cart_id: codToOnlineCarts.cart_id })
    .from(codToOnlineCarts)
    .innerJoin(codToOnlineRequests, eq(codToOnlineRequests.id, codToOnlineCarts.request_id))
    .where(
      and(
        inArray(codToOnlineCarts.cart_id, cartIds),
        eq(codToOnlineRequests.status, 'pending'),
        or(isNull(codToOnlineRequests.expires_at), gt(codToOnlineRequests.expires_at, now)),
      ),
    );
  return new Set(rows.map((r) => r.cart_id));
}

/** The carts of an order as the COD-to-online popup lists them, each with why it cannot move. */
export async function codToOnlineRows(
  db: Database,
  order: OrderRow,
  carts: readonly CartRow[],
  now: Date,
  /** A request whose own carts are not "already pending" (when its link is sent again). */
  ignoring: Set<number> = new Set(),
): Promise<(CodToOnlineCartRow & { amount_due_paise: number; total_cod_paise: number })[]> {
  const ids = carts.map((c) => c.id);
  const moved = await movedOnline(db, ids);
  const awaiting = await cartsAwaitingPayment(db, ids, now);
  return carts.map((cart) => {
    const due = amountDueOf(order, cart);
    const split = cartPaymentSplit(due, order.payment_type, moved.get(cart.id) ?? 0);
    const refusal =
      codToOnlineRefusal({
        order_type: order.order_kind,
        orm_order_status: cart.orm_order_status,
        total_cod: split.total_cod,
        delivered: cart.delivered_at !== null,
      }) ??
      (awaiting.has(cart.id) && !ignoring.has(cart.id) ? COD_TO_ONLINE_MESSAGES.pending : null);
    return {
      id: cart.id,
      order_type: order.order_kind,
      item_sku: cart.item_sku,
      item_name: cart.item_name,
      item_dimension: cart.item_dimensions,
      item_quantity: cart.item_quantity,
      orm_order_status: cart.orm_order_status,
      status_label: orderStatus(cart.orm_order_status).label,
      delivered_timestamp: cart.delivered_at?.toISOString() ?? null,
      rts_timestamp: cart.orm_order_status === RTS ? cart.status_changed_at.toISOString() : null,
      total_cod: toWireRupees(split.total_cod),
      total_online: toWireRupees(split.total_online),
      refusal,
      amount_due_paise: due,
      total_cod_paise: split.total_cod,
    };
  });
}
