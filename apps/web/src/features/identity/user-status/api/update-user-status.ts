import {
  type UpdateUserStatusResponse,
  USER_STATUS_ACTIONS,
  type UserDetailsResponse,
  type UserStatus,
  ZUpdateUserStatusResponse,
} from '@backoffice/domain/identity';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/api-client';
import { sessionKeys } from '@/lib/session/query-keys';
import { useCurrentSignIn } from '@/lib/session/sign-in-store';

/** POST /api/update-user-status/: action_type 1 is Break, 2 is Working (spec 000 section 4). */
export function updateUserStatus(status: UserStatus): Promise<UpdateUserStatusResponse> {
  return apiRequest('/update-user-status/', {
    schema: import.meta.env.PROD ? undefined : ZUpdateUserStatusResponse,
    method: 'POST',
    body: { action_type: USER_STATUS_ACTIONS[status] },
  });
}

const TOASTS: Record<UserStatus, string> = {
  break: 'Going on Break!',
  working: 'Back to Work!',
};

/** Switches the signed-in user between Working and Break, updating the cached user details. */
export function useUpdateUserStatus() {
  const queryClient = useQueryClient();
  const signIn = useCurrentSignIn();
  return useMutation({
    mutationFn: updateUserStatus,
    onSuccess: ({ status }) => {
      queryClient.setQueryData<UserDetailsResponse>(sessionKeys.userDetails(signIn), (details) =>
        details ? { ...details, user: { ...details.user, status } } : details,
      );
      notifications.show({
        color: status === 'break' ? 'yellow' : 'green',
        message: TOASTS[status],
      });
    },
  });
}
