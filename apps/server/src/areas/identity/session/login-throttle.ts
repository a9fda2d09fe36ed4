import { loginRecords } from '@backoffice/db/schema';
import { and, desc, eq, gt, inArray, max, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../../core/context';
import { AppError } from '../../../core/errors';
import { GUESS_REASONS } from './login-records';

/**
 * The refusal of a sign-in attempt while too many recent password failures are on record for
 * the username (since its last successful sign-in) or for the address, within the window; null
 * when the attempt may go ahead. The 429 says how many minutes to wait, Retry-After in seconds.
 */
export async function throttleRefusal(
  ctx: AppContext,
  username: string,
  address: string | null,
): Promise<AppError | null> {
  const { maxFailuresPerAccount, maxFailuresPerAddress, windowMinutes } = ctx.config.signInThrottle;
  const windowMs = windowMinutes * 60_000;
  const since = new Date(ctx.now().getTime() - windowMs);
  const lastSignIn = await lastSuccessfulSignIn(ctx, username);
  const accountSince = lastSignIn && lastSignIn > since ? lastSignIn : since;
  const waits = await Promise.all([
    waitFor(
      ctx,
      eq(loginRecords.username, username),
      accountSince,
      maxFailuresPerAccount,
      windowMs,
    ),
    address
      ? waitFor(ctx, eq(loginRecords.address, address), since, maxFailuresPerAddress, windowMs)
      : 0,
  ]);
  const waitMs = Math.max(...waits);
  if (waitMs <= 0) return null;
  const minutes = Math.ceil(waitMs / 60_000);
  return new AppError('TOO_MANY_ATTEMPTS', {
    message: `Too many failed sign-in attempts. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
    headers: { 'retry-after': String(Math.ceil(waitMs / 1000)) },
  });
}

/** How long until fewer than `limit` failures matching `who` remain in the window (0: not locked). */
async function waitFor(
  ctx: AppContext,
  who: SQL,
  since: Date,
  limit: number,
  windowMs: number,
): Promise<number> {
  const recent = await ctx.db
    .select({ at: loginRecords.created_at })
    .from(loginRecords)
    .where(
      and(
        who,
        eq(loginRecords.event, 'failure'),
        inArray(loginRecords.reason, [...GUESS_REASONS]),
        gt(loginRecords.created_at, since),
      ),
    )
    .orderBy(desc(loginRecords.created_at))
    .limit(limit);
  const oldestCounted = recent.length >= limit ? recent[recent.length - 1] : undefined;
  return oldestCounted ? oldestCounted.at.getTime() + windowMs - ctx.now().getTime() : 0;
}

async function lastSuccessfulSignIn(ctx: AppContext, username: string): Promise<Date | null> {
  const [row] = await ctx.db
    .select({ at: max(loginRecords.created_at) })
    .from(loginRecords)
    .where(and(eq(loginRecords.username, username), eq(loginRecords.event, 'sign-in')));
  return row?.at ?? null;
}
