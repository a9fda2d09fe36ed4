import { z } from 'zod';
import { idParam } from '../core/validation/wire-number';
import type { CreditSource } from './credit-ledger';
import { CREDIT_REMARK_MAX, ZDistributorCodeParams, ZVersion } from './distributor-form';
import { DISTRIBUTION_MESSAGES as M } from './messages';

/**
 * Credit needs a second person (maker-checker, docs/distribution.md): a manual credit or an
 * uploaded credit-points row above the configured amount waits for a Finance pod leader's
 * approval before it is posted to the ledger, like a distributor waits for Finance to activate
 * it. Until then it counts in no balance and no available credit.
 */
export const CREDIT_APPROVAL_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type CreditApprovalStatus = (typeof CREDIT_APPROVAL_STATUSES)[number];

/** What the ledger shows for each state of a credit that needed approval. */
export const CREDIT_APPROVAL_STATUS_LABELS: Record<CreditApprovalStatus, string> = {
  pending: 'Pending approval',
  approved: 'Approved',
  rejected: 'Rejected',
};

/** The sources whose credits may wait for approval: what people add, not what orders post. */
export const APPROVABLE_CREDIT_SOURCES = ['upload', 'manual'] as const satisfies CreditSource[];
export type ApprovableCreditSource = (typeof APPROVABLE_CREDIT_SOURCES)[number];

/** Whether a credit of `amountPaise` waits for approval: it is above the threshold. */
export function needsCreditApproval(amountPaise: number, thresholdPaise: number): boolean {
  return amountPaise > thresholdPaise;
}

/** Why a decision on a waiting credit is refused, or null when the decider may decide it. */
export type CreditDecisionRefusal = 'own_credit' | 'decided';

/**
 * Whether `deciderLoginId` may approve or reject a credit: never the person who raised it (the
 * maker is not the checker), and only while it is pending. Who may decide at all is the
 * capability `distribution:approve-credit` (a Finance pod leader).
 */
export function creditDecisionRefusal(
  credit: { status: CreditApprovalStatus; raised_by_login_id: number | null },
  deciderLoginId: number,
): CreditDecisionRefusal | null {
  if (credit.raised_by_login_id === deciderLoginId) return 'own_credit';
  if (credit.status !== 'pending') return 'decided';
  return null;
}

/** The two decisions on a waiting credit. */
export const CREDIT_DECISIONS = ['approve', 'reject'] as const;
export type CreditDecision = (typeof CREDIT_DECISIONS)[number];

/** The longest comment of a decision. */
export const CREDIT_DECISION_COMMENT_MAX = CREDIT_REMARK_MAX;

/** PUT /api/distributors/{code}/credit-approvals/{id}/: approve or reject, with a comment. */
export const ZCreditDecisionRequest = z.object({
  decision: z.enum(CREDIT_DECISIONS, { error: M.decisionRequired }),
  comment: z
    .string({ error: M.commentRequired })
    .trim()
    .min(1, M.commentRequired)
    .max(CREDIT_DECISION_COMMENT_MAX, M.tooLong('Comments', CREDIT_DECISION_COMMENT_MAX)),
  version: ZVersion,
});
export type TCreditDecisionRequestInput = z.input<typeof ZCreditDecisionRequest>;
export type TCreditDecisionRequest = z.output<typeof ZCreditDecisionRequest>;

/** The path parameters of a decision: the distributor and the waiting credit. */
export const ZCreditApprovalParams = ZDistributorCodeParams.extend({
  id: idParam(M.creditIdInvalid),
});
