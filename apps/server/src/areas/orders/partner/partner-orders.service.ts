import { moveCartStatusCount, type Database } from '@backoffice/db';
import type { CartRow, OrderRow } from '@backoffice/db/schema';
import type { Principal } from '@backoffice/domain/access';
import { orderStatus, STATUS } from '@backoffice/domain/orders';
import {
  partnerStoreChannel,
  PARTNER_ORDER_MESSAGES as M,
  type PartnerOrdersResponse,
  type TConfirmPartnerOrderRequest,
  type TPartnerOrdersQuery,
} from '@backoffice/domain/sales/payments';
import { toWireRupees } from '@backoffice/domain/core/money';
import type { AppContext } from '../../../core/context';
import { AppError } from '../../../core/errors';
import type { Authenticated } from '../../../core/http';
import { runUseCase, type StaffCaller, type UseCaseScope } from '../../../core/use-case';
import { amountDueOf } from '../details/cart-amounts';
import { orderNotFound, orderError } from '../details/orders.errors';
import { channelName, transitionContext } from '../details/order-views';
import { statusChangeRefusal, writeStatusChange } from '../status/cart-status-change';
import { lockOrderWithCarts } from '../status/order-locks';
import { pendingPartnerOrders } from './partner-orders.queries';

/** The partner channel of the caller (the capability guarantees one). */
function channelOf(principal: Principal): number {
  const channel = partnerStoreChannel(principal);
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
    affiliateId: channelOf(auth.principal),
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
        amount: toWireRupees(
          lines
            .filter((c) => c.orm_order_status !== STATUS.CANCELLED)
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
  caller: StaffCaller,
  input: TConfirmPartnerOrderRequest,
): Promise<ConfirmPartnerOrderAnswer> {
  const channel = channelOf(caller.principal);
  return runUseCase(ctx, caller, async (scope) => {
    const { order, pending } = await lockPending(scope.tx, input.order_random_id, channel);
    const transitions = transitionContext(ctx, order, caller.principal);
    const comment = `Confirmed with advance receipt id ${input.advance_receipt_id}`;
    let current = order;
    for (const cart of pending) {
      const refusal = statusChangeRefusal(cart.orm_order_status, STATUS.CONFIRMED, transitions);
      if (refusal) throw orderError('orders.partner_order_refused', refusal).at('order_random_id');
      const confirmedAt = await writeStatusChange(scope, {
        order: current,
        cart,
        target: STATUS.CONFIRMED,
        comment,
        holdReason: null,
      });
      current = { ...current, confirmed_at: confirmedAt };
    }
    await scope.record.change({
      entity: 'order',
      id: order.order_random_id,
      changes: { advance_receipt_id: { before: null, after: input.advance_receipt_id } },
      reason: comment,
    });
    await moveToConfirmed(scope, pending);
    return {
      success: true,
      message: M.confirmed,
      order_random_id: order.order_random_id,
      confirmed: pending.map((c) => c.id),
    };
  });
}

/** The caller's channel's order locked with its carts in New Order (404, 400 when none). */
async function lockPending(
  tx: Database,
  orderRandomId: string,
  channel: number,
): Promise<{ order: OrderRow; pending: CartRow[] }> {
  const locked = await lockOrderWithCarts(tx, orderRandomId);
  if (!locked || locked.order.affiliate_id !== channel) throw orderNotFound();
  const pending = locked.carts.filter((c) => c.orm_order_status === STATUS.NEW_ORDER);
  if (pending.length === 0) throw orderError('orders.nothing_pending').at('order_random_id');
  return { order: locked.order, pending };
}

/** The tab counts follow the confirmed carts (last: busy counts rows are what others queue on). */
async function moveToConfirmed({ tx }: UseCaseScope, confirmed: readonly CartRow[]) {
  for (const cart of confirmed) {
    await moveCartStatusCount(tx, {
      affiliate_id: cart.affiliate_id,
      assigned_login_id: cart.assigned_login_id,
      from: cart.orm_order_status,
      to: STATUS.CONFIRMED,
    });
  }
}
