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

/** GET /api/console-config/ (public): what the sign-in screen and shell need before sign-in. */
export interface ConsoleConfigResponse {
  brand: Brand;
  company_sign_in: { configured: boolean };
}
