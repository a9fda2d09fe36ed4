import {
  ZDistributorDetailsAnswer,
  type DistributorDetailsAnswer,
} from '@backoffice/domain/distribution';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/api-client';
import { distributionKeys } from './query-keys';

/** GET /api/distributors/{code}/details/: every field of the company form. */
export function getDistributor(
  code: string,
  signal?: AbortSignal,
): Promise<DistributorDetailsAnswer> {
  return apiRequest(`/distributors/${encodeURIComponent(code)}/details/`, {
    schema: ZDistributorDetailsAnswer,
    signal,
    silent: true,
  });
}

/** The details of a distributor; nothing is asked while no code is given. */
export function useDistributor(code: string | null) {
  return useQuery({
    queryKey: distributionKeys.details(code ?? ''),
    queryFn: ({ signal }) => getDistributor(code ?? '', signal),
    enabled: code !== null,
  });
}
