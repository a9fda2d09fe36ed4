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
