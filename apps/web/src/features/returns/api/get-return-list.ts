import { ORDER_LIST_PAGE_SIZE } from '@backoffice/domain/core/constants';
import { ZReturnListResponse, type ReturnListResponse } from '@backoffice/domain/returns';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/api-client';
import { returnKeys } from './query-keys';
import { agentAndPlatform, type ReturnListAddress } from './return-list-address';

/**
 * GET /api/return-replace-orders/[cet_uid/]:platform/:slug/?role&limit&offset: one page of a
 * returns list, newest requests first.
 */
export function getReturnList(
  address: ReturnListAddress,
  role: string,
  offset: number,
  signal?: AbortSignal,
): Promise<ReturnListResponse> {
  const query = new URLSearchParams({
    role,
    limit: String(ORDER_LIST_PAGE_SIZE),
    offset: String(offset),
  });
  const path = `/return-replace-orders/${agentAndPlatform(address)}${encodeURIComponent(address.slug)}/`;
  // Silent: the screen shows the failure in place.
  return apiRequest(`${path}?${query.toString()}`, {
    schema: ZReturnListResponse,
    signal,
    silent: true,
  });
}

export const returnListQuery = (address: ReturnListAddress, role: string, offset: number) =>
  queryOptions({
    queryKey: returnKeys.list(address, offset),
    queryFn: ({ signal }) => getReturnList(address, role, offset, signal),
  });
