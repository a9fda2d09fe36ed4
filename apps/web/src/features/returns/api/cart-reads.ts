import {
  ZCreditHistoryResponse,
  ZPickupHistoryResponse,
  ZRefundDetailResponse,
  ZReturnLabelFormResponse,
  ZReturnTatResponse,
  ZReturnTrackResponse,
  type PickupHistoryResponse,
} from '@backoffice/domain/returns';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api/api-client';
import { returnsPath, type ReturnsPathName } from './paths';
import { returnKeys } from './query-keys';

/** One read of a cart's return records: GET /api/<path>?cart_pid=. */
function useCartRead<T>(
  cartPid: number,
  read: string,
  path: ReturnsPathName,
  schema: z.ZodType<T>,
) {
  return useQuery({
    queryKey: returnKeys.cartRead(cartPid, read),
    queryFn: ({ signal }) =>
      apiRequest(
        `${returnsPath(path)}?${new URLSearchParams({ cart_pid: String(cartPid) }).toString()}`,
        {
          schema,
          signal,
          silent: true,
        },
      ),
  });
}

/** GET /api/returns/pickup-history/: the pickup log. */
export const usePickupHistory = (cartPid: number) =>
  useCartRead(cartPid, 'pickup-history', 'pickupHistory', ZPickupHistoryResponse);

/** GET /api/returns/return-tat: the time each return step took. */
export const useReturnTat = (cartPid: number) =>
  useCartRead(cartPid, 'return-tat', 'returnTat', ZReturnTatResponse);

/** GET /api/refund-detail/: the cart's refunds. */
export const useRefundDetail = (cartPid: number) =>
  useCartRead(cartPid, 'refund-detail', 'refundDetail', ZRefundDetailResponse);

/** GET /api/returns/credit-history/: the customer's credit transactions for the cart. */
export const useCreditHistory = (cartPid: number) =>
  useCartRead(cartPid, 'credit-history', 'creditHistory', ZCreditHistoryResponse);

/** One row of the pickup log and of the attempt log. */
export type PickupHistoryRow = PickupHistoryResponse['results'][number];

/**
 * GET /api/returns/pickup-attempts/: the pickup attempt log, as a list of rows, or null when the
 * answer's results are not a list: the popup then says 'Something Went Wrong!' (001 section 8).
 * The answer is read as it comes (unchecked), since that is the case the popup tells.
 */
export function usePickupAttempts(cartPid: number) {
  return useQuery({
    queryKey: returnKeys.cartRead(cartPid, 'pickup-attempts'),
    queryFn: async ({ signal }): Promise<PickupHistoryRow[] | null> => {
      const query = new URLSearchParams({ cart_pid: String(cartPid) }).toString();
      const answer = await apiRequest<{ results?: unknown }>(
        `${returnsPath('pickupAttempts')}?${query}`,
        { signal, silent: true },
      );
      return Array.isArray(answer.results) ? (answer.results as PickupHistoryRow[]) : null;
    },
  });
}

/** GET /api/track-return-docket/: the reverse tracking of the pickup's docket. */
export const useReturnTracking = (cartPid: number) =>
  useCartRead(cartPid, 'tracking', 'trackReturnDocket', ZReturnTrackResponse);

/** GET /api/returns/label-form: the shipping form of the pickup's docket. */
export const useLabelForm = (cartPid: number) =>
  useCartRead(cartPid, 'label-form', 'labelForm', ZReturnLabelFormResponse);
