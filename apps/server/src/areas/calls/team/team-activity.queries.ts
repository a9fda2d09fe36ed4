import type { Database } from '@backoffice/db';
import {
  callDispositions,
  callRecords,
  sessions,
  staff,
  staffStatusPeriods,
} from '@backoffice/db/schema';
import type { RoleTest } from '@backoffice/domain/access';
import type { MemberPresence, TimedPeriod } from '@backoffice/domain/calls/team';
import {
  and,
  asc,
  count,
  eq,
  gt,
  gte,
  inArray,
  isNull,
  like,
  lt,
  max,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { memberSearch } from './members.queries';

// The SQL of the activity screens: who is where now, and each member's day.

/** A day (or any span) the counts and periods are read for; `end` excluded. */
export interface DayWindow {
  start: Date;
  end: Date;
}

/** When a session counts as live: not revoked, not past its end, used within the idle time. */
export interface LiveSessionRule {
  now: Date;
  idleSince: Date;
}

const openPeriod = alias(staffStatusPeriods, 'open_period');

/**
 * Where a member is now: the status of their open period while one of their sessions is live,
 * else offline (a period left open by a session that lapsed is not "working").
 */
function presenceOf(rule: LiveSessionRule): SQL<MemberPresence> {
  const live = sql`exists (select 1 from ${sessions} where ${sessions.login_id} = ${staff.login_id}
    and ${sessions.revoked_at} is null and ${sessions.expires_at} > ${rule.now}
    and ${sessions.last_seen_at} > ${rule.idleSince})`;
  return sql<MemberPresence>`case when ${openPeriod.status} is not null and ${live}
    then ${openPeriod.status} else 'offline' end`;
}

/** Active members whose role holds one of the codes, optionally matching a search. */
export function teamWhere(roles: readonly RoleTest[], search: string | undefined): SQL | undefined {
  return and(
    eq(staff.is_active, true),
    or(...roles.map((code) => like(staff.role, `%${code}%`))),
    memberSearch(search),
  );
}

/** One page of the team by login id, each with their presence and open period. */
export function presencePage(
  db: Database,
  where: SQL | undefined,
  rule: LiveSessionRule,
  page: { limit: number; offset: number },
) {
  return db
    .select({
      login_id: staff.login_id,
      name: staff.name,
      role: staff.role,
      presence: presenceOf(rule),
      open_since: openPeriod.started_at,
    })
    .from(staff)
    .leftJoin(openPeriod, and(eq(openPeriod.login_id, staff.login_id), isNull(openPeriod.ended_at)))
    .where(where)
    .orderBy(asc(staff.login_id))
    .limit(page.limit)
    .offset(page.offset);
}

export type PresenceRow = Awaited<ReturnType<typeof presencePage>>[number];

/** How many of the whole team are Working, on Break and offline, with the team's size. */
export async function presenceSummary(db: Database, where: SQL | undefined, rule: LiveSessionRule) {
  const presence = presenceOf(rule);
  const rows = await db
    .select({ presence, n: count() })
    .from(staff)
    .leftJoin(openPeriod, and(eq(openPeriod.login_id, staff.login_id), isNull(openPeriod.ended_at)))
    .where(where)
    // By position: the expression carries parameters, so it cannot be repeated in GROUP BY.
    .groupBy(sql`1`);
  const summary: Record<MemberPresence, number> = { working: 0, break: 0, offline: 0 };
  for (const row of rows) summary[row.presence] = row.n;
  return { summary, total: summary.working + summary.break + summary.offline };
}

/** The Working and Break periods of members that overlap a window, oldest first. */
export async function periodsWithin(db: Database, loginIds: readonly number[], window: DayWindow) {
  if (loginIds.length === 0) return [];
  const rows = await db
    .select()
    .from(staffStatusPeriods)
    .where(
      and(
        inArray(staffStatusPeriods.login_id, [...loginIds]),
        lt(staffStatusPeriods.started_at, window.end),
        or(isNull(staffStatusPeriods.ended_at), gt(staffStatusPeriods.ended_at, window.start)),
      ),
    )
    .orderBy(asc(staffStatusPeriods.started_at), asc(staffStatusPeriods.id));
  return rows.map((row) => ({
    login_id: row.login_id,
    status: row.status,
    period: { start: row.started_at, end: row.ended_at } satisfies TimedPeriod,
  }));
}

export type MemberPeriod = Awaited<ReturnType<typeof periodsWithin>>[number];

/**
 * When each offline member was last seen: the end of their last period, or for a period a
 * lapsed session left open, that session's last request.
 */
export async function lastSeen(
  db: Database,
  loginIds: readonly number[],
): Promise<Map<number, Date>> {
  if (loginIds.length === 0) return new Map();
  const ids = [...loginIds];
  const [ended, seen] = await Promise.all([
    db
      .select({ login_id: staffStatusPeriods.login_id, at: max(staffStatusPeriods.ended_at) })
      .from(staffStatusPeriods)
      .where(inArray(staffStatusPeriods.login_id, ids))
      .groupBy(staffStatusPeriods.login_id),
    db
      .select({ login_id: sessions.login_id, at: max(sessions.last_seen_at) })
      .from(sessions)
      .where(inArray(sessions.login_id, ids))
      .groupBy(sessions.login_id),
  ]);
  const latest = new Map<number, Date>();
  for (const { login_id, at } of [...ended, ...seen]) {
    const known = latest.get(login_id);
    if (at && (!known || at > known)) latest.set(login_id, at);
  }
  return latest;
}

/** Calls each member placed or took, and dispositions they recorded, within a window. */
export async function callCounts(
  db: Database,
  loginIds: readonly number[],
  window: DayWindow,
): Promise<Map<number, { calls: number; dispositions: number }>> {
  const counts = new Map(loginIds.map((id) => [id, { calls: 0, dispositions: 0 }]));
  if (loginIds.length === 0) return counts;
  const ids = [...loginIds];
  const [calls, dispositions] = await Promise.all([
    db
      .select({ login_id: callRecords.agent_login_id, n: count() })
      .from(callRecords)
      .where(
        and(
          inArray(callRecords.agent_login_id, ids),
          gte(callRecords.started_at, window.start),
          lt(callRecords.started_at, window.end),
        ),
      )
      .groupBy(callRecords.agent_login_id),
    db
      .select({ login_id: callDispositions.login_id, n: count() })
      .from(callDispositions)
      .where(
        and(
          inArray(callDispositions.login_id, ids),
          gte(callDispositions.created_at, window.start),
          lt(callDispositions.created_at, window.end),
        ),
      )
      .groupBy(callDispositions.login_id),
  ]);
  for (const { login_id, n } of calls) {
    const entry = login_id === null ? undefined : counts.get(login_id);
    if (entry) entry.calls = n;
  }
  for (const { login_id, n } of dispositions) {
    const entry = counts.get(login_id);
    if (entry) entry.dispositions = n;
  }
  return counts;
}
