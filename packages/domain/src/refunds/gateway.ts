import { z } from 'zod';
import { ZAnswerTimestamp } from '../core/validation/answer-text';
import { idParam, MAX_ROW_ID, wireNumber } from '../core/validation/wire-number';
import { REFUND_ACTION_MESSAGES } from './actions';
import type { RefundAutomationStatus } from './automation';
import { ZRefundWriteResponse } from './contract';
import { REFUND_STATUS as S, REFUND_STATUSES, type RefundStatusId } from './statuses';

/**
 * Paying a refund through the payment gateway (issue 14 "Automation", docs/refunds.md
 * "Gateway automation"): Finance presses Process, the refund goes PENDING (and, on the
 * {product} platform, to 5 Refund Processing), the gateway is asked once, and its answer sets
 * the automation status. A failed try is tried again with a doubling wait up to a configured
 * number of retries.
 */

/** The call of the Process button (ours: the spec names no path for it). */
export const REFUND_GATEWAY_PATHS = {
  /** POST { refund_id, version, comments? }: send the refund to the payment gateway. */
  processRefund: '/api/refunds/process-refund/',
} as const;

/** Refund statuses a refund may be sent to the gateway from: 1 Initiated, 5 Processing. */
export const GATEWAY_PROCESSABLE_STATUSES: readonly RefundStatusId[] = [S.INITIATED, S.PROCESSING];

/** Automation statuses a refund may (again) be sent to the gateway from. */
export const GATEWAY_STARTABLE: readonly RefundAutomationStatus[] = [
  'NOT_INITIATED',
  'FAILED',
  'FAILED_DUE_TO_INVALID_BANK_DETAILS',
  'FAILED_DUE_TO_INVALID_AMOUNT',
  'FAILED_AFTER_MAX_RETRIES',
];

export const REFUND_GATEWAY_MESSAGES = {
  notFromStatus: (statusLabel: string) => `A refund in ${statusLabel} cannot be processed`,
  withGateway: REFUND_ACTION_MESSAGES.withGateway,
  paid: 'Refund Processed!',
  failed: 'The payment gateway could not refund now: it will be tried again',
  failedForGood: 'The payment gateway could not refund after every retry',
  invalidBankDetails: 'The payment gateway refused the bank details',
  invalidAmount: 'The payment gateway refused the amount',
  manualReview: 'The payment gateway holds the refund for manual review',
  noAnswer: 'The payment gateway did not answer: it will be asked again',
} as const;

/** What a Process press tells Finance, by where the refund's automation got to. */
export function gatewayMessageOf(automation: RefundAutomationStatus): string {
  switch (automation) {
    case 'SUCCESS':
      return REFUND_GATEWAY_MESSAGES.paid;
    case 'FAILED':
      return REFUND_GATEWAY_MESSAGES.failed;
    case 'FAILED_AFTER_MAX_RETRIES':
      return REFUND_GATEWAY_MESSAGES.failedForGood;
    case 'FAILED_DUE_TO_INVALID_BANK_DETAILS':
      return REFUND_GATEWAY_MESSAGES.invalidBankDetails;
    case 'FAILED_DUE_TO_INVALID_AMOUNT':
      return REFUND_GATEWAY_MESSAGES.invalidAmount;
    case 'MANUAL_REVIEW':
      return REFUND_GATEWAY_MESSAGES.manualReview;
    default:
      return REFUND_GATEWAY_MESSAGES.noAnswer;
  }
}

/** The facts of a refund the Process button is checked against. */
export interface GatewaySubject {
  status: number;
  automation_status: RefundAutomationStatus;
}

const statusLabel = (id: number) =>
  REFUND_STATUSES.find((s) => s.id === id)?.label ?? `status ${id}`;

/** Why a refund may not be sent to the gateway now, or null when it may. */
export function gatewayProcessRefusal(refund: GatewaySubject): string | null {
  if (!GATEWAY_STARTABLE.includes(refund.automation_status)) {
    return REFUND_GATEWAY_MESSAGES.withGateway;
  }
  if (!GATEWAY_PROCESSABLE_STATUSES.some((s) => s === refund.status)) {
    return REFUND_GATEWAY_MESSAGES.notFromStatus(statusLabel(refund.status));
  }
  return null;
}

/** What the gateway answered one try. */
export type GatewayOutcome =
  'success' | 'failed' | 'invalid_bank_details' | 'invalid_amount' | 'manual_review';

/** The states of one try: PENDING while the gateway is asked, then its outcome. */
export const GATEWAY_ATTEMPT_STATES = [
  'PENDING',
  'SUCCESS',
  'FAILED',
  'FAILED_DUE_TO_INVALID_BANK_DETAILS',
  'FAILED_DUE_TO_INVALID_AMOUNT',
  'MANUAL_REVIEW',
] as const;
export type GatewayAttemptState = (typeof GATEWAY_ATTEMPT_STATES)[number];

