import { staff } from '@backoffice/db/schema';
import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../../core/context';
import { changedFields } from '../../../core/audit/audit.service';
import { runUseCase, type Caller } from '../../../core/use-case';
import { staffOrNotFound } from '../users/staff.queries';
import { revokeSessions } from './sessions';

/** Enables or disables an account; disabling ends its sessions at once. */
export async function setStaffActive(
  ctx: AppContext,
  caller: Caller,
  loginId: number,
  active: boolean,
  reason?: string,
): Promise<void> {
  await runUseCase(ctx, caller, async ({ tx, record, now }) => {
    const before = await staffOrNotFound(tx, loginId, true);
    if (before.is_active === active) return;
    await tx
      .update(staff)
      .set({ is_active: active, version: sql`${staff.version} + 1`, updated_at: now })
      .where(eq(staff.login_id, loginId));
    if (!active) await revokeSessions(tx, now, loginId);
    await record.change({
      entity: 'staff',
      id: loginId,
      changes: changedFields(before, { is_active: active }),
      reason: reason ?? (active ? 'Account enabled' : 'Account disabled'),
    });
  });
}
