import { ZRnrOrderStatus } from '@backoffice/domain/sales/payments';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/api-client';
import { paymentScreenKeys } from './query-keys';

/** GET /api/rnr-order-status/:cart_pid/?affiliate_id=: a cart's RNR prepayment state. */
export function useRnrStatus(affiliateId: number, cartPid: number) {
  return useQuery({
    queryKey: paymentScreenKeys.rnr(cartPid),
    queryFn: ({ signal }) =>
      apiRequest(`/rnr-order-status/${cartPid}/?affiliate_id=${affiliateId}`, {
        schema: ZRnrOrderStatus,
        signal,
        silent: true,
      }),
    staleTime: 0,
    enabled: Number.isInteger(cartPid) && cartPid > 0,
  });
}
