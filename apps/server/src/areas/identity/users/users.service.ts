import type { StaffSummary, UserDetailsResponse } from '@backoffice/domain/identity';
import type { AppContext } from '../../../core/context';
import type { Authenticated } from '../../../core/http';
import { toCurrentUser } from './current-user';
import { staffOrNotFound } from './staff.queries';

/** The signed-in user and the access configuration the menu needs. */
export function userDetails(ctx: AppContext, auth: Authenticated): UserDetailsResponse {
  return { user: toCurrentUser(auth.staff), access_config: ctx.config.access };
}

/** Who a password is about to be reset for. */
export async function staffSummary(ctx: AppContext, loginId: number): Promise<StaffSummary> {
  const row = await staffOrNotFound(ctx.db, loginId);
  return {
    login_id: row.login_id,
    name: row.name,
    email: row.email,
    role: row.role,
    login_role: row.login_role,
  };
}
