import { dealerCreditApprovals, type DealerCreditApprovalRow } from '@backoffice/db/schema';
import { toWireRupees } from '@backoffice/domain/core/money';
import {
  availableCredit,
  type ApprovableCreditSource,
  creditDecisionRefusal,
  DISTRIBUTION_MESSAGES as M,
  type CreditApprovalStatus,
  type CreditDecisionAnswer,
  type TCreditDecisionRequest,
} from '@backoffice/domain/distribution';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../../core/context';
import { onceOnly, type IdempotentRequest } from '../../../core/idempotency/idempotency';
import { runUseCase, type StaffCaller, type UseCaseScope } from '../../../core/use-case';
import { distributionError } from '../distribution.errors';
import { creditBalanceOf, distributorByCode } from '../distributors/distributors.queries';
import { creditApprovalForDecision, creditApprovalRow, raiserName } from './credit-approvals';
import { creditLogRow, postCreditEntry } from './credit-entries';

/** Which waiting credit a decision is on. */
export interface CreditDecisionTarget {
  code: string;
  id: number;
}

/** Refuses a decision the rules do not allow: not found, the maker's own, decided, stale. */
function checkDecision(
  credit: DealerCreditApprovalRow | null,
  caller: StaffCaller,
  version: number,
): DealerCreditApprovalRow {
  if (!credit) throw distributionError('distribution.credit_not_found');
  const refusal = creditDecisionRefusal(
    {
      status: credit.status as CreditApprovalStatus,
      raised_by_login_id: credit.raised_by_login_id,
    },
    caller.login_id,
  );
  if (refusal === 'own_credit') throw distributionError('distribution.own_credit');
  if (refusal === 'decided') throw distributionError('distribution.credit_decided');
  if (credit.version !== version) throw distributionError('distribution.credit_stale');
  return credit;
}

/** Writes the decision on the locked row (and its ledger entry's id) and audits it. */
async function writeDecision(
  { tx, now, caller, record }: UseCaseScope<StaffCaller>,
  credit: DealerCreditApprovalRow,
  input: TCreditDecisionRequest,
  entryId: number | null,
): Promise<DealerCreditApprovalRow> {
  const status: CreditApprovalStatus = input.decision === 'approve' ? 'approved' : 'rejected';
  const [decided] = await tx
    .update(dealerCreditApprovals)
    .set({
      status,
      decided_by_login_id: caller.login_id,
      decided_at: now,
      decision_comment: input.comment,
      entry_id: entryId,
      version: credit.version + 1,
    })
    .where(eq(dealerCreditApprovals.id, credit.id))
    .returning();
  if (!decided) throw new Error('writeDecision: the update returned no row');
  await record.change({
    entity: 'dealer_credit_approval',
    id: credit.id,
    changes: {
      status: { before: credit.status, after: status },
      entry_id: { before: null, after: entryId },
    },
    reason: input.comment,
  });
  return decided;
}

/**
 * PUT /api/distributors/{code}/credit-approvals/{id}/: a Finance pod leader other than the maker
 * approves a pending credit (posting its one ledger entry, dated and credited to the maker) or
 * rejects it, with a comment, once per Idempotency-Key and at the version read. The distributor
 * and then the credit are locked, so parallel decisions count it once and the others are 409.
 */
export function decideCredit(
  ctx: AppContext,
  caller: StaffCaller,
  target: CreditDecisionTarget,
  input: TCreditDecisionRequest,
  idempotent: IdempotentRequest | null,
): Promise<CreditDecisionAnswer> {
  return runUseCase(ctx, caller, (scope) =>
    onceOnly(scope.tx, idempotent, async () => {
      const distributor = await distributorByCode(scope.tx, target.code, true);
      if (!distributor) throw distributionError('distribution.distributor_not_found');
      const credit = checkDecision(
        await creditApprovalForDecision(scope.tx, distributor.id, target.id),
        caller,
        input.version,
      );
      const entry =
        input.decision === 'approve'
          ? await postCreditEntry(scope, {
              distributor,
              source: credit.source as ApprovableCreditSource,
              amountPaise: credit.amount_paise,
              remark: credit.remark,
              transactionAt: credit.transaction_at,
              uploadId: credit.upload_id,
              createdByLoginId: credit.raised_by_login_id,
            })
          : null;
      const decided = await writeDecision(scope, credit, input, entry?.id ?? null);
      const balance = await creditBalanceOf(scope.tx, distributor.id);
      const raisedBy = await raiserName(scope.tx, credit.raised_by_login_id);
      return {
        success: true,
        message: entry ? M.creditApproved : M.creditRejected,
        credit: creditApprovalRow(decided, { raisedBy, decidedBy: caller.name }),
        entry: entry ? creditLogRow(entry, raisedBy, caller.name) : null,
        credit_balance: toWireRupees(balance),
        available_credit: toWireRupees(availableCredit(balance, distributor.credit_limit_paise)),
      };
    }),
  );
}
