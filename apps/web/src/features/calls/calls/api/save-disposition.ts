import {
  type SaveDispositionResponse,
  type TCrmDispositionRequest,
  ZSaveDispositionResponse,
} from '@backoffice/domain/calls/calls';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/api-client';
import { sessionKeys } from '@/lib/session/query-keys';
import { useCurrentSignIn } from '@/lib/session/sign-in-store';
import { callKeys } from './query-keys';

/** The disposition body; the server checks the channel id against its catalogue. */
export type DispositionBody = Omit<TCrmDispositionRequest, 'clicked_affiliate_id'> & {
  clicked_affiliate_id: number | null;
};

/** POST /api/crm-dispositions/ (001 section 7). */
export function saveDisposition(body: DispositionBody): Promise<SaveDispositionResponse> {
  return apiRequest('/crm-dispositions/', {
    schema: ZSaveDispositionResponse,
    method: 'POST',
    body,
  });
}

/**
 * Stores a disposition and shows the server's message. Pausing after the call puts the user on
 * Break on the server (the Working/Break switch): the user details are read again, so the shell
 * shows the break notice, and the toggle brings the user back to Working.
 */
export function useSaveDisposition() {
  const queryClient = useQueryClient();
  const signIn = useCurrentSignIn();
  return useMutation({
    mutationFn: saveDisposition,
    onSuccess: async (answer) => {
      notifications.show({
        color: answer.status === 'break' ? 'yellow' : 'green',
        message: answer.message,
      });
      await queryClient.invalidateQueries({ queryKey: callKeys.lists() });
      if (answer.status === 'break') {
        await queryClient.invalidateQueries({ queryKey: sessionKeys.userDetails(signIn) });
      }
    },
  });
}
