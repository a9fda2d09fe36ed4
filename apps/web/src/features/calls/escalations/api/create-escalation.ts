import {
  type TCreateEscalationRequest,
  ZEscalationWriteResponse,
} from '@backoffice/domain/calls/escalations';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/api-client';
import { orderDataKeys } from '@/lib/query-keys';
import { escalationKeys } from './query-keys';

/** POST /api/create-escalation/. */
export function createEscalation(request: TCreateEscalationRequest) {
  return apiRequest('/create-escalation/', {
    schema: ZEscalationWriteResponse,
    method: 'POST',
    body: request,
  });
}

/**
 * Raises an escalation; on success toasts the server's message and refreshes the order (its
 * comments tell the escalation) and the escalation lists. A refusal is toasted by the central
 * handler and leaves the form open.
 */
export function useCreateEscalation(orderRandomId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createEscalation,
    onSuccess: async ({ message }) => {
      notifications.show({ color: 'green', message });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: orderDataKeys.order(orderRandomId) }),
        queryClient.invalidateQueries({ queryKey: escalationKeys.all }),
      ]);
    },
  });
}
