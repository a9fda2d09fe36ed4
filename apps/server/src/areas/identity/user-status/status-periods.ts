import type { Database } from '@backoffice/db';
import { sessions, staffStatusPeriods } from '@backoffice/db/schema';
import type { UserStatus } from '@backoffice/domain/identity';
import { and, eq, gt, isNull, ne } from 'drizzle-orm';

/**
 * Signing in starts the clock: a period in the user's current status opens unless one is
 * already open (another session of the same person).
 */
export async function openStatusPeriod(
  tx: Database,
  loginId: number,
  status: UserStatus,
  now: Date,
): Promise<void> {
  // The unique index on open periods makes a concurrent second sign-in a no-op.
  await tx
    .insert(staffStatusPeriods)
    .values({ login_id: loginId, status, started_at: now })
    .onConflictDoNothing();
}

/**
 * Signing out stops the clock: the open period ends when no other live session of the same
 * person remains.
 */
export async function closeStatusPeriodOnSignOut(
  tx: Database,
  loginId: number,
  endingSessionId: string,
  now: Date,
): Promise<void> {
  const others = await tx
    .select({ id: sessions.id })
    .from(sessions)
    .where(
      and(
        eq(sessions.login_id, loginId),
        ne(sessions.id, endingSessionId),
        isNull(sessions.revoked_at),
        gt(sessions.expires_at, now),
      ),
    )
    .limit(1);
  if (others.length > 0) return;
  await tx
    .update(staffStatusPeriods)
    .set({ ended_at: now })
    .where(and(eq(staffStatusPeriods.login_id, loginId), isNull(staffStatusPeriods.ended_at)));
}
