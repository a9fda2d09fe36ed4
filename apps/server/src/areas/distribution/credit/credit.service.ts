import { dealerCreditEntries } from '@backoffice/db/schema';
import { toWireRupees } from '@backoffice/domain/core/money';
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
import { creditEntryPage, creditLogRow, postCreditEntry } from './credit-entries';

/**
 * GET /api/distributors/{code}/credit-log/: the credit transaction history, newest first, with
 * the balance (the ledger's sum), the limit and what an order may still spend.
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
  return {
    results: rows.map((r) => creditLogRow(r.entry, r.by)),
    count: total?.n ?? 0,
    credit_balance: toWireRupees(balance),
    credit_limit: toWireRupees(distributor.credit_limit_paise),
    available_credit: toWireRupees(availableCredit(balance, distributor.credit_limit_paise)),
  };
}

/**
 * POST /api/distributors/{code}/credit/: a manual Credit with its remark, once per
 * Idempotency-Key, audited; answers the entry and the balance after it.
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
      const entry = await postCreditEntry(scope, {
        distributor,
        source: 'manual',
        amountPaise: input.amount,
        remark: input.remark,
      });
      const balance = await creditBalanceOf(scope.tx, distributor.id);
      return {
        success: true,
        message: M.credited,
        entry: creditLogRow(entry, caller.name),
        credit_balance: toWireRupees(balance),
        available_credit: toWireRupees(availableCredit(balance, distributor.credit_limit_paise)),
      };
    }),
  );
}
