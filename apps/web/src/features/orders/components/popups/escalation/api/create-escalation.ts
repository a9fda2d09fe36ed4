import type {
  CreateEscalationResponse,
  TCreateEscalationRequest,
} from '@backoffice/domain/calls/escalations';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../../../lib/api/api-client';
import { orderKeys } from '../../../../api/query-keys';
import { escalationFormKeys } from './query-keys';

/** POST /api/create-escalation/. */
export function createEscalation(request: TCreateEscalationRequest) {
  return apiRequest<CreateEscalationResponse>('/create-escalation/', {
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
        queryClient.invalidateQueries({ queryKey: orderKeys.order(orderRandomId) }),
        queryClient.invalidateQueries({ queryKey: escalationFormKeys.escalationLists }),
      ]);
    },
  });
}
