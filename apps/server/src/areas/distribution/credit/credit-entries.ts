import {
  dealerCreditApprovals,
  dealerCreditEntries,
  staff,
  type DealerCreditEntryRow,
  type DistributorDbRow,
} from '@backoffice/db/schema';
import { toWireRupees } from '@backoffice/domain/core/money';
import {
  CREDIT_SOURCE_LABELS,
  SOURCE_TRANSACTION_TYPE,
  type CreditLogRow,
  type CreditSource,
} from '@backoffice/domain/distribution';
import { desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '@backoffice/db';
import type { UseCaseScope } from '../../../core/use-case';

/** One entry to post: its source fixes Credit or Debit (domain SOURCE_TRANSACTION_TYPE). */
export interface NewCreditEntry {
  distributor: DistributorDbRow;
  source: CreditSource;
  amountPaise: number;
  remark: string;
  /** When the credit was given; the use case's time when not given. */
  transactionAt?: Date;
  orderRandomId?: string | null;
  uploadId?: string | null;
  /** Who made it, when not the caller: the maker of a credit a Finance pod leader approved. */
  createdByLoginId?: number | null;
}

/**
 * Appends one entry to the dealer credit ledger and audits it (entity dealer_credit_entry). The
 * caller holds the distributor's row lock when the balance was checked first (orders).
 */
export async function postCreditEntry(
  { tx, now, caller, record }: UseCaseScope,
  entry: NewCreditEntry,
): Promise<DealerCreditEntryRow> {
  const type = SOURCE_TRANSACTION_TYPE[entry.source];
  const [row] = await tx
    .insert(dealerCreditEntries)
    .values({
      distributor_id: entry.distributor.id,
      transaction_type: type,
      amount_paise: entry.amountPaise,
      source: entry.source,
      remark: entry.remark,
      transaction_at: entry.transactionAt ?? now,
      order_random_id: entry.orderRandomId ?? null,
      upload_id: entry.uploadId ?? null,
      created_by_login_id:
        entry.createdByLoginId === undefined ? caller.login_id : entry.createdByLoginId,
      created_at: now,
    })
    .returning();
  if (!row) throw new Error('postCreditEntry: the insert returned no row');
  await record.change({
    entity: 'dealer_credit_entry',
    id: row.id,
    changes: {
      distributor_code: { before: null, after: entry.distributor.distributor_code },
      transaction_type: { before: null, after: type },
      amount_paise: { before: null, after: entry.amountPaise },
      source: { before: null, after: entry.source },
      order_random_id: { before: null, after: row.order_random_id },
    },
    reason: entry.remark,
  });
  return row;
}

/** An entry as the credit history shows it, with who made it and who approved it (if anyone). */
export function creditLogRow(
  row: DealerCreditEntryRow,
  createdBy: string | null,
  approvedBy: string | null = null,
): CreditLogRow {
  const source = row.source as CreditSource;
  return {
    id: row.id,
    amount: toWireRupees(row.amount_paise),
    remark: row.remark,
    transaction_at: row.transaction_at.toISOString(),
    transaction_type: SOURCE_TRANSACTION_TYPE[source],
    source,
    source_label: CREDIT_SOURCE_LABELS[source],
    order_random_id: row.order_random_id,
    created_by: createdBy,
    approved_by: approvedBy,
  };
}

const approver = alias(staff, 'approver');

/** One page of a distributor's entries, newest first, with who made and who approved each. */
export async function creditEntryPage(
  db: Database,
  distributorId: number,
  page: { limit: number; offset: number },
): Promise<{ entry: DealerCreditEntryRow; by: string | null; approvedBy: string | null }[]> {
  return db
    .select({ entry: dealerCreditEntries, by: staff.name, approvedBy: approver.name })
    .from(dealerCreditEntries)
    .leftJoin(staff, eq(staff.login_id, dealerCreditEntries.created_by_login_id))
    .leftJoin(dealerCreditApprovals, eq(dealerCreditApprovals.entry_id, dealerCreditEntries.id))
    .leftJoin(approver, eq(approver.login_id, dealerCreditApprovals.decided_by_login_id))
    .where(eq(dealerCreditEntries.distributor_id, distributorId))
    .orderBy(desc(dealerCreditEntries.transaction_at), desc(dealerCreditEntries.id))
    .limit(page.limit)
    .offset(page.offset);
}
