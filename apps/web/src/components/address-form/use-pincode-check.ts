import type { TPincodeDetails } from '@backoffice/domain/lookups';
import { usePincodeDetails } from './get-pincode-details';

export interface PincodeCheck {
  /** City and state of a known pincode. */
  details: TPincodeDetails | undefined;
  /** Why the address cannot be saved with this pincode ('Invalid Pincode' ...), or null. */
  problem: string | null;
  checking: boolean;
  /** Known and, where delivery matters, delivered to. */
  ok: boolean;
}

/**
 * Looks up a typed pincode. `unserviceable` is the message shown when the retailer does not
 * deliver there; a billing address, which nothing is delivered to, passes none.
 */
export function usePincodeCheck(pincode: string, unserviceable?: string): PincodeCheck {
  const lookup = usePincodeDetails(pincode);
  const details = lookup.data;
  const problem = lookup.isError
    ? lookup.error.message
    : details && !details.serviceable && unserviceable
      ? unserviceable
      : null;
  return {
    details,
    problem,
    checking: lookup.isFetching,
    ok: details !== undefined && problem === null,
  };
}
