import { ZReturnTabCountsResponse } from '@backoffice/domain/returns';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/api-client';
import { returnKeys } from './query-keys';
import { returnsPath } from './paths';
import type { ReturnListAddress } from './return-list-address';

const counterQuery = (address: ReturnListAddress, role: string) =>
  new URLSearchParams({
    role,
    ...(address.cetUid === null ? {} : { cet_uid: address.cetUid }),
  }).toString();

/**
 * GET /api/return-replace-orders/tab-counts/:platform/[?cet_uid=]: the carts of each return tab, kept
 * by the server as the order lists' counts are (never counted per request).
 */
export function useReturnTabCounts(address: ReturnListAddress, role: string) {
  return useQuery({
    queryKey: returnKeys.counts(address),
    queryFn: ({ signal }) =>
      apiRequest(
        `${returnsPath('tabCounts', { platform: address.platform })}?${counterQuery(address, role)}`,
        { schema: ZReturnTabCountsResponse, signal, silent: true },
      ),
  });
}
