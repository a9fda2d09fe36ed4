import {
  ZDistributionPriceListAnswer,
  type DistributionPriceListAnswer,
} from '@backoffice/domain/distribution';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/api-client';
import { distributionKeys } from './query-keys';

/** GET /api/distribution-prices/?search=: the distributor prices of the SKUs matching a term. */
export function getDistributionPrices(
  search: string,
  signal?: AbortSignal,
): Promise<DistributionPriceListAnswer> {
  const query = new URLSearchParams({ search, limit: '20', offset: '0' });
  return apiRequest(`/distribution-prices/?${query.toString()}`, {
    schema: ZDistributionPriceListAnswer,
    signal,
  });
}

/** The distributor price of one SKU picked in the product picker (null: none asked yet). */
export function useDistributionPrice(sku: string | null) {
  const query = useQuery({
    queryKey: distributionKeys.prices(sku ?? ''),
    queryFn: ({ signal }) => getDistributionPrices(sku ?? '', signal),
    enabled: sku !== null,
  });
  return { ...query, row: query.data?.results.find((r) => r.item_sku === sku) };
}
