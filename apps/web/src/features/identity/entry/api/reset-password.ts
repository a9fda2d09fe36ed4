import { type Success, type TResetPasswordRequest, ZSuccess } from '@backoffice/domain/identity';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/api-client';

/** POST /api/reset-password/:login_id/: sets another staff member's password. */
export function resetPassword(loginId: string, request: TResetPasswordRequest): Promise<Success> {
  return apiRequest(`/reset-password/${encodeURIComponent(loginId)}/`, {
    schema: ZSuccess,
    method: 'POST',
    body: request,
    silent: true,
  });
}

export function useResetPassword(loginId: string) {
  return useMutation({
    mutationFn: (request: TResetPasswordRequest) => resetPassword(loginId, request),
  });
}
