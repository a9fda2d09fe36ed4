import { ZRefundListResponse, type TRefundListResponse } from '@backoffice/domain/refunds';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/api-client';
import { refundsPath } from './paths';
import { refundKeys } from './query-keys';
import type { RefundListAddress } from './refund-list-address';
import { filterQuery, type RefundListFilter } from './refund-list-filter';

/**
 * GET /api/get-refund-details/:category/:platform/:status/?start_date&end_date&search&limit&offset:
 * one page of a refund list with the counts of every status under the same filter.
 */
export function getRefundList(
  address: RefundListAddress,
  filter: RefundListFilter,
  signal?: AbortSignal,
): Promise<TRefundListResponse> {
  const query = new URLSearchParams({
    ...filterQuery(filter),
    limit: String(filter.limit),
    offset: String(filter.offset),
  });
  // Silent: the screen shows the failure in place.
  return apiRequest(`${refundsPath('list', { ...address })}?${query.toString()}`, {
    schema: ZRefundListResponse,
    signal,
    silent: true,
  });
}

export const refundListQuery = (address: RefundListAddress, filter: RefundListFilter) =>
  queryOptions({
    queryKey: refundKeys.list(address, filter),
    queryFn: ({ signal }) => getRefundList(address, filter, signal),
    // The tabs and counts stay while the next page or filter loads.
    placeholderData: keepPreviousData,
  });
