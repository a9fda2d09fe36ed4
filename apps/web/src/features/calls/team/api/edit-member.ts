import {
  type EditMemberResponse,
  type TEditMemberRequest,
  ZEditMemberResponse,
} from '@backoffice/domain/calls/team';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/api-client';
import { memberKeys } from '@/lib/members/query-keys';
import { teamKeys } from './query-keys';

/** POST /api/edit-member/: creates a member (no login_id) or changes one at its version. */
export function editMember(request: TEditMemberRequest): Promise<EditMemberResponse> {
  return apiRequest('/edit-member/', {
    schema: ZEditMemberResponse,
    method: 'POST',
    body: request,
  });
}

/**
 * Creates or changes a member. Success: a toast and the member lists, pods and pickers reload.
 * A refusal or stale version has been told by the central handler; the lists reload either way
 * so that the next try starts from the member as it is.
 */
export function useEditMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editMember,
    onSuccess: ({ message }) => notifications.show({ color: 'green', message }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: memberKeys.all });
      void queryClient.invalidateQueries({ queryKey: teamKeys.pods() });
    },
  });
}
