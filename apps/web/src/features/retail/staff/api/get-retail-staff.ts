import {
  ZRetailStaffPage,
  ZRetailStoreIds,
  type RetailStaffPage,
  type RetailStoreIds,
} from '@backoffice/domain/retail/staff';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/api-client';
import { retailStaffKeys } from './query-keys';

/** Which members to list (GET /api/retail-staff/). */
export interface RetailStaffFilter {
  search_term: string;
  include_inactive: boolean;
  limit: number;
  offset: number;
}

/** GET /api/retail-staff/: one page of the members of the manager's store. */
export function getRetailStaff(
  filter: RetailStaffFilter,
  signal?: AbortSignal,
): Promise<RetailStaffPage> {
  const query = new URLSearchParams({
    offset: String(filter.offset),
    limit: String(filter.limit),
    include_inactive: String(filter.include_inactive),
  });
  if (filter.search_term) query.set('search_term', filter.search_term);
  // Silent: the table shows the failure where the members would be.
  return apiRequest(`/retail-staff/?${query.toString()}`, {
    schema: ZRetailStaffPage,
    signal,
    silent: true,
  });
}

export function useRetailStaff(filter: RetailStaffFilter) {
  return useQuery({
    queryKey: retailStaffKeys.list(filter),
    queryFn: ({ signal }) => getRetailStaff(filter, signal),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/retail-store-ids/: every store by id and name. */
export function getRetailStoreIds(signal?: AbortSignal): Promise<RetailStoreIds> {
  return apiRequest('/retail-store-ids/', { schema: ZRetailStoreIds, signal });
}

export function useRetailStoreIds() {
  return useQuery({
    queryKey: retailStaffKeys.stores(),
    queryFn: ({ signal }) => getRetailStoreIds(signal),
    staleTime: 5 * 60_000,
  });
}
