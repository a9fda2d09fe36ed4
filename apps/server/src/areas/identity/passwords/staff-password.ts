import type { Database } from '@backoffice/db';
import { staff, type AuditChanges } from '@backoffice/db/schema';
import { eq, sql } from 'drizzle-orm';
import { HIDDEN } from '../../../core/audit/audit.service';

/** How the audit log shows a new password: never its value. */
export const PASSWORD_CHANGE = { password: { before: HIDDEN, after: HIDDEN } };

/** The audit line of a reset's flag that the owner's own new password clears. */
export function mustChangeCleared(wasSet: boolean): AuditChanges {
  return wasSet ? { must_change_password: { before: true, after: false } } : {};
}

/**
 * Stores a new password hash. `mustChange` is true when someone else set it: the owner then
 * chooses a new one at their next sign-in.
 */
export async function setStaffPassword(
  tx: Database,
  loginId: number,
  passwordHash: string,
  mustChange: boolean,
  now: Date,
): Promise<void> {
  await tx
    .update(staff)
    .set({
      password_hash: passwordHash,
      must_change_password: mustChange,
      version: sql`${staff.version} + 1`,
      updated_at: now,
    })
    .where(eq(staff.login_id, loginId));
}
