import type { Database } from '@backoffice/db';
import { loginRecords, passwordResetLinks, staff } from '@backoffice/db/schema';
import type { TPasswordResetNotice } from '@backoffice/domain/identity';
import { and, desc, eq, max } from 'drizzle-orm';

/**
 * The last reset of an account's password when it came after the account's previous sign-in
 * (who reset it and when, decision 018), else null. Read before the new sign-in is recorded, so
 * the holder sees it once, at the first sign-in after the reset.
 */
export async function resetSinceLastSignIn(
  db: Database,
  loginId: number,
): Promise<TPasswordResetNotice | null> {
  const [last] = await db
    .select({
      reset_at: passwordResetLinks.reset_at,
      reset_by_login_id: passwordResetLinks.reset_by_login_id,
      reset_by_name: staff.name,
    })
    .from(passwordResetLinks)
    .innerJoin(staff, eq(staff.login_id, passwordResetLinks.reset_by_login_id))
    .where(eq(passwordResetLinks.login_id, loginId))
    .orderBy(desc(passwordResetLinks.reset_at), desc(passwordResetLinks.id))
    .limit(1);
  if (!last) return null;
  const [previous] = await db
    .select({ at: max(loginRecords.created_at) })
    .from(loginRecords)
    .where(and(eq(loginRecords.login_id, loginId), eq(loginRecords.event, 'sign-in')));
  if (previous?.at && previous.at.getTime() > last.reset_at.getTime()) return null;
  return {
    reset_at: last.reset_at.toISOString(),
    reset_by_login_id: last.reset_by_login_id,
    reset_by_name: last.reset_by_name,
  };
}
