import { refundAttempts } from '@backoffice/db/schema';
import type { TRefundHistoryResponse } from '@backoffice/domain/refunds';
import { toWireRupees } from '@backoffice/domain/core/money';
import { and, desc, eq } from 'drizzle-orm';
import type { AppContext } from '../../../core/context';
import { readRefund } from '../automation/refund-locks';

/**
 * GET refund-history/{refund_id}/: the refunds the gateway made for this refund (its successful
 * tries), newest first: the gateway's reference, the gateway, the amount, the bank's ARN, when.
 */
export async function refundHistory(
  ctx: AppContext,
  refundId: number,
): Promise<TRefundHistoryResponse> {
  await readRefund(ctx.db, refundId);
  const paid = await ctx.db
    .select()
    .from(refundAttempts)
    .where(and(eq(refundAttempts.refund_id, refundId), eq(refundAttempts.outcome, 'SUCCESS')))
    .orderBy(desc(refundAttempts.attempt_no));
  return {
    results: paid.map((a) => ({
      reference_id: a.gateway_reference ?? a.unique_refund_request_id,
      payment_gateway: a.payment_gateway,
      refund_amount: toWireRupees(a.amount_paise),
      arn_number: a.arn_number,
      refund_timestamp: (a.answered_at ?? a.attempted_at).toISOString(),
    })),
  };
}
