import type { Database } from '@backoffice/db';
import { memberPods, staff, type StaffRow } from '@backoffice/db/schema';
import {
  isProtectedMember,
  rolesOf,
  type TeamMember,
  type TMembersQuery,
} from '@backoffice/domain/calls/team';
import { and, asc, count, eq, like, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';

const leader = alias(staff, 'pod_leader');

/** A search term as the literal start of a LIKE pattern (% and _ escaped). */
export const likePrefix = (term: string) => `${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Which members a list shows: active ones unless inactive are asked for, optionally those whose
 * role string holds a code (the spec's substring test), and a search on the start of the name
 * or e-mail, or the login id.
 */
export function membersWhere(
  query: Pick<TMembersQuery, 'search' | 'role' | 'include_inactive'>,
): SQL | undefined {
  return and(
    query.include_inactive ? undefined : eq(staff.is_active, true),
    query.role ? like(staff.role, `%${query.role}%`) : undefined,
    memberSearch(query.search),
  );
}

/** Members whose name or e-mail starts with the (lower-case) term, or whose login id it is. */
export function memberSearch(term: string | undefined): SQL | undefined {
  if (!term) return undefined;
  return or(
    like(sql`lower(${staff.name})`, likePrefix(term)),
    like(staff.email, likePrefix(term)),
    /^\d{1,9}$/.test(term) ? eq(staff.login_id, Number(term)) : undefined,
  );
}

/** The staff rows of the members matching, by login id, with their pod leader. */
export function memberRows(
  db: Database,
  where: SQL | undefined,
  page?: { limit: number; offset: number },
) {
  const query = db
    .select({
      member: staff,
      pod_leader_login_id: memberPods.pod_leader_login_id,
      pod_leader_name: leader.name,
    })
    .from(staff)
    .leftJoin(memberPods, eq(memberPods.login_id, staff.login_id))
    .leftJoin(leader, eq(leader.login_id, memberPods.pod_leader_login_id))
    .where(where)
    .orderBy(asc(staff.login_id));
  return page ? query.limit(page.limit).offset(page.offset) : query;
}

export type MemberRow = Awaited<ReturnType<typeof memberRows>>[number];

/** How many members match. */
export async function countMembers(db: Database, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: count() }).from(staff).where(where);
  return row?.n ?? 0;
}

/** One member with their pod leader (undefined for an unknown login id). */
export async function memberRow(db: Database, loginId: number): Promise<MemberRow | undefined> {
  const [row] = await memberRows(db, eq(staff.login_id, loginId));
  return row;
}

/** A member as the API answers it, with whether this caller may edit them. */
export function toTeamMember(row: MemberRow, canManage: boolean): TeamMember {
  const m: StaffRow = row.member;
  return {
    login_id: m.login_id,
    name: m.name,
    email: m.email,
    contact: m.contact,
    role: m.role,
    roles: rolesOf(m.role),
    login_role: m.login_role,
    is_active: m.is_active,
    is_pod_leader: m.is_pod_leader,
    can_create_member: m.can_create_member,
    pod_leader:
      row.pod_leader_login_id !== null && row.pod_leader_name !== null
        ? { login_id: row.pod_leader_login_id, name: row.pod_leader_name }
        : null,
    status: m.status,
    version: m.version,
    created_at: m.created_at.toISOString(),
    editable: canManage && !isProtectedMember(m),
  };
}
