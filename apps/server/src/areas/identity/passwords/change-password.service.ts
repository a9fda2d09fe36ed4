import { hashPassword, verifyPassword } from '@backoffice/db';
import type { TChangePasswordRequest } from '@backoffice/domain/identity';
import type { AppContext } from '../../../core/context';
import { runUseCase, type StaffCaller } from '../../../core/use-case';
import { identityError } from '../identity.errors';
import { revokeSessions } from '../session/sessions';
import { mustChangeCleared, PASSWORD_CHANGE, setStaffPassword } from './staff-password';

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
    await setStaffPassword(tx, loginId, passwordHash, now);
    await revokeSessions(tx, now, loginId, caller.session_id);
    await record.change({
      entity: 'staff',
      id: loginId,
      changes: { ...PASSWORD_CHANGE, ...mustChangeCleared(caller.staff.must_change_password) },
      reason: 'Changed own password',
    });
  });
}
