import type { Database } from '@backoffice/db';
import { hashPassword } from '@backoffice/db';
import { memberPods } from '@backoffice/db/schema';
import {
  passwordResetRefusal,
  type PasswordResetRefusal,
  type TResetPasswordRequest,
} from '@backoffice/domain/identity';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../../core/context';
import type { AppError } from '../../../core/errors';
import { runUseCase, type StaffCaller } from '../../../core/use-case';
import { identityError } from '../identity.errors';
import { revokeSessions } from '../session/sessions';
import { toPrincipal } from '../users/current-user';
import { staffOrNotFound } from '../users/staff.queries';
import { PASSWORD_CHANGE, setStaffPassword } from './staff-password';

/**
 * Sets another staff member's password when the reset rule allows it (decision 011), ends all
 * their sessions and makes them choose a new password at their next sign-in.
 */
export async function resetPassword(
  ctx: AppContext,
  caller: StaffCaller,
  loginId: number,
  input: TResetPasswordRequest,
): Promise<void> {
  if (loginId === caller.login_id) throw refusalError('own-account');
  await staffOrNotFound(ctx.db, loginId);
  const passwordHash = await hashPassword(input.new_password);
  await runUseCase(ctx, caller, async ({ tx, record, now }) => {
    const target = await staffOrNotFound(tx, loginId, true);
    const refusal = passwordResetRefusal({
      resetter: caller.principal,
      target: toPrincipal(target),
      targetPodLeaderId: await podLeaderOf(tx, loginId),
      config: ctx.config.access,
    });
    if (refusal) throw refusalError(refusal);
    await setStaffPassword(tx, loginId, passwordHash, true, now);
    await revokeSessions(tx, now, loginId);
    await record.change({
      entity: 'staff',
      id: loginId,
      changes: {
        ...PASSWORD_CHANGE,
        must_change_password: { before: target.must_change_password, after: true },
      },
      reason: 'Password reset by a team member',
    });
  });
}

async function podLeaderOf(tx: Database, loginId: number): Promise<number | null> {
  const [row] = await tx
    .select({ leader: memberPods.pod_leader_login_id })
    .from(memberPods)
    .where(eq(memberPods.login_id, loginId));
  return row?.leader ?? null;
}

const REFUSAL_ERRORS = {
  'own-account': () => identityError('identity.reset_own_password').at('login_id'),
  'not-a-resetter': () => identityError('identity.reset_not_a_resetter'),
  'protected-account': () => identityError('identity.reset_protected_account'),
  'more-capabilities': () => identityError('identity.reset_more_capable_account'),
  'other-pod': () => identityError('identity.reset_other_pod'),
} satisfies Record<PasswordResetRefusal, () => AppError>;

function refusalError(refusal: PasswordResetRefusal): AppError {
  return REFUSAL_ERRORS[refusal]();
}
