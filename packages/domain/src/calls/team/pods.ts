import { z } from 'zod';
import { ZRowVersion } from '../../orders/order-requests';
import { loginIdField, type MemberRef } from './fields';
import { TEAM_MESSAGES as M } from './messages';

/**
 * POST /api/members-pod-leader/: puts a member in a pod leader's pod (or out of any pod with
 * null), naming the member's version as read.
 */
export const ZMemberPodLeaderRequest = z.object({
  login_id: loginIdField(M.invalidMember),
  version: ZRowVersion,
  pod_leader_login_id: loginIdField(M.invalidPodLeader).nullable(),
});
export type TMemberPodLeaderRequest = z.infer<typeof ZMemberPodLeaderRequest>;

export interface PodLeaderCandidate extends MemberRef {
  is_pod_leader: boolean;
  is_active: boolean;
}

/** Why a member cannot join a pod leader's pod, or null. */
export function podLeaderRefusal(memberLoginId: number, leader: PodLeaderCandidate) {
  if (leader.login_id === memberLoginId) return M.ownPodLeader;
  if (!leader.is_pod_leader) return M.notPodLeader(leader.name);
  if (!leader.is_active) return M.inactivePodLeader(leader.name);
  return null;
}
