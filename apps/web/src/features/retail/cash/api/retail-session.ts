import { CASH_MESSAGES, RETAIL_CASH_PATHS } from '@backoffice/domain/retail/cash';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { sessionKeys } from '@/lib/session/query-keys';
import { toastCashSuccess } from './cash-toast';
import { postCash } from './post-cash';
import { cashKeys } from './query-keys';

export type RetailSessionAction = 'agent-start' | 'agent-end' | 'manager-end';

const PATHS: Record<RetailSessionAction, string> = {
  'agent-start': RETAIL_CASH_PATHS.agentSessionStart,
  'agent-end': RETAIL_CASH_PATHS.agentSessionEnd,
  'manager-end': RETAIL_CASH_PATHS.managerSessionEnd,
};

/**
 * Starts or ends a retail session (spec 002 section 7): toasts the server's message (default
 * 'Success.') and reloads the user details, whose is_session_started drives the menus, and the
 * cash screens.
 */
export async function runRetailSessionAction(
  action: RetailSessionAction,
  queryClient: QueryClient,
): Promise<void> {
  const { message } = await postCash(PATHS[action], {}, crypto.randomUUID());
  toastCashSuccess(message, CASH_MESSAGES.success);
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: sessionKeys.all }),
    queryClient.invalidateQueries({ queryKey: cashKeys.all }),
  ]);
}

/** The session action as a mutation, for the cash screens' End Session buttons. */
export function useRetailSessionAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: RetailSessionAction) => runRetailSessionAction(action, queryClient),
  });
}
