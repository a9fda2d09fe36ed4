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
} from 'drizzle-orm/pg-core';
import type { WalletPot } from '@backoffice/domain/sales/wallet';
import { oneOf } from '../core/checks';
import { timestamptz } from '../core/columns';
import { staff } from '../identity/staff';
import { customers } from '../orders/customers';
import { orders } from '../orders/orders';
import { refunds } from '../refunds/refunds';

/**
 * The customers' wallet ledger (docs/retail.md "Wallet"): append-only, balances are read from
 * the entries. Pot a is credit earned on orders (entered once every item is delivered, valid 6
 * months: valid_until), pot b refund credit (never lapses). Credits are positive, debits (an
 * order using the credit) negative. A source key names what an entry is for (the credit an order
 * earned, the credit a cancelled till sale gives back) and is unique, so it is posted once.
 */
export const walletEntries = pgTable(
  'wallet_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    customer_id: bigint('customer_id', { mode: 'number' })
      .notNull()
      .references(() => customers.id),
    pot: text('pot').$type<WalletPot>().notNull(),
    amount_paise: bigint('amount_paise', { mode: 'number' }).notNull(),
    reason: text('reason').notNull(),
    order_id: bigint('order_id', { mode: 'number' }).references(() => orders.id),
    refund_id: bigint('refund_id', { mode: 'number' }).references(() => refunds.id),
    valid_until: timestamptz('valid_until'),
    source_key: text('source_key'),
    actor_login_id: integer('actor_login_id')
      .notNull()
      .references(() => staff.login_id),
    created_at: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    check('wallet_entries_pot_check', oneOf(t.pot, ['a', 'b'])),
    check('wallet_entries_amount_check', sql`${t.amount_paise} <> 0`),
    check('wallet_entries_reason_check', sql`char_length(${t.reason}) between 1 and 500`),
    check(
      'wallet_entries_valid_until_check',
      sql`(${t.pot} = 'a' and ${t.amount_paise} > 0) = (${t.valid_until} is not null)`,
    ),
    check(
      'wallet_entries_source_key_check',
      sql`${t.source_key} is null or char_length(${t.source_key}) between 1 and 100`,
    ),
    uniqueIndex('wallet_entries_source_key_idx').on(t.source_key),
    index('wallet_entries_customer_idx').on(t.customer_id, t.created_at),
    index('wallet_entries_order_idx').on(t.order_id),
    index('wallet_entries_refund_idx').on(t.refund_id),
  ],
);

export type WalletEntryRow = typeof walletEntries.$inferSelect;
