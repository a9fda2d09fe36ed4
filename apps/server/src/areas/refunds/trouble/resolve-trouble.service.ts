import {
  REFUND_STATUS,
  REFUND_TROUBLE_REASONS,
  type TRefundWriteResponse,
  type TTroubleResolution,
} from '@backoffice/domain/refunds';
import type { AppContext } from '../../../core/context';
import { onceOnly, type IdempotentRequest } from '../../../core/idempotency/idempotency';
import { runUseCase, type StaffCaller } from '../../../core/use-case';
import { closeTrouble, lockOpenTrouble } from '../actions/open-trouble';
import { refundActionError } from '../actions/refund-actions.errors';
import { lockRefundWithCartAt } from '../automation/refund-locks';
import { changeRefund } from '../automation/refund-record';
import { toRefundSummary } from '../summary/refund-summary';

export const TROUBLE_MESSAGES = {
  notInTrouble: 'Only a refund in Refund Trouble can be resolved',
  otherReason: (label: string) => `The refund's trouble is ${label}`,
} as const;

/**
 * POST trouble-resolution-details: resolves the open trouble of a refund in Refund Trouble with
 * the details given (the reason must be the trouble's), and the refund goes back to Refund
 * Initiated to be processed again. Locked at the version seen; audited; once per key.
 */
export function resolveTrouble(
  ctx: AppContext,
  caller: StaffCaller,
  input: TTroubleResolution,
  idempotency: IdempotentRequest | null,
): Promise<TRefundWriteResponse> {
  return runUseCase(ctx, caller, (scope) =>
    onceOnly(scope.tx, idempotency, async () => {
      const subject = await lockRefundWithCartAt(scope.tx, input.refund_id, input.version);
      const open = await lockOpenTrouble(scope, input.refund_id);
      if (subject.refund.status !== REFUND_STATUS.TROUBLE || !open) {
        throw refundActionError('refunds.action_refused', TROUBLE_MESSAGES.notInTrouble);
      }
      const label = REFUND_TROUBLE_REASONS.find((r) => r.id === open.trouble_reason)?.label ?? '';
      if (open.trouble_reason !== input.trouble_reason) {
        throw refundActionError('refunds.action_refused', TROUBLE_MESSAGES.otherReason(label));
      }
      await closeTrouble(scope, open.id, input.resolution_details);
      const after = await changeRefund(scope, subject, {
        kind: 'trouble_resolved',
        sentence: `Refund trouble (${label}) resolved; the refund is initiated again`,
        comments: input.resolution_details,
        set: { status: REFUND_STATUS.INITIATED },
      });
      return {
        success: true as const,
        message: 'Successfully Updated!',
        refund: toRefundSummary(after, subject.order.order_random_id, subject.cart.affiliate_id),
      };
    }),
  );
}
