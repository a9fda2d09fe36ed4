import { hashPassword, verifyPassword } from '@backoffice/db';
import type { TChoosePasswordRequest } from '@backoffice/domain/identity';
import type { AppContext } from '../../../core/context';
import { runUseCase, type StaffCaller } from '../../../core/use-case';
import { identityError } from '../identity.errors';
import { revokeSessions } from '../session/sessions';
import { staffOrNotFound } from '../users/staff.queries';
import { mustChangeCleared, PASSWORD_CHANGE, setStaffPassword } from './staff-password';

/**
 * The own password of a user whose first password someone else gave (a retail member's), chosen
 * right after signing in with it (which the session proves): it must differ from it. Ends their
 * other sessions, and with them whatever the giver may have opened.
 */
export async function choosePassword(
  ctx: AppContext,
  caller: StaffCaller,
  input: TChoosePasswordRequest,
): Promise<void> {
  if (!caller.staff.must_change_password) throw identityError('identity.no_password_to_choose');
  const reset = caller.staff.password_hash;
  if (reset && (await verifyPassword(reset, input.new_password))) {
    throw identityError('identity.same_password').at('new_password');
  }
  const passwordHash = await hashPassword(input.new_password);
  const loginId = caller.login_id;
  await runUseCase(ctx, caller, async ({ tx, record, now }) => {
    const account = await staffOrNotFound(tx, loginId, true);
    if (!account.must_change_password) throw identityError('identity.no_password_to_choose');
    await setStaffPassword(tx, loginId, passwordHash, now);
    await revokeSessions(tx, now, loginId, caller.session_id);
    await record.change({
      entity: 'staff',
      id: loginId,
      changes: { ...PASSWORD_CHANGE, ...mustChangeCleared(true) },
      reason: 'Chose a password after a given first one',
    });
  });
}
