import { type BillingDetails, ZBillingDetails } from '@backoffice/domain/orders';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/api-client';
import { orderKeys } from './query-keys';

/** GET /api/billing-details/?order_id=: the order's bill (payable, paid by mode, links, due). */
export function getOrderBill(orderRandomId: string, signal?: AbortSignal): Promise<BillingDetails> {
  const query = new URLSearchParams({ order_id: orderRandomId });
  return apiRequest(`/billing-details/?${query.toString()}`, {
    schema: ZBillingDetails,
    signal,
    silent: true,
  });
}

export const orderBillQuery = (orderRandomId: string) =>
  queryOptions({
    queryKey: orderKeys.bill(orderRandomId),
    queryFn: ({ signal }) => getOrderBill(orderRandomId, signal),
    // Payments arrive from outside the page (a customer pays a link): read it fresh each time.
    staleTime: 0,
  });

/** The order page's bill; it reloads with the order after every change to it or its payments. */
export function useOrderBill(orderRandomId: string) {
  return useQuery(orderBillQuery(orderRandomId));
}
