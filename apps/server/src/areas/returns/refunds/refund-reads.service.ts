import { carts, orderPayments, orders, refunds, staff } from '@backoffice/db/schema';
import { PAYMENT_METHODS } from '@backoffice/domain/orders';
import { REFUND_CATEGORIES } from '@backoffice/domain/refunds';
import type {
  CreditHistoryResponse,
  RefundDetailResponse,
  ReturnCartQuery,
} from '@backoffice/domain/returns';
import { toWireRupees } from '@backoffice/domain/core/money';
import { and, desc, eq, ne } from 'drizzle-orm';
import type { AppContext } from '../../../core/context';
import { returnOperationError } from '../pickups/return-operations.errors';
import { toReturnRefund } from './refund-views';

const REFUND_CANCELLED = 4;

/** The cart and its order's id, or 404. */
async function cartOf(ctx: AppContext, cartPid: number) {
  const [row] = await ctx.db
    .select({ order_id: carts.order_id, order_random_id: orders.order_random_id })
    .from(carts)
    .innerJoin(orders, eq(orders.id, carts.order_id))
    .where(eq(carts.id, cartPid));
  if (!row) throw returnOperationError('returns.cart_not_found');
  return row;
}

/** /refund-detail/: a cart's refunds, newest first. */
export async function refundDetail(
  ctx: AppContext,
  query: ReturnCartQuery,
): Promise<RefundDetailResponse> {
  const cart = await cartOf(ctx, query.cart_pid);
  const rows = await ctx.db
    .select({ refund: refunds, by_name: staff.name })
    .from(refunds)
    .leftJoin(staff, eq(staff.login_id, refunds.raised_by_login_id))
    .where(eq(refunds.cart_id, query.cart_pid))
    .orderBy(desc(refunds.created_at), desc(refunds.id))
    .limit(query.limit)
    .offset(query.offset);
  return {
    results: rows.map(({ refund, by_name }) =>
      toReturnRefund(
        refund,
        cart.order_random_id,
        by_name === null ? null : { login_id: refund.raised_by_login_id, name: by_name },
      ),
    ),
  };
}

/**
 * returns/credit-history/ (the credit transaction history popup): the money of the cart's order,
 * newest first: payments received are credits, refunds raised (not cancelled) are debits. Empty
 * shows 'Credit History Not Found!'.
 */
export async function creditHistory(
  ctx: AppContext,
  query: ReturnCartQuery,
): Promise<CreditHistoryResponse> {
  const cart = await cartOf(ctx, query.cart_pid);
  const paid = await ctx.db
    .select()
    .from(orderPayments)
    .where(and(eq(orderPayments.order_id, cart.order_id), eq(orderPayments.status, 'paid')))
    .orderBy(desc(orderPayments.created_at))
    .limit(query.limit + query.offset);
  const raised = await ctx.db
    .select()
    .from(refunds)
    .where(and(eq(refunds.order_id, cart.order_id), ne(refunds.status, REFUND_CANCELLED)))
    .orderBy(desc(refunds.created_at))
    .limit(query.limit + query.offset);
  const rows = [
    ...paid.map((p) => ({
      amount: toWireRupees(p.amount_paise),
      remark: `Payment by ${PAYMENT_METHODS.find((m) => m.id === p.method_id)?.name ?? 'payment'}${p.reference ? ` (${p.reference})` : ''}`,
      transaction_at: p.created_at.toISOString(),
      transaction_type: 'Credit' as const,
    })),
    ...raised.map((r) => ({
      amount: toWireRupees(r.amount_paise),
      remark: `Refund: ${REFUND_CATEGORIES.find((c) => c.id === r.category_id)?.label ?? ''}`,
      transaction_at: r.created_at.toISOString(),
      transaction_type: 'Debit' as const,
    })),
  ].sort((a, b) => b.transaction_at.localeCompare(a.transaction_at));
  return { results: rows.slice(query.offset, query.offset + query.limit) };
}
