import { type CodToOnlineTab, ZCodToOnlineListResponse } from '@backoffice/domain/sales/payments';
import { ORDER_LIST_PAGE_SIZE } from '@backoffice/domain/core/constants';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/api-client';
import { paymentScreenKeys } from './query-keys';

/** GET /api/backoffice-payment-type-changed-orders/: one tab of COD-to-online requests. */
export function useCodToOnlineList(tab: CodToOnlineTab, search: string, offset: number) {
  return useQuery({
    queryKey: paymentScreenKeys.codToOnlinePage(tab, search, offset),
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({
        status: tab,
        limit: String(ORDER_LIST_PAGE_SIZE),
        offset: String(offset),
        ...(search ? { search } : {}),
      });
      return apiRequest(`/backoffice-payment-type-changed-orders/?${query.toString()}`, {
        schema: ZCodToOnlineListResponse,
        signal,
        silent: true,
      });
    },
    placeholderData: keepPreviousData,
  });
}
