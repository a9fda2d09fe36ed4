import { RETAIL_POS_PATHS, ZCustomerHistoryAnswer } from '@backoffice/domain/retail/pos';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/api-client';
import { apiPath } from './api-path';
import { posKeys } from './query-keys';

/** GET /api/retail/pos/customer-history/?mobile_number=: Past Order History. */
export function useCustomerHistory(mobileNumber: string) {
  return useQuery({
    queryKey: posKeys.history(mobileNumber),
    queryFn: ({ signal }) =>
      apiRequest(
        `${apiPath(RETAIL_POS_PATHS.customerHistory)}?${new URLSearchParams({ mobile_number: mobileNumber })}`,
        { schema: ZCustomerHistoryAnswer, signal, silent: true },
      ),
  });
}
