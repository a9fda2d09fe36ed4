import { hashPassword, type Database } from '@backoffice/db';
import { memberPods, staff, staffStatusPeriods, type StaffRow } from '@backoffice/db/schema';
import { can, type Principal } from '@backoffice/domain/access';
import {
  memberEditRefusal,
  roleStringOf,
  TEAM_MESSAGES as M,
  type EditMemberResponse,
  type MembersResponse,
  type TEditMemberRequest,
  type TMembersQuery,
} from '@backoffice/domain/calls/team';
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../../core/context';
import { isUniqueViolation } from '../../../core/database-errors';
import { AppError } from '../../../core/errors';
import { changedFields, HIDDEN } from '../../../core/audit/audit.service';
import { runUseCase, type StaffCaller, type UseCaseScope } from '../../../core/use-case';
import { revokeSessions, staffOrNotFound } from '../../identity/index';
import { countMembers, memberRow, memberRows, membersWhere, toTeamMember } from './members.queries';
import { refusalError, teamError } from './team.errors';

/** One page of members by login id, with their pod leader; `editable` for the caller. */
export async function listMembers(
  ctx: AppContext,
  principal: Principal,
  query: TMembersQuery,
): Promise<MembersResponse> {
  const where = membersWhere(query);
  const [rows, total] = await Promise.all([
    memberRows(ctx.db, where, query),
    countMembers(ctx.db, where),
  ]);
  const canManage = can(principal, 'members:manage', ctx.config.access);
  return {
    count: total,
    limit: query.limit,
    offset: query.offset,
    results: rows.map((row) => toTeamMember(row, canManage)),
  };
}

/** The fields of a member that /edit-member/ writes, as the staff row stores them. */
const storedFields = (input: TEditMemberRequest) => ({
  name: input.name,
  email: input.email,
  contact: input.contact,
  role: roleStringOf(input.roles),
  login_role: input.login_role,
  is_active: input.is_active,
  is_pod_leader: input.is_pod_leader,
  can_create_member: input.can_create_member,
});

// New login ids are the next after the highest; this lock makes two creations take turns.
const NEW_MEMBER_LOCK = sql`select pg_advisory_xact_lock(hashtext('team:new-member'))`;

/**
 * Creates a member (no login_id) or changes one at the version read. Checks the member rules of
 * the domain (Team Leaders and Admins stay with an Admin), keeps e-mails unique, hashes a new
 * password, ends the sessions and the open Working/Break period of a member who is deactivated,
 * and audits every changed field (the password as hidden).
 */
export async function editMember(
  ctx: AppContext,
  caller: StaffCaller,
  input: TEditMemberRequest,
): Promise<EditMemberResponse> {
  const passwordHash = input.password ? await hashPassword(input.password) : null;
  try {
    const loginId = await runUseCase(ctx, caller, (scope) =>
      input.login_id === undefined
        ? createMember(scope, { input, passwordHash })
        : updateMember(scope, input.login_id, { input, passwordHash }),
    );
    const row = await memberRow(ctx.db, loginId);
    if (!row) throw new Error(`editMember: member ${loginId} vanished`);
    return {
      success: true,
      message: input.login_id === undefined ? M.memberCreated : M.memberUpdated,
      member: toTeamMember(row, true),
    };
  } catch (error) {
    // Two edits racing for one e-mail: the unique key decides, the loser hears why.
    if (isUniqueViolation(error)) throw teamError('calls.email_taken').at('email');
    throw error;
  }
}

/** A member edit as asked, with the new password already hashed. */
interface EditOf {
  input: TEditMemberRequest;
  passwordHash: string | null;
}

type MemberScope = UseCaseScope<StaffCaller>;

