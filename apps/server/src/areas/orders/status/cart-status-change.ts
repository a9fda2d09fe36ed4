import type { Database } from '@backoffice/db';
import {
  carts,
  orderComments,
  orderEvents,
  orders,
  type CartRow,
  type OrderRow,
  type StaffRow,
} from '@backoffice/db/schema';
import {
  CANCELLED,
  CONFIRMED,
  HOLD,
  canChangeStatus,
  orderStatus,
  type ShipmentBlockReasonId,
  type StatusId,
  type TransitionContext,
} from '@backoffice/domain/orders';
import { eq } from 'drizzle-orm';
import { changedFields, recordAudit, type AuditActor } from '../../../core/audit/audit.service';

/** The analytics event written when a cart reaches Cancelled (spec 000 section 4). */
export const CANCELLATION_EVENT = 'cancellation';

/** Statuses that confirm an order: the first one sets its confirmed time. */
const CONFIRMATIONS: readonly StatusId[] = [CONFIRMED, 3];

/** Why a cart may not move to a status for this caller, or null when it may. */
export function statusChangeRefusal(
  current: StatusId,
  target: StatusId,
  transitions: TransitionContext,
): string | null {
  if (canChangeStatus(current, target, transitions)) return null;
  return `Status cannot be changed from ${orderStatus(current).label} to ${orderStatus(target).label}`;
}

/** One cart's allowed status change, with what the agent wrote and who they are. */
export interface StatusChange {
  order: OrderRow;
  cart: CartRow;
  target: StatusId;
  comment: string;
  /** Required for Hold (the request schema checks it); ignored otherwise. */
  holdReason: ShipmentBlockReasonId | null;
  author: Pick<StaffRow, 'login_id' | 'role' | 'name'>;
  actor: AuditActor;
  now: Date;
}

/**
 * Writes a checked status change of a locked cart: status, Hold's shipment block (set on Hold,
 * cleared when leaving it), version, the order's first confirmation, the status comment, the
 * audit records and the cancellation event. The tab counts are the caller's, written last.
 * Answers the order's confirmed time after the change.
 */
export async function writeStatusChange(tx: Database, change: StatusChange): Promise<Date | null> {
  const { order, cart, target, now } = change;
  const fields = {
    orm_order_status: target,
    ...holdFields(cart, target, change.holdReason),
  };
  await tx
    .update(carts)
    .set({
      ...fields,
      ...(target !== cart.orm_order_status ? { status_changed_at: now } : {}),
      version: cart.version + 1,
      updated_at: now,
    })
    .where(eq(carts.id, cart.id));
  await tx.insert(orderComments).values({
    order_id: order.id,
    cart_id: cart.id,
    order_status: target,
    comment: change.comment,
    by_login_id: change.author.login_id,
    by_role: change.author.role,
    by_name: change.author.name,
    created_at: now,
  });
  await recordAudit(tx, {
    actor: change.actor,
    at: now,
    entity: 'cart',
    entityId: cart.id,
    changes: changedFields(cart, fields),
    reason: change.comment,
  });
  if (target === CANCELLED && cart.orm_order_status !== CANCELLED) {
    await tx.insert(orderEvents).values({
      name: CANCELLATION_EVENT,
      order_id: order.id,
      cart_id: cart.id,
      payload: {
        from_status: cart.orm_order_status,
        affiliate_id: cart.affiliate_id,
        reason: change.comment,
      },
      created_at: now,
    });
  }
  if (CONFIRMATIONS.includes(target) && order.confirmed_at === null) {
    await confirmOrder(tx, change);
    return now;
  }
  return order.confirmed_at;
}

function holdFields(cart: CartRow, target: StatusId, reason: ShipmentBlockReasonId | null) {
  if (target === HOLD) return { shipment_not_possible: true, shipment_stop_reason: reason };
  if (cart.orm_order_status === HOLD) {
    return { shipment_not_possible: false, shipment_stop_reason: null };
  }
  return {};
}

async function confirmOrder(tx: Database, { order, actor, comment, now }: StatusChange) {
  await tx
    .update(orders)
    .set({ confirmed_at: now, version: order.version + 1, updated_at: now })
    .where(eq(orders.id, order.id));
  await recordAudit(tx, {
    actor,
    at: now,
    entity: 'order',
    entityId: order.order_random_id,
    changes: { confirmed_at: { before: null, after: now.toISOString() } },
    reason: comment,
  });
}
