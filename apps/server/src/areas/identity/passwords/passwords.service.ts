import { hashPassword, verifyPassword } from '@backoffice/db';
import { staff } from '@backoffice/db/schema';
import type { TChangePasswordRequest, TResetPasswordRequest } from '@backoffice/domain/identity';
import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../../core/context';
import { fieldError } from '../../../core/errors';
import type { Authenticated } from '../../../core/http';
import { HIDDEN, recordAudit, type AuditActor } from '../../../core/audit/audit.service';
import { revokeSessions } from '../session/sessions';
import { staffOrNotFound } from '../users/staff.queries';

export const PASSWORD_MESSAGES = {
  wrongCurrent: 'Current Password is incorrect!',
  resetOwn: 'Use Change Password for your own account',
} as const;

const PASSWORD_CHANGE = { password: { before: HIDDEN, after: HIDDEN } };

/** Changes the caller's own password after checking the current one; ends their other sessions. */
export async function changePassword(
  ctx: AppContext,
  auth: Authenticated,
  actor: AuditActor,
  input: TChangePasswordRequest,
): Promise<void> {
  const current = auth.staff.password_hash;
  if (!current || !(await verifyPassword(current, input.old_password))) {
    throw fieldError('old_password', PASSWORD_MESSAGES.wrongCurrent);
  }
  const passwordHash = await hashPassword(input.new_password);
  const now = ctx.now();
  const loginId = auth.staff.login_id;
  await ctx.db.transaction(async (tx) => {
    await setPasswordHash(tx, loginId, passwordHash, now);
    await revokeSessions(tx, now, loginId, auth.session.id);
    await recordAudit(tx, {
      actor,
      at: now,
      entity: 'staff',
      entityId: loginId,
      changes: PASSWORD_CHANGE,
      reason: 'Changed own password',
    });
  });
}

/** Sets another staff member's password (TEAML, SALES, OPS, FINANCE); ends all their sessions. */
export async function resetPassword(
  ctx: AppContext,
  actor: AuditActor,
  loginId: number,
  input: TResetPasswordRequest,
): Promise<void> {
  if (loginId === actor.login_id) throw fieldError('login_id', PASSWORD_MESSAGES.resetOwn);
  await staffOrNotFound(ctx.db, loginId);
  const passwordHash = await hashPassword(input.new_password);
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    await setPasswordHash(tx, loginId, passwordHash, now);
    await revokeSessions(tx, now, loginId);
    await recordAudit(tx, {
      actor,
      at: now,
      entity: 'staff',
      entityId: loginId,
      changes: PASSWORD_CHANGE,
      reason: 'Password reset by a team member',
    });
  });
}

async function setPasswordHash(
  tx: AppContext['db'],
  loginId: number,
  passwordHash: string,
  now: Date,
) {
  await tx
    .update(staff)
    .set({ password_hash: passwordHash, version: sql`${staff.version} + 1`, updated_at: now })
    .where(eq(staff.login_id, loginId));
}
