import { hasRole, isLoginRole, type Principal } from '../access/roles';

/**
 * A distributor's status (001 and 002 section 6): `active` false is "Disabled - Pending
 * Approval", true is "Active". A new distributor starts disabled, pending Finance's approval.
 */
export const DISTRIBUTOR_STATUSES = [
  { active: false, label: 'Disabled - Pending Approval' },
  { active: true, label: 'Active' },
] as const;
export type DistributorStatusLabel = (typeof DISTRIBUTOR_STATUSES)[number]['label'];

/** The label of a distributor's status. */
export function distributorStatusLabel(active: boolean): DistributorStatusLabel {
  return active ? 'Active' : 'Disabled - Pending Approval';
}

/**
 * Only FINANCE may set a distributor's status (001 and 002 section 6): the FINANCE role code or
 * the Finance login role. A Distribution Manager opens the screen but never sets the status.
 */
export function canSetDistributorStatus(p: Pick<Principal, 'role' | 'login_role'>): boolean {
  return hasRole(p, 'FINANCE') || isLoginRole(p, 'Finance');
}

/**
 * The credit limit is money Finance lends a distributor, so it follows the status rule: only
 * FINANCE may set it (a designed choice, docs/distribution.md).
 */
export const canSetCreditLimit = canSetDistributorStatus;
