import { z } from 'zod';
import { RANDOM_ID_LENGTH } from '../../core/constants/global-constants';
import { ZAnswerMessage, ZAnswerTimestamp } from '../../core/validation/answer-text';
import {
  APPROVABLE_CREDIT_SOURCES,
  CREDIT_APPROVAL_STATUSES,
  CREDIT_DECISION_COMMENT_MAX,
} from '../credit-approval';
import { CREDIT_SOURCES, CREDIT_TRANSACTION_TYPES } from '../credit-ledger';
import { LABEL_MAX, NAME_MAX, text } from './shared';

/** A credit transaction row (001 section 3): amount, remark, transaction_at, Debit or Credit. */
export const ZCreditLogRow = z.object({
  id: z.number().int(),
  amount: z.number(),
  remark: text(500),
  transaction_at: ZAnswerTimestamp,
  transaction_type: z.enum(CREDIT_TRANSACTION_TYPES),
  source: z.enum(CREDIT_SOURCES),
  /** What the history says the source is ('Manual credit', 'Distributor order' ...). */
  source_label: text(LABEL_MAX),
  order_random_id: text(RANDOM_ID_LENGTH).nullable(),
  /** Who made the entry; null for entries of the system. */
  created_by: text(NAME_MAX).nullable(),
  /** The Finance pod leader who approved a credit above the threshold; null for the others. */
  approved_by: text(NAME_MAX).nullable(),
});
export type CreditLogRow = z.infer<typeof ZCreditLogRow>;

/** A credit above the threshold, waiting for (or given) a Finance pod leader's decision. */
export const ZCreditApprovalRow = z.object({
  id: z.number().int(),
  amount: z.number(),
  remark: text(500),
  transaction_at: ZAnswerTimestamp,
  source: z.enum(APPROVABLE_CREDIT_SOURCES),
  source_label: text(LABEL_MAX),
  status: z.enum(CREDIT_APPROVAL_STATUSES),
  /** 'Pending approval', 'Approved' or 'Rejected'. */
  status_label: text(LABEL_MAX),
  raised_at: ZAnswerTimestamp,
  /** Who raised it (the maker), who may not decide it. */
  raised_by: text(NAME_MAX).nullable(),
  raised_by_login_id: z.number().int().nullable(),
  decided_by: text(NAME_MAX).nullable(),
  decided_at: ZAnswerTimestamp.nullable(),
  decision_comment: text(CREDIT_DECISION_COMMENT_MAX).nullable(),
  version: z.number().int(),
});
export type CreditApprovalRow = z.infer<typeof ZCreditApprovalRow>;

/** The most pending credits the ledger lists (oldest first); `pending_count` tells the rest. */
export const PENDING_CREDITS_SHOWN = 50;

/** GET /api/distributors/{code}/credit-log/: newest first, with the balance now. */
export const ZCreditLogAnswer = z.object({
  results: z.array(ZCreditLogRow),
  count: z.number().int(),
  credit_balance: z.number(),
  credit_limit: z.number(),
  available_credit: z.number(),
  /** Credits waiting for approval, oldest first: in no balance until approved. */
  pending_credits: z.array(ZCreditApprovalRow).max(PENDING_CREDITS_SHOWN),
  pending_count: z.number().int(),
  /** The sum of every pending credit, rupees. */
  pending_total: z.number(),
});
export type CreditLogAnswer = z.infer<typeof ZCreditLogAnswer>;

/**
 * POST /api/distributors/{code}/credit/: the ledger entry, or (above the threshold) the credit
 * waiting for approval, which changes no balance yet.
 */
export const ZManualCreditAnswer = z.object({
  success: z.literal(true),
  message: ZAnswerMessage,
  entry: ZCreditLogRow.nullable(),
  pending_credit: ZCreditApprovalRow.nullable(),
  credit_balance: z.number(),
  available_credit: z.number(),
});
export type ManualCreditAnswer = z.infer<typeof ZManualCreditAnswer>;

/** PUT /api/distributors/{code}/credit-approvals/{id}/: the credit decided, and the balance. */
export const ZCreditDecisionAnswer = z.object({
  success: z.literal(true),
  message: ZAnswerMessage,
  credit: ZCreditApprovalRow,
  /** The ledger entry an approval posted; null on a rejection. */
  entry: ZCreditLogRow.nullable(),
  credit_balance: z.number(),
  available_credit: z.number(),
});
export type CreditDecisionAnswer = z.infer<typeof ZCreditDecisionAnswer>;
