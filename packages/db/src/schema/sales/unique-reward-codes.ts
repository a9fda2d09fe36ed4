import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamptz } from '../core/columns';
import { rewards } from './rewards';

/** A one-time code of a partnership reward, given to one customer (create unique rewards sheet). */
export const uniqueRewardCodes = pgTable(
  'unique_reward_codes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    reward_id: bigint('reward_id', { mode: 'number' })
      .notNull()
      .references(() => rewards.id),
    /** Unique across every reward, upper case. */
    code: text('code').notNull().unique(),
    /** When it was given to a customer; null while it is free. */
    redeemed_at: timestamptz('redeemed_at'),
    created_at: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    check('unique_reward_codes_code_check', sql`${t.code} ~ '^[A-Z0-9][A-Z0-9_-]{1,31}$'`),
    index('unique_reward_codes_reward_idx').on(t.reward_id),
  ],
);

export type UniqueRewardCodeRow = typeof uniqueRewardCodes.$inferSelect;
