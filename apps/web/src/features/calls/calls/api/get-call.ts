import { type CallRecord, isFinalCallState, ZCallRecord } from '@backoffice/domain/calls/calls';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiRequest } from '@/lib/api/api-client';
import { activeCall } from '@/lib/calls/active-call';
import { callKeys } from './query-keys';

/** How often the Dialer asks where a call in progress stands. */
export const CALL_POLL_MS = 1_000;

/** GET /api/click-to-call/:call_id/: where a placed call stands. */
export function getCall(callId: string, signal?: AbortSignal): Promise<CallRecord> {
  return apiRequest(`/click-to-call/${encodeURIComponent(callId)}/`, {
    schema: ZCallRecord,
    signal,
    silent: true,
  });
}

/** Follows the active call until it ends, keeping the shared active call up to date. */
export function useCallProgress(call: CallRecord) {
  const query = useQuery({
    queryKey: callKeys.call(call.call_id),
    queryFn: ({ signal }) => getCall(call.call_id, signal),
    initialData: call,
    refetchInterval: (q) =>
      q.state.data && isFinalCallState(q.state.data.call_state) ? false : CALL_POLL_MS,
  });
  useEffect(() => {
    if (query.data) activeCall.update(query.data);
  }, [query.data]);
  return query;
}
