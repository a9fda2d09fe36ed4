import {
  type MemberPodLeaderResponse,
  type MemberPodsResponse,
  type TMemberPodLeaderRequest,
  ZMemberPodLeaderResponse,
  ZMemberPodsResponse,
} from '@backoffice/domain/calls/team';
import { notifications } from '@mantine/notifications';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/api-client';
import { memberKeys } from '@/lib/members/query-keys';
import { teamKeys } from './query-keys';

/** GET /api/members-pod-leader/: every pod leader with the members of their pod. */
export function getMemberPods(signal?: AbortSignal): Promise<MemberPodsResponse> {
  return apiRequest('/members-pod-leader/', { schema: ZMemberPodsResponse, signal, silent: true });
}

export const memberPodsQuery = () =>
  queryOptions({ queryKey: teamKeys.pods(), queryFn: ({ signal }) => getMemberPods(signal) });

export function useMemberPods() {
  return useQuery(memberPodsQuery());
}

/** POST /api/members-pod-leader/: puts a member in a pod (or none), at the member's version. */
export function setPodLeader(request: TMemberPodLeaderRequest): Promise<MemberPodLeaderResponse> {
  return apiRequest('/members-pod-leader/', {
    schema: ZMemberPodLeaderResponse,
    method: 'POST',
    body: request,
  });
}

export function useSetPodLeader() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setPodLeader,
    onSuccess: ({ message }) => notifications.show({ color: 'green', message }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: memberKeys.all });
      void queryClient.invalidateQueries({ queryKey: teamKeys.pods() });
    },
  });
}
