import { ZProductCatalogResponse } from '@backoffice/domain/sales/catalogue';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/api-client';
import { catalogueKeys } from './query-keys';

/** GET /api/product-catalog/: the products, the picker's first choice. */
export function getProductCatalog(signal?: AbortSignal) {
  return apiRequest('/product-catalog/', { schema: ZProductCatalogResponse, signal });
}

export const productCatalogQuery = () =>
  queryOptions({
    queryKey: catalogueKeys.products(),
    queryFn: ({ signal }) => getProductCatalog(signal),
    staleTime: 5 * 60_000,
  });

export function useProductCatalog() {
  return useQuery(productCatalogQuery());
}
