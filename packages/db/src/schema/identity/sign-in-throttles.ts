import { integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { timestamptz } from '../core/columns';

/**
 * The sign-in attempts of one username from one address (`address` '' counts the attempts of
 * the username from addresses it never signed in from). Each attempt claims its row with one
 * atomic upsert before the password is checked; the row says when the next attempt may come.
 */
export const signInThrottles = pgTable(
  'sign_in_throttles',
  {
    username: text('username').notNull(),
    address: text('address').notNull(),
    /** Attempts since the row was last forgotten; a correct password clears a pair's row. */
    attempts: integer('attempts').notNull(),
    next_attempt_at: timestamptz('next_attempt_at').notNull(),
    last_attempt_at: timestamptz('last_attempt_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.username, t.address] })],
);

export type SignInThrottleRow = typeof signInThrottles.$inferSelect;
