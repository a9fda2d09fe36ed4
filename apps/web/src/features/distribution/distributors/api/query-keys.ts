import { queryKeyPrefixes } from '@/lib/query-keys';

/** Which distributors a list page asks for (GET /api/distributors/). */
export interface DistributorFilter {
  search: string;
  /** Only active (true) or disabled (false) distributors; every one when null. */
  active: boolean | null;
  limit: number;
  offset: number;
}

/** Query keys of distribution: every write reloads everything under the prefix. */
export const distributionKeys = {
  all: queryKeyPrefixes.distribution,
  list: (filter: DistributorFilter) => [...distributionKeys.all, 'list', filter] as const,
  details: (code: string) => [...distributionKeys.all, 'details', code] as const,
  creditLog: (code: string, limit: number, offset: number) =>
    [...distributionKeys.all, 'credit-log', code, limit, offset] as const,
  prices: (search: string) => [...distributionKeys.all, 'prices', search] as const,
};
