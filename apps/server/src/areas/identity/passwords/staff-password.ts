import type { Database } from '@backoffice/db';
import { staff, type AuditChanges } from '@backoffice/db/schema';
import { eq, sql } from 'drizzle-orm';
import { HIDDEN } from '../../../core/audit/audit.service';

/** How the audit log shows a new password: never its value. */
export const PASSWORD_CHANGE = { password: { before: HIDDEN, after: HIDDEN } };

/** The audit line of the flag of a given first password, which the owner's own password clears. */
export function mustChangeCleared(wasSet: boolean): AuditChanges {
  return wasSet ? { must_change_password: { before: true, after: false } } : {};
}

/**
 * Stores the password its owner chose (changed, chosen after a given first one, or set from a
 * reset's link): nothing is left for them to choose.
 */
export async function setStaffPassword(
  tx: Database,
  loginId: number,
  passwordHash: string,
  now: Date,
): Promise<void> {
  await tx
    .update(staff)
    .set({
      password_hash: passwordHash,
      must_change_password: false,
      version: sql`${staff.version} + 1`,
      updated_at: now,
    })
    .where(eq(staff.login_id, loginId));
}

/** Removes an account's password (a reset): no password signs it in until its owner sets one. */
export async function disableStaffPassword(
  tx: Database,
  loginId: number,
  now: Date,
): Promise<void> {
  await tx
    .update(staff)
    .set({ password_hash: null, version: sql`${staff.version} + 1`, updated_at: now })
    .where(eq(staff.login_id, loginId));
}
