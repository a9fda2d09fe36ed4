import { PINCODE_PATTERN } from '@backoffice/domain/orders';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/api-client';

/** Where a pincode is, whether the retailer delivers there, by COD or not, and in how many days. */
export interface PincodeDetails {
  pincode: string;
  city: string;
  state: string;
  serviceable: boolean;
  oda: boolean;
  cod_available: boolean;
  edd_days: number;
}

/**
 * GET /api/pincode/details/:pincode/ once the pincode has its form (6 digits, not starting with
 * 0); 404 'Invalid Pincode' for an unknown one, not retried.
 */
export function usePincodeDetails(pincode: string) {
  return useQuery({
    queryKey: ['pincode-details', pincode],
    queryFn: ({ signal }) =>
      apiRequest<PincodeDetails>(`/pincode/details/${pincode}/`, { signal, silent: true }),
    enabled: PINCODE_PATTERN.test(pincode),
    // The directory hardly changes while a form is open.
    staleTime: Infinity,
    retry: false,
  });
}
