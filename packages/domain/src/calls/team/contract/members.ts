import { z } from 'zod';
import { LOGIN_ROLES, ROLE_CODES } from '../../../access/roles';
import { USER_STATUSES } from '../../../identity/current-user';
import { ZMemberRef, teamPage } from './shared';

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
