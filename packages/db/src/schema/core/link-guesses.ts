import { index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns';

/**
 * The calls counted against a public link's guess limit (decision 020): one row per counter
 * (`scope`, e.g. "refund-bank-link:address") and what it counts (`key`: an address or a link's
 * id), in fixed windows. Each call claims its row with one atomic upsert before the link is
 * looked up; rows of windows that ended are deleted.
 */
export const linkGuesses = pgTable(
  'link_guesses',
  {
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    /** The calls counted since the window started (refused ones included). */
    attempts: integer('attempts').notNull(),
    window_started_at: timestamptz('window_started_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.scope, t.key] }),
    index('link_guesses_window_started_at_idx').on(t.window_started_at),
  ],
);

export type LinkGuessRow = typeof linkGuesses.$inferSelect;
