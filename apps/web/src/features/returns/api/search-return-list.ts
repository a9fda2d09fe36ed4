import { ZReturnListResponse, type ReturnListResponse } from '@backoffice/domain/returns';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/api-client';
import { returnKeys } from './query-keys';
import { returnsPath } from './paths';
import type { ReturnListAddress } from './return-list-address';

/** GET /api/return-replace-orders/search/:platform/?order_id=: the carts of an order in a return status. */
export function searchReturnList(
  address: ReturnListAddress,
  role: string,
  orderId: string,
  signal?: AbortSignal,
): Promise<ReturnListResponse> {
  const query = new URLSearchParams({ role, order_id: orderId });
  const path = returnsPath('search', { platform: address.platform });
  return apiRequest(`${path}?${query.toString()}`, {
    schema: ZReturnListResponse,
    signal,
    silent: true,
  });
}

export const returnSearchQuery = (address: ReturnListAddress, role: string, orderId: string) =>
  queryOptions({
    queryKey: returnKeys.search(address, orderId),
    queryFn: ({ signal }) => searchReturnList(address, role, orderId, signal),
    enabled: orderId !== '',
  });
