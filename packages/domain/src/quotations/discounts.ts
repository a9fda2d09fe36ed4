import { POWER_RULES } from '../access/powers';
import { isLoginRole, type Principal } from '../access/roles';

/** Basis points in a whole (100 %). */
export const BASIS_POINTS = 10_000;

/**
 * The most a role may discount a quotation line, in basis points (1000 is 10 %). The spec says
 * "discounts within the role's limits" and gives none: these are ours (docs/quotations.md).
 * Bulk orders earn more room; a pod leader approves up to five points more than the team.
 */
export const DISCOUNT_LIMITS_BP = {
  Partnerships: 1000,
  'Foam B2B': 1500,
  'Bulk Retail': 2000,
} as const;
/** The extra room a pod leader has over the role's limit. */
export const POD_LEADER_EXTRA_BP = 500;

/** The caller's discount limit in basis points: 0 for a role that does not quote. */
export function discountLimitBp(p: Pick<Principal, 'login_role' | 'is_pod_leader'>): number {
  const roles = Object.keys(DISCOUNT_LIMITS_BP) as (keyof typeof DISCOUNT_LIMITS_BP)[];
  const role = roles.find((r) => isLoginRole(p, r));
  if (!role) return 0;
  return DISCOUNT_LIMITS_BP[role] + (POWER_RULES['pods:lead'](p) ? POD_LEADER_EXTRA_BP : 0);
}

/** Basis points as a percentage text for people: 1250 is '12.5', 1000 is '10'. */
export function percentText(bp: number): string {
  return String(bp / 100);
}
