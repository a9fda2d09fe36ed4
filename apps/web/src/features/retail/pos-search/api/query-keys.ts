import { queryKeyPrefixes } from '@/lib/query-keys';
import type { RetailOrderFilter } from './search-retail-orders';

/** Query keys of the retail order search, under the point of sale's prefix: a sale refreshes it. */
export const retailSearchKeys = {
  all: [...queryKeyPrefixes.retailPos, 'search'] as const,
  list: (filter: RetailOrderFilter) => [...retailSearchKeys.all, filter] as const,
};
