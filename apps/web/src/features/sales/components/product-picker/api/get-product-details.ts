import { ZProductDetailsResponse } from '@backoffice/domain/sales/catalogue';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/api-client';
import { catalogueKeys } from './query-keys';

/** GET /api/product-catalog/:product/:model/: a model's sizes and properties. */
export function getProductDetails(product: string, modelId: number, signal?: AbortSignal) {
  return apiRequest(`/product-catalog/${encodeURIComponent(product)}/${modelId}/`, {
    schema: ZProductDetailsResponse,
    signal,
  });
}

export const productDetailsQuery = (product: string | null, modelId: number | null) =>
  queryOptions({
    queryKey: catalogueKeys.details(product ?? '', modelId ?? 0),
    queryFn: ({ signal }) => getProductDetails(product ?? '', modelId ?? 0, signal),
    enabled: product !== null && modelId !== null,
    staleTime: 5 * 60_000,
  });

export function useProductDetails(product: string | null, modelId: number | null) {
  return useQuery(productDetailsQuery(product, modelId));
}
