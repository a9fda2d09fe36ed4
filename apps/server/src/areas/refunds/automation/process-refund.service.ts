import { refundAttempts, type RefundAttemptRow } from '@backoffice/db/schema';
import {
  gatewayMessageOf,
  gatewayProcessRefusal,
  type TProcessRefundResponse,
} from '@backoffice/domain/refunds';
import { refundTroubles } from '@backoffice/db/schema';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { AppContext } from '../../../core/context';
import { onceOnly, type IdempotentRequest } from '../../../core/idempotency/idempotency';
import { runUseCase, type Caller } from '../../../core/use-case';
import { toRefundSummary } from '../summary/refund-summary';
import { automationError } from './automation.errors';
import {
  askGateway,
  gatewayRequestOf,
  recordAnswer,
  recordNoAnswer,
  startAttempt,
} from './gateway-attempts';
import { lockRefundWithCartAt, readRefund, type RefundInContext } from './refund-locks';

/** What Finance presses Process with: the refund, the version they saw, their comments. */
export interface ProcessRefundInput {
  refundId: number;
  version: number;
  comments?: string | null | undefined;
}

/** The answer of a Process press: the refund now and its latest try. */
async function answerOf(ctx: AppContext, refundId: number): Promise<TProcessRefundResponse> {
  const subject: RefundInContext = await readRefund(ctx.db, refundId);
  const [attempt] = await ctx.db
    .select()
    .from(refundAttempts)
    .where(eq(refundAttempts.refund_id, refundId))
    .orderBy(desc(refundAttempts.attempt_no))
    .limit(1);
  if (!attempt) throw automationError('refunds.refund_not_found');
  const [trouble] = await ctx.db
    .select({ reason: refundTroubles.trouble_reason })
    .from(refundTroubles)
    .where(and(eq(refundTroubles.refund_id, refundId), isNull(refundTroubles.resolved_at)));
  const { refund, order, cart } = subject;
  return {
    success: true,
    message: gatewayMessageOf(refund.automation_status),
    refund: toRefundSummary(refund, order.order_random_id, cart.affiliate_id),
    attempt: {
      attempt: attempt.attempt_no,
      outcome: attempt.outcome,
      trouble_reason: trouble?.reason ?? null,
      next_retry_at: attempt.next_retry_at?.toISOString() ?? null,
      provider_reference: attempt.gateway_reference,
      arn: attempt.arn_number,
    },
  };
}

/**
 * Process (docs/refunds.md "Gateway automation"): pays a refund out through the payment gateway
 * exactly once. The first transaction locks the refund, checks its version and the rules
 * (domain gatewayProcessRefusal), marks it PENDING in 5 Refund Processing and writes the try;
 * the gateway is asked with no transaction open; a second transaction writes its answer. A
 * second press meanwhile finds the version moved (409) or the refund with the gateway (400), so
 * two presses are one payout. Once per Idempotency-Key: a replay answers the refund as it is now.
 */
export async function processRefund(
  ctx: AppContext,
  caller: Caller,
  input: ProcessRefundInput,
  idempotency: IdempotentRequest | null = null,
): Promise<TProcessRefundResponse> {
  const run: { started: RefundAttemptRow | null } = { started: null };
  await runUseCase(ctx, caller, (scope) =>
    onceOnly(scope.tx, idempotency, async () => {
      const subject = await lockRefundWithCartAt(scope.tx, input.refundId, input.version);
      const refusal = gatewayProcessRefusal(subject.refund);
      if (refusal) throw automationError('refunds.refused', refusal);
      const { attempt } = await startAttempt(ctx, scope, subject, input.comments ?? null);
      run.started = attempt;
      return { refund_id: input.refundId, attempt_id: attempt.id };
    }),
  );
  const attempt = run.started;
  if (attempt) {
    const { outcome, error } = await askGateway(ctx, await gatewayRequestOf(ctx.db, attempt));
    await runUseCase(ctx, caller, async (scope) => {
      const subject = await lockRefundWithCartAt(scope.tx, input.refundId, null);
      const [current] = await scope.tx
        .select()
        .from(refundAttempts)
        .where(eq(refundAttempts.id, attempt.id));
      if (current?.outcome !== 'PENDING') return;
      if (outcome) await recordAnswer(ctx, scope, subject, current, outcome);
      else await recordNoAnswer(ctx, scope, subject, current, error ?? '', 0);
    });
  }
  return answerOf(ctx, input.refundId);
}
