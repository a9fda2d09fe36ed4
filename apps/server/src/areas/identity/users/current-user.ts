import type { StaffRow } from '@backoffice/db/schema';
import type { Principal } from '@backoffice/domain/access';
import type { CurrentUser } from '@backoffice/domain/identity';

/** The permission view of a staff member. */
export function toPrincipal(staff: StaffRow): Principal {
  return {
    login_id: staff.login_id,
    role: staff.role,
    login_role: staff.login_role,
    is_pod_leader: staff.is_pod_leader,
    can_create_member: staff.can_create_member,
    is_session_started: staff.is_session_started,
  };
}

/** The spec's current-user fields (000 section 3). */
export function toCurrentUser(staff: StaffRow): CurrentUser {
  return {
    role: staff.role,
    login_role: staff.login_role,
    login_id: staff.login_id,
    name: staff.name,
    email: staff.email,
    contact: staff.contact,
    status: staff.status,
    is_session_started: staff.is_session_started,
    is_pod_leader: staff.is_pod_leader,
    can_create_member: staff.can_create_member,
    must_change_password: staff.must_change_password,
  };
}
