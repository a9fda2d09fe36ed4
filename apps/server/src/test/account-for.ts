import { DEMO_STAFF, type DemoAccount } from '@backoffice/db/seed';
import { can, type Principal, type RouteCapability } from '@backoffice/domain/access';
import type { AppConfig } from '../config';

const principalOf = (a: DemoAccount): Principal => ({
  login_id: a.login_id,
  role: a.role,
  login_role: a.login_role,
  is_pod_leader: a.is_pod_leader ?? false,
  can_create_member: a.can_create_member ?? false,
  is_session_started: false,
});

/** A demo account the capability admits, for tests that walk every route. */
export function accountFor(config: AppConfig, capability: RouteCapability): DemoAccount {
  const account = DEMO_STAFF.find(
    (a) => capability === 'public' || can(principalOf(a), capability, config.access),
  );
  if (!account) throw new Error(`no demo account may ${capability}`);
  return account;
}
