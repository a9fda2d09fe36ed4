import type { Database } from '@backoffice/db';
import type { TDistributorCreateRequest } from '@backoffice/domain/distribution';
import { knownPincode } from '../../lookups/index';

/** The city and state of the shipping and billing pincodes, from the pincode directory. */
export interface DistributorPlaces {
  city: string;
  state: string;
  billing_city: string;
  billing_state: string;
}

/**
 * The form's pincodes looked up in the directory (the same lookup as the address forms): an
 * unknown pincode is a 400 on its field; city and state are never taken from the client.
 */
export async function distributorPlaces(
  db: Database,
  input: Pick<TDistributorCreateRequest, 'pincode' | 'billing_pincode'>,
): Promise<DistributorPlaces> {
  const shipping = await knownPincode(db, 'pincode', input.pincode);
  const billing = await knownPincode(db, 'billing_pincode', input.billing_pincode);
  return {
    city: shipping.city,
    state: shipping.state,
    billing_city: billing.city,
    billing_state: billing.state,
  };
}
