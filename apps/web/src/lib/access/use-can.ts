import { can, type Capability } from '@backoffice/domain/access';
import { useCallback } from 'react';
import { useCurrentUser } from '@/lib/session/get-user-details';

/** Whether the signed-in user holds a capability (the domain's predicate, as the server checks). */
export function useCan(): (capability: Capability) => boolean {
  const { user, accessConfig } = useCurrentUser();
  return useCallback(
    (capability: Capability) => user !== undefined && can(user, capability, accessConfig),
    [user, accessConfig],
  );
}
