import {
  type TSwitchCartEscalationRequest,
  ZEscalationWriteResponse,
} from '@backoffice/domain/calls/escalations';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/api-client';
import { escalationKeys } from './query-keys';

/** POST /api/switch-cart-escalation/. */
export function switchCartEscalation(request: TSwitchCartEscalationRequest) {
  return apiRequest('/switch-cart-escalation/', {
    schema: ZEscalationWriteResponse,
    method: 'POST',
    body: request,
  });
}

/**
 * Switches one product of an escalation; on success (or a 409, when someone changed it first)
 * the details and the lists reload, so the popup shows the escalation as it now is.
 */
export function useSwitchCartEscalation() {
  const queryClient = useQueryClient();
  const reload = () => queryClient.invalidateQueries({ queryKey: escalationKeys.all });
  return useMutation({
    mutationFn: switchCartEscalation,
    onSuccess: async ({ message }) => {
      notifications.show({ color: 'green', message });
      await reload();
    },
    onError: reload,
  });
}
