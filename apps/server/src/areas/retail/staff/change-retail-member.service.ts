import { retailMembers, staff, staffStatusPeriods, type AuditChanges } from '@backoffice/db/schema';
import type { LoginRole } from '@backoffice/domain/access';
import {
  RETAIL_LOGIN_ROLES,
  RETAIL_STAFF_MESSAGES as M,
  type RetailMemberAnswer,
  type RetailRoleType,
  type TRetailMemberRemappingRequest,
  type TToggleRetailAccessRequest,
  type TToggleRetailMemberRequest,
  type TUpdateRetailMemberRequest,
} from '@backoffice/domain/retail/staff';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../../core/context';
import { onceOnly, type IdempotentRequest } from '../../../core/idempotency/idempotency';
import { runUseCase, type StaffCaller, type UseCaseScope } from '../../../core/use-case';
import { revokeSessions } from '../../identity/index';
import { memberAnswer } from './member-answer';
import { memberInReach, type MemberInReach } from './member-in-reach';
import { retailStaffError } from './retail-staff.errors';
import { storeById } from './retail-staff.queries';

type Scope = UseCaseScope<StaffCaller>;

/** What one change of a member writes: the membership's and the account's new fields. */
interface MemberChange {
  membership?: Partial<{ role_type: RetailRoleType; retail_store_id: string; is_active: boolean }>;
  account?: Partial<{ login_role: LoginRole | null; is_active: boolean }>;
  /** The account's sessions end (its screens or its store change, or it is deactivated). */
  endSessions: boolean;
  message: string;
}

/**
 * Runs one change of a member in reach (member-in-reach.ts) in one transaction, once per
 * Idempotency-Key: writes only the fields that differ, audits each, and answers the member.
 */
function changeMember(
  ctx: AppContext,
  caller: StaffCaller,
  retailMemberPid: number,
  idempotent: IdempotentRequest | null,
  decide: (reach: MemberInReach, scope: Scope) => Promise<MemberChange>,
): Promise<RetailMemberAnswer> {
  return runUseCase(ctx, caller, (scope) =>
    onceOnly(scope.tx, idempotent, async () => {
      const reach = await memberInReach(scope, retailMemberPid);
      const change = await decide(reach, scope);
      const written = await write(scope, reach, change);
      return memberAnswer(scope.tx, retailMemberPid, written ? change.message : M.noChange);
    }),
  );
}

/** The fields of `after` that differ from `before`, as the audit records them; null for none. */
function differing(before: Record<string, unknown>, after: Record<string, unknown>) {
  const changes: AuditChanges = {};
  for (const [field, value] of Object.entries(after)) {
    if (before[field] !== value) changes[field] = { before: before[field], after: value };
  }
  return Object.keys(changes).length > 0 ? changes : null;
}

/** Writes a change; answers whether anything changed. */
async function write({ tx, record, now }: Scope, { member }: MemberInReach, change: MemberChange) {
  const pid = member.membership.retail_member_pid;
  const loginId = member.membership.login_id;
  const memberChanges = differing(member.membership, change.membership ?? {});
  const accountChanges = differing(
    { login_role: member.login_role, is_active: member.is_account_active },
    change.account ?? {},
  );
  if (!memberChanges && !accountChanges) return false;
  if (memberChanges) {
    await tx
      .update(retailMembers)
      .set({ ...change.membership, updated_at: now })
      .where(eq(retailMembers.retail_member_pid, pid));
    await record.change({
      entity: 'retail_member',
      id: pid,
      changes: memberChanges,
      reason: change.message,
    });
  }
  if (accountChanges) {
    await tx
      .update(staff)
      .set({ ...change.account, version: sql`${staff.version} + 1`, updated_at: now })
      .where(eq(staff.login_id, loginId));
    await record.change({
      entity: 'staff',
      id: loginId,
      changes: accountChanges,
      reason: change.message,
    });
  }
  if (change.endSessions) await revokeSessions(tx, now, loginId);
  if (change.account?.is_active === false) {
    await tx
      .update(staffStatusPeriods)
      .set({ ended_at: now })
      .where(and(eq(staffStatusPeriods.login_id, loginId), isNull(staffStatusPeriods.ended_at)));
  }
  return true;
}

