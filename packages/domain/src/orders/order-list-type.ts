import { hasRole, isLoginRole, type Principal } from '../access/roles';

/**
 * Quick-commerce affiliates and the order type of their bulk lists. The source named these
 * types after the partners (blinkit_bulk, zepto_bulk, instamart_bulk for 15, 16, 17); ours are
 * kind-neutral and keyed by affiliate id, like the channel catalogue.
 */
export const QUICK_COMMERCE_LIST_TYPES = {
  15: 'quick_commerce_15_bulk',
  16: 'quick_commerce_16_bulk',
  17: 'quick_commerce_17_bulk',
} as const;
type QuickCommerceAffiliateId = keyof typeof QUICK_COMMERCE_LIST_TYPES;

/** The `order_type` an order list is requested with (spec 000 section 6). */
export type OrderListType =
  | 'backend'
  | 'retail_bulk'
  | 'retail'
  | 'partnerships'
  | 'partnerships_bulk'
  | 'distributor'
  | (typeof QUICK_COMMERCE_LIST_TYPES)[QuickCommerceAffiliateId];

export interface OrderListTypeOptions {
  /** The affiliate the list is for; picks the quick-commerce type. */
  affiliateId: number;
  /** The Partnerships bulk flag ("partnerships_bulk when a flag is 1"). */
  partnershipsBulk: boolean;
}

const isQuickCommerceAffiliate = (id: number): id is QuickCommerceAffiliateId =>
  id in QUICK_COMMERCE_LIST_TYPES;

/**
 * Order type for lists by role, first match in the spec's order: Bulk Retail, Retail,
 * Partnerships, Foam B2B, Distribution, Quick Commerce, otherwise backend. A quick-commerce user
 * on an affiliate other than 15, 16 or 17 gets backend: the spec names no type for it.
 */
export function orderListType(
  p: Pick<Principal, 'role' | 'login_role'>,
  { affiliateId, partnershipsBulk }: OrderListTypeOptions,
): OrderListType {
  if (isLoginRole(p, 'Bulk Retail')) return 'retail_bulk';
  if (isLoginRole(p, 'Retail Agent', 'Retail Manager')) return 'retail';
  if (isLoginRole(p, 'Partnerships'))
    return partnershipsBulk ? 'partnerships_bulk' : 'partnerships';
  if (isLoginRole(p, 'Foam B2B')) return 'partnerships_bulk';
  if (isLoginRole(p, 'Distribution Manager') || hasRole(p, 'DISTRIBUTION MANAGER')) {
    return 'distributor';
  }
  if (
    isLoginRole(p, 'Quick Commerce Manager', 'Quick Commerce Agent') &&
    isQuickCommerceAffiliate(affiliateId)
  ) {
    return QUICK_COMMERCE_LIST_TYPES[affiliateId];
  }
  return 'backend';
}
