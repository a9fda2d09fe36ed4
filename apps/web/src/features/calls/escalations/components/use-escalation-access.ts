import { can } from '@backoffice/domain/access';
import { useCurrentUser } from '../../../../lib/session/get-user-details';

/**
 * Whether the signed-in user may switch an escalation's products: the capability the server
 * checks on switch-cart-escalation (the roles that work orders).
 */
export function useMaySwitchCarts(): boolean {
  const { user, accessConfig } = useCurrentUser();
  return user !== undefined && can(user, 'orders:update-status', accessConfig);
}
