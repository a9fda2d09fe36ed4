/**
 * Allow-lists and build flags the spec names but does not reproduce. They are configuration
 * (environment on the server, sent to the web app with the user's details), empty by default
 * but for the product hierarchy approvers.
 */
export interface AccessConfig {
  /** Staff login ids allowed to add, edit and view coupons besides ADMIN and COUPON MANAGER. */
  couponStaffIds: readonly number[];
  /** Staff login ids allowed on /leadsquared (about 48 in the original; not reproduced). */
  leadsquaredStaffIds: readonly number[];
  /**
   * Role codes or login roles whose holders may open /product-hierarchy-approval (the spec's list
   * is not reproduced; ADMIN by default, so that the demo's requests can be approved).
   */
  productHierarchyRoles: readonly string[];
  /** Build flag: the Tags menu item and the combined review screens. */
  combinedReviews: boolean;
  /** Build flag: /list-of-review-orders goes to /list-of-review-orders/list instead of /list-of-reviews/all. */
  reviewOrdersAsList: boolean;
  /** Flag that shows Cancelled as a target from any status (spec 000 section 4). */
  cancelAnyStatus: boolean;
}

export const defaultAccessConfig: AccessConfig = {
  couponStaffIds: [],
  leadsquaredStaffIds: [],
  productHierarchyRoles: ['ADMIN'],
  combinedReviews: false,
  reviewOrdersAsList: false,
  cancelAnyStatus: false,
};
