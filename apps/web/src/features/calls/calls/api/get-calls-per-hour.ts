import { type CallsPerHourResponse, ZCallsPerHourResponse } from '@backoffice/domain/calls/calls';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/api-client';
import { callKeys } from './query-keys';

/** GET /api/calls-per-hour/: calls and dispositions per hour of a day (today by default). */
export function getCallsPerHour(
  date: string | null,
  agentLoginId: number | null,
  signal?: AbortSignal,
): Promise<CallsPerHourResponse> {
  const params = new URLSearchParams();
  if (date) params.set('date', date);
  if (agentLoginId !== null) params.set('agent_login_id', String(agentLoginId));
  return apiRequest(`/calls-per-hour/?${params.toString()}`, {
    schema: ZCallsPerHourResponse,
    signal,
    silent: true,
  });
}

export function useCallsPerHour(date: string | null, agentLoginId: number | null = null) {
  return useQuery({
    queryKey: callKeys.perHour(date, agentLoginId),
    queryFn: ({ signal }) => getCallsPerHour(date, agentLoginId, signal),
    // The day fills up while the screen is open.
    refetchInterval: 60_000,
  });
}
