import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api/api-client';
import { entryKeys } from './query-keys';

/** The staff member whose password is reset (GET /api/staff/:login_id/). */
export interface StaffMember {
  login_id: number;
  name: string;
  email: string;
  role: string;
  login_role: string | null;
}

export function getStaff(loginId: string, signal?: AbortSignal): Promise<StaffMember> {
  return apiRequest<StaffMember>(`/staff/${encodeURIComponent(loginId)}/`, {
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
