import { dealerCreditEntries } from '@backoffice/db/schema';
import { formatPaise, toWireRupees } from '@backoffice/domain/core/money';
import {
  availableCredit,
  DISTRIBUTION_MESSAGES as M,
  type CreditLogAnswer,
  type ManualCreditAnswer,
  type TCreditLogQuery,
  type TManualCreditRequest,
} from '@backoffice/domain/distribution';
import { count, eq } from 'drizzle-orm';
import type { AppContext } from '../../../core/context';
import { onceOnly, type IdempotentRequest } from '../../../core/idempotency/idempotency';
import { runUseCase, type StaffCaller } from '../../../core/use-case';
import { distributionError } from '../distribution.errors';
import { creditBalanceOf, distributorByCode } from '../distributors/distributors.queries';
import { creditApprovalRow, pendingCreditsOf, postOrHoldCredit } from './credit-approvals';
import { creditEntryPage, creditLogRow } from './credit-entries';

/**
 * GET /api/distributors/{code}/credit-log/: the credit transaction history, newest first, with
 * the balance (the ledger's sum), the limit and what an order may still spend, and the credits
 * pending a Finance pod leader's approval (in none of those figures).
 */
export async function creditLog(
  ctx: AppContext,
  code: string,
  query: TCreditLogQuery,
): Promise<CreditLogAnswer> {
  const distributor = await distributorByCode(ctx.db, code);
  if (!distributor) throw distributionError('distribution.distributor_not_found');
  const rows = await creditEntryPage(ctx.db, distributor.id, query);
  const [total] = await ctx.db
    .select({ n: count() })
    .from(dealerCreditEntries)
    .where(eq(dealerCreditEntries.distributor_id, distributor.id));
  const balance = await creditBalanceOf(ctx.db, distributor.id);
  const pending = await pendingCreditsOf(ctx.db, distributor.id);
  return {
    results: rows.map((r) => creditLogRow(r.entry, r.by, r.approvedBy)),
    count: total?.n ?? 0,
    credit_balance: toWireRupees(balance),
    credit_limit: toWireRupees(distributor.credit_limit_paise),
    available_credit: toWireRupees(availableCredit(balance, distributor.credit_limit_paise)),
    pending_credits: pending.rows,
    pending_count: pending.count,
    pending_total: toWireRupees(pending.totalPaise),
  };
}

/**
 * POST /api/distributors/{code}/credit/: a manual Credit with its remark, once per
 * Idempotency-Key, audited; answers the entry and the balance after it. A credit above the
 * threshold is held pending a Finance pod leader's approval and changes no balance yet.
 */
export function addManualCredit(
  ctx: AppContext,
  caller: StaffCaller,
  code: string,
  input: TManualCreditRequest,
  idempotent: IdempotentRequest | null,
): Promise<ManualCreditAnswer> {
  return runUseCase(ctx, caller, (scope) =>
    onceOnly(scope.tx, idempotent, async () => {
      const distributor = await distributorByCode(scope.tx, code, true);
      if (!distributor) throw distributionError('distribution.distributor_not_found');
      const added = await postOrHoldCredit(
        scope,
        ctx.config.distribution.creditApprovalThresholdPaise,
        { distributor, source: 'manual', amountPaise: input.amount, remark: input.remark },
      );
      const balance = await creditBalanceOf(scope.tx, distributor.id);
      const names = { raisedBy: caller.name, decidedBy: null };
      return {
        success: true,
        message: added.held ? M.creditPending(formatPaise(input.amount)) : M.credited,
        entry: added.posted && creditLogRow(added.posted, caller.name),
        pending_credit: added.held && creditApprovalRow(added.held, names),
        credit_balance: toWireRupees(balance),
        available_credit: toWireRupees(availableCredit(balance, distributor.credit_limit_paise)),
      };
    }),
  );
}
