import { RETAIL_POS_PATHS, ZOffersAnswer } from '@backoffice/domain/retail/pos';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/api-client';
import { apiPath } from './api-path';
import { posKeys } from './query-keys';

/** GET /api/retail/pos/orders/:id/active-offers/: the offers this order may take (bank offers). */
export function useActiveOffers(orderRandomId: string) {
  return useQuery({
    queryKey: posKeys.activeOffers(orderRandomId),
    queryFn: ({ signal }) =>
      apiRequest(apiPath(RETAIL_POS_PATHS.activeOffers(orderRandomId)), {
        schema: ZOffersAnswer,
        signal,
        silent: true,
      }),
  });
}
