import { z } from 'zod';
import { LOGIN_ROLES, ROLE_CODES } from '../../access/roles';
import { ZActivityPeriod } from '../../identity/contract';
import { USER_STATUSES } from '../../identity/current-user';
import { ZStatusId } from '../../orders/order-requests';
import { MEMBER_PRESENCES } from './activity';
import type { MemberRef } from './fields';

/**
 * The answers of the team calls (docs/team.md): one schema per payload, the types inferred
 * from them, sent by the server and checked by the web in development and tests.
 */

const ZMemberRef = z.object({
  login_id: z.number().int(),
  name: z.string(),
}) satisfies z.ZodType<MemberRef>;

/** One page of a team list. */
const teamPage = <Row extends z.ZodType>(row: Row) =>
  z.object({
    count: z.number().int(),
    limit: z.number().int(),
    offset: z.number().int(),
    results: z.array(row),
  });

/** A member as GET /api/get-members/ and POST /api/edit-member/ answer it. */
export const ZTeamMember = ZMemberRef.extend({
  email: z.string(),
  contact: z.string().nullable(),
  /** The role string, as the current user carries it (e.g. "CET,OC"). */
  role: z.string(),
  roles: z.array(z.enum(ROLE_CODES)),
  login_role: z.enum(LOGIN_ROLES).nullable(),
  is_active: z.boolean(),
  is_pod_leader: z.boolean(),
  can_create_member: z.boolean(),
  pod_leader: ZMemberRef.nullable(),
  status: z.enum(USER_STATUSES),
  version: z.number().int(),
  created_at: z.string(),
  /** Whether the caller may change this member (Team Leaders and Admins are out of reach). */
  editable: z.boolean(),
});
export type TeamMember = z.infer<typeof ZTeamMember>;

/** GET /api/get-members/. */
export const ZMembersResponse = teamPage(ZTeamMember);
export type MembersResponse = z.infer<typeof ZMembersResponse>;

/** POST /api/edit-member/. */
export const ZEditMemberResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  member: ZTeamMember,
});
export type EditMemberResponse = z.infer<typeof ZEditMemberResponse>;

/** One pod: its leader and the members in it. */
export const ZMemberPod = ZMemberRef.extend({
  role: z.string(),
  is_active: z.boolean(),
  members: z.array(ZMemberRef),
});
export type MemberPod = z.infer<typeof ZMemberPod>;

/** GET /api/members-pod-leader/: every pod leader with their pod, by name. */
export const ZMemberPodsResponse = z.object({ pods: z.array(ZMemberPod) });
export type MemberPodsResponse = z.infer<typeof ZMemberPodsResponse>;

/** POST /api/members-pod-leader/ answer: the member's new pod leader and version. */
export const ZMemberPodLeaderResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  login_id: z.number().int(),
  pod_leader: ZMemberRef.nullable(),
  version: z.number().int(),
});
export type MemberPodLeaderResponse = z.infer<typeof ZMemberPodLeaderResponse>;

const ZPresence = z.enum(MEMBER_PRESENCES);

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

/** Who to ask about a cart: the agent working it, how to reach them, and their pod leader. */
export const ZConcernMember = ZMemberRef.extend({
  email: z.string(),
  contact: z.string().nullable(),
  role: z.string(),
  presence: ZPresence,
  pod_leader: ZMemberRef.extend({ contact: z.string().nullable() }).nullable(),
});
export type ConcernMember = z.infer<typeof ZConcernMember>;

/** GET /api/get-query-concern-member/. */
export const ZQueryConcernMemberResponse = z.object({
  order_random_id: z.string(),
  carts: z.array(
    z.object({
      cart_pid: z.number().int(),
      item_name: z.string(),
      orm_order_status: ZStatusId,
      status_label: z.string(),
      member: ZConcernMember.nullable(),
    }),
  ),
});
export type QueryConcernMemberResponse = z.infer<typeof ZQueryConcernMemberResponse>;

/** A QA review of an agent's work. */
export const ZQaReview = z.object({
  id: z.number().int(),
  agent: ZMemberRef,
  order_random_id: z.string().nullable(),
  score: z.number().int(),
  comments: z.string(),
  reviewed_by: ZMemberRef,
  created_at: z.string(),
});
export type QaReview = z.infer<typeof ZQaReview>;

/** GET /api/qaandreview/, newest first. */
export const ZQaReviewsResponse = teamPage(ZQaReview);
export type QaReviewsResponse = z.infer<typeof ZQaReviewsResponse>;

/** POST /api/qaandreview/. */
export const ZQaReviewResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  review: ZQaReview,
});
export type QaReviewResponse = z.infer<typeof ZQaReviewResponse>;
