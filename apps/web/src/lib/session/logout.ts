import { type Success, ZSuccess } from '@backoffice/domain/identity';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../api/api-client';
import { endSession } from './end-session';

export function logout(): Promise<Success> {
  const schema = import.meta.env.PROD ? undefined : ZSuccess;
  return apiRequest('/logout/', { schema, method: 'POST', silent: true });
}

/**
 * POST /api/logout/ then the logout actions. The session ends here even when the server call
 * fails (the token may already be gone), so the user is never stuck signed in.
 */
export function useLogout() {
  return useMutation({ mutationFn: logout, onSettled: endSession });
}
