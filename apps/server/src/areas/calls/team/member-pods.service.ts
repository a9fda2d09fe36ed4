import type { Database } from '@backoffice/db';
import { memberPods, staff, type StaffRow } from '@backoffice/db/schema';
import {
  isProtectedMember,
  podLeaderRefusal,
  TEAM_MESSAGES as M,
  type MemberPodLeaderResponse,
  type MemberPodsResponse,
  type MemberRef,
  type TMemberPodLeaderRequest,
} from '@backoffice/domain/calls/team';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { AppContext } from '../../../core/context';
import { AppError } from '../../../core/errors';
import { teamError } from './team.errors';
import { runUseCase, type Caller } from '../../../core/use-case';

/** Every pod leader (active or not) with the members of their pod, by login id. */
export async function memberPodsList(ctx: AppContext): Promise<MemberPodsResponse> {
  const [leaders, members] = await Promise.all([
    ctx.db.select().from(staff).where(eq(staff.is_pod_leader, true)).orderBy(asc(staff.login_id)),
    ctx.db
      .select({
        login_id: staff.login_id,
        name: staff.name,
        pod_leader_login_id: memberPods.pod_leader_login_id,
      })
      .from(memberPods)
      .innerJoin(staff, eq(staff.login_id, memberPods.login_id))
      .orderBy(asc(staff.login_id)),
  ]);
  return {
    pods: leaders.map((leader) => ({
      login_id: leader.login_id,
      name: leader.name,
      role: leader.role,
      is_active: leader.is_active,
      members: members
        .filter((m) => m.pod_leader_login_id === leader.login_id)
        .map(({ login_id, name }) => ({ login_id, name })),
    })),
  };
}

/**
 * Puts a member in a pod leader's pod, or out of any pod (null), at the member's version read.
 * The leader must be an active pod leader other than the member; Team Leaders and Admins are not
 * moved from here. The member's version goes up and the move is audited.
 */
export async function setMemberPodLeader(
  ctx: AppContext,
  caller: Caller,
  input: TMemberPodLeaderRequest,
): Promise<MemberPodLeaderResponse> {
  return runUseCase(ctx, caller, async ({ tx, record, now }) => {
    const { member, leaderRow } = await lockMemberAndLeader(tx, input);
    if (isProtectedMember(member)) throw teamError('calls.protected_member');
    if (member.version !== input.version) throw new AppError('STALE');
    const [current] = await tx
      .select()
      .from(memberPods)
      .where(eq(memberPods.login_id, member.login_id));
    const leader = leaderRow === null ? null : checkedLeader(member.login_id, leaderRow);
    const unchanged = (current?.pod_leader_login_id ?? null) === (leader?.login_id ?? null);
    const answer = (message: string, version: number) => ({
      success: true as const,
      message,
      login_id: member.login_id,
      pod_leader: leader,
      version,
    });
    if (unchanged) return answer(M.noChange, member.version);

    await movePod(tx, member.login_id, leader, now);
    await record.change({
      entity: 'staff',
      id: member.login_id,
      changes: {
        pod_leader_login_id: {
          before: current?.pod_leader_login_id ?? null,
          after: leader?.login_id ?? null,
        },
      },
      reason: M.podLeaderChanged,
    });
    return answer(M.podLeaderChanged, member.version + 1);
  });
}

/** Puts the member in the leader's pod (or out of any), and moves the member's version up. */
async function movePod(tx: Database, loginId: number, leader: MemberRef | null, now: Date) {
  if (leader) {
    await tx
      .insert(memberPods)
      .values({ login_id: loginId, pod_leader_login_id: leader.login_id, assigned_at: now })
      .onConflictDoUpdate({
        target: memberPods.login_id,
        set: { pod_leader_login_id: leader.login_id, assigned_at: now },
      });
  } else {
    await tx.delete(memberPods).where(eq(memberPods.login_id, loginId));
  }
  await tx
    .update(staff)
    .set({ version: sql`${staff.version} + 1`, updated_at: now })
    .where(eq(staff.login_id, loginId));
}

/**
 * Locks the member and the chosen leader in login id order, so that two moves naming the same
 * two people queue instead of deadlocking, and an edit that stops the leader leading waits for
 * this move (and then finds the pod not empty), or this move waits and is refused.
 */
async function lockMemberAndLeader(tx: Database, input: TMemberPodLeaderRequest) {
  const ids = [input.login_id, input.pod_leader_login_id ?? input.login_id];
  const rows = await tx
    .select()
    .from(staff)
    .where(inArray(staff.login_id, ids))
    .orderBy(asc(staff.login_id))
    .for('update');
  const member = rows.find((r) => r.login_id === input.login_id);
  if (!member) throw teamError('calls.member_not_found');
  if (input.pod_leader_login_id === null) return { member, leaderRow: null };
  const leaderRow = rows.find((r) => r.login_id === input.pod_leader_login_id);
  if (!leaderRow) throw teamError('calls.invalid_pod_leader').at('pod_leader_login_id');
  return { member, leaderRow };
}

/** The leader as a reference, once the domain's rule accepts them. */
function checkedLeader(memberLoginId: number, row: StaffRow): MemberRef {
  const refusal = podLeaderRefusal(memberLoginId, row);
  if (refusal) throw teamError('calls.pod_leader_refused', refusal).at('pod_leader_login_id');
  return { login_id: row.login_id, name: row.name };
}
