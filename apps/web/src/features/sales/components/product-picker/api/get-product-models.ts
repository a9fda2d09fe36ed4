import { ZProductModelsResponse } from '@backoffice/domain/sales/catalogue';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/api-client';
import { catalogueKeys } from './query-keys';

/** GET /api/product-catalog/:product/models/: a product's models. */
export function getProductModels(product: string, signal?: AbortSignal) {
  return apiRequest(`/product-catalog/${encodeURIComponent(product)}/models/`, {
    schema: ZProductModelsResponse,
    signal,
  });
}

export const productModelsQuery = (product: string | null) =>
  queryOptions({
    queryKey: catalogueKeys.models(product ?? ''),
    queryFn: ({ signal }) => getProductModels(product ?? '', signal),
    enabled: product !== null,
    staleTime: 5 * 60_000,
  });

export function useProductModels(product: string | null) {
  return useQuery(productModelsQuery(product));
}
