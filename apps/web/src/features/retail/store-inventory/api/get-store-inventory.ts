import {
  RETAIL_POS_PATHS,
  ZStoreInventoryAnswer,
  type StoreInventoryAnswer,
} from '@backoffice/domain/retail/pos';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/api-client';
import { queryKeyPrefixes } from '@/lib/query-keys';
import { apiPath } from './api-path';

/** GET /api/retail/store-inventory/?search_string=: the material's sellable stock. */
export function getStoreInventory(
  searchString: string,
  signal?: AbortSignal,
): Promise<StoreInventoryAnswer> {
  const query = new URLSearchParams({ search_string: searchString });
  return apiRequest(`${apiPath(RETAIL_POS_PATHS.storeInventory)}?${query.toString()}`, {
    schema: ZStoreInventoryAnswer,
    signal,
    silent: true,
  });
}

/** The stock check of a material; nothing is asked until one is searched. */
export function useStoreInventory(searchString: string) {
  return useQuery({
    queryKey: [...queryKeyPrefixes.retailPos, 'store-inventory', searchString] as const,
    queryFn: ({ signal }) => getStoreInventory(searchString, signal),
    enabled: searchString !== '',
  });
}
