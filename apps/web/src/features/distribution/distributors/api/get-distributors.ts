import {
  ZDistributorListAnswer,
  type DistributorListAnswer,
} from '@backoffice/domain/distribution';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/api-client';
import { distributionKeys, type DistributorFilter } from './query-keys';

/** GET /api/distributors/: one page of distributors matching the search. */
export function getDistributors(
  filter: DistributorFilter,
  signal?: AbortSignal,
): Promise<DistributorListAnswer> {
  const query = new URLSearchParams({ limit: String(filter.limit), offset: String(filter.offset) });
  if (filter.search) query.set('search', filter.search);
  if (filter.active !== null) query.set('active', String(filter.active));
  // Silent: the table shows the failure where the distributors would be.
  return apiRequest(`/distributors/?${query.toString()}`, {
    schema: ZDistributorListAnswer,
    signal,
    silent: true,
  });
}

export function useDistributors(filter: DistributorFilter, enabled = true) {
  return useQuery({
    queryKey: distributionKeys.list(filter),
    queryFn: ({ signal }) => getDistributors(filter, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}
