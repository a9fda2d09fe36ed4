import { carts, orderEvents, orders, type CartRow, type OrderRow } from '@backoffice/db/schema';
import {
  STATUS,
  canChangeStatus,
  confirmsOrder,
  orderStatus,
  type ShipmentBlockReasonId,
  type StatusId,
  type TransitionContext,
} from '@backoffice/domain/orders';
import { eq } from 'drizzle-orm';
import { changedFields } from '../../../core/audit/audit.service';
import type { UseCaseScope } from '../../../core/use-case';
import { runCartCancelledHooks } from './cart-cancelled-hooks';
import { runCartDeliveredHooks } from './cart-delivered-hooks';

/** The analytics event written when a cart reaches Cancelled (spec 000 section 4). */
export const CANCELLATION_EVENT = 'cancellation';

/** Why a cart may not move to a status for this caller, or null when it may. */
export function statusChangeRefusal(
  current: StatusId,
  target: StatusId,
  transitions: TransitionContext,
): string | null {
  if (canChangeStatus(current, target, transitions)) return null;
  return `Status cannot be changed from ${orderStatus(current).label} to ${orderStatus(target).label}`;
}

/** One cart's allowed status change, with what the agent wrote. */
export interface StatusChange {
  order: OrderRow;
  cart: CartRow;
  target: StatusId;
  comment: string;
  /** Required for Hold (the request schema checks it); ignored otherwise. */
  holdReason: ShipmentBlockReasonId | null;
}

/**
 * Writes a checked status change of a locked cart: status, Hold's shipment block (set on Hold,
 * cleared when leaving it), version, the order's first confirmation, the status comment, the
 * audit records and the cancellation event. The tab counts are the caller's, written last.
 * Answers the order's confirmed time after the change.
 */
export async function writeStatusChange(
  scope: UseCaseScope,
  change: StatusChange,
): Promise<Date | null> {
  const { tx, record, now } = scope;
  const { order, cart, target } = change;
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
  await record.change({
    entity: 'cart',
    id: cart.id,
    changes: changedFields(cart, fields),
    reason: change.comment,
    comment: { order_id: order.id, cart_id: cart.id, order_status: target, text: change.comment },
  });
  if (target === STATUS.CANCELLED && cart.orm_order_status !== STATUS.CANCELLED) {
    await writeCancellationEvent(scope, change);
    await runCartCancelledHooks(scope, change);
  }
  if (target === STATUS.DELIVERED && cart.orm_order_status !== STATUS.DELIVERED) {
    await runCartDeliveredHooks(scope, change);
  }
  if (confirmsOrder(target, order.confirmed_at !== null)) {
    await confirmOrder(scope, change);
    return now;
  }
  return order.confirmed_at;
}

async function writeCancellationEvent({ tx, now }: UseCaseScope, change: StatusChange) {
  const { order, cart } = change;
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

function holdFields(cart: CartRow, target: StatusId, reason: ShipmentBlockReasonId | null) {
  if (target === STATUS.HOLD) return { shipment_not_possible: true, shipment_stop_reason: reason };
  if (cart.orm_order_status === STATUS.HOLD) {
    return { shipment_not_possible: false, shipment_stop_reason: null };
  }
  return {};
}

async function confirmOrder({ tx, record, now }: UseCaseScope, { order, comment }: StatusChange) {
  await tx
    .update(orders)
    .set({ confirmed_at: now, version: order.version + 1, updated_at: now })
    .where(eq(orders.id, order.id));
  await record.change({
    entity: 'order',
    id: order.order_random_id,
    changes: { confirmed_at: { before: null, after: now.toISOString() } },
    reason: comment,
  });
}
