import { type TabCountsResponse, ZTabCountsResponse } from '@backoffice/domain/orders';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/api-client';
import type { OrderListAddress } from './order-list-address';
import { orderKeys } from './query-keys';

type TabCountsAddress = Omit<OrderListAddress, 'slug'>;

/** GET /api/list-of-all-orders/tab-counts/:platform/?role=&cet_uid=: carts per status tab. */
export function getTabCounts(
  { team, cetUid, platform }: TabCountsAddress,
  signal?: AbortSignal,
): Promise<TabCountsResponse> {
  const query = new URLSearchParams({ role: team });
  if (cetUid !== null) query.set('cet_uid', cetUid);
  return apiRequest(
    `/list-of-all-orders/tab-counts/${encodeURIComponent(platform)}/?${query.toString()}`,
    { schema: ZTabCountsResponse, signal, silent: true },
  );
}

export const tabCountsQuery = (address: TabCountsAddress) =>
  queryOptions({
    queryKey: orderKeys.tabCounts(address),
    queryFn: ({ signal }) => getTabCounts(address, signal),
  });

export function useTabCounts(address: TabCountsAddress) {
  return useQuery(tabCountsQuery(address));
}
