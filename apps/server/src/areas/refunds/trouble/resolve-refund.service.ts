import { refundAttempts } from '@backoffice/db/schema';
import {
  REFUND_RESOLUTION_MESSAGES,
  REFUND_RESOLUTION_OUTCOMES,
  REFUND_RESOLUTIONS,
  resolutionRefusal,
  type TRefundWriteResponse,
  type TResolveRefund,
} from '@backoffice/domain/refunds';
import { and, desc, eq } from 'drizzle-orm';
import type { AppContext } from '../../../core/context';
import { onceOnly, type IdempotentRequest } from '../../../core/idempotency/idempotency';
import { runUseCase, type StaffCaller } from '../../../core/use-case';
import { refundActionError } from '../actions/refund-actions.errors';
import { lockRefundWithCartAt } from '../automation/refund-locks';
import { changeRefund } from '../automation/refund-record';
import { toRefundSummary } from '../summary/refund-summary';

/**
 * POST refund-resolution/: the resolution popup. A refund whose automation is in MANUAL_REVIEW
 * is resolved from the gateway's dashboard: SUCCESS makes it Refund Processed, FAILED puts it
 * back to Refund Initiated with its automation FAILED (domain REFUND_RESOLUTION_OUTCOMES). The
 * try under review records the resolution, who and when. Locked at the version seen; audited;
 * once per key.
 */
export function resolveRefund(
  ctx: AppContext,
  caller: StaffCaller,
  input: TResolveRefund,
  idempotency: IdempotentRequest | null,
): Promise<TRefundWriteResponse> {
  return runUseCase(ctx, caller, (scope) =>
    onceOnly(scope.tx, idempotency, async () => {
      const subject = await lockRefundWithCartAt(scope.tx, input.refund_id, input.version);
      const refusal = resolutionRefusal(subject.refund.automation_status);
      if (refusal) throw refundActionError('refunds.action_refused', refusal);
      const [review] = await scope.tx
        .select({ id: refundAttempts.id })
        .from(refundAttempts)
        .where(
          and(
            eq(refundAttempts.refund_id, input.refund_id),
            eq(refundAttempts.outcome, 'MANUAL_REVIEW'),
          ),
        )
        .orderBy(desc(refundAttempts.attempt_no))
        .limit(1)
        .for('update');
      if (review) {
        await scope.tx
          .update(refundAttempts)
          .set({
            resolution: input.resolution,
            resolved_by_login_id: scope.caller.login_id,
            resolved_at: scope.now,
            updated_at: scope.now,
          })
          .where(eq(refundAttempts.id, review.id));
      }
      const after = await changeRefund(scope, subject, {
        kind: 'resolution',
        sentence: `Manual review resolved: ${REFUND_RESOLUTIONS[input.resolution].label}`,
        comments: input.comments || null,
        set: { ...REFUND_RESOLUTION_OUTCOMES[input.resolution] },
      });
      return {
        success: true as const,
        message: REFUND_RESOLUTION_MESSAGES.resolved,
        refund: toRefundSummary(after, subject.order.order_random_id, subject.cart.affiliate_id),
      };
    }),
  );
}
