import {
  ZEditMemberRequest,
  ZEditMemberResponse,
  ZMemberPodLeaderRequest,
  ZMemberPodLeaderResponse,
  ZMemberPodsResponse,
  ZMembersQuery,
  ZMembersResponse,
} from '@backoffice/domain/calls/team';
import type { AreaModule } from '../../../core/http';
import { callerOf } from '../../../core/use-case';
import { signedIn } from '../../../plugins/auth';
import { memberPodsList, setMemberPodLeader } from './member-pods.service';
import { editMember, listMembers } from './members.service';

/** Members and their pods (000 section 7, team calls; the /members-list screen). */
export const membersRoutes: AreaModule = (api, ctx) => {
  api.get(
    '/api/get-members/',
    {
      config: { capability: 'members:view' },
      schema: {
        summary: 'One page of members by login id (search, role code, inactive too)',
        querystring: ZMembersQuery,
        response: { 200: ZMembersResponse },
      },
    },
    (request) => listMembers(ctx, signedIn(request).principal, request.query),
  );

  api.post(
    '/api/edit-member/',
    {
      config: { capability: 'members:manage' },
      schema: {
        summary: 'Create a member (no login_id) or change one at the version read',
        body: ZEditMemberRequest,
        response: { 200: ZEditMemberResponse },
      },
    },
    (request) => editMember(ctx, callerOf(request), request.body),
  );

  api.get(
    '/api/members-pod-leader/',
    {
      config: { capability: 'members:view' },
      schema: {
        summary: 'Every pod leader with the members of their pod',
        response: { 200: ZMemberPodsResponse },
      },
    },
    () => memberPodsList(ctx),
  );

  api.post(
    '/api/members-pod-leader/',
    {
      config: { capability: 'members:manage' },
      schema: {
        summary: "Put a member in a pod leader's pod (null: no pod)",
        body: ZMemberPodLeaderRequest,
        response: { 200: ZMemberPodLeaderResponse },
      },
    },
    (request) => setMemberPodLeader(ctx, callerOf(request), request.body),
  );
};
