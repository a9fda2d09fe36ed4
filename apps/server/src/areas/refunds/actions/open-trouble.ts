import { refundTroubles, type RefundTroubleRow } from '@backoffice/db/schema';
import { and, eq, isNull } from 'drizzle-orm';
import type { UseCaseScope } from '../../../core/use-case';

/** A refund's open trouble, locked, or undefined. */
export async function lockOpenTrouble(
  { tx }: UseCaseScope,
  refundId: number,
): Promise<RefundTroubleRow | undefined> {
  const [open] = await tx
    .select()
    .from(refundTroubles)
    .where(and(eq(refundTroubles.refund_id, refundId), isNull(refundTroubles.resolved_at)))
    .for('update');
  return open;
}

/** Closes a trouble with how it was resolved, by the caller, now. */
export async function closeTrouble(
  { tx, caller, now }: UseCaseScope,
  troubleId: number,
  resolutionDetails: string,
): Promise<void> {
  await tx
    .update(refundTroubles)
    .set({
      resolution_details: resolutionDetails,
      resolved_by_login_id: caller.login_id,
      resolved_at: now,
    })
    .where(eq(refundTroubles.id, troubleId));
}
