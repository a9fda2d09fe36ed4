import type { Database } from '@backoffice/db';
import { linkGuesses } from '@backoffice/db/schema';
import { and, eq, lt, sql } from 'drizzle-orm';
import { AppError } from '../errors';

/** One counter of a public link's guess limit: at most `max` calls per `windowMs` per key. */
export interface GuessCounter {
  /** What is counted, e.g. "refund-bank-link:address". */
  scope: string;
  max: number;
  windowMs: number;
  /** The 429's message. */
  message: string;
}

interface Counting {
  db: Database;
  now: () => Date;
}

/**
 * Counts one call against `key` (an address, a link's id) before the link is looked up (decision
 * 020): one atomic upsert, so parallel calls are counted one by one and at most `max` of a window
 * go on; the others are refused with 429 and a Retry-After until the window ends.
 */
export async function claimLinkCall(
  ctx: Counting,
  counter: GuessCounter,
  key: string,
): Promise<void> {
  const now = ctx.now();
  const windowEnded = sql`${linkGuesses.window_started_at} <= ${new Date(now.getTime() - counter.windowMs).toISOString()}::timestamptz`;
  const [row] = await ctx.db
    .insert(linkGuesses)
    .values({ scope: counter.scope, key, attempts: 1, window_started_at: now })
    .onConflictDoUpdate({
      target: [linkGuesses.scope, linkGuesses.key],
      set: {
        attempts: sql`case when ${windowEnded} then 1 else ${linkGuesses.attempts} + 1 end`,
        window_started_at: sql`case when ${windowEnded} then ${now.toISOString()}::timestamptz else ${linkGuesses.window_started_at} end`,
      },
    })
    .returning();
  if (!row) throw new Error('claimLinkCall: the upsert returned no row');
  if (row.attempts <= counter.max) return;
  const seconds = Math.max(
    1,
    Math.ceil((row.window_started_at.getTime() + counter.windowMs - now.getTime()) / 1000),
  );
  throw new AppError('TOO_MANY_ATTEMPTS', {
    message: counter.message,
    headers: { 'retry-after': String(seconds) },
  });
}

/** Gives back a call claimed against `key` that turned out not to be a guess (a known token). */
export async function returnLinkCall(
  ctx: Counting,
  counter: GuessCounter,
  key: string,
): Promise<void> {
  await ctx.db
    .update(linkGuesses)
    .set({ attempts: sql`greatest(${linkGuesses.attempts} - 1, 0)` })
    .where(and(eq(linkGuesses.scope, counter.scope), eq(linkGuesses.key, key)));
}

/** Deletes the counters of a scope whose window ended: they no longer refuse anything. */
export async function forgetEndedWindows(ctx: Counting, counter: GuessCounter): Promise<void> {
  const ended = new Date(ctx.now().getTime() - counter.windowMs);
  await ctx.db
    .delete(linkGuesses)
    .where(and(eq(linkGuesses.scope, counter.scope), lt(linkGuesses.window_started_at, ended)));
}
