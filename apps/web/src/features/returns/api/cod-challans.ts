import { ZChallanListResponse, ZCodSheetRowsResponse } from '@backoffice/domain/returns';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/api-client';
import { returnsPath } from './paths';
import { returnKeys } from './query-keys';

/** GET /api/returns/cod-sheet-rows/?cart_pid=: the cart's COD sheet rows, oldest first. */
export function useCodSheetRows(cartPid: number) {
  return useQuery({
    queryKey: returnKeys.cartRead(cartPid, 'cod-sheet-rows'),
    queryFn: ({ signal }) =>
      apiRequest(`${returnsPath('codSheetRows')}?cart_pid=${cartPid}`, {
        schema: ZCodSheetRowsResponse,
        signal,
        silent: true,
      }),
  });
}

/** GET /api/returns/cod-challans/?cod_sheet_id=: the challans of a COD sheet row, newest first. */
export function useChallans(cartPid: number, codSheetId: number) {
  return useQuery({
    queryKey: returnKeys.cartRead(cartPid, `challans-${codSheetId}`),
    queryFn: ({ signal }) =>
      apiRequest(`${returnsPath('codChallans')}?cod_sheet_id=${codSheetId}`, {
        schema: ZChallanListResponse,
        signal,
        silent: true,
      }),
  });
}
