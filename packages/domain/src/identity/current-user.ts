import type { AccessConfig } from '../access/access-config';
import type { LoginRole } from '../access/roles';
import type { Brand } from '../core/brand';

/** Working or Break (spec 000 section 4). */
export const USER_STATUSES = ['working', 'break'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

/** action_type of POST /update-user-status/: 1 means Break, 2 means Working. */
export const USER_STATUS_ACTIONS = { break: 1, working: 2 } as const;
export type UserStatusAction = (typeof USER_STATUS_ACTIONS)[keyof typeof USER_STATUS_ACTIONS];

/** The status an action_type leads to: 2 is back to work, any other value (1) is Break. */
export function statusForAction(action: number): UserStatus {
  return action === USER_STATUS_ACTIONS.working ? 'working' : 'break';
}

/** The spec's current-user fields (000 section 3), as GET /api/user-details/ answers them. */
export interface CurrentUser {
  role: string;
  login_role: LoginRole | null;
  login_id: number;
  name: string;
  email: string;
  contact: string | null;
  status: UserStatus;
  is_session_started: boolean;
  is_pod_leader: boolean;
  can_create_member: boolean;
}

/** GET /api/user-details/: the user plus the access configuration the menu needs. */
export interface UserDetailsResponse {
  user: CurrentUser;
  access_config: AccessConfig;
}

/** POST /api/login/ success. */
export interface LoginResponse {
  token: string;
  user: CurrentUser;
  access_config: AccessConfig;
}

/** GET /api/console-config/ (public): what the sign-in screen and shell need before sign-in. */
export interface ConsoleConfigResponse {
  brand: Brand;
  company_sign_in: { configured: boolean };
}

/** One Working or Break period of GET /api/activity/. `end` is null while it lasts. */
export interface ActivityPeriod {
  start: string;
  end: string | null;
}
export interface ActivityResponse {
  login_id: number;
  working: ActivityPeriod[];
  break: ActivityPeriod[];
}
