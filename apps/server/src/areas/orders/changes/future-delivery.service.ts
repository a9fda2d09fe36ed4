import { cartRequestedDates, carts, orderComments } from '@backoffice/db/schema';
import {
  FUTURE_DELIVERY_MESSAGES as M,
  futureDeliveryRanges,
  indiaToday,
  isOfferedDate,
  type FutureDeliveryOffer,
  type TUpdateDeliveryDateRequest,
} from '@backoffice/domain/sales/payments';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../../core/context';
import { AppError, fieldError } from '../../../core/errors';
import type { Authenticated } from '../../../core/http';
import { recordAudit, type AuditActor } from '../../../core/audit/audit.service';
import { cartNotFound } from '../details/orders.errors';
import { lockCartWithOrder } from '../status/order-locks';

/** GET /api/update-delivery-date/?cart_pid=: the dates a cart's delivery may move to. */
export async function futureDeliveryOffer(
  ctx: AppContext,
  cartPid: number,
): Promise<FutureDeliveryOffer> {
  const [cart] = await ctx.db.select().from(carts).where(eq(carts.id, cartPid));
  if (!cart) throw cartNotFound();
  return {
    cart_pid: cart.id,
    version: cart.version,
    cx_request_date: cart.promised_date,
    ...futureDeliveryRanges(cart, indiaToday(ctx.now())),
  };
}

/** The answer of a delivery date update. */
export interface DeliveryDateAnswer {
  success: true;
  message: string;
  cart_pid: number;
  version: number;
  cx_request_date: string;
}

/**
 * Moves a cart's delivery to the date the customer asked for (001 sections 3 and 4): the date
 * must lie in the ranges offered now; the promised date changes, the requested date log keeps
 * the old and new dates, and the order's comments and audit say who asked.
 */
export async function updateDeliveryDate(
  ctx: AppContext,
  auth: Authenticated,
  actor: AuditActor,
  input: TUpdateDeliveryDateRequest,
): Promise<DeliveryDateAnswer> {
  return ctx.db.transaction(async (tx) => {
    const locked = await lockCartWithOrder(tx, input.cart_pid);
    if (!locked) throw cartNotFound();
    const { cart, order } = locked;
    if (cart.version !== input.version) throw new AppError('STALE');
    const offer = futureDeliveryRanges(cart, indiaToday(ctx.now()));
    if (offer.message) throw fieldError('cart_pid', offer.message);
    if (!isOfferedDate(input.cx_request_date, offer.date_ranges)) {
      throw fieldError('cx_request_date', M.notOffered);
    }
    const now = ctx.now();
    await tx
      .update(carts)
      .set({ promised_date: input.cx_request_date, version: cart.version + 1, updated_at: now })
      .where(eq(carts.id, cart.id));
    await tx.insert(cartRequestedDates).values({
      cart_id: cart.id,
      new_requested_date: input.cx_request_date,
      old_pickup_date: cart.promised_date,
      updated_by_name: auth.staff.name,
      updated_by_email: auth.staff.email,
      is_forward: true,
      planning_remarks: 'Future delivery asked by the customer',
      created_at: now,
    });
    const text = `Future delivery: delivery moved to ${input.cx_request_date}`;
    await tx.insert(orderComments).values({
      order_id: order.id,
      cart_id: cart.id,
      order_status: cart.orm_order_status,
      comment: text,
      by_login_id: auth.staff.login_id,
      by_role: auth.staff.role,
      by_name: auth.staff.name,
      created_at: now,
    });
    await recordAudit(tx, {
      actor,
      at: now,
      entity: 'cart',
      entityId: cart.id,
      changes: { promised_date: { before: cart.promised_date, after: input.cx_request_date } },
      reason: text,
    });
    return {
      success: true,
      message: M.updated,
      cart_pid: cart.id,
      version: cart.version + 1,
      cx_request_date: input.cx_request_date,
    };
  });
}
