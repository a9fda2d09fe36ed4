import {
  BANK_DETAILS_SOURCES,
  BANK_VERIFICATION_STATUS_CODES,
  type BankDetailsSource,
  type BankVerificationStatus,
} from '@backoffice/domain/refunds';
import { bigint, bigserial, check, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { oneOf } from '../core/checks';
import { rowTimes, rowVersion, timestamptz } from '../core/columns';
import { staff } from '../identity/staff';
import { refunds } from './refunds';

/**
 * The bank account a refund is paid to (one per refund): typed by Finance or by the customer on
 * the public page, and the verification service's finding (status, the holder's name at the
 * bank, its message, who asked and when). A change of the account resets the finding.
 */
export const refundBankDetails = pgTable(
  'refund_bank_details',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    refund_id: bigint('refund_id', { mode: 'number' })
      .notNull()
      .references(() => refunds.id),
    account_holder_name: text('account_holder_name').notNull(),
    account_number: text('account_number').notNull(),
    ifsc: text('ifsc').notNull(),
    source: text('source').$type<BankDetailsSource>().notNull(),
    verification_status: text('verification_status')
      .$type<BankVerificationStatus>()
      .notNull()
      .default('NOT_VERIFIED'),
    name_at_bank: text('name_at_bank'),
    verification_message: text('verification_message'),
    verified_by_login_id: integer('verified_by_login_id').references(() => staff.login_id),
    verified_at: timestamptz('verified_at'),
    /** Who typed the account; null when the customer did, through the link. */
    updated_by_login_id: integer('updated_by_login_id').references(() => staff.login_id),
    ...rowTimes(),
    version: rowVersion(),
  },
  (t) => [
    uniqueIndex('refund_bank_details_refund_id_idx').on(t.refund_id),
    check('refund_bank_details_source_check', oneOf(t.source, BANK_DETAILS_SOURCES)),
    check(
      'refund_bank_details_verification_status_check',
      oneOf(t.verification_status, BANK_VERIFICATION_STATUS_CODES),
    ),
  ],
);

export type RefundBankDetailsRow = typeof refundBankDetails.$inferSelect;
export type NewRefundBankDetailsRow = typeof refundBankDetails.$inferInsert;
