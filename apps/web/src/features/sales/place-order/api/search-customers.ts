import { ZCustomerSearchResponse } from '@backoffice/domain/sales/place-order';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/api-client';
import { placeOrderKeys } from './query-keys';

/** GET /api/customer-search/?mobile_number=: customers who use a mobile number. */
export function searchCustomers(mobile: string, signal?: AbortSignal) {
  return apiRequest(`/customer-search/?mobile_number=${encodeURIComponent(mobile)}`, {
    schema: ZCustomerSearchResponse,
    signal,
  });
}

/** Searches once a mobile number is asked for (null until Search is pressed). */
export function useCustomerSearch(mobile: string | null) {
  return useQuery({
    queryKey: placeOrderKeys.customers(mobile ?? ''),
    queryFn: ({ signal }) => searchCustomers(mobile ?? '', signal),
    enabled: mobile !== null,
  });
}
