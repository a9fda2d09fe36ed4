import { staff } from '@backoffice/db/schema';
import type { UserDetailsResponse } from '@backoffice/domain/identity';
import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../../core/context';
import type { Authenticated } from '../../../core/http';
import { changedFields, recordAudit, type AuditActor } from '../../../core/audit/audit.service';
import { revokeSessions } from '../session/sessions';
import { toCurrentUser } from './current-user';
import { staffOrNotFound } from './staff.queries';
import type { StaffSummary } from './users.schemas';

/** The signed-in user and the access configuration the menu needs. */
export function userDetails(ctx: AppContext, auth: Authenticated): UserDetailsResponse {
  return { user: toCurrentUser(auth.staff), access_config: ctx.config.access };
}

/** Who a password is about to be reset for. */
export async function staffSummary(ctx: AppContext, loginId: number): Promise<StaffSummary> {
  const row = await staffOrNotFound(ctx.db, loginId);
  return {
    login_id: row.login_id,
    name: row.name,
    email: row.email,
    role: row.role,
    login_role: row.login_role,
  };
}

/** Enables or disables an account; disabling ends its sessions at once. */
export async function setStaffActive(
  ctx: AppContext,
  actor: AuditActor,
  loginId: number,
  active: boolean,
  reason?: string,
): Promise<void> {
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const before = await staffOrNotFound(tx, loginId, true);
    if (before.is_active === active) return;
    await tx
      .update(staff)
      .set({ is_active: active, version: sql`${staff.version} + 1`, updated_at: now })
      .where(eq(staff.login_id, loginId));
    if (!active) await revokeSessions(tx, now, loginId);
    await recordAudit(tx, {
      actor,
      at: now,
      entity: 'staff',
      entityId: loginId,
      changes: changedFields(before, { is_active: active }),
      reason: reason ?? (active ? 'Account enabled' : 'Account disabled'),
    });
  });
}
