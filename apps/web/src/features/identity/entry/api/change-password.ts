import { type Success, type TChangePasswordRequest, ZSuccess } from '@backoffice/domain/identity';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/api-client';

/** POST /api/change-password/: the signed-in user's own password. */
export function changePassword(request: TChangePasswordRequest): Promise<Success> {
  return apiRequest('/change-password/', {
    schema: ZSuccess,
    method: 'POST',
    body: request,
    silent: true,
  });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
