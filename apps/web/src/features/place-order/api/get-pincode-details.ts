import { PINCODE_PATTERN } from '@backoffice/domain/orders';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-client';
import { placeOrderKeys } from './query-keys';

/** Where a pincode is (the address form's City and State). */
export interface PincodeDetails {
  pincode: string;
  city: string;
  state: string;
  serviceable: boolean;
  oda: boolean;
}

/** GET /api/pincode/details/:pincode/: 404 "Invalid Pin Code!" for a pincode not in the directory. */
export function usePincodeDetails(pincode: string) {
  return useQuery({
    queryKey: placeOrderKeys.pincode(pincode),
    queryFn: ({ signal }) =>
      apiRequest<PincodeDetails>(`/pincode/details/${pincode}/`, { signal, silent: true }),
    enabled: PINCODE_PATTERN.test(pincode),
    staleTime: Infinity,
    retry: false,
  });
}