async function createMember(scope: MemberScope, { input, passwordHash }: EditOf): Promise<number> {
  const { tx, record, now, caller } = scope;
  const refusal = memberEditRefusal({
    callerLoginId: caller.login_id,
    before: undefined,
    after: input,
  });
  if (refusal) throw refusalError(refusal);
  await assertEmailFree(tx, input.email);
  await tx.execute(NEW_MEMBER_LOCK);
  const [next] = await tx
    .select({ id: sql<number>`coalesce(max(${staff.login_id}), 0)::int + 1` })
    .from(staff);
  const fields = storedFields(input);
  const [created] = await tx
    .insert(staff)
    .values({
      ...fields,
      login_id: next?.id ?? 1,
      password_hash: passwordHash,
      created_at: now,
      updated_at: now,
    })
    .returning();
  if (!created) throw new Error('createMember: insert returned no row');
  await record.change({
    entity: 'staff',
    id: created.login_id,
    changes: {
      ...Object.fromEntries(
        Object.entries(fields).map(([key, after]) => [key, { before: null, after }]),
      ),
      password: { before: null, after: HIDDEN },
    },
    reason: M.memberCreated,
  });
  return created.login_id;
}

async function updateMember(scope: MemberScope, loginId: number, edit: EditOf): Promise<number> {
  const { tx, record, now } = scope;
  const { input, passwordHash } = edit;
  const before = await checkedUpdate(scope, loginId, input);
  const fields = storedFields(input);
  const changes = changedFields<Omit<StaffRow, 'password_hash'>>(before, fields);
  if (passwordHash) changes.password = { before: HIDDEN, after: HIDDEN };
  if (Object.keys(changes).length === 0) return loginId;

  await tx
    .update(staff)
    .set({
      ...fields,
      ...(passwordHash ? { password_hash: passwordHash } : {}),
      version: sql`${staff.version} + 1`,
      updated_at: now,
    })
    .where(eq(staff.login_id, loginId));
  await endAccess(scope, before, edit);
  await record.change({
    entity: 'staff',
    id: loginId,
    changes,
    reason: M.memberUpdated,
  });
  return loginId;
}

/** The member locked at the version read, once the member rules accept the edit. */
async function checkedUpdate(
  { tx, caller }: MemberScope,
  loginId: number,
  input: TEditMemberRequest,
): Promise<StaffRow> {
  const before = await staffOrNotFound(tx, loginId, true);
  const refusal = memberEditRefusal({ callerLoginId: caller.login_id, before, after: input });
  if (refusal) throw refusalError(refusal);
  if (before.version !== input.version) throw new AppError('STALE');
  if (input.email !== before.email) await assertEmailFree(tx, input.email);
  if (before.is_pod_leader && !input.is_pod_leader) await assertPodEmpty(tx, before);
  return before;
}

/**
 * A deactivated member, or one with a new password, signs in again (but for the caller's own
 * session); deactivation also ends the clock of their open period, as signing out does.
 */
async function endAccess(
  { tx, now, caller }: MemberScope,
  before: StaffRow,
  { input, passwordHash }: EditOf,
): Promise<void> {
  const loginId = before.login_id;
  const deactivated = before.is_active && !input.is_active;
  if (deactivated || passwordHash) {
    const own = loginId === caller.login_id ? caller.session_id : undefined;
    await revokeSessions(tx, now, loginId, own);
  }
  if (deactivated) {
    await tx
      .update(staffStatusPeriods)
      .set({ ended_at: now })
      .where(and(eq(staffStatusPeriods.login_id, loginId), isNull(staffStatusPeriods.ended_at)));
  }
}

async function assertEmailFree(tx: Database, email: string): Promise<void> {
  const [taken] = await tx
    .select({ login_id: staff.login_id })
    .from(staff)
    .where(eq(staff.email, email));
  if (taken) throw teamError('calls.email_taken').at('email');
}

/** A pod leader stops leading only once their pod is empty. */
async function assertPodEmpty(tx: Database, leader: StaffRow): Promise<void> {
  const [row] = await tx
    .select({ n: count() })
    .from(memberPods)
    .where(eq(memberPods.pod_leader_login_id, leader.login_id));
  const members = row?.n ?? 0;
  if (members > 0) {
    throw teamError('calls.pod_has_members', leader.name, members).at('is_pod_leader');
  }
}
