import { holds, type Power } from '@backoffice/domain/access';
import { useCallback } from 'react';
import { useCurrentUser } from '@/lib/session/get-user-details';

/**
 * Whether the signed-in user holds a capability or a power of the use cases (the domain's
 * predicate, as the server checks).
 */
export function useCan(): (power: Power) => boolean {
  const { user, accessConfig } = useCurrentUser();
  return useCallback(
    (power: Power) => user !== undefined && holds(user, power, accessConfig),
    [user, accessConfig],
  );
}
