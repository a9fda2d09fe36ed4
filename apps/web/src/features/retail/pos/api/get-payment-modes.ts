import { RETAIL_POS_PATHS, ZPaymentModesAnswer } from '@backoffice/domain/retail/pos';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/api-client';
import { apiPath } from './api-path';
import { posKeys } from './query-keys';

/** GET /api/retail/pos/orders/:id/payment-modes/: the modes offered now and the store's devices. */
export function usePaymentModes(orderRandomId: string) {
  return useQuery({
    queryKey: posKeys.paymentModes(orderRandomId),
    queryFn: ({ signal }) =>
      apiRequest(apiPath(RETAIL_POS_PATHS.paymentModes(orderRandomId)), {
        schema: ZPaymentModesAnswer,
        signal,
        silent: true,
      }),
  });
}
