import {
  APPROVABLE_CREDIT_SOURCES,
  CREDIT_APPROVAL_STATUSES,
} from '@backoffice/domain/distribution';
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
  uuid,
} from 'drizzle-orm/pg-core';
import { oneOf } from '../core/checks';
import { timestamptz } from '../core/columns';
import { staff } from '../identity/staff';
import { dealerCreditEntries } from './dealer-credit-entries';
import { distributors } from './distributors';

/**
 * Credits that need a second person (docs/distribution.md): a manual credit or an uploaded
 * credit-points row above the configured amount waits here, in no balance, until a Finance pod
 * leader other than the maker approves it (posting its one ledger entry, `entry_id`) or rejects
 * it. A decision moves `pending` on once, under the row's lock and `version`.
 */
export const dealerCreditApprovals = pgTable(
  'dealer_credit_approvals',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    distributor_id: integer('distributor_id')
      .notNull()
      .references(() => distributors.id),
    source: text('source').notNull(),
    amount_paise: bigint('amount_paise', { mode: 'number' }).notNull(),
    remark: text('remark').notNull(),
    /** The day the credit is for (an upload may name an earlier day); the entry carries it. */
    transaction_at: timestamptz('transaction_at').notNull(),
    /** The sheet upload a credit came from. */
    upload_id: uuid('upload_id'),
    status: text('status').notNull().default('pending'),
    raised_by_login_id: integer('raised_by_login_id').references(() => staff.login_id),
    raised_at: timestamptz('raised_at').notNull(),
    decided_by_login_id: integer('decided_by_login_id').references(() => staff.login_id),
    decided_at: timestamptz('decided_at'),
    decision_comment: text('decision_comment'),
    /** The ledger entry the approval posted. */
    entry_id: bigint('entry_id', { mode: 'number' }).references(() => dealerCreditEntries.id),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    check('dealer_credit_approvals_amount_check', sql`${t.amount_paise} > 0`),
    check('dealer_credit_approvals_source_check', oneOf(t.source, APPROVABLE_CREDIT_SOURCES)),
    check('dealer_credit_approvals_status_check', oneOf(t.status, CREDIT_APPROVAL_STATUSES)),
    check(
      'dealer_credit_approvals_upload_check',
      sql`(${t.source} = 'upload') = (${t.upload_id} is not null)`,
    ),
    check(
      'dealer_credit_approvals_decided_check',
      sql`(${t.status} = 'pending') = (${t.decided_at} is null)`,
    ),
    check(
      'dealer_credit_approvals_entry_check',
      sql`(${t.status} = 'approved') = (${t.entry_id} is not null)`,
    ),
    check(
      'dealer_credit_approvals_maker_checker_check',
      sql`${t.decided_by_login_id} is distinct from ${t.raised_by_login_id} or ${t.decided_by_login_id} is null`,
    ),
    uniqueIndex('dealer_credit_approvals_entry_idx').on(t.entry_id),
    index('dealer_credit_approvals_pending_idx')
      .on(t.distributor_id, t.raised_at, t.id)
      .where(sql`${t.status} = 'pending'`),
  ],
);

export type DealerCreditApprovalRow = typeof dealerCreditApprovals.$inferSelect;
export type NewDealerCreditApprovalRow = typeof dealerCreditApprovals.$inferInsert;
