import { LOGIN_ROLES, ROLE_CODES } from '@backoffice/domain/access';
import { ZStatusId } from '@backoffice/domain/orders';
import {
  MEMBER_PRESENCES,
  type AssignCetResponse,
  type EditMemberResponse,
  type MemberActivityRow,
  type MemberDayActivity,
  type MemberPodLeaderResponse,
  type MemberPodsResponse,
  type MembersActivityResponse,
  type MembersResponse,
  type QaReview,
  type QaReviewResponse,
  type QaReviewsResponse,
  type QueryConcernMemberResponse,
  type TeamMember,
} from '@backoffice/domain/calls/team';
import { USER_STATUSES } from '@backoffice/domain/identity';
import { z } from 'zod';

// Answer schemas of the team calls: they document the API (/api/docs) and shape what is sent;
// `satisfies` keeps each one in step with the domain's interface.

const ZMemberRef = z.object({ login_id: z.number().int(), name: z.string() });
const page = <Row extends z.ZodType>(row: Row) =>
  z.object({
    count: z.number().int(),
    limit: z.number().int(),
    offset: z.number().int(),
    results: z.array(row),
  });

export const ZTeamMember = ZMemberRef.extend({
  email: z.string(),
  contact: z.string().nullable(),
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
  editable: z.boolean(),
}) satisfies z.ZodType<TeamMember>;

export const ZMembersResponse = page(ZTeamMember) satisfies z.ZodType<MembersResponse>;

export const ZEditMemberResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  member: ZTeamMember,
}) satisfies z.ZodType<EditMemberResponse>;

export const ZMemberPodsResponse = z.object({
  pods: z.array(
    ZMemberRef.extend({
      role: z.string(),
      is_active: z.boolean(),
      members: z.array(ZMemberRef),
    }),
  ),
}) satisfies z.ZodType<MemberPodsResponse>;

export const ZMemberPodLeaderResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  login_id: z.number().int(),
  pod_leader: ZMemberRef.nullable(),
  version: z.number().int(),
}) satisfies z.ZodType<MemberPodLeaderResponse>;

const ZPresence = z.enum(MEMBER_PRESENCES);

export const ZMemberActivityRow = ZMemberRef.extend({
  role: z.string(),
  presence: ZPresence,
  since: z.string().nullable(),
  calls: z.number().int(),
  dispositions: z.number().int(),
  working_seconds: z.number().int(),
  break_seconds: z.number().int(),
  first_start: z.string().nullable(),
}) satisfies z.ZodType<MemberActivityRow>;

export const ZMembersActivityResponse = page(ZMemberActivityRow).extend({
  date: z.string(),
  summary: z.object({
    working: z.number().int(),
    break: z.number().int(),
    offline: z.number().int(),
  }),
}) satisfies z.ZodType<MembersActivityResponse>;

const ZPeriod = z.object({ start: z.string(), end: z.string().nullable() });

export const ZMemberDayActivity = ZMemberRef.extend({
  date: z.string(),
  presence: ZPresence,
  working: z.array(ZPeriod),
  break: z.array(ZPeriod),
  working_seconds: z.number().int(),
  break_seconds: z.number().int(),
}) satisfies z.ZodType<MemberDayActivity>;

export const ZAssignCetResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  carts: z.array(
    z.object({ cart_pid: z.number().int(), version: z.number().int(), assigned_to: ZMemberRef }),
  ),
}) satisfies z.ZodType<AssignCetResponse>;

export const ZQueryConcernMemberResponse = z.object({
  order_random_id: z.string(),
  carts: z.array(
    z.object({
      cart_pid: z.number().int(),
      item_name: z.string(),
      orm_order_status: ZStatusId,
      status_label: z.string(),
      member: ZMemberRef.extend({
        email: z.string(),
        contact: z.string().nullable(),
        role: z.string(),
        presence: ZPresence,
        pod_leader: ZMemberRef.extend({ contact: z.string().nullable() }).nullable(),
      }).nullable(),
    }),
  ),
}) satisfies z.ZodType<QueryConcernMemberResponse>;

export const ZQaReview = z.object({
  id: z.number().int(),
  agent: ZMemberRef,
  order_random_id: z.string().nullable(),
  score: z.number().int(),
  comments: z.string(),
  reviewed_by: ZMemberRef,
  created_at: z.string(),
}) satisfies z.ZodType<QaReview>;

export const ZQaReviewsResponse = page(ZQaReview) satisfies z.ZodType<QaReviewsResponse>;

export const ZQaReviewResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  review: ZQaReview,
}) satisfies z.ZodType<QaReviewResponse>;
