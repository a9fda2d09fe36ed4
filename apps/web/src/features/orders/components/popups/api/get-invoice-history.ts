import { ZInvoiceHistoryResponse } from '@backoffice/domain/orders';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/api-client';
import { popupKeys } from './query-keys';

/** GET /api/credit-notes-history/:cart_pid/: the cart's invoices and credit notes. */
export function getInvoiceHistory(cartPid: number, signal?: AbortSignal) {
  return apiRequest(`/credit-notes-history/${cartPid}/`, {
    schema: ZInvoiceHistoryResponse,
    signal,
    silent: true,
  });
}

export const invoiceHistoryQuery = (cartPid: number) =>
  queryOptions({
    queryKey: popupKeys.invoiceHistory(cartPid),
    queryFn: ({ signal }) => getInvoiceHistory(cartPid, signal),
  });

export function useInvoiceHistory(cartPid: number) {
  return useQuery(invoiceHistoryQuery(cartPid));
}
