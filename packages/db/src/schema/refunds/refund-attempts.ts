import {
  GATEWAY_ATTEMPT_STATES,
  REFUND_RESOLUTION_CODES,
  type GatewayAttemptState,
  type RefundResolution,
} from '@backoffice/domain/refunds';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { nullOrOneOf, oneOf } from '../core/checks';
import { timestamptz } from '../core/columns';
import { staff } from '../identity/staff';
import { refunds } from './refunds';

/**
 * The payment gateway's tries of a refund (issue 14 "Automation"): the try's number, the unique
 * request id sent to the gateway, the payment refunded against, the amount, the outcome, the
 * gateway's reference and the bank's ARN once paid, when a failed try is tried again, and a
 * manual review's resolution from the gateway's dashboard. These rows are the resolution
 * details and (those paid) the refund history.
 */
export const refundAttempts = pgTable(
  'refund_attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    refund_id: bigint('refund_id', { mode: 'number' })
      .notNull()
      .references(() => refunds.id),
    attempt_no: integer('attempt_no').notNull(),
    unique_refund_request_id: text('unique_refund_request_id').notNull(),
    payment_gateway: text('payment_gateway').notNull(),
    transaction_id: text('transaction_id').notNull(),
    amount_paise: integer('amount_paise').notNull(),
    outcome: text('outcome').$type<GatewayAttemptState>().notNull().default('PENDING'),
    gateway_reference: text('gateway_reference'),
    arn_number: text('arn_number'),
    message: text('message'),
    attempted_at: timestamptz('attempted_at').notNull().defaultNow(),
    answered_at: timestamptz('answered_at'),
    next_retry_at: timestamptz('next_retry_at'),
    resolution: text('resolution').$type<RefundResolution>(),
    resolved_by_login_id: integer('resolved_by_login_id').references(() => staff.login_id),
    resolved_at: timestamptz('resolved_at'),
    updated_at: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('refund_attempts_refund_attempt_idx').on(t.refund_id, t.attempt_no),
    uniqueIndex('refund_attempts_request_id_idx').on(t.unique_refund_request_id),
    index('refund_attempts_retry_idx')
      .on(t.next_retry_at)
      .where(sql`${t.next_retry_at} is not null`),
    check('refund_attempts_outcome_check', oneOf(t.outcome, GATEWAY_ATTEMPT_STATES)),
    check('refund_attempts_resolution_check', nullOrOneOf(t.resolution, REFUND_RESOLUTION_CODES)),
    check('refund_attempts_amount_paise_check', sql`${t.amount_paise} > 0`),
  ],
);

export type RefundAttemptRow = typeof refundAttempts.$inferSelect;
export type NewRefundAttemptRow = typeof refundAttempts.$inferInsert;
