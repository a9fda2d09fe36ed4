import {
  type CallListResponse,
  type CallType,
  ZCallListResponse,
} from '@backoffice/domain/calls/calls';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequestOrNoContent } from '@/lib/api/api-client';
import { callKeys } from './query-keys';

/** The filters of the call lists (000 section 7: calldetails/ and missed-calls/). */
export interface CallListQuery {
  number?: string;
  call_type?: CallType;
  start?: string;
  end?: string;
  duration?: number;
  limit: number;
  offset: number;
}

const searchOf = (query: CallListQuery) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  return params.toString();
};

/**
 * GET /api/calldetails/ or /api/missed-calls/: a page of calls; null when the server answers
 * 204 (the screens show 'No Data Available').
 */
export function getCalls(
  kind: 'all' | 'missed',
  query: CallListQuery,
  signal?: AbortSignal,
): Promise<CallListResponse | null> {
  const path = kind === 'missed' ? '/missed-calls/' : '/calldetails/';
  return apiRequestOrNoContent(`${path}?${searchOf(query)}`, {
    schema: ZCallListResponse,
    signal,
    silent: true,
  });
}

export const callsQuery = (kind: 'all' | 'missed', query: CallListQuery, enabled = true) =>
  queryOptions({
    queryKey: callKeys.list(kind, query),
    queryFn: ({ signal }) => getCalls(kind, query, signal),
    placeholderData: keepPreviousData,
    enabled,
  });

export function useCalls(kind: 'all' | 'missed', query: CallListQuery, enabled = true) {
  return useQuery(callsQuery(kind, query, enabled));
}
