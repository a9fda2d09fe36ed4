import { hasAnyRole, isLoginRole, type LoginRole, type Principal, type RoleCode } from './roles';

/**
 * The role dropdown of the sign-in screen (values of spec 001 section 6, labels of spec 000
 * section 2). An account may sign in with a role only when it holds it: the codes or the
 * login_role listed here.
 */
export interface SignInRole {
  value: string;
  label: string;
  codes: readonly RoleCode[];
  loginRoles: readonly LoginRole[];
}

const option = (
  value: string,
  label: string,
  codes: readonly RoleCode[],
  loginRoles: readonly LoginRole[] = [],
): SignInRole => ({ value, label, codes, loginRoles });

/** The 19 options of the sign-in role dropdown, in the spec's order. */
export const SIGN_IN_ROLES = [
  option('admin', 'Admin', ['ADMIN'], ['Admin']),
  // CustomerExperienceTeam: the spec groups CET, OC, RT and QA under it.
  option('cet', 'CET', ['CET', 'OC', 'RT', 'QA']),
  option('coupon manager', 'Coupon Manager', ['COUPON MANAGER']),
  option('finance', 'Finance', ['FINANCE'], ['Finance']),
  option('operations', 'Operations', ['OPS'], ['Operations']),
  option('partnerships', 'Partnership', [], ['Partnerships']),
  option('sales', 'Sales', ['SALES']),
  option('team leader', 'Team Leader', ['TEAML']),
  option('tech', 'Tech', ['TECH']),
  option('retail agent', 'Retail Agent', [], ['Retail Agent']),
  option('retail manager', 'Retail Manager', [], ['Retail Manager']),
  option(
    'distribution manager',
    'Distribution Manager',
    ['DISTRIBUTION MANAGER'],
    ['Distribution Manager'],
  ),
  option('homecentre agent', 'HC Agent', [], ['Homecentre Agent']),
  option('npl', 'NPL Team', ['NPL'], ['Npl']),
  option('superk agent', 'SuperK Agent', [], ['Superk Agent']),
  option('foam b2b', 'Foam B2B', [], ['Foam B2B']),
  option('bulk retail', 'Bulk Retail', [], ['Bulk Retail']),
  option('quick commerce manager', 'Quick Commerce Manager', [], ['Quick Commerce Manager']),
  option('quick commerce agent', 'Quick Commerce Agent', [], ['Quick Commerce Agent']),
] as const satisfies readonly SignInRole[];

export type SignInRoleValue = (typeof SIGN_IN_ROLES)[number]['value'];
export const SIGN_IN_ROLE_VALUES = SIGN_IN_ROLES.map((r) => r.value) as [
  SignInRoleValue,
  ...SignInRoleValue[],
];
/** The dropdown's default choice (000 section 2). */
export const DEFAULT_SIGN_IN_ROLE: SignInRoleValue = 'cet';

/** Whether an account may sign in with the chosen dropdown role. */
export function holdsSignInRole(
  account: Pick<Principal, 'role' | 'login_role'>,
  value: string,
): boolean {
  const choice = SIGN_IN_ROLES.find((r) => r.value === value);
  if (!choice) return false;
  return hasAnyRole(account, choice.codes) || isLoginRole(account, ...choice.loginRoles);
}
