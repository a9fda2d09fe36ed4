import { staff, staffStatusPeriods, type StaffStatusPeriodRow } from '@backoffice/db/schema';
import {
  statusForAction,
  type ActivityResponse,
  type UserStatus,
} from '@backoffice/domain/identity';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../../core/context';
import { runUseCase, type StaffCaller, type UseCaseScope } from '../../../core/use-case';
import { staffOrNotFound } from '../users/staff.queries';

/** Periods listed per status on the Activity Status screen, newest first. */
const ACTIVITY_PERIODS_SHOWN = 100;

/**
 * Switches the caller between Working and Break (action_type 1 Break, 2 Working): closes the
 * open period and opens one in the new status. Asking for the status one is already in
 * changes nothing.
 */
export async function updateUserStatus(
  ctx: AppContext,
  caller: StaffCaller,
  actionType: number,
): Promise<{ success: true; status: UserStatus }> {
  const status = statusForAction(actionType);
  await runUseCase(ctx, caller, (scope) =>
    switchUserStatus(scope, { loginId: caller.login_id, status }),
  );
  return { success: true, status };
}

/** A switch of a staff member's status, with why when more than the switch itself. */
export interface StatusSwitch {
  loginId: number;
  status: UserStatus;
  /** The audit reason; 'Going on Break' or 'Back to Work' by default. */
  reason?: string;
}

/**
 * The Working/Break switch as a step of the caller's use case (the toggle, and pausing after a
 * call): closes the open period, opens one in the new status, audits. Answers whether the
 * status changed; the status one is already in changes nothing.
 */
export async function switchUserStatus(
  { tx, record, now }: UseCaseScope,
  change: StatusSwitch,
): Promise<boolean> {
  const { loginId, status } = change;
  const before = await staffOrNotFound(tx, loginId, true);
  if (before.status === status) return false;
  await tx
    .update(staffStatusPeriods)
    .set({ ended_at: now })
    .where(and(eq(staffStatusPeriods.login_id, loginId), isNull(staffStatusPeriods.ended_at)));
  await tx.insert(staffStatusPeriods).values({ login_id: loginId, status, started_at: now });
  await tx
    .update(staff)
    .set({ status, version: sql`${staff.version} + 1`, updated_at: now })
    .where(eq(staff.login_id, loginId));
  await record.change({
    entity: 'staff',
    id: loginId,
    changes: { status: { before: before.status, after: status } },
    reason: change.reason ?? (status === 'break' ? 'Going on Break' : 'Back to Work'),
  });
  return true;
}

/** The Working and Break periods of a staff member, newest first (404 for an unknown one). */
export async function activityOf(ctx: AppContext, loginId: number): Promise<ActivityResponse> {
  await staffOrNotFound(ctx.db, loginId);
  const [working, onBreak] = await Promise.all([
    periods(ctx, loginId, 'working'),
    periods(ctx, loginId, 'break'),
  ]);
  return { login_id: loginId, working, break: onBreak };
}

async function periods(ctx: AppContext, loginId: number, status: UserStatus) {
  const rows = await ctx.db
    .select()
    .from(staffStatusPeriods)
    .where(and(eq(staffStatusPeriods.login_id, loginId), eq(staffStatusPeriods.status, status)))
    .orderBy(desc(staffStatusPeriods.started_at), desc(staffStatusPeriods.id))
    .limit(ACTIVITY_PERIODS_SHOWN);
  return rows.map(toPeriod);
}

const toPeriod = (row: StaffStatusPeriodRow) => ({
  start: row.started_at.toISOString(),
  end: row.ended_at ? row.ended_at.toISOString() : null,
});
