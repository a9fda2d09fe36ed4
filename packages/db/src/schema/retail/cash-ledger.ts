import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { timestamptz } from '../core/columns';
import { staff } from '../identity/staff';
import { retailStores } from './stores';

/**
 * The store cash custody ledger (docs/retail.md): append-only. A movement is two entries with the
 * same movement_id whose amounts sum to zero: what leaves one account and what reaches another.
 * Balances are sums of entries. An entry names its account (kind and, for a person or cash in
 * transit, the login), the notes counted, who made it, why, and what it belongs to (an order, a
 * float, a hand-over or a dispute).
 */
export const retailCashEntries = pgTable(
  'retail_cash_entries',
  {
    entry_id: bigserial('entry_id', { mode: 'number' }).primaryKey(),
    movement_id: uuid('movement_id').notNull(),
    movement_kind: text('movement_kind').notNull(),
    retail_store_id: text('retail_store_id')
      .notNull()
      .references(() => retailStores.retail_store_id),
    account_kind: text('account_kind').notNull(),
    holder_login_id: integer('holder_login_id').references(() => staff.login_id),
    amount_paise: bigint('amount_paise', { mode: 'number' }).notNull(),
    denominations: jsonb('denominations').$type<Record<string, number>>(),
    at: timestamptz('at').notNull().defaultNow(),
    by_login_id: integer('by_login_id').references(() => staff.login_id),
    reason: text('reason'),
    order_random_id: text('order_random_id'),
    payment_mode: integer('payment_mode'),
    float_id: integer('float_id'),
    hand_over_id: integer('hand_over_id'),
    dispute_id: integer('dispute_id'),
  },
  (t) => [
    check(
      'retail_cash_entries_account_kind_check',
      sql`${t.account_kind} in ('sales', 'store_till', 'person', 'transit', 'bank', 'disputed', 'written_off')`,
    ),
    check(
      'retail_cash_entries_holder_check',
      sql`(${t.account_kind} in ('person', 'transit')) = (${t.holder_login_id} is not null)`,
    ),
    check('retail_cash_entries_amount_check', sql`${t.amount_paise} <> 0`),
    check(
      'retail_cash_entries_denominations_check',
      sql`${t.denominations} is null or jsonb_typeof(${t.denominations}) = 'object'`,
    ),
    index('retail_cash_entries_store_account_idx').on(
      t.retail_store_id,
      t.account_kind,
      t.holder_login_id,
    ),
    index('retail_cash_entries_store_at_idx').on(t.retail_store_id, t.at),
    index('retail_cash_entries_movement_idx').on(t.movement_id),
    index('retail_cash_entries_sales_idx')
      .on(t.retail_store_id, t.holder_login_id, t.at)
      .where(sql`${t.movement_kind} = 'cash_sale' and ${t.account_kind} = 'person'`),
  ],
);

export type RetailCashEntryRow = typeof retailCashEntries.$inferSelect;
