import { loginRecords, signInThrottles } from '@backoffice/db/schema';
import { and, eq, lte, sql } from 'drizzle-orm';
import type { AppContext } from '../../../core/context';
import { AppError } from '../../../core/errors';

const MINUTE = 60_000;
/** The `address` of the row that counts an account's attempts from addresses it never used. */
const NEW_ADDRESSES = '*';
/** Where an attempt without an address is counted. */
const NO_ADDRESS = 'unknown';

/** How many attempts a throttle row lets through before each further one waits, and how long. */
interface Allowance {
  free: number;
  maxDelayMs: number;
  forgetAfterMs: number;
}

/**
 * Claims a sign-in attempt before its password is checked (decision 012): one atomic update per
 * throttle row counts it and sets when the next attempt may come, so parallel guesses are counted
 * one by one. After the free attempts of an account from one address, each further attempt waits
 * twice as long as the one before (1 s, 2 s, 4 s ... up to the pair's lock), only that pair.
 * Addresses the account never signed in from also share an hourly allowance. Answers the 429 of
 * a refused attempt, or null when the password may be checked.
 */
export async function claimSignInAttempt(
  ctx: AppContext,
  username: string,
  address: string | null,
): Promise<AppError | null> {
  const { freeAttempts, maxDelayMinutes, forgetAfterMinutes, accountHourlyAttempts } =
    ctx.config.signInThrottle;
  const maxDelayMs = maxDelayMinutes * MINUTE;
  const pair = { username, address: address ?? NO_ADDRESS };
  const pairWait = await claim(ctx, pair, {
    free: freeAttempts,
    maxDelayMs,
    forgetAfterMs: forgetAfterMinutes * MINUTE,
  });
  if (pairWait > 0) return tooManyAttempts(pairWait);
  if (address && (await hasSignedInFrom(ctx, username, address))) return null;
  const accountWait = await claim(
    ctx,
    { username, address: NEW_ADDRESSES },
    { free: accountHourlyAttempts, maxDelayMs, forgetAfterMs: 60 * MINUTE },
  );
  return accountWait > 0 ? tooManyAttempts(accountWait) : null;
}

/** A right password: the pair starts afresh (the new-addresses allowance does not). */
export async function forgetPairAttempts(
  ctx: AppContext,
  username: string,
  address: string | null,
): Promise<void> {
  await ctx.db
    .delete(signInThrottles)
    .where(
      and(
        eq(signInThrottles.username, username),
        eq(signInThrottles.address, address ?? NO_ADDRESS),
      ),
    );
}

/** Counts one attempt on a throttle row; answers how long it must wait instead (0: it may go). */
async function claim(
  ctx: AppContext,
  key: { username: string; address: string },
  allowance: Allowance,
): Promise<number> {
  const now = ctx.now();
  await ctx.db
    .insert(signInThrottles)
    .values({ ...key, attempts: 0, next_attempt_at: now, last_attempt_at: now })
    .onConflictDoNothing();
  const forgetBefore = new Date(now.getTime() - allowance.forgetAfterMs);
  const attempts = sql`(case when ${signInThrottles.last_attempt_at} < ${forgetBefore.toISOString()}::timestamptz then 1 else ${signInThrottles.attempts} + 1 end)`;
  const delayMs = sql`(case when ${attempts} <= ${allowance.free} then 0 else least(${allowance.maxDelayMs}, 1000 * power(2, least(${attempts} - ${allowance.free} - 1, 30))) end)`;
  const where = and(
    eq(signInThrottles.username, key.username),
    eq(signInThrottles.address, key.address),
  );
  const claimed = await ctx.db
    .update(signInThrottles)
    .set({
      attempts,
      next_attempt_at: sql`${now.toISOString()}::timestamptz + ${delayMs} * interval '1 millisecond'`,
      last_attempt_at: now,
    })
    .where(and(where, lte(signInThrottles.next_attempt_at, now)))
    .returning({ attempts: signInThrottles.attempts });
  if (claimed.length > 0) return 0;
  const [row] = await ctx.db
    .select({ next: signInThrottles.next_attempt_at })
    .from(signInThrottles)
    .where(where);
  return Math.max(1000, (row?.next.getTime() ?? now.getTime()) - now.getTime());
}

/** Whether the account ever signed in from this address: its owner's usual place. */
async function hasSignedInFrom(ctx: AppContext, username: string, address: string) {
  const [row] = await ctx.db
    .select({ id: loginRecords.id })
    .from(loginRecords)
    .where(
      and(
        eq(loginRecords.username, username),
        eq(loginRecords.address, address),
        eq(loginRecords.event, 'sign-in'),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** The 429 of a refused attempt: how long to wait, in words and in Retry-After seconds. */
function tooManyAttempts(waitMs: number): AppError {
  const seconds = Math.ceil(waitMs / 1000);
  const minutes = Math.ceil(seconds / 60);
  const wait =
    seconds < 60
      ? `${seconds} ${seconds === 1 ? 'second' : 'seconds'}`
      : `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
  return new AppError('TOO_MANY_ATTEMPTS', {
    message: `Too many failed sign-in attempts. Try again in ${wait}.`,
    headers: { 'retry-after': String(seconds) },
  });
}
