import { z } from 'zod';
import { ZAnswerTimestamp } from '../../core/validation/answer-text';
import { REFUND_ACTION_TYPES } from '../actions';
import { ZAutomationStatus, ZInt, ZText } from './primitives';

/** An action the refund allows, as refund-status lists it. */
export const ZRefundAllowedAction = z.object({
  action_type: z.enum(REFUND_ACTION_TYPES),
  label: ZText,
  to_status: ZInt,
  needs_comments: z.boolean(),
  needs_trouble_reason: z.boolean(),
});
export type TRefundAllowedAction = z.infer<typeof ZRefundAllowedAction>;

/** GET refund-status/{refund_id}/: the platform's statuses and what may be done now. */
export const ZRefundStatusResponse = z.object({
  refund_id: ZInt,
  version: ZInt,
  status: ZInt,
  status_label: ZText,
  automation_status: ZAutomationStatus,
  statuses: z.array(z.object({ id: ZInt, label: ZText, slug: ZText })),
  actions: z.array(ZRefundAllowedAction),
  trouble_reasons: z.array(z.object({ id: ZInt, label: ZText, disabled: z.boolean() })),
  /** Whether the resolution popup applies (automation in manual review). */
  can_resolve: z.boolean(),
});
export type TRefundStatusResponse = z.infer<typeof ZRefundStatusResponse>;

/** One row of the refund transaction details popup (001 section 3). */
export const ZRefundTransaction = z.object({
  payment_source: ZText,
  transaction_id: ZText,
  transaction_amount: z.number(),
  debited_amount: z.number(),
  refunded_amount: z.number(),
  subvention_amount: z.number(),
  is_no_cost_emi: z.boolean(),
  amount_requested_for_refund: z.number(),
});
export type TRefundTransaction = z.infer<typeof ZRefundTransaction>;

/** GET refund-transaction-details/{refund_id}/. */
export const ZRefundTransactionsResponse = z.object({ results: z.array(ZRefundTransaction) });
export type TRefundTransactionsResponse = z.infer<typeof ZRefundTransactionsResponse>;

/** One row of the refund history popup (001 section 3): a refund the gateway made. */
export const ZRefundHistoryItem = z.object({
  reference_id: ZText,
  payment_gateway: ZText,
  refund_amount: z.number(),
  arn_number: ZText.nullable(),
  refund_timestamp: ZAnswerTimestamp,
});
export type TRefundHistoryItem = z.infer<typeof ZRefundHistoryItem>;

/** GET refund-history/{refund_id}/. */
export const ZRefundHistoryResponse = z.object({ results: z.array(ZRefundHistoryItem) });
export type TRefundHistoryResponse = z.infer<typeof ZRefundHistoryResponse>;
