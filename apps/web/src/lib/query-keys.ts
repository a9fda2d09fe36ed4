/**
 * The first element of every query key, one per feature's (or shared library's) data, declared
 * here once: keys never collide, and a change in one feature refreshes another feature's data by
 * its prefix without importing that feature. Each feature's query-keys.ts builds on its prefix.
 */
export const queryKeyPrefixes = {
  activity: ['activity'],
  calls: ['calls'],
  catalogue: ['catalogue'],
  distribution: ['distribution'],
  entry: ['entry'],
  lookups: ['lookups'],
  escalations: ['escalations'],
  members: ['members'],
  orders: ['orders'],
  payments: ['payments'],
  paymentScreens: ['payment-screens'],
  placeOrder: ['place-order'],
  quotations: ['quotations'],
  refunds: ['refunds'],
  retailCash: ['retail-cash'],
  retailPos: ['retail-pos'],
  returns: ['returns'],
  retailStaff: ['retail-staff'],
  savedFilters: ['saved-filters'],
  session: ['session'],
  team: ['team'],
  uploads: ['uploads'],
} as const;

/**
 * The orders area's keys that other features use: the order page's data (refreshed after every
 * change to the order, with whatever sits under it), the work lists and the searches, and the
 * order-page popups' reads.
 */
export const orderDataKeys = {
  order: (orderRandomId: string) => [...queryKeyPrefixes.orders, 'order', orderRandomId] as const,
  lists: () => [...queryKeyPrefixes.orders, 'list'] as const,
  searches: () => [...queryKeyPrefixes.orders, 'search'] as const,
  popups: () => [...queryKeyPrefixes.orders, 'popups'] as const,
};
