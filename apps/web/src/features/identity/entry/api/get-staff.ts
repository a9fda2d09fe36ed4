import { type StaffSummary, ZStaffSummary } from '@backoffice/domain/identity';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/api-client';
import { entryKeys } from './query-keys';

export function getStaff(loginId: string, signal?: AbortSignal): Promise<StaffSummary> {
  return apiRequest(`/staff/${encodeURIComponent(loginId)}/`, {
    schema: ZStaffSummary,
    signal,
    silent: true,
  });
}

export const staffQuery = (loginId: string) =>
  queryOptions({
    queryKey: entryKeys.staff(loginId),
    queryFn: ({ signal }) => getStaff(loginId, signal),
  });

export function useStaff(loginId: string) {
  return useQuery(staffQuery(loginId));
}
