import { sql } from 'drizzle-orm';
import { bigserial, boolean, check, pgTable, text } from 'drizzle-orm/pg-core';
import { rowTimes, rowVersion, timestamptz } from '../core/columns';

/**
 * A partnership reward (a partner's offer given with an order: a spa voucher, a coffee credit),
 * switched on and off by the offer automation sheets.
 */
export const rewards = pgTable(
  'rewards',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Upper case, as the sheets and the coupon screens name it. */
    code: text('code').notNull().unique(),
    partner: text('partner').notNull(),
    description: text('description').notNull(),
    active: boolean('active').notNull().default(true),
    /** Exclusive end of validity: the start of the day after the last day it holds. */
    valid_until: timestamptz('valid_until').notNull(),
    version: rowVersion(),
    ...rowTimes(),
  },
  (t) => [check('rewards_code_check', sql`${t.code} ~ '^[A-Z0-9][A-Z0-9_-]{1,31}$'`)],
);

export type RewardRow = typeof rewards.$inferSelect;
export type NewRewardRow = typeof rewards.$inferInsert;
