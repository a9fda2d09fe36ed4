import {
  type Success,
  type TChoosePasswordRequest,
  type UserDetailsResponse,
  ZSuccess,
} from '@backoffice/domain/identity';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/api-client';
import { sessionKeys } from '@/lib/session/query-keys';

/** POST /api/choose-password/: the own password of a user whose first one someone else gave. */
export function choosePassword(request: TChoosePasswordRequest): Promise<Success> {
  return apiRequest('/choose-password/', {
    schema: ZSuccess,
    method: 'POST',
    body: request,
    silent: true,
  });
}

/** Chooses the new password; the cached user then no longer needs one, and the console opens. */
export function useChoosePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: choosePassword,
    onSuccess: () => {
      queryClient.setQueriesData<UserDetailsResponse>({ queryKey: sessionKeys.all }, (details) =>
        details?.user
          ? { ...details, user: { ...details.user, must_change_password: false } }
          : details,
      );
    },
  });
}
