import { z } from 'zod';
import { ZActivityPeriod } from '../../../identity/contract';
import { ZMemberRef, ZPresence, teamPage } from './shared';

/** One member on the activity screens: now, and their day. */
export const ZMemberActivityRow = ZMemberRef.extend({
  role: z.string(),
  presence: ZPresence,
  /** Start of the open period; for an offline member the end of their last one (or null). */
  since: z.string().nullable(),
  /** Calls and dispositions of the day. */
  calls: z.number().int(),
  dispositions: z.number().int(),
  working_seconds: z.number().int(),
  break_seconds: z.number().int(),
  /** Start of the day's first period: when the member signed in that day. */
  first_start: z.string().nullable(),
});
export type MemberActivityRow = z.infer<typeof ZMemberActivityRow>;

/** GET /api/get-members-activity/: the summary counts the whole filtered list per presence. */
export const ZMembersActivityResponse = teamPage(ZMemberActivityRow).extend({
  date: z.string(),
  summary: z.object({
    working: z.number().int(),
    break: z.number().int(),
    offline: z.number().int(),
  }),
});
export type MembersActivityResponse = z.infer<typeof ZMembersActivityResponse>;

/** GET /api/get-members-activity/:login_id/: one member's periods of one day. */
export const ZMemberDayActivity = ZMemberRef.extend({
  date: z.string(),
  presence: ZPresence,
  working: z.array(ZActivityPeriod),
  break: z.array(ZActivityPeriod),
  working_seconds: z.number().int(),
  break_seconds: z.number().int(),
});
export type MemberDayActivity = z.infer<typeof ZMemberDayActivity>;

/** POST /api/update-assign-cet/: the carts given, with their new versions (not those already theirs). */
export const ZAssignCetResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  carts: z.array(
    z.object({ cart_pid: z.number().int(), version: z.number().int(), assigned_to: ZMemberRef }),
  ),
});
export type AssignCetResponse = z.infer<typeof ZAssignCetResponse>;
