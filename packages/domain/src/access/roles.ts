/**
 * The role model of spec 000 section 6. A user carries two things: a `role` string whose
 * codes are tested by substring, and a separate `login_role`.
 *
 * Decision: the role string is a comma-separated list of the upper-case codes below
 * (e.g. "CET,OC"). Codes are tested with a plain substring test, exactly as the spec says,
 * so "C" matches every role containing the letter C (CET, OC, TECH, FINANCE, COUPON MANAGER).
 * Account creation only accepts known codes, so mixed-case strings such as "Partnerships"
 * (which would contain "RT" case-insensitively) never reach the tests.
 */
export const ROLE_CODES = [
  'ADMIN',
  'TECH',
  'OPS',
  'TEAML',
  'QA',
  'OC',
  'RT',
  'FINANCE',
  'SALES',
  'CET',
  'COUPON MANAGER',
  'DISTRIBUTION MANAGER',
  'NPL',
] as const;
export type RoleCode = (typeof ROLE_CODES)[number];

/** The letter test of the spec: "C (any role containing C)". */
export type RoleTest = RoleCode | 'C';

/** The login_role values of 000 section 6. */
export const LOGIN_ROLES = [
  'Retail Manager',
  'Retail Agent',
  'Distribution Manager',
  'Finance',
  'Partnerships',
  'Homecentre Agent',
  'Superk Agent',
  'Npl',
  'Foam B2B',
  'Bulk Retail',
  'Quick Commerce Manager',
  'Quick Commerce Agent',
  'Operations',
  'Admin',
] as const;
export type LoginRole = (typeof LOGIN_ROLES)[number];

/** Who a signed-in user is, as far as permissions go (the spec's current-user fields). */
export interface Principal {
  login_id: number;
  role: string;
  login_role: LoginRole | null;
  is_pod_leader: boolean;
  can_create_member: boolean;
  is_session_started: boolean;
}

/** Substring test of the role string, as the spec describes it. */
export function hasRole(p: Pick<Principal, 'role'>, code: RoleTest): boolean {
  return p.role.includes(code);
}

/** Whether the role string contains any of the codes. */
export function hasAnyRole(p: Pick<Principal, 'role'>, codes: readonly RoleTest[]): boolean {
  return codes.some((code) => hasRole(p, code));
}

/** Whether the user's login_role is one of the given ones. */
export function isLoginRole(p: Pick<Principal, 'login_role'>, ...roles: LoginRole[]): boolean {
  return p.login_role !== null && roles.includes(p.login_role);
}

/** True when every comma-separated part of a role string is a known code (or it is empty). */
export function isValidRoleString(role: string): boolean {
  if (role === '') return true;
  return role.split(',').every((part) => (ROLE_CODES as readonly string[]).includes(part));
}
