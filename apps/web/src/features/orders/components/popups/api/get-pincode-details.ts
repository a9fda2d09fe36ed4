import { PINCODE_PATTERN } from '@backoffice/domain/orders';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../../../lib/api/api-client';
import { popupKeys } from './query-keys';

/** Where a pincode is, and whether the retailer delivers there. */
export interface PincodeDetails {
  pincode: string;
  city: string;
  state: string;
  serviceable: boolean;
}

/** GET /api/pincode/details/:pincode/: 404 'Invalid Pincode' for an unknown pincode. */
export function getPincodeDetails(pincode: string, signal?: AbortSignal) {
  return apiRequest<PincodeDetails>(`/pincode/details/${pincode}/`, { signal, silent: true });
}

export const pincodeDetailsQuery = (pincode: string) =>
  queryOptions({
    queryKey: popupKeys.pincode(pincode),
    queryFn: ({ signal }) => getPincodeDetails(pincode, signal),
    // The directory hardly changes while a popup is open.
    staleTime: Infinity,
  });

/** Looks a pincode up once it has the pincode's form (6 digits, not starting with 0). */
export function usePincodeDetails(pincode: string) {
  return useQuery({ ...pincodeDetailsQuery(pincode), enabled: PINCODE_PATTERN.test(pincode) });
}
