import { orderPayments } from '@backoffice/db/schema';
import { PAYMENT_METHODS } from '@backoffice/domain/orders';
import type { TRefundTransactionsResponse } from '@backoffice/domain/refunds';
import { toWireRupees } from '@backoffice/domain/core/money';
import { asc, eq } from 'drizzle-orm';
import type { AppContext } from '../../../core/context';
import { readRefund } from '../automation/refund-locks';

/**
 * GET refund-transaction-details/{refund_id}/: the payments of the refund's order (001 "Refund
 * transaction"): the method as the source, the reference as the transaction id, what was paid
 * (debited), what of it was refunded, and this refund's amount as requested. No payment method
 * of the product carries subvention or no-cost EMI, so those read 0 and false.
 */
export async function refundTransactions(
  ctx: AppContext,
  refundId: number,
): Promise<TRefundTransactionsResponse> {
  const { refund, order } = await readRefund(ctx.db, refundId);
  const payments = await ctx.db
    .select()
    .from(orderPayments)
    .where(eq(orderPayments.order_id, order.id))
    .orderBy(asc(orderPayments.created_at), asc(orderPayments.id));
  return {
    results: payments.map((p) => ({
      payment_source: PAYMENT_METHODS.find((m) => m.id === p.method_id)?.name ?? '',
      transaction_id: p.reference ?? `PAY-${p.id}`,
      transaction_amount: toWireRupees(p.amount_paise),
      debited_amount:
        p.status === 'paid' || p.status === 'refunded' ? toWireRupees(p.amount_paise) : 0,
      refunded_amount: p.status === 'refunded' ? toWireRupees(p.amount_paise) : 0,
      subvention_amount: 0,
      is_no_cost_emi: false,
      amount_requested_for_refund: toWireRupees(refund.amount_paise),
    })),
  };
}
