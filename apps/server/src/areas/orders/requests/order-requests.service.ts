import type { Database } from '@backoffice/db';
import { cancellationRequests, carts, orderComments, type CartRow } from '@backoffice/db/schema';
import {
  CART_REQUEST_MESSAGES as M,
  isPreDelivery,
  type TCancellationRequest,
  type TUrgentDeliveryRequest,
} from '@backoffice/domain/orders';
import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../../core/context';
import { AppError, fieldError } from '../../../core/errors';
import type { Authenticated } from '../../../core/http';
import { recordAudit, type AuditActor } from '../../../core/audit/audit.service';
import { cartNotFound } from '../details/orders.errors';
import { lockCartWithOrder } from '../status/order-locks';

/** The answer of both requests: the cart's version after it. */
export interface CartRequestResponse {
  success: true;
  message: string;
  cart_pid: number;
  version: number;
}

const DONE = 'Updated Successfully!';

/**
 * Asks for a cart's urgent delivery: only before delivery and once. Marks the cart urgent, keeps
 * the agent's comment on the order and audits the change, against the cart version read.
 */
export async function requestUrgentDelivery(
  ctx: AppContext,
  auth: Authenticated,
  actor: AuditActor,
  input: TUrgentDeliveryRequest,
): Promise<CartRequestResponse> {
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const { order_id, cart } = await lockedCart(tx, input);
    if (!isPreDelivery(cart.orm_order_status)) {
      throw fieldError('cart_pid', M.urgentNotPossible(cart.orm_order_status));
    }
    if (cart.is_urgent) throw fieldError('cart_pid', M.alreadyUrgent);
    await tx
      .update(carts)
      .set({ is_urgent: true, version: sql`${carts.version} + 1`, updated_at: now })
      .where(eq(carts.id, cart.id));
    await addComment(tx, auth, { order_id, cart, text: `Urgent delivery: ${input.comment}`, now });
    await recordAudit(tx, {
      actor,
      at: now,
      entity: 'cart',
      entityId: cart.id,
      changes: { is_urgent: { before: false, after: true } },
      reason: input.comment,
    });
    return { success: true as const, message: DONE, cart_pid: cart.id, version: cart.version + 1 };
  });
}

/**
 * Raises a request to cancel a cart (for agents who may not cancel it themselves): only before
 * delivery and one pending at a time; the reason is kept as a comment and in the audit log.
 */
export async function requestCancellation(
  ctx: AppContext,
  auth: Authenticated,
  actor: AuditActor,
  input: TCancellationRequest,
): Promise<CartRequestResponse> {
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const { order_id, cart } = await lockedCart(tx, input);
    if (!isPreDelivery(cart.orm_order_status)) {
      throw fieldError('cart_pid', M.cancellationNotPossible(cart.orm_order_status));
    }
    const [pending] = await tx
      .select({ id: cancellationRequests.id })
      .from(cancellationRequests)
      .where(
        and(eq(cancellationRequests.cart_id, cart.id), eq(cancellationRequests.status, 'pending')),
      );
    if (pending) throw fieldError('cart_pid', M.cancellationPending);
    const [request] = await tx
      .insert(cancellationRequests)
      .values({
        cart_id: cart.id,
        reason: input.reason,
        requested_by_login_id: auth.staff.login_id,
        created_at: now,
      })
      .returning({ id: cancellationRequests.id });
    await addComment(tx, auth, {
      order_id,
      cart,
      text: `Cancellation requested: ${input.reason}`,
      now,
    });
    await recordAudit(tx, {
      actor,
      at: now,
      entity: 'cart',
      entityId: cart.id,
      changes: {
        cancellation_request: { before: null, after: { id: request?.id, status: 'pending' } },
      },
      reason: input.reason,
    });
    return { success: true as const, message: DONE, cart_pid: cart.id, version: cart.version };
  });
}

/** The cart locked with its order, at the version the caller read (404, 409 otherwise). */
async function lockedCart(tx: Database, input: { cart_pid: number; version: number }) {
  const locked = await lockCartWithOrder(tx, input.cart_pid);
  if (!locked) throw cartNotFound();
  if (locked.cart.version !== input.version) throw new AppError('STALE');
  return { order_id: locked.order.id, cart: locked.cart };
}

/** The request's text on the order's comments, against the cart's status. */
async function addComment(
  tx: Database,
  auth: Authenticated,
  c: { order_id: number; cart: CartRow; text: string; now: Date },
): Promise<void> {
  await tx.insert(orderComments).values({
    order_id: c.order_id,
    cart_id: c.cart.id,
    order_status: c.cart.orm_order_status,
    comment: c.text,
    by_login_id: auth.staff.login_id,
    by_role: auth.staff.role,
    by_name: auth.staff.name,
    created_at: c.now,
  });
}
