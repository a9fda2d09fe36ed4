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
import { AppError, fieldError } from '../../../core/errors';
import type { Authenticated } from '../../../core/http';
import {
  changedFields,
  HIDDEN,
  recordAudit,
  type AuditActor,
} from '../../../core/audit/audit.service';
import { revokeSessions } from '../../identity/session/sessions';
import { staffOrNotFound } from '../../identity/users/staff.queries';
import { countMembers, memberRow, memberRows, membersWhere, toTeamMember } from './members.queries';
import { isUniqueViolation, refusalError } from './team.errors';

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
  auth: Authenticated,
  actor: AuditActor,
  input: TEditMemberRequest,
): Promise<EditMemberResponse> {
  const passwordHash = input.password ? await hashPassword(input.password) : null;
  const now = ctx.now();
  try {
    const loginId = await ctx.db.transaction((tx) =>
      input.login_id === undefined
        ? createMember(tx, { auth, actor, input, passwordHash, now })
        : updateMember(tx, input.login_id, { auth, actor, input, passwordHash, now }),
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
    if (isUniqueViolation(error)) throw fieldError('email', M.emailTaken);
    throw error;
  }
}

interface EditOf {
  auth: Authenticated;
  actor: AuditActor;
  input: TEditMemberRequest;
  passwordHash: string | null;
  now: Date;
}

async function createMember(tx: Database, edit: EditOf): Promise<number> {
  const { auth, actor, input, passwordHash, now } = edit;
  const refusal = memberEditRefusal({
    callerLoginId: auth.staff.login_id,
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
  await recordAudit(tx, {
    actor,
    at: now,
    entity: 'staff',
    entityId: created.login_id,
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

async function updateMember(tx: Database, loginId: number, edit: EditOf): Promise<number> {
  const { auth, actor, input, passwordHash, now } = edit;
  const before = await staffOrNotFound(tx, loginId, true);
  const refusal = memberEditRefusal({ callerLoginId: auth.staff.login_id, before, after: input });
  if (refusal) throw refusalError(refusal);
  if (before.version !== input.version) throw new AppError('STALE');
  if (input.email !== before.email) await assertEmailFree(tx, input.email);
  if (before.is_pod_leader && !input.is_pod_leader) await assertPodEmpty(tx, before);

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
  // A deactivated member, or one with a new password, signs in again (but for the caller's own
  // session); deactivation also ends the clock of their open period, as signing out does.
  if ((before.is_active && !input.is_active) || passwordHash) {
    const own = loginId === auth.staff.login_id ? auth.session.id : undefined;
    await revokeSessions(tx, now, loginId, own);
  }
  if (before.is_active && !input.is_active) {
    await tx
      .update(staffStatusPeriods)
      .set({ ended_at: now })
      .where(and(eq(staffStatusPeriods.login_id, loginId), isNull(staffStatusPeriods.ended_at)));
  }
  await recordAudit(tx, {
    actor,
    at: now,
    entity: 'staff',
    entityId: loginId,
    changes,
    reason: M.memberUpdated,
  });
  return loginId;
}

async function assertEmailFree(tx: Database, email: string): Promise<void> {
  const [taken] = await tx
    .select({ login_id: staff.login_id })
    .from(staff)
    .where(eq(staff.email, email));
  if (taken) throw fieldError('email', M.emailTaken);
}

/** A pod leader stops leading only once their pod is empty. */
async function assertPodEmpty(tx: Database, leader: StaffRow): Promise<void> {
  const [row] = await tx
    .select({ n: count() })
    .from(memberPods)
    .where(eq(memberPods.pod_leader_login_id, leader.login_id));
  const members = row?.n ?? 0;
  if (members > 0) throw fieldError('is_pod_leader', M.podHasMembers(leader.name, members));
}
