import type { Database } from '@backoffice/db';
import {
  orderPayments,
  refundAttempts,
  refundBankDetails,
  refundTroubles,
  type RefundAttemptRow,
  type RefundRow,
} from '@backoffice/db/schema';
import { paiseToRupees } from '@backoffice/domain/core/money';
import {
  gatewayResult,
  REFUND_STATUS,
  gatewayRetryDelayMs,
  type GatewayAttemptState,
} from '@backoffice/domain/refunds';
import { and, desc, eq, max } from 'drizzle-orm';
import type { AppContext } from '../../../core/context';
import { failureText } from '../../../core/background/retries';
import type { UseCaseScope } from '../../../core/use-case';
import type {
  ProviderRefundOutcome,
  ProviderRefundRequest,
} from '../../../integrations/payments/payments';
import type { RefundInContext } from './refund-locks';
import { changeRefund } from './refund-record';

/** The job that asks the gateway again: a try that got no answer, or the next try of a failed one. */
export const REFUND_GATEWAY_JOB = 'refunds.gateway-retry';

/** The job's payload: the try, and how many times it was asked again without an answer. */
export interface GatewayJobPayload {
  attempt_id: number;
  asked_again: number;
}

const rupees = (paise: number) => `₹${paiseToRupees(paise)}`;

/** The gateway's name as the refund history shows it. */
const gatewayName = (ctx: AppContext) =>
  ctx.config.integrations.payments.provider === 'live' ? 'Payment gateway' : 'Sandbox gateway';

/** The payment a refund goes back against: the order's latest paid payment's reference. */
async function transactionIdOf(scope: UseCaseScope, subject: RefundInContext): Promise<string> {
  const [payment] = await scope.tx
    .select({ reference: orderPayments.reference })
    .from(orderPayments)
    .where(and(eq(orderPayments.order_id, subject.order.id), eq(orderPayments.status, 'paid')))
    .orderBy(desc(orderPayments.created_at), desc(orderPayments.id))
    .limit(1);
  return payment?.reference ?? subject.order.order_random_id;
}

/**
 * Starts a try of a locked refund: the try's row (PENDING, the next number, a request id the
 * gateway dedupes), the refund PENDING (in 5 Refund Processing on {product}), its history, and the job that
 * asks again should no answer be recorded (docs/refunds.md "Gateway automation").
 */
export async function startAttempt(
  ctx: AppContext,
  scope: UseCaseScope,
  subject: RefundInContext,
  comments: string | null,
): Promise<{ attempt: RefundAttemptRow; refund: RefundRow }> {
  const { refund } = subject;
  const [last] = await scope.tx
    .select({ n: max(refundAttempts.attempt_no) })
    .from(refundAttempts)
    .where(eq(refundAttempts.refund_id, refund.id));
  const attemptNo = (last?.n ?? 0) + 1;
  const [attempt] = await scope.tx
    .insert(refundAttempts)
    .values({
      refund_id: refund.id,
      attempt_no: attemptNo,
      unique_refund_request_id: `RFD${refund.id}-${attemptNo}`,
      payment_gateway: gatewayName(ctx),
      transaction_id: await transactionIdOf(scope, subject),
      amount_paise: refund.amount_paise,
      outcome: 'PENDING',
      attempted_at: scope.now,
      updated_at: scope.now,
    })
    .returning();
  if (!attempt) throw new Error('startAttempt: the attempt insert returned no row');
  const after = await changeRefund(scope, subject, {
    set: {
      automation_status: 'PENDING',
      // Refund Processing is the {product} platform's only (001 section 3).
      ...(refund.platform === 'product' ? { status: REFUND_STATUS.PROCESSING } : {}),
    },
    kind: 'gateway',
    sentence: `Refund of ${rupees(refund.amount_paise)} sent to the payment gateway (attempt ${attemptNo})`,
    comments,
  });
  const payload: GatewayJobPayload = { attempt_id: attempt.id, asked_again: 0 };
  await ctx.jobs.enqueue(
    scope.tx,
    REFUND_GATEWAY_JOB,
    payload,
    new Date(scope.now.getTime() + gatewayRetryDelayMs(1)),
  );
  return { attempt, refund: after };
}

/** The request the gateway is sent for a try, with the refund's bank account when it has one. */
export async function gatewayRequestOf(
  db: Database,
  attempt: RefundAttemptRow,
): Promise<ProviderRefundRequest> {
  const [bank] = await db
    .select()
    .from(refundBankDetails)
    .where(eq(refundBankDetails.refund_id, attempt.refund_id));
  return {
    reference: attempt.unique_refund_request_id,
    refund_id: attempt.refund_id,
    attempt: attempt.attempt_no,
    amount_paise: attempt.amount_paise,
    bank_account: bank
      ? {
          holder_name: bank.account_holder_name,
          account_number: bank.account_number,
          ifsc: bank.ifsc,
        }
      : null,
  };
}

/**
 * Asks the gateway, with no transaction open. No answer (down, timed out) is null: nobody knows
 * whether money moved, so the same request id is asked again later, never a new one.
 */
export async function askGateway(
  ctx: AppContext,
  request: ProviderRefundRequest,
): Promise<{ outcome: ProviderRefundOutcome | null; error: string | null }> {
  try {
    return { outcome: await ctx.integrations.payments.refund(request), error: null };
  } catch (error) {
    return { outcome: null, error: failureText(error) };
  }
}

