import { z } from 'zod';
import { isCalendarDay } from '../../core/dates/calendar-day';
import type { RoleTest } from '../../access/roles';
import { ISO_DAY_LENGTH } from '../../core/validation/iso-day';
import { loginIdQueryField, ZTeamLimit, ZTeamOffset } from './fields';
import { TEAM_MESSAGES as M } from './messages';

/**
 * Where a member is now: in a Working or Break period (signed in), or offline (no period open:
 * signing out of the last session ends the period).
 */
export const MEMBER_PRESENCES = ['working', 'break', 'offline'] as const;
export type MemberPresence = (typeof MEMBER_PRESENCES)[number];

export const PRESENCE_LABELS: Record<MemberPresence, string> = {
  working: 'Working',
  break: 'Break',
  offline: 'Offline',
};

/**
 * The teams of the activity screens: those with the Working/Break toggle (roles containing OC,
 * RT, CET or SALES, 000 section 1), split into the customer-experience family and Sales.
 */
export const ACTIVITY_TEAMS = {
  all: { label: 'All', roles: ['OC', 'RT', 'CET', 'SALES'] },
  cet: { label: 'CET', roles: ['OC', 'RT', 'CET'] },
  sales: { label: 'Sales', roles: ['SALES'] },
} as const satisfies Record<string, { label: string; roles: readonly RoleTest[] }>;
export type ActivityTeam = keyof typeof ACTIVITY_TEAMS;
const TEAM_KEYS = Object.keys(ACTIVITY_TEAMS) as [ActivityTeam, ...ActivityTeam[]];

/** A calendar day in India time, YYYY-MM-DD. */
export const ZActivityDay = z
  .string({ error: M.invalidDate })
  .trim()
  .max(ISO_DAY_LENGTH, M.invalidDate)
  .refine(isCalendarDay, M.invalidDate);

/** Query of GET /api/get-members-activity/: the team, the India day (today by default), a page. */
export const ZMembersActivityQuery = z.object({
  team: z.enum(TEAM_KEYS, { error: M.invalidTeam }).default('all'),
  date: ZActivityDay.optional(),
  search: z.string().trim().toLowerCase().max(100, M.invalidSearch).optional(),
  limit: ZTeamLimit,
  offset: ZTeamOffset,
});
export type TMembersActivityQuery = z.infer<typeof ZMembersActivityQuery>;

/** Path of GET /api/get-members-activity/:login_id/. */
export const ZMemberActivityParams = z.object({ login_id: loginIdQueryField(M.invalidMember) });
/** Query of GET /api/get-members-activity/:login_id/. */
export const ZMemberDayQuery = z.object({ date: ZActivityDay.optional() });

export { indiaDay, indiaDayBounds } from '../../core/dates/india-day';
export { isCalendarDay } from '../../core/dates/calendar-day';

export interface TimedPeriod {
  start: Date;
  /** Null while the period lasts. */
  end: Date | null;
}

/**
 * Whole seconds of the periods inside a window; a period still open runs until `now`. Nothing
 * after `now` counts, so today's totals grow while the screen is open.
 */
export function secondsWithin(
  periods: readonly TimedPeriod[],
  window: { start: Date; end: Date },
  now: Date,
): number {
  const until = Math.min(window.end.getTime(), now.getTime());
  let ms = 0;
  for (const period of periods) {
    const from = Math.max(period.start.getTime(), window.start.getTime());
    const to = Math.min((period.end ?? now).getTime(), until);
    if (to > from) ms += to - from;
  }
  return Math.floor(ms / 1000);
}

/** A duration as the screens show it: "2h 05m", "12m", "45s". */
export function formatDuration(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  if (h > 0) return `${h}h ${String(m).padStart(2, '0')}m`;
  if (m > 0) return `${m}m`;
  return `${Math.max(0, Math.floor(seconds))}s`;
}
