import { bigint, bigserial, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamptz } from '../core/columns';
import { staff } from '../identity/staff';
import { refunds } from './refunds';

/**
 * The bank-details links sent to customers (refunds/send-bank-details-form-url): the hash of the
 * link's token (the token itself is only in the customer's message), when it was sent, when it
 * expires (24 hours later) and when its one submission was made.
 */
export const refundBankLinks = pgTable(
  'refund_bank_links',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    refund_id: bigint('refund_id', { mode: 'number' })
      .notNull()
      .references(() => refunds.id),
    token_hash: text('token_hash').notNull(),
    sent_to: text('sent_to').notNull(),
    sent_by_login_id: integer('sent_by_login_id').references(() => staff.login_id),
    sent_at: timestamptz('sent_at').notNull().defaultNow(),
    expires_at: timestamptz('expires_at').notNull(),
    used_at: timestamptz('used_at'),
  },
  (t) => [
    uniqueIndex('refund_bank_links_token_hash_idx').on(t.token_hash),
    index('refund_bank_links_refund_id_idx').on(t.refund_id, t.sent_at),
  ],
);

export type RefundBankLinkRow = typeof refundBankLinks.$inferSelect;
export type NewRefundBankLinkRow = typeof refundBankLinks.$inferInsert;
