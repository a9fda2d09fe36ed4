import { VALIDATE_GST } from '@backoffice/domain/lookups';
import { useEndpointMutation } from '@/lib/api/endpoint';

/** The GST register's check of a number: whether it is active, and the legal name. */
export function useValidateGst() {
  return useEndpointMutation(VALIDATE_GST);
}