/** The sentence of the refund history for a gateway answer. */
function answerSentence(outcome: ProviderRefundOutcome, amountPaise: number, retry: Date | null) {
  const amount = rupees(amountPaise);
  switch (outcome.status) {
    case 'success':
      return `Refund of ${amount} paid by the payment gateway (reference ${outcome.provider_reference}, ARN ${outcome.arn})`;
    case 'manual_review':
      return `The payment gateway holds the refund of ${amount} for manual review (reference ${outcome.provider_reference}): ${outcome.reason}`;
    case 'invalid_bank_details':
      return `The payment gateway refused the bank details of the refund of ${amount}: ${outcome.reason}`;
    case 'invalid_amount':
      return `The payment gateway refused the amount of the refund of ${amount}: ${outcome.reason}`;
    case 'failed':
      return retry
        ? `The payment gateway could not refund ${amount} (${outcome.reason}); tried again at ${retry.toISOString()}`
        : `The payment gateway could not refund ${amount} (${outcome.reason}) after every retry`;
  }
}

/**
 * Writes the gateway's answer to a try of a locked refund: the try's outcome, reference and ARN;
 * the refund's automation status and status (domain gatewayResult); a trouble for refused bank
 * details or amount; and, for a failure with retries left, the job of the next try.
 */
export async function recordAnswer(
  ctx: AppContext,
  scope: UseCaseScope,
  subject: RefundInContext,
  attempt: RefundAttemptRow,
  outcome: ProviderRefundOutcome,
): Promise<RefundAttemptRow> {
  const result = gatewayResult(outcome.status, attempt.attempt_no, ctx.config.refunds.maxRetries);
  const retryAt = result.retry
    ? new Date(scope.now.getTime() + gatewayRetryDelayMs(attempt.attempt_no))
    : null;
  const reference = 'provider_reference' in outcome ? outcome.provider_reference : null;
  const answered = await updateAttempt(scope, attempt, {
    outcome: result.attempt_state,
    gateway_reference: reference,
    arn_number: outcome.status === 'success' ? outcome.arn : null,
    message: 'reason' in outcome ? outcome.reason : null,
    answered_at: scope.now,
    next_retry_at: retryAt,
  });
  await changeRefund(scope, subject, {
    set: {
      automation_status: result.automation_status,
      ...(result.status === undefined ? {} : { status: result.status }),
    },
    kind: 'gateway',
    sentence: answerSentence(outcome, attempt.amount_paise, retryAt),
  });
  if (result.trouble_reason !== null) {
    await scope.tx
      .insert(refundTroubles)
      .values({
        refund_id: subject.refund.id,
        trouble_reason: result.trouble_reason,
        comments: 'reason' in outcome ? outcome.reason : null,
        raised_by_login_id: null,
        raised_at: scope.now,
      })
      .onConflictDoNothing();
  }
  if (retryAt) {
    const payload: GatewayJobPayload = { attempt_id: attempt.id, asked_again: 0 };
    await ctx.jobs.enqueue(scope.tx, REFUND_GATEWAY_JOB, payload, retryAt);
  }
  return answered;
}

/**
 * Writes that a try got no answer. The try stays PENDING and is asked again, with the same
 * request id, by its job; after REFUND_MAX_RETRIES unanswered asks it is left to a person
 * (MANUAL_REVIEW: the gateway's dashboard tells whether it paid).
 */
export async function recordNoAnswer(
  ctx: AppContext,
  scope: UseCaseScope,
  subject: RefundInContext,
  attempt: RefundAttemptRow,
  error: string,
  askedAgain: number,
): Promise<RefundAttemptRow> {
  const amount = rupees(attempt.amount_paise);
  if (askedAgain >= ctx.config.refunds.maxRetries) {
    const reviewed = await updateAttempt(scope, attempt, {
      outcome: 'MANUAL_REVIEW',
      message: error,
      answered_at: scope.now,
      next_retry_at: null,
    });
    await changeRefund(scope, subject, {
      set: { automation_status: 'MANUAL_REVIEW' },
      kind: 'gateway',
      sentence: `The payment gateway never answered for the refund of ${amount}: check its dashboard and resolve the refund`,
    });
    return reviewed;
  }
  const retryAt = new Date(scope.now.getTime() + gatewayRetryDelayMs(askedAgain + 1));
  if (askedAgain > 0) {
    const payload: GatewayJobPayload = { attempt_id: attempt.id, asked_again: askedAgain };
    await ctx.jobs.enqueue(scope.tx, REFUND_GATEWAY_JOB, payload, retryAt);
  }
  return updateAttempt(scope, attempt, { message: error, next_retry_at: retryAt });
}

async function updateAttempt(
  scope: UseCaseScope,
  attempt: RefundAttemptRow,
  set: Partial<Omit<RefundAttemptRow, 'outcome'>> & { outcome?: GatewayAttemptState },
): Promise<RefundAttemptRow> {
  const [row] = await scope.tx
    .update(refundAttempts)
    .set({ ...set, updated_at: scope.now })
    .where(eq(refundAttempts.id, attempt.id))
    .returning();
  if (!row) throw new Error(`updateAttempt: attempt ${attempt.id} is gone`);
  return row;
}
