import type { Database } from '@backoffice/db';
import { refundAttempts, type RefundAttemptRow } from '@backoffice/db/schema';
import { desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { AppContext } from '../../../core/context';
import type { AreaModule } from '../../../core/http';
import { runUseCase, SYSTEM_CALLER } from '../../../core/use-case';
import {
  askGateway,
  gatewayRequestOf,
  recordAnswer,
  recordNoAnswer,
  REFUND_GATEWAY_JOB,
  startAttempt,
} from './gateway-attempts';
import { lockRefundWithCartAt } from './refund-locks';

const ZGatewayJob = z.object({
  attempt_id: z.number().int().positive(),
  asked_again: z.number().int().min(0),
});

async function attemptById(ctx: AppContext, id: number): Promise<RefundAttemptRow | undefined> {
  const [attempt] = await ctx.db.select().from(refundAttempts).where(eq(refundAttempts.id, id));
  return attempt;
}

/** Whether a try is its refund's latest. */
async function isLatest(tx: Database, attempt: RefundAttemptRow): Promise<boolean> {
  const [latest] = await tx
    .select({ id: refundAttempts.id })
    .from(refundAttempts)
    .where(eq(refundAttempts.refund_id, attempt.refund_id))
    .orderBy(desc(refundAttempts.attempt_no))
    .limit(1);
  return latest?.id === attempt.id;
}

/**
 * Asks the gateway again about a try that got no answer, with the same request id, and writes
 * what it says (or that it said nothing again).
 */
async function askAgain(ctx: AppContext, attempt: RefundAttemptRow, askedAgain: number) {
  const { outcome, error } = await askGateway(ctx, await gatewayRequestOf(ctx.db, attempt));
  await runUseCase(ctx, SYSTEM_CALLER, async (scope) => {
    const subject = await lockRefundWithCartAt(scope.tx, attempt.refund_id, null);
    const [current] = await scope.tx
      .select()
      .from(refundAttempts)
      .where(eq(refundAttempts.id, attempt.id));
    // Answered meanwhile (the request that started it, or another job): nothing more to write.
    if (current?.outcome !== 'PENDING') return;
    if (outcome) await recordAnswer(ctx, scope, subject, current, outcome);
    else await recordNoAnswer(ctx, scope, subject, current, error ?? '', askedAgain + 1);
  });
}

/**
 * The next try of a refund whose latest try failed: started under the refund's lock only while
 * the refund is still FAILED with this try its latest (Finance may have processed or changed it
 * meanwhile), then asked and answered as a Process press is.
 */
async function tryAgain(ctx: AppContext, failed: RefundAttemptRow) {
  const started = await runUseCase(ctx, SYSTEM_CALLER, async (scope) => {
    const subject = await lockRefundWithCartAt(scope.tx, failed.refund_id, null);
    if (subject.refund.automation_status !== 'FAILED' || !(await isLatest(scope.tx, failed))) {
      return null;
    }
    return startAttempt(ctx, scope, subject, null);
  });
  if (!started) return;
  const { outcome, error } = await askGateway(ctx, await gatewayRequestOf(ctx.db, started.attempt));
  await runUseCase(ctx, SYSTEM_CALLER, async (scope) => {
    const subject = await lockRefundWithCartAt(scope.tx, failed.refund_id, null);
    if (outcome) await recordAnswer(ctx, scope, subject, started.attempt, outcome);
    else await recordNoAnswer(ctx, scope, subject, started.attempt, error ?? '', 0);
  });
}

/**
 * One run of the gateway job (docs/refunds.md "Retries"): a try still PENDING is asked again; a
 * failed try whose wait is over gives way to the next try; anything else was settled meanwhile.
 */
export async function runGatewayJob(ctx: AppContext, payload: unknown): Promise<void> {
  const { attempt_id, asked_again } = ZGatewayJob.parse(payload);
  const attempt = await attemptById(ctx, attempt_id);
  if (!attempt) return;
  if (attempt.outcome === 'PENDING') {
    await askAgain(ctx, attempt, asked_again);
    return;
  }
  const due = attempt.next_retry_at && attempt.next_retry_at.getTime() <= ctx.now().getTime();
  if (attempt.outcome === 'FAILED' && due) await tryAgain(ctx, attempt);
}

/** Registers the gateway job with the job queue. */
export const registerGatewayRetries: AreaModule = (_api, ctx) => {
  ctx.jobs.handle(REFUND_GATEWAY_JOB, (payload) => runGatewayJob(ctx, payload));
};
