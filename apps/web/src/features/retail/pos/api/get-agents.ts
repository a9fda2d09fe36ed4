import { RETAIL_POS_PATHS, ZAgentMembersAnswer } from '@backoffice/domain/retail/pos';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/api-client';
import { apiPath } from './api-path';
import { posKeys } from './query-keys';

/** GET /api/retail/pos/orders/:id/agents/: the store's staff for 'Select Agent'. */
export function useAgents(orderRandomId: string) {
  return useQuery({
    queryKey: posKeys.agents(orderRandomId),
    queryFn: ({ signal }) =>
      apiRequest(apiPath(RETAIL_POS_PATHS.agentMembers(orderRandomId)), {
        schema: ZAgentMembersAnswer,
        signal,
        silent: true,
      }),
  });
}
