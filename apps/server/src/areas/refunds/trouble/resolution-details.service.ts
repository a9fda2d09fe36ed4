import { refundAttempts } from '@backoffice/db/schema';
import type { TResolutionDetailsResponse } from '@backoffice/domain/refunds';
import { toWireRupees } from '@backoffice/domain/core/money';
import { desc, eq } from 'drizzle-orm';
import type { AppContext } from '../../../core/context';
import { readRefund } from '../automation/refund-locks';

/**
 * GET resolution-details/{refund_id}/: the gateway's tries of a refund, newest first (001
 * "Resolution item"): the try's status is what the gateway answered, and resolution_status the
 * resolution chosen from its dashboard, if any.
 */
export async function resolutionDetails(
  ctx: AppContext,
  refundId: number,
): Promise<TResolutionDetailsResponse> {
  await readRefund(ctx.db, refundId);
  const attempts = await ctx.db
    .select()
    .from(refundAttempts)
    .where(eq(refundAttempts.refund_id, refundId))
    .orderBy(desc(refundAttempts.attempt_no));
  return {
    results: attempts.map((a) => ({
      refund_id: a.refund_id,
      unique_refund_request_id: a.unique_refund_request_id,
      transaction_id: a.transaction_id,
      payment_gateway: a.payment_gateway,
      amount: toWireRupees(a.amount_paise),
      status: a.outcome,
      resolution_status: a.resolution,
      last_updated_on: a.updated_at.toISOString(),
    })),
  };
}
