import { ZProductPartsResponse } from '@backoffice/domain/sales/catalogue';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/api-client';
import { catalogueKeys } from './query-keys';

/** GET /api/product-parts/:sku/: the parts of an item, for the multiple-parts picker. */
export function getProductParts(sku: string, signal?: AbortSignal) {
  return apiRequest(`/product-parts/${encodeURIComponent(sku)}/`, {
    schema: ZProductPartsResponse,
    signal,
  });
}

export const productPartsQuery = (sku: string) =>
  queryOptions({
    queryKey: catalogueKeys.parts(sku),
    queryFn: ({ signal }) => getProductParts(sku, signal),
    staleTime: 5 * 60_000,
  });

export function useProductParts(sku: string) {
  return useQuery(productPartsQuery(sku));
}