/** A store a member moves to: it must exist. */
async function assertStore({ tx }: Scope, storeId: string): Promise<void> {
  if (!(await storeById(tx, storeId))) {
    throw retailStaffError('retail.store_not_found').at('retail_store_id');
  }
}

/**
 * The staff form on an existing member: role and store change; name, email and contact are
 * read-only (a different value is refused on its field).
 */
export function updateRetailMember(
  ctx: AppContext,
  caller: StaffCaller,
  input: TUpdateRetailMemberRequest,
  idempotent: IdempotentRequest | null,
): Promise<RetailMemberAnswer> {
  return changeMember(
    ctx,
    caller,
    input.retail_member_pid,
    idempotent,
    async ({ member }, scope) => {
      const readOnly = { name: member.name, email: member.email, contact: member.contact ?? '' };
      for (const field of ['name', 'email', 'contact'] as const) {
        if (input[field] !== readOnly[field])
          throw retailStaffError('retail.read_only_field').at(field);
      }
      if (input.retail_store_id !== member.membership.retail_store_id) {
        await assertStore(scope, input.retail_store_id);
      }
      const roleChanges = input.role_type !== member.membership.role_type;
      return {
        membership: { role_type: input.role_type, retail_store_id: input.retail_store_id },
        account: roleChanges ? { login_role: RETAIL_LOGIN_ROLES[input.role_type] } : {},
        endSessions: roleChanges || input.retail_store_id !== member.membership.retail_store_id,
        message: M.memberUpdated,
      };
    },
  );
}

/**
 * Deactivates (deactivate_member true) or activates a member: the membership and the staff
 * account together. A deactivated member's sessions end at once.
 */
export function toggleRetailMember(
  ctx: AppContext,
  caller: StaffCaller,
  input: TToggleRetailMemberRequest,
  idempotent: IdempotentRequest | null,
): Promise<RetailMemberAnswer> {
  const active = !input.deactivate_member;
  return changeMember(ctx, caller, input.retail_member_pid, idempotent, ({ member }) =>
    Promise.resolve({
      membership: { is_active: active },
      account: {
        is_active: active,
        ...(active ? { login_role: RETAIL_LOGIN_ROLES[member.membership.role_type] } : {}),
      },
      endSessions: !active,
      message: active ? M.memberActivated : M.memberDeactivated,
    }),
  );
}

/** Moves a member to another store; their sessions end (their store's cash changes). */
export function remapRetailMember(
  ctx: AppContext,
  caller: StaffCaller,
  input: TRetailMemberRemappingRequest,
  idempotent: IdempotentRequest | null,
): Promise<RetailMemberAnswer> {
  return changeMember(
    ctx,
    caller,
    input.retail_member_pid,
    idempotent,
    async ({ member }, scope) => {
      if (input.retail_store_id === member.membership.retail_store_id) {
        throw retailStaffError('retail.same_store').at('retail_store_id');
      }
      await assertStore(scope, input.retail_store_id);
      return {
        membership: { retail_store_id: input.retail_store_id },
        endSessions: true,
        message: M.memberMoved,
      };
    },
  );
}

/**
 * Takes away (retail_access false) or gives back a member's retail screens: the membership and
 * the retail login role, the account staying able to sign in. Their sessions end either way.
 */
export function toggleRetailAccess(
  ctx: AppContext,
  caller: StaffCaller,
  input: TToggleRetailAccessRequest,
  idempotent: IdempotentRequest | null,
): Promise<RetailMemberAnswer> {
  const access = input.retail_access;
  return changeMember(ctx, caller, input.retail_member_pid, idempotent, ({ member }) => {
    if (access && !member.is_account_active) throw retailStaffError('retail.member_inactive');
    return Promise.resolve({
      membership: { is_active: access },
      account: { login_role: access ? RETAIL_LOGIN_ROLES[member.membership.role_type] : null },
      endSessions: true,
      message: access ? M.accessGranted : M.accessRemoved,
    });
  });
}
