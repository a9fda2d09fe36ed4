import type { LoginRole } from '../../access/roles';

/** Retail staff roles (002 section 9): 1 Manager, 2 Agent. */
export const RETAIL_ROLE_TYPES = [1, 2] as const;
export type RetailRoleType = (typeof RETAIL_ROLE_TYPES)[number];

/** What each role type is called on screen. */
export const RETAIL_ROLE_LABELS: Record<RetailRoleType, string> = {
  1: 'Retail Manager',
  2: 'Retail Agent',
};

/** The sign-in login role a member of each role type holds. */
export const RETAIL_LOGIN_ROLES: Record<RetailRoleType, LoginRole> = {
  1: 'Retail Manager',
  2: 'Retail Agent',
};

/** Whether a number is a retail role type. */
export const isRetailRoleType = (value: number): value is RetailRoleType =>
  (RETAIL_ROLE_TYPES as readonly number[]).includes(value);
