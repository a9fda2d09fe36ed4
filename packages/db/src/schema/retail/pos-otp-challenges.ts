import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { tenDigitMobile } from '../core/checks';
import { timestamptz } from '../core/columns';
import { staff } from '../identity/staff';
import { retailStores } from './stores';

/**
 * A retail customer OTP: sent to a mobile by a store's staff, kept as a hash, valid a few
 * minutes, with the wrong attempts counted. A verified challenge lets that store open POS orders
 * for the mobile for a while.
 */
export const posOtpChallenges = pgTable(
  'pos_otp_challenges',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    mobile_number: text('mobile_number').notNull(),
    retail_store_id: text('retail_store_id')
      .notNull()
      .references(() => retailStores.retail_store_id),
    requested_by_login_id: integer('requested_by_login_id')
      .notNull()
      .references(() => staff.login_id),
    code_hash: text('code_hash').notNull(),
    expires_at: timestamptz('expires_at').notNull(),
    attempts: smallint('attempts').notNull().default(0),
    verified_at: timestamptz('verified_at'),
    created_at: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    check('pos_otp_challenges_mobile_check', tenDigitMobile(t.mobile_number)),
    check('pos_otp_challenges_attempts_check', sql`${t.attempts} >= 0`),
    index('pos_otp_challenges_mobile_idx').on(t.mobile_number, t.retail_store_id, t.created_at),
  ],
);

export type PosOtpChallengeRow = typeof posOtpChallenges.$inferSelect;
