import type { RoleCode } from '@backoffice/domain/access';
import { type MembersResponse, ZMembersResponse } from '@backoffice/domain/calls/team';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../api/api-client';
import { memberKeys } from './query-keys';

/** Which members to list (GET /api/get-members/ query); every field is optional. */
export interface MembersFilter {
  search?: string;
  role?: RoleCode;
  include_inactive?: boolean;
  limit?: number;
  offset?: number;
}

/** GET /api/get-members/: one page of members by login id. */
export function getMembers(filter: MembersFilter, signal?: AbortSignal): Promise<MembersResponse> {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(filter)) {
    if (value !== undefined && value !== '') query.set(key, String(value));
  }
  const text = query.toString();
  // Silent: each screen or picker shows the failure where the members would be.
  return apiRequest(`/get-members/${text ? `?${text}` : ''}`, {
    schema: ZMembersResponse,
    signal,
    silent: true,
  });
}

export const membersQuery = (filter: MembersFilter) =>
  queryOptions({
    queryKey: memberKeys.list(filter),
    queryFn: ({ signal }) => getMembers(filter, signal),
    placeholderData: keepPreviousData,
  });

/** The members of a filter; `enabled` false keeps a hidden picker from asking. */
export function useMembers(filter: MembersFilter, enabled = true) {
  return useQuery({ ...membersQuery(filter), enabled });
}
