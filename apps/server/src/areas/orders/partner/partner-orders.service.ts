import { moveCartStatusCount } from '@backoffice/db';
import { CONFIRMED, NEW_ORDER, orderStatus } from '@backoffice/domain/orders';
import {
  partnerStoreChannel,
  PARTNER_ORDER_MESSAGES as M,
  type PartnerOrdersResponse,
  type TConfirmPartnerOrderRequest,
  type TPartnerOrdersQuery,
} from '@backoffice/domain/sales/payments';
import type { AppContext } from '../../../core/context';
import { AppError, fieldError } from '../../../core/errors';
import type { Authenticated } from '../../../core/http';
import { recordAudit, type AuditActor } from '../../../core/audit/audit.service';
import { orderNotFound } from '../details/orders.errors';
import { channelName, rupees, transitionContext } from '../details/order-views';
import { statusChangeRefusal, writeStatusChange } from '../status/cart-status-change';
import { lockOrderWithCarts } from '../status/order-locks';
import { amountDueOf } from '../../sales/payments/cart-payables';
import { pendingPartnerOrders } from './partner-orders.queries';

/** The partner channel of the caller (the capability guarantees one). */
function channelOf(auth: Authenticated): number {
  const channel = partnerStoreChannel(auth.principal);
  if (channel === null) throw new AppError('FORBIDDEN');
  return channel;
}

/** GET /api/search-hc-order/: the caller's store channel's orders waiting for confirmation. */
export async function partnerOrders(
  ctx: AppContext,
  auth: Authenticated,
  query: TPartnerOrdersQuery,
): Promise<PartnerOrdersResponse> {
  const found = await pendingPartnerOrders(ctx.db, {
    affiliateId: channelOf(auth),
    orderRandomId: query.orderId,
    limit: query.limit,
    offset: query.offset,
  });
  return {
    count: found.count,
    limit: query.limit,
    offset: query.offset,
    results: found.orders.map(({ order, customer }) => {
      const lines = found.carts.filter((c) => c.order_id === order.id);
      return {
        order_random_id: order.order_random_id,
        affiliate_id: order.affiliate_id,
        channel: channelName(order.affiliate_id, ctx.config.brand),
        customer_name: customer.name,
        mobile_number: customer.mobile,
        created_at: order.created_at.toISOString(),
        amount: rupees(
          lines
            .filter((c) => c.orm_order_status !== 4)
            .reduce((sum, c) => sum + amountDueOf(order, c), 0),
        ),
        carts: lines.map((c) => ({
          cart_pid: c.id,
          item_name: c.item_name,
          item_quantity: c.item_quantity,
          orm_order_status: c.orm_order_status,
          status_label: orderStatus(c.orm_order_status).label,
        })),
      };
    }),
  };
}

/** The answer of a confirmation. */
export interface ConfirmPartnerOrderAnswer {
  success: true;
  message: string;
  order_random_id: string;
  confirmed: number[];
}

/**
 * Confirms a pending partner-store order with the store's advance receipt id: every cart in New
 * Order goes to Confirmed as a status change does (comment, audit, counts), the receipt id in
 * the comment and on the order's audit entry. Another channel's order is not found.
 */
export async function confirmPartnerOrder(
  ctx: AppContext,
  auth: Authenticated,
  actor: AuditActor,
  input: TConfirmPartnerOrderRequest,
): Promise<ConfirmPartnerOrderAnswer> {
  const channel = channelOf(auth);
  return ctx.db.transaction(async (tx) => {
    const locked = await lockOrderWithCarts(tx, input.order_random_id);
    if (!locked || locked.order.affiliate_id !== channel) throw orderNotFound();
    const { order } = locked;
    const pending = locked.carts.filter((c) => c.orm_order_status === NEW_ORDER);
    if (pending.length === 0) throw fieldError('order_random_id', M.nothingPending);
    const transitions = transitionContext(ctx, order, auth.principal);
    const now = ctx.now();
    const comment = `Confirmed with advance receipt id ${input.advance_receipt_id}`;
    let current = order;
    for (const cart of pending) {
      const refusal = statusChangeRefusal(cart.orm_order_status, CONFIRMED, transitions);
      if (refusal) throw fieldError('order_random_id', refusal);
      const confirmedAt = await writeStatusChange(tx, {
        order: current,
        cart,
        target: CONFIRMED,
        comment,
        holdReason: null,
        author: auth.staff,
        actor,
        now,
      });
      current = { ...current, confirmed_at: confirmedAt };
    }
    await recordAudit(tx, {
      actor,
      at: now,
      entity: 'order',
      entityId: order.order_random_id,
      changes: { advance_receipt_id: { before: null, after: input.advance_receipt_id } },
      reason: comment,
    });
    for (const cart of pending) {
      await moveCartStatusCount(tx, {
        affiliate_id: cart.affiliate_id,
        assigned_login_id: cart.assigned_login_id,
        from: cart.orm_order_status,
        to: CONFIRMED,
      });
    }
    return {
      success: true,
      message: M.confirmed,
      order_random_id: order.order_random_id,
      confirmed: pending.map((c) => c.id),
    };
  });
}
