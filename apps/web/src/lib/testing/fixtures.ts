/** Test fixtures: the answers of the session calls for a user of a given role. */
import { defaultAccessConfig } from '@backoffice/domain/access';
import type {
  ConsoleConfigResponse,
  CurrentUser,
  UserDetailsResponse,
} from '@backoffice/domain/identity';

export const consoleConfig: ConsoleConfigResponse = {
  brand: { name: 'Acme Beds', slug: 'acme' },
  company_sign_in: { configured: false },
};

export function aUser(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return {
    role: 'CET',
    login_role: null,
    login_id: 7,
    name: 'Asha Rao',
    email: 'asha@example.com',
    contact: null,
    status: 'working',
    is_session_started: false,
    is_pod_leader: false,
    can_create_member: false,
    must_change_password: false,
    ...overrides,
  };
}

export function userDetails(overrides: Partial<CurrentUser> = {}): UserDetailsResponse {
  return { user: aUser(overrides), access_config: defaultAccessConfig };
}
