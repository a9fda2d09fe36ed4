import { cartRequestedDates, type CartRequestedDateRow } from '@backoffice/db/schema';
import {
  pddBreakdown,
  type PddBreakdownResponse,
  type RequestedDateLogRow,
  type ShippingLabelHistoryResponse,
} from '@backoffice/domain/orders';
import { desc, eq } from 'drizzle-orm';
import type { AppContext } from '../../../core/context';
import { cartFacts, existingCart } from './cart-facts';
import { shippingLabelsOfCart } from './shipping-labels.queries';

/** The PDD breakdown of a cart: each stage's planned and actual time (001 section 4). */
export async function pddOfCart(ctx: AppContext, cartPid: number): Promise<PddBreakdownResponse> {
  const { cart, order, docket, invoice } = await cartFacts(ctx.db, cartPid);
  return {
    rows: pddBreakdown({
      created_at: order.created_at.toISOString(),
      promised_date: cart.promised_date,
      confirmed_at: order.confirmed_at?.toISOString() ?? null,
      invoiced_at: invoice?.created_at.toISOString() ?? null,
      docketed_at: docket?.created_at.toISOString() ?? null,
      delivered_at: cart.delivered_at?.toISOString() ?? null,
    }),
  };
}

/** The requested date log of a cart, newest first. */
export async function requestedDateLog(
  ctx: AppContext,
  cartPid: number,
): Promise<{ results: RequestedDateLogRow[] }> {
  await existingCart(ctx.db, cartPid);
  const rows = await ctx.db
    .select()
    .from(cartRequestedDates)
    .where(eq(cartRequestedDates.cart_id, cartPid))
    .orderBy(desc(cartRequestedDates.created_at), desc(cartRequestedDates.id));
  return { results: rows.map(toLogRow) };
}

const toLogRow = (row: CartRequestedDateRow): RequestedDateLogRow => ({
  new_requested_date: row.new_requested_date,
  old_pickup_date: row.old_pickup_date,
  updated_by_name: row.updated_by_name,
  updated_by_email: row.updated_by_email,
  updated_timestamp: row.created_at.toISOString(),
  is_forward: row.is_forward ? 1 : 0,
  planning_remarks: row.planning_remarks,
});

/**
 * The shipping label transit history of a cart: its mid labels with their child labels and
 * moves. A cart without labels ships with the courier alone (`non_shipping_label_case`).
 */
export async function shippingLabelHistory(
  ctx: AppContext,
  cartPid: number,
): Promise<ShippingLabelHistoryResponse> {
  const cart_pid = await existingCart(ctx.db, cartPid);
  const results = await shippingLabelsOfCart(ctx.db, cart_pid);
  return { cart_pid, non_shipping_label_case: results.length === 0, results };
}
