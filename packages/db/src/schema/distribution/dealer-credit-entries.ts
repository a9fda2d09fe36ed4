import { CREDIT_SOURCES, CREDIT_TRANSACTION_TYPES } from '@backoffice/domain/distribution';
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
import { distributors } from './distributors';

/**
 * The dealer credit ledger (docs/distribution.md): append-only, never updated or deleted. An
 * entry is a positive amount of paise, a Credit (credit points uploaded, a manual credit, the
 * reversal of a cancelled order) or a Debit (an order paid by credit); the balance is the sum.
 * An order is debited once and reversed at most once (the partial unique indexes).
 */
export const dealerCreditEntries = pgTable(
  'dealer_credit_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    distributor_id: integer('distributor_id')
      .notNull()
      .references(() => distributors.id),
    transaction_type: text('transaction_type').notNull(),
    amount_paise: bigint('amount_paise', { mode: 'number' }).notNull(),
    source: text('source').notNull(),
    remark: text('remark').notNull(),
    /** When the credit was given or the order placed (an upload may name an earlier day). */
    transaction_at: timestamptz('transaction_at').notNull(),
    /** The distributor order a debit or reversal belongs to. */
    order_random_id: text('order_random_id'),
    /** The sheet upload a credit came from. */
    upload_id: uuid('upload_id'),
    created_by_login_id: integer('created_by_login_id').references(() => staff.login_id),
    created_at: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    check('dealer_credit_entries_amount_check', sql`${t.amount_paise} > 0`),
    check('dealer_credit_entries_type_check', oneOf(t.transaction_type, CREDIT_TRANSACTION_TYPES)),
    check('dealer_credit_entries_source_check', oneOf(t.source, CREDIT_SOURCES)),
    check(
      'dealer_credit_entries_source_type_check',
      sql`(${t.source} = 'order') = (${t.transaction_type} = 'Debit')`,
    ),
    check(
      'dealer_credit_entries_order_check',
      sql`(${t.source} in ('order', 'reversal')) = (${t.order_random_id} is not null)`,
    ),
    index('dealer_credit_entries_distributor_idx').on(t.distributor_id, t.transaction_at, t.id),
    uniqueIndex('dealer_credit_entries_order_debit_idx')
      .on(t.order_random_id)
      .where(sql`${t.source} = 'order'`),
    uniqueIndex('dealer_credit_entries_order_reversal_idx')
      .on(t.order_random_id)
      .where(sql`${t.source} = 'reversal'`),
  ],
);

export type DealerCreditEntryRow = typeof dealerCreditEntries.$inferSelect;
export type NewDealerCreditEntryRow = typeof dealerCreditEntries.$inferInsert;
