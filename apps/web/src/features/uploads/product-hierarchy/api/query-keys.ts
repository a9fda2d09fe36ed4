import { queryKeyPrefixes } from '@/lib/query-keys';

/** Query keys of product hierarchy approval. */
export const hierarchyKeys = {
  all: [...queryKeyPrefixes.uploads, 'product-hierarchy'] as const,
  pending: () => [...hierarchyKeys.all, 'pending'] as const,
  request: (requestId: number) => [...hierarchyKeys.all, 'request', requestId] as const,
};
