import { refundTroubles } from '@backoffice/db/schema';
import {
  REFUND_ACTIONS,
  REFUND_STATUSES,
  REFUND_TROUBLE_REASONS,
  refundActionRefusal,
  type TRefundAction,
  type TRefundWriteResponse,
} from '@backoffice/domain/refunds';
import { paiseToRupees } from '@backoffice/domain/core/money';
import type { AppContext } from '../../../core/context';
import { onceOnly, type IdempotentRequest } from '../../../core/idempotency/idempotency';
import { runUseCase, type StaffCaller, type UseCaseScope } from '../../../core/use-case';
import { changeRefund } from '../automation/refund-record';
import { lockRefundWithCartAt, type RefundInContext } from '../automation/refund-locks';
import { toRefundSummary } from '../summary/refund-summary';
import { refundActionError } from './refund-actions.errors';
import { closeTrouble, lockOpenTrouble } from './open-trouble';

/** The actions this use case takes: every one but `process` (the payout, automation's). */
export type StatusAction = Exclude<TRefundAction['action_type'], 'process'>;

const UPDATED = 'Successfully Updated!';
const statusLabel = (id: number) => REFUND_STATUSES.find((s) => s.id === id)?.label ?? '';

/** The history sentence of an action: what happened to the refund, with the trouble's reason. */
function sentenceOf(subject: RefundInContext, action: StatusAction, reason?: number): string {
  const rule = REFUND_ACTIONS[action];
  const what = `Refund of ₹${paiseToRupees(subject.refund.amount_paise)} ${rule.done}`;
  const because = REFUND_TROUBLE_REASONS.find((r) => r.id === reason)?.label;
  const moved = `(${statusLabel(subject.refund.status)} to ${statusLabel(rule.to)})`;
  return because ? `${what}: ${because} ${moved}` : `${what} ${moved}`;
}

/** What an action does to the refund's troubles: open one, or close the open one. */
async function troubleSideOf(
  scope: UseCaseScope,
  subject: RefundInContext,
  input: TRefundAction & { action_type: StatusAction },
): Promise<void> {
  if (input.action_type === 'trouble' && input.trouble_reason !== undefined) {
    await scope.tx.insert(refundTroubles).values({
      refund_id: subject.refund.id,
      trouble_reason: input.trouble_reason,
      comments: input.comments || null,
      raised_by_login_id: scope.caller.login_id,
      raised_at: scope.now,
    });
    return;
  }
  if (input.action_type === 're_initiate' || input.action_type === 'cancel') {
    const open = await lockOpenTrouble(scope, subject.refund.id);
    if (open) await closeTrouble(scope, open.id, input.comments ?? '');
  }
}

/**
 * PUT refund-detail/{id}/ for every action but `process`: Mark Processing, Cancel, Mark Trouble
 * (with a reason 1 to 3: a trouble is opened) and Re-initiate (the open trouble is closed). The
 * refund is locked with its cart at the version the user saw (409 when stale); the domain's
 * transition table decides (400 with its reason); the payload's cart must be the refund's. One
 * transaction with the refund's history sentence, the audit record and the order's comment;
 * once per Idempotency-Key.
 */
export function takeRefundAction(
  ctx: AppContext,
  caller: StaffCaller,
  refundId: number,
  input: TRefundAction & { action_type: StatusAction },
  idempotency: IdempotentRequest | null,
): Promise<TRefundWriteResponse> {
  return runUseCase(ctx, caller, (scope) =>
    onceOnly(scope.tx, idempotency, async () => {
      const subject = await lockRefundWithCartAt(scope.tx, refundId, input.version);
      if (subject.cart.id !== input.cart_primary_id || subject.cart.affiliate_id !== input.aff_id) {
        throw refundActionError('refunds.wrong_cart');
      }
      const refusal = refundActionRefusal(input.action_type, subject.refund);
      if (refusal) throw refundActionError('refunds.action_refused', refusal);
      await troubleSideOf(scope, subject, input);
      const after = await changeRefund(scope, subject, {
        kind: 'action',
        sentence: sentenceOf(subject, input.action_type, input.trouble_reason),
        comments: input.comments || null,
        set: { status: REFUND_ACTIONS[input.action_type].to },
      });
      return {
        success: true as const,
        message: UPDATED,
        refund: toRefundSummary(after, subject.order.order_random_id, subject.cart.affiliate_id),
      };
    }),
  );
}
