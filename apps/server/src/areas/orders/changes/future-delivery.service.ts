import { indiaDay } from '@backoffice/domain/core/dates';
import type { Database } from '@backoffice/db';
import { cartRequestedDates, carts } from '@backoffice/db/schema';
import {
  FUTURE_DELIVERY_MESSAGES as M,
  futureDeliveryRanges,
  isOfferedDate,
  type FutureDeliveryOffer,
  type TUpdateDeliveryDateRequest,
} from '@backoffice/domain/sales/payments';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../../core/context';
import { AppError } from '../../../core/errors';
import { runUseCase, type StaffCaller } from '../../../core/use-case';
import { cartNotFound, orderError } from '../details/orders.errors';
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
    ...futureDeliveryRanges(cart, indiaDay(ctx.now())),
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
  caller: StaffCaller,
  input: TUpdateDeliveryDateRequest,
): Promise<DeliveryDateAnswer> {
  return runUseCase(ctx, caller, async ({ tx, record, now }) => {
    const { cart, order } = await lockOfferedCart(tx, input, now);
    await tx
      .update(carts)
      .set({ promised_date: input.cx_request_date, version: cart.version + 1, updated_at: now })
      .where(eq(carts.id, cart.id));
    await tx.insert(cartRequestedDates).values({
      cart_id: cart.id,
      new_requested_date: input.cx_request_date,
      old_pickup_date: cart.promised_date,
      updated_by_name: caller.name,
      updated_by_email: caller.staff.email,
      is_forward: true,
      planning_remarks: 'Future delivery asked by the customer',
      created_at: now,
    });
    const text = `Future delivery: delivery moved to ${input.cx_request_date}`;
    await record.change({
      entity: 'cart',
      id: cart.id,
      changes: { promised_date: { before: cart.promised_date, after: input.cx_request_date } },
      reason: text,
      comment: { order_id: order.id, cart_id: cart.id, order_status: cart.orm_order_status, text },
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

/** The cart locked with its order at the version read, when the date asked for is offered now. */
async function lockOfferedCart(tx: Database, input: TUpdateDeliveryDateRequest, now: Date) {
  const locked = await lockCartWithOrder(tx, input.cart_pid);
  if (!locked) throw cartNotFound();
  if (locked.cart.version !== input.version) throw new AppError('STALE');
  const offer = futureDeliveryRanges(locked.cart, indiaDay(now));
  if (offer.message) {
    throw orderError('orders.future_delivery_refused', offer.message).at('cart_pid');
  }
  if (!isOfferedDate(input.cx_request_date, offer.date_ranges)) {
    throw orderError('orders.future_date_not_offered').at('cx_request_date');
  }
  return locked;
}
