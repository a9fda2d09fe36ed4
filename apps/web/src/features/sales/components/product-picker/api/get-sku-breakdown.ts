import { ZSkuBreakdownResponse } from '@backoffice/domain/sales/catalogue';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/api-client';
import { catalogueKeys } from './query-keys';

/** GET /api/product/item-sku-breakdown/:sku/:dimensions: the picker's defaults for a cart's item. */
export function getSkuBreakdown(sku: string, dimensions: string, signal?: AbortSignal) {
  return apiRequest(
    `/product/item-sku-breakdown/${encodeURIComponent(sku)}/${encodeURIComponent(dimensions)}`,
    // An item the catalogue does not know leaves the picker empty: no toast for that.
    { schema: ZSkuBreakdownResponse, signal, silent: true },
  );
}

export const skuBreakdownQuery = (item: { sku: string; dimensions: string } | undefined) =>
  queryOptions({
    queryKey: catalogueKeys.breakdown(item?.sku ?? '', item?.dimensions ?? ''),
    queryFn: ({ signal }) => getSkuBreakdown(item?.sku ?? '', item?.dimensions ?? '', signal),
    enabled: item !== undefined,
    staleTime: 5 * 60_000,
    retry: false,
  });

export function useSkuBreakdown(item: { sku: string; dimensions: string } | undefined) {
  return useQuery(skuBreakdownQuery(item));
}
