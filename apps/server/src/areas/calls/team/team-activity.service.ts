import { staff } from '@backoffice/db/schema';
import {
  ACTIVITY_TEAMS,
  indiaDay,
  indiaDayBounds,
  secondsWithin,
  type MemberActivityRow,
  type MemberDayActivity,
  type MembersActivityResponse,
  type TMembersActivityQuery,
} from '@backoffice/domain/calls/team';
import type { UserStatus } from '@backoffice/domain/identity';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../../core/context';
import { staffOrNotFound } from '../../identity/index';
import {
  callCounts,
  lastSeen,
  periodsWithin,
  presencePage,
  presenceSummary,
  teamWhere,
  type DayWindow,
  type LiveSessionRule,
  type MemberPeriod,
} from './team-activity.queries';

const MINUTE = 60_000;

/** Sessions count as live as long as the session rules keep them signed in. */
export function liveSessionRule(ctx: AppContext, now: Date): LiveSessionRule {
  return { now, idleSince: new Date(now.getTime() - ctx.config.session.idleMinutes * MINUTE) };
}

const seconds = (own: readonly MemberPeriod[], status: UserStatus, day: DayWindow, now: Date) =>
  secondsWithin(
    own.filter((p) => p.status === status).map((p) => p.period),
    day,
    now,
  );

/**
 * The activity board of a team (/activity-status-cet-sales, /list-cets): who is Working, on Break
 * or offline now and since when, and per member the day's calls, dispositions, Working and Break
 * time and first sign-in. The summary counts the whole team, not only the page.
 */
export async function membersActivity(
  ctx: AppContext,
  query: TMembersActivityQuery,
): Promise<MembersActivityResponse> {
  const now = ctx.now();
  const date = query.date ?? indiaDay(now);
  const day = indiaDayBounds(date);
  const rule = liveSessionRule(ctx, now);
  const where = teamWhere(ACTIVITY_TEAMS[query.team].roles, query.search);
  const [rows, { summary, total }] = await Promise.all([
    presencePage(ctx.db, where, rule, query),
    presenceSummary(ctx.db, where, rule),
  ]);
  const ids = rows.map((r) => r.login_id);
  const offline = rows.filter((r) => r.presence === 'offline').map((r) => r.login_id);
  const [periods, counts, seen] = await Promise.all([
    periodsWithin(ctx.db, ids, day),
    callCounts(ctx.db, ids, day),
    lastSeen(ctx.db, offline),
  ]);
  const results = rows.map((row): MemberActivityRow => {
    const own = periods.filter((p) => p.login_id === row.login_id);
    const since = row.presence === 'offline' ? seen.get(row.login_id) : row.open_since;
    return {
      login_id: row.login_id,
      name: row.name,
      role: row.role,
      presence: row.presence,
      since: since?.toISOString() ?? null,
      calls: counts.get(row.login_id)?.calls ?? 0,
      dispositions: counts.get(row.login_id)?.dispositions ?? 0,
      working_seconds: seconds(own, 'working', day, now),
      break_seconds: seconds(own, 'break', day, now),
      first_start: own[0]?.period.start.toISOString() ?? null,
    };
  });
  return { date, count: total, limit: query.limit, offset: query.offset, summary, results };
}

/** One member's Working and Break periods of a day (newest first) with the day's totals. */
export async function memberDayActivity(
  ctx: AppContext,
  loginId: number,
  date: string | undefined,
): Promise<MemberDayActivity> {
  const member = await staffOrNotFound(ctx.db, loginId);
  const now = ctx.now();
  const dayOf = date ?? indiaDay(now);
  const day = indiaDayBounds(dayOf);
  const [[row], own] = await Promise.all([
    presencePage(ctx.db, eq(staff.login_id, loginId), liveSessionRule(ctx, now), {
      limit: 1,
      offset: 0,
    }),
    periodsWithin(ctx.db, [loginId], day),
  ]);
  const listed = (status: UserStatus) =>
    own
      .filter((p) => p.status === status)
      .reverse()
      .map(({ period }) => ({
        start: period.start.toISOString(),
        end: period.end?.toISOString() ?? null,
      }));
  return {
    login_id: member.login_id,
    name: member.name,
    date: dayOf,
    presence: row?.presence ?? 'offline',
    working: listed('working'),
    break: listed('break'),
    working_seconds: seconds(own, 'working', day, now),
    break_seconds: seconds(own, 'break', day, now),
  };
}