/** A refund after the gateway's answer: its automation status, status and trouble reason. */
export interface GatewayResult {
  /** What the try itself is recorded as. */
  attempt_state: GatewayAttemptState;
  automation_status: RefundAutomationStatus;
  /** The refund status it moves to; unchanged when undefined. */
  status: RefundStatusId | undefined;
  /** The trouble reason it is marked with (1 Invalid Amount, 2 Wrong Bank Details). */
  trouble_reason: 1 | 2 | null;
  /** Whether the refund is tried again later. */
  retry: boolean;
  message: string;
}

/**
 * Where a gateway answer leaves a refund: paid is 2 Refund Processed; refused bank details or
 * amount are 3 Refund Trouble with reason 2 or 1; manual review waits in 5 Processing for
 * Finance's resolution; a failed try is retried while `attempt` (from 1) is within
 * 1 + `maxRetries`, and is FAILED_AFTER_MAX_RETRIES after that.
 */
export function gatewayResult(
  outcome: GatewayOutcome,
  attempt: number,
  maxRetries: number,
): GatewayResult {
  switch (outcome) {
    case 'success':
      return result('SUCCESS', 'SUCCESS', S.PROCESSED, null, REFUND_GATEWAY_MESSAGES.paid);
    case 'invalid_bank_details':
      return result(
        'FAILED_DUE_TO_INVALID_BANK_DETAILS',
        'FAILED_DUE_TO_INVALID_BANK_DETAILS',
        S.TROUBLE,
        2,
        REFUND_GATEWAY_MESSAGES.invalidBankDetails,
      );
    case 'invalid_amount':
      return result(
        'FAILED_DUE_TO_INVALID_AMOUNT',
        'FAILED_DUE_TO_INVALID_AMOUNT',
        S.TROUBLE,
        1,
        REFUND_GATEWAY_MESSAGES.invalidAmount,
      );
    case 'manual_review':
      return result(
        'MANUAL_REVIEW',
        'MANUAL_REVIEW',
        undefined,
        null,
        REFUND_GATEWAY_MESSAGES.manualReview,
      );
    case 'failed':
      return attempt <= maxRetries
        ? {
            ...result('FAILED', 'FAILED', undefined, null, REFUND_GATEWAY_MESSAGES.failed),
            retry: true,
          }
        : result(
            'FAILED',
            'FAILED_AFTER_MAX_RETRIES',
            undefined,
            null,
            REFUND_GATEWAY_MESSAGES.failedForGood,
          );
  }
}

function result(
  attempt_state: GatewayAttemptState,
  automation_status: RefundAutomationStatus,
  status: RefundStatusId | undefined,
  trouble_reason: 1 | 2 | null,
  message: string,
): GatewayResult {
  return { attempt_state, automation_status, status, trouble_reason, retry: false, message };
}

/** The first wait before a failed refund is tried again: one minute, doubling each time. */
export const GATEWAY_FIRST_RETRY_MS = 60_000;

/** The wait after the `attempt`-th failed try (from 1): 1, 2, 4, 8 ... minutes. */
export function gatewayRetryDelayMs(attempt: number): number {
  return GATEWAY_FIRST_RETRY_MS * 2 ** Math.max(0, attempt - 1);
}

/** POST refunds/process-refund/: the refund and the version the user saw. */
export const ZProcessRefund = z
  .object({
    refund_id: idParam('Give a valid id'),
    version: wireNumber(
      z.number({ error: 'Give the version you saw' }).int().min(1).max(MAX_ROW_ID),
    ),
    comments: z.string().trim().max(500, 'Comments must be at most 500 characters').optional(),
  })
  .strict();
export type TProcessRefund = z.infer<typeof ZProcessRefund>;

/** What the gateway's last try of a refund left, next to the refund itself. */
export const ZGatewayAttemptView = z.object({
  attempt: z.number().int(),
  outcome: z.enum(GATEWAY_ATTEMPT_STATES),
  /** The open trouble reason the gateway's answer set, else null. */
  trouble_reason: z.number().int().nullable(),
  /** When a failed refund is tried again, else null. */
  next_retry_at: ZAnswerTimestamp.nullable(),
  /** The gateway's reference and the bank's ARN of a paid refund, else null. */
  provider_reference: z.string().max(100).nullable(),
  arn: z.string().max(100).nullable(),
});
export type TGatewayAttemptView = z.infer<typeof ZGatewayAttemptView>;

/** The answer of refunds/process-refund/: the message, the refund and the try. */
export const ZProcessRefundResponse = ZRefundWriteResponse.extend({
  attempt: ZGatewayAttemptView,
});
export type TProcessRefundResponse = z.infer<typeof ZProcessRefundResponse>;
