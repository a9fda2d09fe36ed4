import { RETAIL_POS_PATHS, ZOffersAnswer } from '@backoffice/domain/retail/pos';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/api-client';
import { apiPath } from './api-path';
import { posKeys } from './query-keys';

/** GET /api/retail/pos/offers/: every live offer, for the All Offers panel (loaded when opened). */
export function useAllOffers(enabled: boolean) {
  return useQuery({
    queryKey: posKeys.allOffers(),
    queryFn: ({ signal }) =>
      apiRequest(apiPath(RETAIL_POS_PATHS.allOffers), {
        schema: ZOffersAnswer,
        signal,
        silent: true,
      }),
    enabled,
  });
}
