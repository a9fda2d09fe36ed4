import type { Database } from '@backoffice/db';
import {
  dealerCreditApprovals,
  staff,
  type DealerCreditApprovalRow,
  type DealerCreditEntryRow,
} from '@backoffice/db/schema';
import { toWireRupees } from '@backoffice/domain/core/money';
import {
  CREDIT_APPROVAL_STATUS_LABELS,
  CREDIT_SOURCE_LABELS,
  needsCreditApproval,
  PENDING_CREDITS_SHOWN,
  type ApprovableCreditSource,
  type CreditApprovalRow,
  type CreditApprovalStatus,
} from '@backoffice/domain/distribution';
import { and, asc, count, eq, sum } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { UseCaseScope } from '../../../core/use-case';
import { postCreditEntry, type NewCreditEntry } from './credit-entries';

/** A credit people add (a manual credit, an uploaded credit-points row). */
export type AddedCredit = NewCreditEntry & { source: ApprovableCreditSource };

/** What adding a credit came to: posted to the ledger, or held for a Finance pod leader. */
export type AddedCreditOutcome =
  { posted: DealerCreditEntryRow; held: null } | { posted: null; held: DealerCreditApprovalRow };

/**
 * Adds a credit: posted to the ledger at once when it is within the threshold, else held as a
 * pending credit (in no balance) until a Finance pod leader other than the maker approves it.
 */
export async function postOrHoldCredit(
  scope: UseCaseScope,
  thresholdPaise: number,
  credit: AddedCredit,
): Promise<AddedCreditOutcome> {
  if (!needsCreditApproval(credit.amountPaise, thresholdPaise)) {
    return { posted: await postCreditEntry(scope, credit), held: null };
  }
  return { posted: null, held: await holdCredit(scope, credit) };
}

/** Records a credit as pending approval and audits it (entity dealer_credit_approval). */
async function holdCredit(
  { tx, now, caller, record }: UseCaseScope,
  credit: AddedCredit,
): Promise<DealerCreditApprovalRow> {
  const [row] = await tx
    .insert(dealerCreditApprovals)
    .values({
      distributor_id: credit.distributor.id,
      source: credit.source,
      amount_paise: credit.amountPaise,
      remark: credit.remark,
      transaction_at: credit.transactionAt ?? now,
      upload_id: credit.uploadId ?? null,
      raised_by_login_id: caller.login_id,
      raised_at: now,
    })
    .returning();
  if (!row) throw new Error('holdCredit: the insert returned no row');
  await record.change({
    entity: 'dealer_credit_approval',
    id: row.id,
    changes: {
      distributor_code: { before: null, after: credit.distributor.distributor_code },
      amount_paise: { before: null, after: credit.amountPaise },
      source: { before: null, after: credit.source },
      status: { before: null, after: row.status },
    },
    reason: credit.remark,
  });
  return row;
}

/** Who raised and who decided a credit, by name. */
export interface ApprovalNames {
  raisedBy: string | null;
  decidedBy: string | null;
}

/** A credit that needed approval, as the ledger shows it. */
export function creditApprovalRow(
  row: DealerCreditApprovalRow,
  names: ApprovalNames,
): CreditApprovalRow {
  const source = row.source as ApprovableCreditSource;
  const status = row.status as CreditApprovalStatus;
  return {
    id: row.id,
    amount: toWireRupees(row.amount_paise),
    remark: row.remark,
    transaction_at: row.transaction_at.toISOString(),
    source,
    source_label: CREDIT_SOURCE_LABELS[source],
    status,
    status_label: CREDIT_APPROVAL_STATUS_LABELS[status],
    raised_at: row.raised_at.toISOString(),
    raised_by: names.raisedBy,
    raised_by_login_id: row.raised_by_login_id,
    decided_by: names.decidedBy,
    decided_at: row.decided_at?.toISOString() ?? null,
    decision_comment: row.decision_comment,
    version: row.version,
  };
}

const raiser = alias(staff, 'raiser');
const decider = alias(staff, 'decider');

/** A distributor's pending credits, oldest first (the first PENDING_CREDITS_SHOWN), with names. */
export async function pendingCreditsOf(
  db: Database,
  distributorId: number,
): Promise<{ rows: CreditApprovalRow[]; count: number; totalPaise: number }> {
  const pending = and(
    eq(dealerCreditApprovals.distributor_id, distributorId),
    eq(dealerCreditApprovals.status, 'pending'),
  );
  const rows = await db
    .select({ row: dealerCreditApprovals, raisedBy: raiser.name, decidedBy: decider.name })
    .from(dealerCreditApprovals)
    .leftJoin(raiser, eq(raiser.login_id, dealerCreditApprovals.raised_by_login_id))
    .leftJoin(decider, eq(decider.login_id, dealerCreditApprovals.decided_by_login_id))
    .where(pending)
    .orderBy(asc(dealerCreditApprovals.raised_at), asc(dealerCreditApprovals.id))
    .limit(PENDING_CREDITS_SHOWN);
  const [total] = await db
    .select({ n: count(), paise: sum(dealerCreditApprovals.amount_paise) })
    .from(dealerCreditApprovals)
    .where(pending);
  return {
    rows: rows.map((r) => creditApprovalRow(r.row, r)),
    count: total?.n ?? 0,
    totalPaise: Number(total?.paise ?? 0),
  };
}

/** A distributor's credit that needed approval, locked for its decision (null when none). */
export async function creditApprovalForDecision(
  tx: Database,
  distributorId: number,
  id: number,
): Promise<DealerCreditApprovalRow | null> {
  const [row] = await tx
    .select()
    .from(dealerCreditApprovals)
    .where(
      and(
        eq(dealerCreditApprovals.id, id),
        eq(dealerCreditApprovals.distributor_id, distributorId),
      ),
    )
    .for('update');
  return row ?? null;
}

/** The name of whoever raised a credit (null for the system or an unknown account). */
export async function raiserName(db: Database, loginId: number | null): Promise<string | null> {
  if (loginId === null) return null;
  const [row] = await db
    .select({ name: staff.name })
    .from(staff)
    .where(eq(staff.login_id, loginId));
  return row?.name ?? null;
}
