import { hashPassword, verifyPassword } from '@backoffice/db';
import { staff } from '@backoffice/db/schema';
import type { TChangePasswordRequest, TResetPasswordRequest } from '@backoffice/domain/identity';
import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../../core/context';
import { HIDDEN } from '../../../core/audit/audit.service';
import { runUseCase, type StaffCaller } from '../../../core/use-case';
import { revokeSessions } from '../session/sessions';
import { identityError } from '../identity.errors';
import { staffOrNotFound } from '../users/staff.queries';

const PASSWORD_CHANGE = { password: { before: HIDDEN, after: HIDDEN } };

/** Changes the caller's own password after checking the current one; ends their other sessions. */
export async function changePassword(
  ctx: AppContext,
  caller: StaffCaller,
  input: TChangePasswordRequest,
): Promise<void> {
  const current = caller.staff.password_hash;
  if (!current || !(await verifyPassword(current, input.old_password))) {
    throw identityError('identity.wrong_current_password').at('old_password');
  }
  const passwordHash = await hashPassword(input.new_password);
  const loginId = caller.login_id;
  await runUseCase(ctx, caller, async ({ tx, record, now }) => {
    await setPasswordHash(tx, loginId, passwordHash, now);
    await revokeSessions(tx, now, loginId, caller.session_id);
    await record.change({
      entity: 'staff',
      id: loginId,
      changes: PASSWORD_CHANGE,
      reason: 'Changed own password',
    });
  });
}

/** Sets another staff member's password (TEAML, SALES, OPS, FINANCE); ends all their sessions. */
export async function resetPassword(
  ctx: AppContext,
  caller: StaffCaller,
  loginId: number,
  input: TResetPasswordRequest,
): Promise<void> {
  if (loginId === caller.login_id)
    throw identityError('identity.reset_own_password').at('login_id');
  await staffOrNotFound(ctx.db, loginId);
  const passwordHash = await hashPassword(input.new_password);
  await runUseCase(ctx, caller, async ({ tx, record, now }) => {
    await setPasswordHash(tx, loginId, passwordHash, now);
    await revokeSessions(tx, now, loginId);
    await record.change({
      entity: 'staff',
      id: loginId,
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
