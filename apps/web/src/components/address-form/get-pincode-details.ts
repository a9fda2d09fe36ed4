import { PINCODE_DETAILS } from '@backoffice/domain/lookups';
import { PINCODE_PATTERN } from '@backoffice/domain/orders';
import { useEndpointQuery } from '@/lib/api/endpoint';
import { queryKeyPrefixes } from '@/lib/query-keys';

/**
 * The pincode's details once it has its form (6 digits, not starting with 0); 404 'Invalid
 * Pincode' for an unknown one, not retried.
 */
export function usePincodeDetails(pincode: string) {
  return useEndpointQuery(
    PINCODE_DETAILS,
    { params: { pincode } },
    {
      queryKey: [...queryKeyPrefixes.lookups, 'pincode-details', pincode],
      silent: true,
      enabled: PINCODE_PATTERN.test(pincode),
      // The directory hardly changes while a form is open.
      staleTime: Infinity,
      retry: false,
    },
  );
}
