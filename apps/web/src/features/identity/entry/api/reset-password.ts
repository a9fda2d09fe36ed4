import { type TPasswordResetResponse, ZPasswordResetResponse } from '@backoffice/domain/identity';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/api-client';

/**
 * POST /api/reset-password/:login_id/: resets another staff member's password; the server sends
 * them a link to set a new one and answers who was told, never a password.
 */
export function resetPassword(loginId: string): Promise<TPasswordResetResponse> {
  return apiRequest(`/reset-password/${encodeURIComponent(loginId)}/`, {
    schema: ZPasswordResetResponse,
    method: 'POST',
    silent: true,
  });
}

export function useResetPassword(loginId: string) {
  return useMutation({ mutationFn: () => resetPassword(loginId) });
}
