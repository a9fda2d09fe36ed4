import {
  ZSetPasswordPage,
  ZSetPasswordResponse,
  type TSetPasswordRequest,
} from '@backoffice/domain/identity';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/api-client';
import { entryKeys } from './query-keys';

const path = (token: string) => `/public/set-password/${encodeURIComponent(token)}`;

/** GET /api/public/set-password/:token: whose password a reset's link sets (no sign-in). */
export const setPasswordPageQuery = (token: string) =>
  queryOptions({
    queryKey: entryKeys.setPasswordPage(token),
    queryFn: ({ signal }) =>
      apiRequest(path(token), { schema: ZSetPasswordPage, signal, silent: true }),
    retry: false,
  });

/**
 * POST /api/public/set-password/:token: the holder's new password. The link takes one, so a
 * refusal (used or expired meanwhile) shows the page as it is now.
 */
export function useSetPassword(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TSetPasswordRequest) =>
      apiRequest(path(token), {
        method: 'POST',
        body,
        schema: ZSetPasswordResponse,
        silent: true,
      }),
    onError: () =>
      void queryClient.invalidateQueries({ queryKey: entryKeys.setPasswordPage(token) }),
  });
}
