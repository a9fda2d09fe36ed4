import { orderDataKeys } from '@/lib/query-keys';

/** Query keys of the order page's popups. */
export const popupKeys = {
  all: orderDataKeys.popups(),
  notifications: (orderRandomId: string) =>
    [...popupKeys.all, 'notifications', orderRandomId] as const,
  invoiceHistory: (cartPid: number) => [...popupKeys.all, 'invoice-history', cartPid] as const,
  tracking: (cartPid: number) => [...popupKeys.all, 'tracking', cartPid] as const,
  shippingLabelHistory: (cartPid: number) =>
    [...popupKeys.all, 'shipping-label-history', cartPid] as const,
  pddBreakdown: (cartPid: number) => [...popupKeys.all, 'pdd-breakdown', cartPid] as const,
  requestedDateLog: (cartPid: number) => [...popupKeys.all, 'requested-date-log', cartPid] as const,
};

/**
 * The order page's own query (GET backend-orders), the order page's own key: every successful
 * write of a popup invalidates it, so the page shows the new version.
 */
export const orderDetailsKey = orderDataKeys.order;
