import { RETAIL_POS_PATHS, ZPosOrderDetailAnswer } from '@backoffice/domain/retail/pos';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/api-client';
import { apiPath } from './api-path';
import { posKeys } from './query-keys';

/** GET /api/retail/pos/orders/:id/: the order detail response (002 section 3). */
export const orderDetailQuery = (orderRandomId: string) =>
  queryOptions({
    queryKey: posKeys.detail(orderRandomId),
    queryFn: ({ signal }) =>
      apiRequest(apiPath(RETAIL_POS_PATHS.orderDetail(orderRandomId)), {
        schema: ZPosOrderDetailAnswer,
        signal,
        silent: true,
      }),
  });

export function useOrderDetail(orderRandomId: string) {
  return useQuery(orderDetailQuery(orderRandomId));
}
