import { type CallsPerHourResponse, ZCallsPerHourResponse } from '@backoffice/domain/calls/calls';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/api-client';
import { callKeys } from './query-keys';

/** The India days the figures cover, both included (YYYY-MM-DD). */
export interface CallDays {
  start: string;
  end: string;
}

/**
 * GET /api/calls-per-hour/: calls and dispositions per hour of some days, summed (today by
 * default).
 */
export function getCallsPerHour(
  days: CallDays | null,
  agentLoginId: number | null,
  signal?: AbortSignal,
): Promise<CallsPerHourResponse> {
  const params = new URLSearchParams();
  if (days) {
    if (days.start !== days.end) params.set('start', days.start);
    params.set('date', days.end);
  }
  if (agentLoginId !== null) params.set('agent_login_id', String(agentLoginId));
  return apiRequest(`/calls-per-hour/?${params.toString()}`, {
    schema: ZCallsPerHourResponse,
    signal,
    silent: true,
  });
}

export function useCallsPerHour(days: CallDays | null, agentLoginId: number | null = null) {
  return useQuery({
    queryKey: callKeys.perHour(days, agentLoginId),
    queryFn: ({ signal }) => getCallsPerHour(days, agentLoginId, signal),
    // The day fills up while the screen is open.
    refetchInterval: 60_000,
  });
}
