import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { timestamptz } from '../core/columns';
import { staff } from '../identity/staff';
import { retailStores } from './stores';

/**
 * The receipts of the Prepaid Cash Upload (docs/uploads.md): cash a customer paid at the store in
 * advance for an order, each receipt number once. Its ledger movement (`movement_id`) is the cash
 * sale that put the cash into the agent's hands.
 */
export const retailPrepaidReceipts = pgTable(
  'retail_prepaid_receipts',
  {
    receipt_number: text('receipt_number').primaryKey(),
    retail_store_id: text('retail_store_id')
      .notNull()
      .references(() => retailStores.retail_store_id),
    order_random_id: text('order_random_id').notNull(),
    amount_paise: bigint('amount_paise', { mode: 'number' }).notNull(),
    collected_on: date('collected_on', { mode: 'string' }).notNull(),
    agent_login_id: integer('agent_login_id')
      .notNull()
      .references(() => staff.login_id),
    movement_id: uuid('movement_id').notNull(),
    upload_id: uuid('upload_id').notNull(),
    recorded_by_login_id: integer('recorded_by_login_id')
      .notNull()
      .references(() => staff.login_id),
    recorded_at: timestamptz('recorded_at').notNull().defaultNow(),
  },
  (t) => [
    check('retail_prepaid_receipts_amount_check', sql`${t.amount_paise} > 0`),
    index('retail_prepaid_receipts_store_idx').on(t.retail_store_id, t.recorded_at),
  ],
);
